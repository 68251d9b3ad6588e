"""MiniMax-M2: `<minimax:tool_call>\\n<invoke name="NAME">\\n<parameter name="KEY">VALUE…`.

Syntax, as the chat template of MiniMaxAI/MiniMax-M2 (and M2.1/M2.5, which share the tool
syntax) writes an assistant message with `tool_calls`: the content as it is (no trim), then
`\\n<minimax:tool_call>\\n`, per call `<invoke name="` + the raw name + `">\\n`, per argument
`<parameter name="` + the raw key + `">` + the value + `</parameter>\\n`, then `</invoke>\\n`;
after the last call `</minimax:tool_call>`.  Values: strings as they are, everything else
`tojson(ensure_ascii=False)`; the tool's schema types them back.  The reasoning block the model
writes first (`<think>…</think>`) is the reasoning parser's; it is not part of this format.
`<minimax:tool_call>` and `</minimax:tool_call>` are added, non-special tokens; the
invoke/parameter tags are text.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import (mentions, only_leading_text, strings_in, typed_roundtrip,
                                        value_text)
from strategies.formats._typed import typed_calls
from targets.canonical import Message, loads

START, END = "<minimax:tool_call>", "</minimax:tool_call>"
INVOKE, INVOKE_END = "<invoke name=", "</invoke>"
PARAM, PARAM_END = "<parameter name=", "</parameter>"
STYLE = "json"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<minimax:tool_call>` and `</minimax:tool_call>` are added tokens: the tokenizer "
          "cuts them out of any text, so content, a name or a value containing them is not "
          "something the model writes as data."),
    Trait("tag-in-value", "cannot-express",
          "Values are written raw with no escape; MiniMax's own parser (tool_calling_guide.md) "
          "ends a value at `</parameter>` and a call at `</invoke>`, and the format lets the next "
          "`<parameter name=` end an open value: a value or nested string holding one is "
          "ambiguous."),
    Trait("raw-name", "cannot-express",
          "Names and keys are written raw between double quotes: one holding `\"`, `<`, `>` or "
          "a line break cannot be written."),
    Trait("schema-typed", "cannot-express",
          "Values are untyped text typed back by the tool's schema (strings as written, "
          "everything else as JSON): a string that reads as another type the schema admits "
          "(\"5\" under [string, integer], \"null\" under [string, null]) cannot be written."),
    Trait("think-in-content", "cannot-express",
          "The template splits content at `</think>` (what precedes it is taken as reasoning): "
          "content holding `</think>` is not written as given."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before the calls."),
)

NEAR_MISSES = ("<minimax:tool_call", "<minimax:", "<", "minimax:tool_call>", "<tool_call>",
               "<minimax:toolcall>", '<invoke name="f">', "<invoke", "</invoke>",
               '<parameter name="x">', "</parameter>", "<invoke name=f>", "<parameter")


def _raw(text: str) -> bool:
    return not any(c in text for c in '"<>\n\r')


def can_express(turn: Turn) -> bool:
    if not only_leading_text(turn) or turn.reasoning is not None:
        return False
    if mentions(turn, [START, END]) or "</think>" in (turn.before or ""):
        return False
    for call in turn.calls:
        args = loads(call.arguments)
        if not _raw(call.name) or not all(_raw(k) for k in args):
            return False
        if any(t in s for s in strings_in(args) for t in (PARAM_END, PARAM, INVOKE_END)):
            return False
    return typed_roundtrip(turn, STYLE)


def render(turn: Turn) -> Rendering:
    parts = [turn.before or "", f"\n{START}\n"]
    for call in turn.calls:
        parts.append(f'{INVOKE}"{call.name}">\n')
        for key, value in loads(call.arguments).items():
            parts.append(f'{PARAM}"{key}">{value_text(value, STYLE)}{PARAM_END}\n')
        parts.append(f"{INVOKE_END}\n")
    parts.append(END)
    return Rendering("".join(parts), Message(content=turn.before or None,
                                             calls=typed_calls(turn, STYLE)))


FORMAT = Format(
    "minimax_m2", 'MiniMax-M2: <minimax:tool_call><invoke name="f"><parameter name="k">v XML',
    markers=(Marker(START), Marker(END), Marker(INVOKE, token=False),
             Marker(INVOKE_END, token=False), Marker(PARAM, token=False),
             Marker(PARAM_END, token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"<>]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("minimax_m2",), "sglang": ("minimax-m2",), "mlx_lm": ("minimax_m2",)},
    dialects=(Dialect("MiniMax-M2 / M2.1 / M2.5 chat template",
                      "MiniMaxAI/MiniMax-M2 chat_template.jinja"),),
)
