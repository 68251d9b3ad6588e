"""Poolside (Laguna): GLM-style `<tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value>
</tool_call>`, written without line breaks.

Syntax, as the Laguna chat template writes an assistant message with `tool_calls` (quoted from
the GGUF's `tokenizer.chat_template`: `'<tool_call>' + name`, per argument `'<arg_key>' ~ k ~
'</arg_key>'` and `'<arg_value>' ~ (v | tojson if v is not string else v) ~ '</arg_value>'`, then
`'</tool_call>'`): the content, then the calls back to back.  A string value is written raw, any
other value as `tojson`; the reader types values by the tool's schema.  `<tool_call>` and
`</tool_call>` are added, non-special tokens (vLLM's `poolside_v1` parser looks them up); the
argument tags are treated as added tokens too, as in the GLM tokenizers this format comes from.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import (content_before, mentions, only_leading_text,
                                        typed_roundtrip, value_text)
from targets.canonical import Message, loads

START, END = "<tool_call>", "</tool_call>"
KEY_START, KEY_END, VALUE_START, VALUE_END = "<arg_key>", "</arg_key>", "<arg_value>", "</arg_value>"
MARKERS = (START, END, KEY_START, KEY_END, VALUE_START, VALUE_END)

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The tags are added tokens: the tokenizer cuts them out of any text, so content, a "
          "name, a key or a value containing one is not data."),
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
               "<TOOL_CALL>", "<tool-call>", "<", "</", "<tool_call >")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None and not mentions(turn, MARKERS)
            and not any(c in "<\n\r" for call in turn.calls for c in call.name)
            and typed_roundtrip(turn, "json"))


def render(turn: Turn) -> Rendering:
    parts = [turn.before or ""]
    for call in turn.calls:
        parts.append(f"{START}{call.name}")
        for key, value in loads(call.arguments).items():
            parts.append(f"{KEY_START}{key}{KEY_END}{VALUE_START}{value_text(value)}{VALUE_END}")
        parts.append(END)
    return Rendering("".join(parts), Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "poolside", "Poolside Laguna: <tool_call>name<arg_key>k</arg_key><arg_value>v</arg_value>, one line",
    markers=tuple(Marker(m, token=True, special=False) for m in MARKERS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("poolside_v1",), "sglang": ("poolside_v1",), "mlx_lm": ("laguna",)},
    dialects=(Dialect("Poolside Laguna chat template", "Laguna GGUF tokenizer.chat_template"),),
)
