"""truncated: a valid rendering cut after any token, as max_tokens stops a model mid-reply,
parsed whole and streamed.

The oracle (targets/properties.py `cut_violations`): every call completed before the cut comes
back intact and in order; after them only the turn's next calls, in order (a section the cut
leaves open may hold calls written whole), each intact but the last, which the cut may leave
unfinished: under its own name, with arguments that are a JSON object whole (streamed:
possibly the unfinished beginning of one, trait UNFINISHED_STREAM); no other call; and no
marker token the format writes as syntax in the content.  What a completed call is:
strategies/cuts.py.

The property runs on the targets in VERIFIED: those whose findings under the ci profile have
been judged against the library's code and recorded (targets/expectations/).  Every other
target is skipped with that reason until it is checked the same way (`--truncated-all` runs
them all, for that check).
"""

import pytest
from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from targets import selection
from targets.examples import truncated_examples
from targets.properties import truncated_of
from targets.registry import TargetSpec
from targets.verdict import enforce, judge
from targets.workers import worker_for

#: Targets whose truncated findings have been judged and recorded (see the module docstring).
VERIFIED = frozenset({
    # hermes: every implementation (vLLM hermes = qwen3_json, SGLang hermes, qwen, qwen25,
    # trinity, agent-tool-parser on both paths, mlx-lm)
    "vllm:hermes", "vllm:qwen3_json", "sglang:hermes", "sglang:qwen", "sglang:qwen25",
    "sglang:trinity", "agent_tool_parser:hermes", "agent_tool_parser_py:hermes",
    "mlx_lm:json_tools", "mlx_lm:gemma4", "mlx_lm:mistral", "mlx_lm:mistral@v7",
    "mlx_lm:pythonic", "mlx_lm:function_gemma", "mlx_lm:glm47", "mlx_lm:glm47@glm45",
    "mlx_lm:laguna", "mlx_lm:kimi_k2", "mlx_lm:longcat", "mlx_lm:kimi_k3", "mlx_lm:qwen3_coder",
    "mlx_lm:minimax_m2",
    "sglang:llama3",
    # mistral-common's detokenize route: a cut call is a declared rejection (a 400)
    "mistral_common:v3", "mistral_common:v7", "mistral_common:v11", "mistral_common:v13",
    "transformers:qwen3", "transformers:gemma4", "selectools:custom", "selectools:fence",
    "selectools:inline", "selectools:marker", "harmony:openai", "harmony:oss",
    "kani:qwen3", "kani:qwen3_5", "kani:mistral", "kani:llama3",
    "kani:gpt_oss", "kani:deepseek_r1",
    "agent_tool_parser:llama3_json", "agent_tool_parser_py:llama3_json",
    "agent_tool_parser:mistral_v7", "agent_tool_parser_py:mistral_v7",
    "agent_tool_parser:pythonic", "agent_tool_parser_py:pythonic",
    "agent_tool_parser:deepseek_v3", "agent_tool_parser_py:deepseek_v3",
    "agent_tool_parser:deepseek_v32", "agent_tool_parser_py:deepseek_v32",
    "sglang:pythonic", "sglang:mistral", "sglang:mistral@v7", "sglang:mistral@v13",
})
#: Each target's cut renderings, built once per session.
EXAMPLES: dict = {}


@pytest.mark.parametrize("target", selection.verified_params(
    "test_truncated", VERIFIED, "--truncated-all", "truncated is"))
@given(data=st.data())
def test_truncated(target: TargetSpec, data: st.DataObject) -> None:
    spec = target
    fmt = get_format(spec.format)
    worker = worker_for(spec)
    version = worker.info.get("version", "")
    if spec.id not in EXAMPLES:
        EXAMPLES[spec.id] = truncated_examples(spec)
    turn, _, cut = data.draw(EXAMPLES[spec.id], label="cut rendering")
    tools = list(turn.tools)
    chunkings = data.draw(chunkings_for(cut.text, fmt), label="chunkings") if spec.streams else []
    result = truncated_of(cut, worker.parse(cut.text, tools), worker.stream(chunkings, tools),
                          chunkings, spec.traits, spec.errors)
    enforce(judge(spec, "truncated", result, cut.text, tools, chunkings, version))
