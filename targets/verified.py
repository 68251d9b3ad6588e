"""The targets whose off-template, value-edge and cut-reply (truncated) findings under the ci
profile have been judged against the library's code and recorded (targets/expectations/), by
library.

targets/test_offtemplate.py, targets/test_truncated.py and targets/test_edges.py run on these
and skip every other target with that reason until it is checked the same way
(`--offtemplate-all`, `--truncated-all`, `--edges-all` run them all).  Today every parser
target is judged for all three, so the three tests share one set; a target checked for one
test before the others goes in that test's EXTRA set until the others are done.
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
#: SGLang's other detectors.
SGLANG = frozenset({
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
#: vLLM's other parsers (JSON, pythonic, special-token, XML-style engine and response-template).
VLLM = frozenset({
    "vllm:apertus", "vllm:beam", "vllm:cohere_command3", "vllm:cohere_command4",
    "vllm:deepseek_v3", "vllm:deepseek_v31", "vllm:deepseek_v32", "vllm:deepseek_v4",
    "vllm:deepseek_v41", "vllm:dots", "vllm:ernie45", "vllm:functiongemma", "vllm:gemma4",
    "vllm:gigachat3", "vllm:glm45", "vllm:glm47", "vllm:granite", "vllm:granite-20b-fc",
    "vllm:granite4", "vllm:hf", "vllm:hunyuan_a13b", "vllm:hy_v3", "vllm:hy_v4", "vllm:inkling",
    "vllm:internlm", "vllm:jamba", "vllm:k2_horizon", "vllm:kimi_k2", "vllm:kimi_k3",
    "vllm:lfm2", "vllm:ling3", "vllm:llama3_json", "vllm:llama4_json", "vllm:llama4_pythonic",
    "vllm:longcat", "vllm:mimo", "vllm:minicpm5", "vllm:minimax_m2", "vllm:minimax_m3",
    "vllm:mistral", "vllm:mistral@v13", "vllm:mistral@v7", "vllm:muse", "vllm:muse_glimmer",
    "vllm:musespark1x", "vllm:olmo3", "vllm:openai", "vllm:phi4_mini_json", "vllm:plamo3",
    "vllm:poolside_v1", "vllm:pythonic", "vllm:qwen3_coder", "vllm:qwen3_xml", "vllm:seed_oss",
    "vllm:step3", "vllm:step3p5", "vllm:step5", "vllm:xlam"
})

#: Every target judged for all three tests.
JUDGED = HERMES | MLX_LM | AGENT_TOOL_PARSER | SDKS | SGLANG | VLLM
#: Targets judged for one test only, so far (none today).
OFFTEMPLATE_EXTRA: frozenset[str] = frozenset()
TRUNCATED_EXTRA: frozenset[str] = frozenset()
EDGES_EXTRA: frozenset[str] = frozenset()

#: targets/test_offtemplate.py.
OFFTEMPLATE = JUDGED | OFFTEMPLATE_EXTRA
#: targets/test_truncated.py.
TRUNCATED = JUDGED | TRUNCATED_EXTRA
#: targets/test_edges.py: value edges (strategies/edges.py).
EDGES = JUDGED | EDGES_EXTRA
