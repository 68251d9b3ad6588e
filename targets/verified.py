"""The targets whose off-template, value-edge and cut-reply (truncated) findings under the ci
profile have been judged against the library's code and recorded (targets/expectations/), by
library.

targets/test_offtemplate.py, targets/test_edges.py and targets/test_truncated.py run on these
and skip every other target with that reason until it is checked the same way
(`--offtemplate-all`, `--edges-all`, `--truncated-all` run them all).  A target enters a set
only once its run passes with its findings recorded, so the sets differ where one check is
done and another is not.
"""

#: Every implementation of the hermes format (vLLM hermes = qwen3_json, SGLang's hermes,
#: qwen, qwen25 and trinity detectors).
HERMES = frozenset({
    "sglang:hermes", "sglang:qwen", "sglang:qwen25", "sglang:trinity", "vllm:hermes",
    "vllm:qwen3_json"
})
#: mlx-lm's server loop over its tool parser modules.
MLX_LM = frozenset({
    "mlx_lm:function_gemma", "mlx_lm:gemma4", "mlx_lm:glm47", "mlx_lm:glm47@glm45",
    "mlx_lm:json_tools", "mlx_lm:kimi_k2", "mlx_lm:kimi_k3", "mlx_lm:laguna", "mlx_lm:longcat",
    "mlx_lm:minimax_m2", "mlx_lm:mistral", "mlx_lm:mistral@v7", "mlx_lm:pythonic",
    "mlx_lm:qwen3_coder"
})
#: agent-tool-parser on both paths (Rust and pure Python), its six formats.
AGENT_TOOL_PARSER = frozenset(
    f"{path}:{fmt}" for path in ("agent_tool_parser", "agent_tool_parser_py")
    for fmt in ("hermes", "llama3_json", "mistral_v7", "pythonic", "deepseek_v3",
                "deepseek_v32"))
#: The model SDKs and agent frameworks: mistral-common's detokenize route (a cut call or
#: prose after one is its declared 400), transformers serve, both harmony SDKs, selectools
#: and kani.
SDKS = frozenset({
    "harmony:openai", "harmony:oss", "kani:deepseek_r1", "kani:gpt_oss", "kani:llama3",
    "kani:mistral", "kani:qwen3", "kani:qwen3_5", "mistral_common:v11", "mistral_common:v13",
    "mistral_common:v3", "mistral_common:v7", "selectools:custom", "selectools:fence",
    "selectools:inline", "selectools:marker", "transformers:gemma4", "transformers:qwen3",
    "transformers:qwen3_5"
})

#: vLLM's JSON, pythonic, special-token and other classic parsers (the XML-style and
#: response-template ones are listed apart).
#: VLLM_JSON_OFFTEMPLATE and VLLM_JSON_TRUNCATED differ where one check is done and the other
#: is not.
VLLM_JSON_OFFTEMPLATE = frozenset({
    "vllm:apertus", "vllm:cohere_command3", "vllm:cohere_command4", "vllm:deepseek_v3",
    "vllm:deepseek_v31", "vllm:deepseek_v32", "vllm:dots", "vllm:ernie45", "vllm:functiongemma",
    "vllm:gigachat3", "vllm:granite", "vllm:granite-20b-fc", "vllm:granite4", "vllm:hf",
    "vllm:hunyuan_a13b", "vllm:internlm", "vllm:jamba", "vllm:kimi_k2", "vllm:lfm2",
    "vllm:llama3_json", "vllm:llama4_json", "vllm:llama4_pythonic", "vllm:longcat",
    "vllm:mistral", "vllm:mistral@v13", "vllm:mistral@v7", "vllm:olmo3", "vllm:openai",
    "vllm:phi4_mini_json", "vllm:plamo3", "vllm:pythonic", "vllm:xlam"
})
VLLM_JSON_TRUNCATED = frozenset({
    "vllm:apertus", "vllm:cohere_command3", "vllm:cohere_command4", "vllm:deepseek_v3",
    "vllm:deepseek_v31", "vllm:deepseek_v32", "vllm:dots", "vllm:ernie45", "vllm:functiongemma",
    "vllm:gigachat3", "vllm:granite", "vllm:granite-20b-fc", "vllm:granite4", "vllm:hf",
    "vllm:hunyuan_a13b", "vllm:internlm", "vllm:jamba", "vllm:kimi_k2", "vllm:lfm2",
    "vllm:llama3_json", "vllm:llama4_json", "vllm:llama4_pythonic", "vllm:longcat",
    "vllm:mistral", "vllm:mistral@v13", "vllm:mistral@v7", "vllm:olmo3", "vllm:openai",
    "vllm:phi4_mini_json", "vllm:plamo3", "vllm:pythonic", "vllm:xlam"
})

