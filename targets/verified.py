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
HERMES = frozenset({"vllm:hermes", "vllm:qwen3_json", "sglang:hermes", "sglang:qwen",
                    "sglang:qwen25", "sglang:trinity"})
#: mlx-lm's server loop over its tool parser modules.
MLX_LM = frozenset({
    "mlx_lm:json_tools", "mlx_lm:gemma4", "mlx_lm:mistral", "mlx_lm:mistral@v7",
    "mlx_lm:pythonic", "mlx_lm:function_gemma", "mlx_lm:glm47", "mlx_lm:glm47@glm45",
    "mlx_lm:laguna", "mlx_lm:kimi_k2", "mlx_lm:longcat", "mlx_lm:kimi_k3",
    "mlx_lm:qwen3_coder", "mlx_lm:minimax_m2"})
#: agent-tool-parser on both paths (Rust and pure Python), its six formats.
AGENT_TOOL_PARSER = frozenset(
    f"{path}:{fmt}" for path in ("agent_tool_parser", "agent_tool_parser_py")
    for fmt in ("hermes", "llama3_json", "mistral_v7", "pythonic", "deepseek_v3",
                "deepseek_v32"))
#: The model SDKs and agent frameworks: mistral-common's detokenize route (a cut call or
#: prose after one is its declared 400), transformers serve, both harmony SDKs, selectools
#: and kani.
SDKS = frozenset({
    "mistral_common:v3", "mistral_common:v7", "mistral_common:v11", "mistral_common:v13",
    "transformers:qwen3", "transformers:qwen3_5", "transformers:gemma4", "harmony:openai",
    "harmony:oss", "selectools:custom", "selectools:fence", "selectools:inline",
    "selectools:marker", "kani:qwen3", "kani:qwen3_5", "kani:llama3", "kani:deepseek_r1",
    "kani:mistral", "kani:gpt_oss"})

#: vLLM's JSON, pythonic, special-token and other classic parsers (the XML-style and
#: response-template ones are listed apart).
#: VLLM_JSON_OFFTEMPLATE and VLLM_JSON_TRUNCATED differ where one check is done and the other
#: is not.
VLLM_JSON_OFFTEMPLATE = frozenset({"vllm:llama3_json", "vllm:pythonic", "vllm:mistral",
                                   "vllm:mistral@v7", "vllm:mistral@v13", "vllm:llama4_pythonic",
                                   "vllm:llama4_json", "vllm:deepseek_v3", "vllm:deepseek_v32",
                                   "vllm:deepseek_v31", "vllm:hunyuan_a13b", "vllm:kimi_k2",
                                   "vllm:openai", "vllm:xlam", "vllm:phi4_mini_json",
    "vllm:gigachat3", "vllm:lfm2", "vllm:apertus", "vllm:cohere_command4", "vllm:cohere_command3", "vllm:hf", "vllm:internlm", "vllm:granite", "vllm:granite4", "vllm:longcat",
    "vllm:granite-20b-fc", "vllm:olmo3", "vllm:plamo3", "vllm:jamba"})
VLLM_JSON_TRUNCATED = frozenset({"vllm:llama3_json", "vllm:pythonic", "vllm:mistral",
                                 "vllm:mistral@v7", "vllm:mistral@v13", "vllm:llama4_pythonic",
                                 "vllm:llama4_json", "vllm:deepseek_v3", "vllm:deepseek_v31",
                                 "vllm:hunyuan_a13b", "vllm:deepseek_v32", "vllm:kimi_k2",
                                 "vllm:openai", "vllm:jamba", "vllm:xlam",
                                 "vllm:phi4_mini_json",
    "vllm:gigachat3", "vllm:lfm2", "vllm:apertus", "vllm:cohere_command4", "vllm:cohere_command3", "vllm:hf", "vllm:internlm", "vllm:granite", "vllm:granite4",
    "vllm:longcat",
    "vllm:granite-20b-fc", "vllm:olmo3", "vllm:plamo3"})

