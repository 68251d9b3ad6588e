"""Mistral, tokenizer v11 (Mistral Small 3.2, Devstral, Magistral 2506): `[TOOL_CALLS]name[ARGS]{json}`.

As mistral-common's InstructTokenizerV11 writes an assistant message with tool calls: the content
(`rstrip(" ")`), then per call `[TOOL_CALLS]` + the name + `[ARGS]` + `json.dumps(arguments,
ensure_ascii=False)` (no separator), then the EOS servers strip; see _mistral.py.  The call id
(`[CALL_ID]`) is written only into histories, never generated (v11's generation grammar has no
place for it).  vLLM's `mistral` parser (engine grammar vllm/parser/mistral.py) is tested with a
tokenizer holding `[TOOL_CALLS]` and `[ARGS]` as special tokens, as an HF-format Mistral
checkpoint served with `--tokenizer-mode hf` has them (the real `MistralTokenizer` path of v11+
needs llguidance for its request grammar, which the vllm environment does not install).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Rendering, Turn
from strategies.formats import _mistral
from targets.canonical import Message


def can_express(turn: Turn) -> bool:
    return _mistral.can_express(turn)


def render(turn: Turn) -> Rendering:
    text = (turn.before or "") + _mistral.name_args(turn)
    return Rendering(text, Message(content=turn.before or None, calls=turn.calls))


FORMAT = Format(
    "mistral", "Mistral v11+: [TOOL_CALLS]name[ARGS]{json} per call",
    markers=_mistral.markers(_mistral.TOOL_CALLS, _mistral.ARGS),
    render=render, can_express=can_express, traits=_mistral.TRAITS,
    near_misses=_mistral.NEAR_MISSES, name_pattern=_mistral.NAME_PATTERN,
    parsers={"vllm": ("mistral",), "sglang": ("mistral",), "mistral_common": ("v11",),
             "mlx_lm": ("mistral",)},
    dialects=(Dialect(
        "Mistral tokenizer v11 (Small 3.2, Devstral, Magistral 2506)",
        "mistral-common InstructTokenizerV11; tests/formats/test_mistral_crosscheck.py"),),
)