#: vLLM's XML-style engine and classic parsers (Qwen3-Coder, GLM, MiniMax, Step, MiMo, …
#: families) and its response-template parsers (beam, muse), per check.
VLLM_XML_OFFTEMPLATE = frozenset({
    "vllm:beam", "vllm:deepseek_v4", "vllm:deepseek_v41", "vllm:gemma4", "vllm:glm45",
    "vllm:glm47", "vllm:hy_v3", "vllm:hy_v4", "vllm:inkling", "vllm:k2_horizon", "vllm:kimi_k3",
    "vllm:ling3", "vllm:mimo", "vllm:minicpm5", "vllm:minimax_m2", "vllm:minimax_m3",
    "vllm:muse", "vllm:muse_glimmer", "vllm:musespark1x", "vllm:poolside_v1",
    "vllm:qwen3_coder", "vllm:qwen3_xml", "vllm:seed_oss", "vllm:step3", "vllm:step3p5",
    "vllm:step5"
})
VLLM_XML_TRUNCATED = frozenset({
    "vllm:beam", "vllm:deepseek_v4", "vllm:deepseek_v41", "vllm:gemma4", "vllm:glm45",
    "vllm:glm47", "vllm:hy_v3", "vllm:hy_v4", "vllm:inkling", "vllm:k2_horizon", "vllm:kimi_k3",
    "vllm:ling3", "vllm:mimo", "vllm:minicpm5", "vllm:minimax_m2", "vllm:minimax_m3",
    "vllm:muse", "vllm:muse_glimmer", "vllm:musespark1x", "vllm:poolside_v1",
    "vllm:qwen3_coder", "vllm:qwen3_xml", "vllm:seed_oss", "vllm:step3", "vllm:step3p5",
    "vllm:step5"
})

#: SGLang's other detectors, off-template and cut replies, as each is checked.
SGLANG_OFFTEMPLATE = frozenset({
    "sglang:apertus2509", "sglang:beam", "sglang:cohere_command4", "sglang:deepseekv3",
    "sglang:deepseekv31", "sglang:deepseekv32", "sglang:deepseekv4", "sglang:deepseekv41",
    "sglang:dots", "sglang:gemma4", "sglang:gigachat3", "sglang:gigachat35", "sglang:glm",
    "sglang:glm45", "sglang:glm47", "sglang:gpt-oss", "sglang:hunyuan", "sglang:hunyuan@hy_v4",
    "sglang:inkling", "sglang:interns1", "sglang:iquest_q1", "sglang:k2_horizon",
    "sglang:kimi_k2", "sglang:kimi_k3", "sglang:lfm2", "sglang:ling3", "sglang:llama3",
    "sglang:mimo", "sglang:minicpm5", "sglang:minimax-m2", "sglang:minimax-m3",
    "sglang:mistral", "sglang:mistral@v13", "sglang:mistral@v7", "sglang:muse",
    "sglang:nanbeige", "sglang:poolside_v1", "sglang:pythonic", "sglang:qwen3_coder",
    "sglang:response_template", "sglang:spark25", "sglang:step3", "sglang:step3p5"
})
SGLANG_TRUNCATED = frozenset({
    "sglang:apertus2509", "sglang:beam", "sglang:cohere_command4", "sglang:deepseekv3",
    "sglang:deepseekv31", "sglang:deepseekv32", "sglang:deepseekv4", "sglang:deepseekv41",
    "sglang:dots", "sglang:gemma4", "sglang:gigachat3", "sglang:gigachat35", "sglang:glm",
    "sglang:glm45", "sglang:glm47", "sglang:gpt-oss", "sglang:hunyuan", "sglang:hunyuan@hy_v4",
    "sglang:inkling", "sglang:interns1", "sglang:iquest_q1", "sglang:k2_horizon",
    "sglang:kimi_k2", "sglang:kimi_k3", "sglang:lfm2", "sglang:ling3", "sglang:llama3",
    "sglang:mimo", "sglang:minicpm5", "sglang:minimax-m2", "sglang:minimax-m3",
    "sglang:mistral", "sglang:mistral@v13", "sglang:mistral@v7", "sglang:muse",
    "sglang:nanbeige", "sglang:poolside_v1", "sglang:pythonic", "sglang:qwen3_coder",
    "sglang:response_template", "sglang:spark25", "sglang:step3", "sglang:step3p5"
})

