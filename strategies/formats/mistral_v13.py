"""Mistral, tokenizer v13 (Magistral 2507+, Devstral 2507+): `[THINK]…[/THINK]` then `[TOOL_CALLS]name[ARGS]{json}`.

As mistral-common's InstructTokenizerV13 writes an assistant message whose content is a think
chunk and a text chunk, with tool calls: `[THINK]` + the reasoning + `[/THINK]` (only when there
is reasoning), the content, then per call `[TOOL_CALLS]` + the name + `[ARGS]` + `json.dumps(
arguments, ensure_ascii=False)`; v13 no longer tokenizes call ids at all; see _mistral.py.
`[THINK]` and `[/THINK]` are special tokens.  vLLM's `mistral` parser detects v13 by `[THINK]` in
the vocabulary and reads reasoning by token id; it is tested with a tokenizer holding the four
markers as special tokens (HF-format checkpoint; see mistral.py for why not the real
MistralTokenizer).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Rendering, Turn
from strategies.formats import _mistral
from targets.canonical import Message

M = _mistral


def can_express(turn: Turn) -> bool:
    return M.can_express(turn)


def render(turn: Turn) -> Rendering:
    think = f"{M.THINK}{turn.reasoning}{M.END_THINK}" if turn.reasoning is not None else ""
    text = think + (turn.before or "") + M.name_args(turn)
    return Rendering(text, Message(content=turn.before or None, calls=turn.calls,
                                   reasoning=turn.reasoning or None))


FORMAT = Format(
    "mistral_v13", "Mistral v13: [THINK]reasoning[/THINK] then [TOOL_CALLS]name[ARGS]{json}",
    markers=M.markers(M.TOOL_CALLS, M.ARGS, M.THINK, M.END_THINK),
    render=render, can_express=can_express, traits=M.TRAITS, near_misses=M.NEAR_MISSES,
    name_pattern=M.NAME_PATTERN, reasoning=True,
    parsers={"vllm": ("mistral",), "sglang": ("mistral",), "mistral_common": ("v13",)},
    dialects=(Dialect(
        "Mistral tokenizer v13 (Magistral 2507+, Devstral 2507+)",
        "mistral-common InstructTokenizerV13; tests/formats/test_mistral_crosscheck.py"),),
)

#: A second target of vLLM's `mistral` parser, next to `vllm:mistral` (v11), deployed with
#: its reasoning parser as Magistral is: registry hook.
TARGET_OVERRIDES = {"vllm": {"id": "vllm:mistral@v13", "options": {"reasoning_parser": "mistral"}},
                    "sglang": {"id": "sglang:mistral@v13",
                               "options": {"reasoning_parser": "mistral"}}}