#: vLLM's XML-style engine and classic parsers (Qwen3-Coder, GLM, MiniMax, Step, MiMo, …
#: families) and its response-template parsers (beam, muse), per check.
VLLM_XML_OFFTEMPLATE = frozenset({"vllm:qwen3_coder", "vllm:qwen3_xml", "vllm:glm45",
                                  "vllm:glm47", "vllm:seed_oss", "vllm:minimax_m2",
                                  "vllm:minimax_m3", "vllm:step3p5", "vllm:step5",
                                  "vllm:deepseek_v4", "vllm:deepseek_v41", "vllm:hy_v3",
                                  "vllm:hy_v4", "vllm:gemma4", "vllm:kimi_k3",
                                  "vllm:k2_horizon",
    "vllm:beam", "vllm:muse", "vllm:muse_glimmer", "vllm:musespark1x", "vllm:mimo",
    "vllm:inkling", "vllm:poolside_v1",
    "vllm:step3"})
VLLM_XML_TRUNCATED = frozenset({"vllm:qwen3_coder", "vllm:qwen3_xml", "vllm:glm45",
                                "vllm:glm47", "vllm:seed_oss", "vllm:minimax_m2",
                                "vllm:minimax_m3", "vllm:step3p5", "vllm:step5",
                                "vllm:deepseek_v4", "vllm:deepseek_v41", "vllm:hy_v3",
                                "vllm:hy_v4", "vllm:gemma4", "vllm:kimi_k3", "vllm:k2_horizon",
                                "vllm:step3",
    "vllm:beam", "vllm:muse", "vllm:muse_glimmer", "vllm:musespark1x", "vllm:mimo",
    "vllm:inkling", "vllm:poolside_v1"})

#: SGLang's other detectors, off-template and cut replies, as each is checked.
SGLANG_OFFTEMPLATE = frozenset({
    "sglang:llama3", "sglang:mistral", "sglang:mistral@v7", "sglang:mistral@v13",
    "sglang:pythonic", "sglang:deepseekv3", "sglang:deepseekv31", "sglang:apertus2509",
    "sglang:beam", "sglang:cohere_command4", "sglang:deepseekv32", "sglang:deepseekv4",
    "sglang:qwen3_coder", "sglang:kimi_k2", "sglang:gpt-oss", "sglang:glm45",
    "sglang:glm47", "sglang:minimax-m2", "sglang:gemma4", "sglang:deepseekv41",
    "sglang:step3p5", "sglang:minimax-m3", "sglang:kimi_k3", "sglang:k2_horizon",
    "sglang:glm", "sglang:dots",
    "sglang:gigachat3", "sglang:gigachat35", "sglang:lfm2", "sglang:muse", "sglang:mimo", "sglang:hunyuan", "sglang:hunyuan@hy_v4", "sglang:step3", "sglang:nanbeige", "sglang:iquest_q1", "sglang:response_template", "sglang:interns1",
    "sglang:inkling", "sglang:poolside_v1"})
SGLANG_TRUNCATED = frozenset({
    "sglang:llama3", "sglang:pythonic", "sglang:mistral", "sglang:mistral@v7",
    "sglang:mistral@v13", "sglang:deepseekv3", "sglang:deepseekv31", "sglang:glm45",
    "sglang:glm47", "sglang:apertus2509", "sglang:beam", "sglang:cohere_command4",
    "sglang:deepseekv32", "sglang:qwen3_coder", "sglang:kimi_k2", "sglang:gpt-oss",
    "sglang:minimax-m2", "sglang:gemma4", "sglang:deepseekv4", "sglang:deepseekv41",
    "sglang:step3p5", "sglang:minimax-m3", "sglang:kimi_k3", "sglang:k2_horizon",
    "sglang:glm", "sglang:dots",
    "sglang:gigachat3", "sglang:gigachat35", "sglang:lfm2", "sglang:muse", "sglang:mimo", "sglang:hunyuan", "sglang:hunyuan@hy_v4", "sglang:step3", "sglang:nanbeige", "sglang:iquest_q1", "sglang:response_template", "sglang:interns1", "sglang:ling3",
    "sglang:inkling", "sglang:poolside_v1"})