#: targets/test_offtemplate.py.
OFFTEMPLATE = (HERMES | MLX_LM | AGENT_TOOL_PARSER | SDKS | SGLANG_OFFTEMPLATE
               | VLLM_JSON_OFFTEMPLATE | VLLM_XML_OFFTEMPLATE)
#: targets/test_truncated.py.
TRUNCATED = (HERMES | MLX_LM | AGENT_TOOL_PARSER | SDKS | SGLANG_TRUNCATED
             | VLLM_JSON_TRUNCATED | VLLM_XML_TRUNCATED)

#: vLLM's and SGLang's parsers whose value-edge findings are judged and recorded.
EDGES_SERVERS = frozenset({
    "sglang:apertus2509", "sglang:beam", "sglang:cohere_command4", "sglang:deepseekv3",
    "sglang:deepseekv31", "sglang:deepseekv32", "sglang:deepseekv4", "sglang:deepseekv41",
    "sglang:dots", "sglang:gemma4", "sglang:gigachat3", "sglang:gigachat35", "sglang:glm",
    "sglang:glm45", "sglang:glm47", "sglang:gpt-oss", "sglang:hermes", "sglang:hunyuan",
    "sglang:hunyuan@hy_v4", "sglang:inkling", "sglang:interns1", "sglang:iquest_q1",
    "sglang:k2_horizon", "sglang:kimi_k2", "sglang:kimi_k3", "sglang:lfm2", "sglang:ling3",
    "sglang:llama3", "sglang:mimo", "sglang:minicpm5", "sglang:minimax-m2", "sglang:minimax-m3",
    "sglang:mistral", "sglang:mistral@v13", "sglang:mistral@v7", "sglang:muse",
    "sglang:nanbeige", "sglang:poolside_v1", "sglang:pythonic", "sglang:qwen", "sglang:qwen25",
    "sglang:qwen3_coder", "sglang:response_template", "sglang:spark25", "sglang:step3",
    "sglang:step3p5", "sglang:trinity", "vllm:apertus", "vllm:beam", "vllm:cohere_command3",
    "vllm:cohere_command4", "vllm:deepseek_v3", "vllm:deepseek_v31", "vllm:deepseek_v32",
    "vllm:deepseek_v4", "vllm:deepseek_v41", "vllm:dots", "vllm:ernie45", "vllm:functiongemma",
    "vllm:gemma4", "vllm:gigachat3", "vllm:glm45", "vllm:glm47", "vllm:granite",
    "vllm:granite-20b-fc", "vllm:granite4", "vllm:hermes", "vllm:hf", "vllm:hunyuan_a13b",
    "vllm:hy_v3", "vllm:hy_v4", "vllm:inkling", "vllm:internlm", "vllm:jamba",
    "vllm:k2_horizon", "vllm:kimi_k2", "vllm:kimi_k3", "vllm:lfm2", "vllm:ling3",
    "vllm:llama3_json", "vllm:llama4_json", "vllm:llama4_pythonic", "vllm:longcat", "vllm:mimo",
    "vllm:minicpm5", "vllm:minimax_m2", "vllm:minimax_m3", "vllm:mistral", "vllm:mistral@v13",
    "vllm:mistral@v7", "vllm:muse", "vllm:muse_glimmer", "vllm:musespark1x", "vllm:olmo3",
    "vllm:openai", "vllm:phi4_mini_json", "vllm:plamo3", "vllm:poolside_v1", "vllm:pythonic",
    "vllm:qwen3_coder", "vllm:qwen3_json", "vllm:qwen3_xml", "vllm:seed_oss", "vllm:step3",
    "vllm:step3p5", "vllm:step5", "vllm:xlam"
})
#: targets/test_edges.py: targets whose value-edge findings (strategies/edges.py) under the ci
#: profile have been judged and recorded.
EDGES = MLX_LM | AGENT_TOOL_PARSER | SDKS | EDGES_SERVERS
