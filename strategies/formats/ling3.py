"""Ling 3 (inclusionAI): the GLM-4.7 tool-call syntax,
`<tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value></tool_call>`, after stripped content.

Syntax, as a GLM-4.7-style chat template writes an assistant message with `tool_calls` (vLLM's
`ling3` parser is the GLM-4.7 grammar, `vllm/parser/ling3.py`): after the reasoning block, the
content stripped of surrounding whitespace (`content.strip()`), then per call `<tool_call>` +
name, per argument `<arg_key>` + key + `</arg_key>` + `<arg_value>` + value + `</arg_value>`,
then `</tool_call>`, calls back to back.  A string value is written raw, any other value as
`tojson`; the reader types values by the tool's schema.  The tool tags and `<think>`/`</think>`
are added tokens; the reasoning block belongs to the reasoning parser, which these targets do
not run.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, only_leading_text, typed_roundtrip, value_text
from targets.canonical import Message, loads

START, END = "<tool_call>", "</tool_call>"
KEY_START, KEY_END, VALUE_START, VALUE_END = "<arg_key>", "</arg_key>", "<arg_value>", "</arg_value>"
THINK = ("<think>", "</think>")
MARKERS = (START, END, KEY_START, KEY_END, VALUE_START, VALUE_END, *THINK)

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The tool and think tags are added tokens: the tokenizer cuts them out of any text, so "
          "content, a name, a key or a value containing one is not data."),
    Trait("content-stripped", "fact",
          "The template writes `content.strip()`: surrounding whitespace of the content is not "
          "part of the output, so the expected content is the stripped text."),
    Trait("bare-name", "cannot-express",
          "The name is bare text between `<tool_call>` and the first `<arg_key>`: it cannot "
          "hold `<` or a line break."),
    Trait("typed-by-schema", "fact",
          "Values are untyped text (strings raw, everything else `tojson`); a reader types them "
          "by the tool's JSON Schema."),
    Trait("ambiguous-value-text", "cannot-express",
          "A string whose text reads as another type the schema admits (`5` for a string or "
          "integer property) is written exactly like that value: the format cannot tell them "
          "apart, so such values are not generated."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before the first `<tool_call>`."),
)

NEAR_MISSES = ("<tool_call", "</tool_call", "<arg_key", "<arg_value", "<tool_calls>",
               "<TOOL_CALL>", "<tool-call>", "<", "</", "<think", "</think")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None and not mentions(turn, MARKERS)
            and not any(c in "<\n\r" for call in turn.calls for c in call.name)
            and typed_roundtrip(turn, "json"))


def render(turn: Turn) -> Rendering:
    content = (turn.before or "").strip()
    parts = [content]
    for call in turn.calls:
        parts.append(f"{START}{call.name}")
        for key, value in loads(call.arguments).items():
            parts.append(f"{KEY_START}{key}{KEY_END}{VALUE_START}{value_text(value)}{VALUE_END}")
        parts.append(END)
    return Rendering("".join(parts), Message(content=content or None, calls=turn.calls))


FORMAT = Format(
    "ling3", "Ling 3: GLM-4.7 <tool_call>name<arg_key>k</arg_key><arg_value>v</arg_value>",
    markers=tuple(Marker(m, token=True, special=False) for m in MARKERS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("ling3",), "sglang": ("ling3",)},
    dialects=(Dialect("Ling 3 (GLM-4.7 tool syntax)",
                      "vLLM vllm/parser/ling3.py; GLM-4.7 chat template"),),
)