#: targets/test_offtemplate.py.
OFFTEMPLATE = (HERMES | MLX_LM | AGENT_TOOL_PARSER | SDKS | SGLANG_OFFTEMPLATE
               | VLLM_JSON_OFFTEMPLATE | VLLM_XML_OFFTEMPLATE)
#: targets/test_truncated.py.
TRUNCATED = (HERMES | MLX_LM | AGENT_TOOL_PARSER | SDKS | SGLANG_TRUNCATED
             | VLLM_JSON_TRUNCATED | VLLM_XML_TRUNCATED)

#: vLLM's and SGLang's parsers whose value-edge findings are judged and recorded.
EDGES_SERVERS = frozenset({
    "vllm:hermes", "vllm:qwen3_json", "vllm:llama3_json", "vllm:pythonic", "vllm:mistral",
    "vllm:mistral@v7", "vllm:mistral@v13", "vllm:qwen3_coder", "vllm:qwen3_xml", "vllm:glm45",
    "vllm:glm47", "vllm:seed_oss", "vllm:minimax_m2", "vllm:deepseek_v3", "vllm:kimi_k3",
    "sglang:hermes", "sglang:qwen", "sglang:qwen25", "sglang:trinity", "sglang:qwen3_coder",
    "sglang:kimi_k2", "sglang:glm45", "sglang:glm47", "sglang:minimax-m2", "sglang:gemma4",
    "sglang:mistral", "sglang:pythonic", "sglang:llama3",
    "sglang:deepseekv3", "sglang:deepseekv31", "sglang:deepseekv32", "sglang:deepseekv4",
    "sglang:deepseekv41", "sglang:glm", "sglang:gpt-oss", "sglang:k2_horizon", "sglang:kimi_k3",
    "sglang:mistral@v7", "sglang:mistral@v13", "sglang:step3p5",
    "vllm:deepseek_v31", "vllm:deepseek_v32", "vllm:deepseek_v4", "vllm:deepseek_v41",
    "vllm:gemma4", "vllm:hunyuan_a13b", "vllm:k2_horizon", "vllm:kimi_k2", "vllm:llama4_json",
    "vllm:llama4_pythonic", "vllm:minimax_m3", "vllm:openai", "vllm:phi4_mini_json",
    "vllm:step3p5", "vllm:step5", "vllm:xlam",
    "vllm:gigachat3", "vllm:lfm2", "vllm:apertus", "vllm:cohere_command4", "vllm:cohere_command3", "vllm:hf", "vllm:internlm", "vllm:granite", "vllm:granite4", "vllm:beam", "vllm:muse", "vllm:muse_glimmer", "vllm:musespark1x", "vllm:mimo", "sglang:gigachat3", "sglang:gigachat35", "sglang:lfm2", "sglang:muse", "sglang:mimo", "sglang:hunyuan", "sglang:hunyuan@hy_v4", "sglang:step3", "sglang:nanbeige", "sglang:iquest_q1", "sglang:response_template", "sglang:interns1", "sglang:apertus2509", "sglang:beam", "sglang:dots", "vllm:hy_v3", "vllm:hy_v4",
    "sglang:inkling", "sglang:poolside_v1", "vllm:inkling", "vllm:poolside_v1",
    "vllm:step3", "vllm:longcat", "sglang:cohere_command4", "sglang:minimax-m3",
    "vllm:granite-20b-fc", "vllm:olmo3", "vllm:plamo3", "vllm:jamba"})
#: targets/test_edges.py: targets whose value-edge findings (strategies/edges.py) under the ci
#: profile have been judged and recorded.
EDGES = MLX_LM | AGENT_TOOL_PARSER | SDKS | EDGES_SERVERS
