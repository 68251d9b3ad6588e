"""StepFun Step 3.5 / 3.7 Flash (and Step-5): Qwen3-Coder XML calls,
`<tool_call>\\n<function=NAME>\\n<parameter=KEY>\\nVALUE\\n</parameter>\\n</function>\\n</tool_call>`.

Syntax, as the StepFun3.7-Flash chat template (llama.cpp `models/templates/
StepFun3.7-Flash.jinja`) writes an assistant message with `tool_calls` after the reasoning
block: the content, then per call `<tool_call>` + `\\n<function=` + name + `>\\n`, per argument
`<parameter=` + key + `>\\n` + value + `\\n</parameter>\\n`, then `</function>\\n</tool_call>`;
calls follow each other with nothing between them.  A value is written with Jinja's `| string`
(`True`, `None`, `1.0`) unless it is a mapping or a list, which is written `tojson`; the
reader types values by the tool's schema.  `<tool_call>`, `</tool_call>`, `<think>` and
`</think>` are added tokens; the `<function=…>`/`<parameter=…>` tags are text.  The reasoning
block (`…\\n</think>\\n`) that precedes this text belongs to the reasoning parser.  vLLM's `step5`
parser reads the same grammar (Qwen3-Coder, thinking off); Step-5 is taken to write calls the
same way.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import (content_before, mentions, only_leading_text,
                                        typed_roundtrip, value_text)
from targets.canonical import Message, loads

START, END = "<tool_call>", "</tool_call>"
THINK = ("<think>", "</think>")
#: Tags inside a call that end a value or a call early.
INNER = ("</function>", "<parameter=", "</parameter>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<tool_call>`/`</tool_call>` are added tokens the tokenizer cuts out of any text, and "
          "`</function>`, `<parameter=` and `</parameter>` have no escape: text holding one is "
          "not data."),
    Trait("think-in-text", "cannot-express",
          "`<think>`/`</think>` are the reasoning block's tokens, not data."),
    Trait("tag-name", "cannot-express",
          "Names and keys are written inside `<function=…>`/`<parameter=…>`: they cannot hold "
          "`>`, `<` or a line break."),
    Trait("typed-by-schema", "fact",
          "Values are untyped text (Jinja `| string`: `True`, `None`; `tojson` for mappings and "
          "lists); a reader types them by the tool's JSON Schema."),
    Trait("ambiguous-value-text", "cannot-express",
          "A string whose text reads as another type the schema admits (`5` for a string or "
          "integer property, `None` for a string or null one) is written exactly like that "
          "value: the format cannot tell them apart, so such values are not generated."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before the first `<tool_call>`."),
)

NEAR_MISSES = ("<tool_call", "</tool_call", "<function=f>", "<function=", "<parameter=x>",
               "</parameter>", "</function>", "<tool_calls>", "<TOOL_CALL>", "<", "<think",
               "<function=f>\n<parameter=a>\n1\n</parameter>\n</function>")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, [START, END, *THINK, *INNER])
            and not any(c in "<>\n\r" for call in turn.calls for c in call.name)
            and typed_roundtrip(turn, "str"))


def render(turn: Turn) -> Rendering:
    parts = [turn.before or ""]
    for call in turn.calls:
        parts.append(f"{START}\n<function={call.name}>\n")
        for key, value in loads(call.arguments).items():
            parts.append(f"<parameter={key}>\n{value_text(value, 'str')}\n</parameter>\n")
        parts.append(f"</function>\n{END}")
    return Rendering("".join(parts), Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "step3p5", "StepFun Step 3.5/3.7, Step-5: Qwen3-Coder <function=…>/<parameter=…> in <tool_call>",
    markers=tuple(Marker(m, token=True, special=False) for m in (START, END, *THINK)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("step3p5", "step5"), "sglang": ("step3p5",)},
    dialects=(Dialect("StepFun 3.5 / 3.7 Flash chat template",
                      "llama.cpp models/templates/StepFun3.7-Flash.jinja"),),
)
