"""StepFun Step3: `function<｜tool_sep｜><steptml:invoke name="…">` calls with
`<steptml:parameter name="…">` values, between `<｜tool_calls_begin｜>` and `<｜tool_calls_end｜>`.

Syntax, as the `stepfun-ai/step3` chat template instructs the model to write calls: the
content, then `<｜tool_calls_begin｜>` + `\\n`; per call `<｜tool_call_begin｜>` + `\\n` +
`function` + `<｜tool_sep｜>` + `<steptml:invoke name="` + name + `">`, per argument
`<steptml:parameter name="` + key + `">` + value + `</steptml:parameter>`, then
`</steptml:invoke>` + `<｜tool_call_end｜>` + `\\n`; finally `<｜tool_calls_end｜>`.  A string
value is written raw, any other value as `tojson`; the reader types values by the tool's
schema.  The five `<｜…｜>` tags are special tokens (vLLM's `step3` parser turns
`skip_special_tokens` off to see them); the `steptml` tags are plain text.  The reasoning block
that precedes this text belongs to the reasoning parser.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import (content_before, mentions, only_leading_text,
                                        typed_roundtrip, value_text)
from targets.canonical import Message, loads

CALLS_BEGIN, CALLS_END = "<｜tool_calls_begin｜>", "<｜tool_calls_end｜>"
CALL_BEGIN, CALL_END, SEP = "<｜tool_call_begin｜>", "<｜tool_call_end｜>", "<｜tool_sep｜>"
SPECIAL = (CALLS_BEGIN, CALLS_END, CALL_BEGIN, CALL_END, SEP)
#: Closing tags inside a call: text holding one ends an element early.
INNER = ("</steptml:parameter>", "</steptml:invoke>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The `<｜…｜>` tags are special tokens the tokenizer cuts out of any text, and the "
          "`steptml` closing tags have no escape: text holding one is not data."),
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
          "The content comes before `<｜tool_calls_begin｜>`."),
)

NEAR_MISSES = ("<｜tool_calls_begin", "<|tool_calls_begin|>", "<｜tool▁calls▁begin｜>",
               '<steptml:invoke name="f">', "</steptml:invoke>", "<steptml:toolcall>",
               '<steptml:parameter name="x">1</steptml:parameter>', "function", "<｜", "｜>", "<")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, [*SPECIAL, *INNER])
            and not any(c in '"<>' or ord(c) < 0x20 for call in turn.calls for c in call.name)
            and typed_roundtrip(turn, "json"))


def render(turn: Turn) -> Rendering:
    parts = [turn.before or "", CALLS_BEGIN, "\n"]
    for call in turn.calls:
        parts.append(f'{CALL_BEGIN}\nfunction{SEP}<steptml:invoke name="{call.name}">')
        for key, value in loads(call.arguments).items():
            parts.append(f'<steptml:parameter name="{key}">{value_text(value)}'
                         "</steptml:parameter>")
        parts.append(f"</steptml:invoke>{CALL_END}\n")
    parts.append(CALLS_END)
    return Rendering("".join(parts), Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "step3", "StepFun Step3: <steptml:invoke>/<steptml:parameter> calls in <｜tool_calls_begin｜>",
    markers=tuple(Marker(m, special=True) for m in SPECIAL),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"<>｜]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("step3",), "sglang": ("step3",)},
    dialects=(Dialect("stepfun-ai/step3 chat template",
                      "stepfun-ai/step3 chat template instructions"),),
)
