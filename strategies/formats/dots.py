"""dots (rednote hilab): `<invoke name="…">` calls with `<parameter name="…">` values inside
one `<dots_function_call>` block.

Syntax, as the dots models write a turn that calls tools (vLLM's `dots` parser docstring, and
the output of `dots-3-note-preview` quoted by client projects): the content, then
`<dots_function_call>` + `\\n`; per call `<invoke name="` + name + `">` + `\\n`, per argument
`<parameter name="` + key + `">` + value + `</parameter>` + `\\n`, then `</invoke>` + `\\n`;
finally `</dots_function_call>`.  A string value is written raw, any other value as `tojson`;
the reader types values by the tool's schema.  The tags are plain text (vLLM's parser holds back
a partial `<dots_function_call>` at the end of a delta).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import (content_before, mentions, only_leading_text,
                                        typed_roundtrip, value_text)
from targets.canonical import Message, loads

START, END = "<dots_function_call>", "</dots_function_call>"
#: Closing tags inside the block: text holding one ends an element early.
INNER = ("</invoke>", "</parameter>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The format has no escape: content or a value holding `<dots_function_call>`, "
          "`</dots_function_call>`, `</invoke>` or `</parameter>` opens or ends an element."),
    Trait("quoted-name", "cannot-express",
          "Names and keys are written in a `name=\"…\"` attribute without escaping: they cannot "
          "hold `\"`, `<`, `>` or control characters."),
    Trait("typed-by-schema", "fact",
          "Values are untyped text (strings raw, everything else `tojson`); a reader types them "
          "by the tool's JSON Schema."),
    Trait("ambiguous-value-text", "cannot-express",
          "A string whose text reads as another type the schema admits (`5` for a string or "
          "integer property) is written exactly like that value: the format cannot tell them "
          "apart, so such values are not generated."),
    Trait("text-after-calls", "cannot-express",
          "The content comes before the `<dots_function_call>` block."),
)

NEAR_MISSES = ("<dots_function_call", "</dots_function_call", "<dots_function_calls>",
               "<function_call>", '<invoke name="f">', "</invoke>", '<parameter name="x">1',
               "</parameter>", "<DOTS_FUNCTION_CALL>", "<", "<dots_")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, [START, END, *INNER])
            and not any(c in '"<>' or ord(c) < 0x20 for call in turn.calls for c in call.name)
            and typed_roundtrip(turn, "json"))


def render(turn: Turn) -> Rendering:
    parts = [turn.before or "", START, "\n"]
    for call in turn.calls:
        parts.append(f'<invoke name="{call.name}">\n')
        for key, value in loads(call.arguments).items():
            parts.append(f'<parameter name="{key}">{value_text(value)}</parameter>\n')
        parts.append("</invoke>\n")
    parts.append(END)
    return Rendering("".join(parts), Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "dots", "dots: <invoke name=…><parameter name=…>value</parameter> in <dots_function_call>",
    markers=(Marker(START, token=False), Marker(END, token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"<>]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("dots",), "sglang": ("dots",)},
    dialects=(Dialect("dots-3-note-preview output",
                      "vLLM's dots parser docstring and model outputs quoted by client projects"),),
)
