"""Mistral before v11 (tokenizers v3 and v7: Mistral NeMo, Small 3/3.1): `[TOOL_CALLS][{"name", "arguments"}…]`.

As mistral-common's InstructTokenizerV7 writes an assistant message with tool calls: the content
(`rstrip(" ")`), then `[TOOL_CALLS]` + `json.dumps([{"name": …, "arguments": {…}}, …],
ensure_ascii=False)` and the EOS servers strip (V3 writes the same calls but refuses content beside
them).  The call id goes into the objects only when a history supplies one; models generate none
(vLLM's guided schema for these models has no id either).  With a Tekken tokenizer the array
follows `[TOOL_CALLS]` directly.  vLLM's `mistral` parser takes its legacy pre-v11 path when the
vocabulary has no `[ARGS]`; it is tested with a real MistralTokenizer (mistral-common's shipped
Tekken vocabulary, read as version v7), driven through targets/adapters/vllm_mistral.py.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Rendering, Turn
from strategies.formats import _mistral
from targets.canonical import Message

M = _mistral


def can_express(turn: Turn) -> bool:
    return M.can_express(turn)


def render(turn: Turn) -> Rendering:
    text = (turn.before or "") + M.array(turn)
    return Rendering(text, Message(content=turn.before or None, calls=turn.calls))


FORMAT = Format(
    "mistral_v7", "Mistral pre-v11: [TOOL_CALLS] then a JSON array of {name, arguments}",
    markers=M.markers(M.TOOL_CALLS),
    render=render, can_express=can_express, traits=M.TRAITS, near_misses=M.NEAR_MISSES,
    name_pattern=M.NAME_PATTERN,
    parsers={"vllm": ("mistral",), "sglang": ("mistral",), "mistral_common": ("v3", "v7"),
             "kani": ("mistral",), "agent_tool_parser": ("try_parse_tool_calls",),
             "agent_tool_parser_py": ("try_parse_tool_calls",), "mlx_lm": ("mistral",)},
    dialects=(Dialect(
        "Mistral tokenizer v7, Tekken (Mistral NeMo, Small 3/3.1)",
        "mistral-common InstructTokenizerV7; tests/formats/test_mistral_crosscheck.py"),),
)

#: vLLM's `mistral` parser with a real Tekken MistralTokenizer of version v7: registry hook.
TARGET_OVERRIDES = {"vllm": {"id": "vllm:mistral@v7",
                             "adapter": "targets.adapters.vllm_mistral:Adapter",
                             "options": {"tekken": "tekken_240911.json", "version": "v7"}},
                    # SGLang's MistralDetector reads both shapes; one target per format.
                    "sglang": {"id": "sglang:mistral@v7"}}
TARGET_OVERRIDES["mlx_lm"] = {"id": "mlx_lm:mistral@v7"}
