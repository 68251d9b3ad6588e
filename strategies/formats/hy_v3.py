"""Tencent Hy3 (`tencent/Hy3-preview`): `<tool_call>NAME<tool_sep>` + `<arg_key>`/`<arg_value>`
pairs inside one `<tool_calls>` block, one element per line.

Syntax, as the Hy3 template writes an assistant message with `tool_calls` (the layout of vLLM's
own Hy3 parser tests and of ms-swift's Hy3 agent template, which mirrors the model template):
the content, then `<tool_calls>` + `\\n`; per call `<tool_call>` + the raw name + `<tool_sep>` +
`\\n`, then per argument `<arg_key>` + key + `</arg_key>` + `\\n` + `<arg_value>` + value +
`</arg_value>` + `\\n`, then `</tool_call>` + `\\n`; finally `</tool_calls>`.  A string value is
written raw, any other value as `tojson`: the reader types values by the tool's schema.  The
nine tags are added (not special) tokens of the Hy3 tokenizer; vLLM's `hy_v3` parser looks the
block tags up in the vocabulary and detects the block by token id while streaming.  The model's
reasoning block precedes this text and belongs to the reasoning parser, not to this format.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import (content_before, mentions, only_leading_text,
                                        typed_roundtrip, value_text)
from targets.canonical import Message, loads

CALLS_START, CALLS_END = "<tool_calls>", "</tool_calls>"
CALL_START, CALL_END, SEP = "<tool_call>", "</tool_call>", "<tool_sep>"
KEY_START, KEY_END, VALUE_START, VALUE_END = "<arg_key>", "</arg_key>", "<arg_value>", "</arg_value>"
MARKERS = (CALLS_START, CALLS_END, CALL_START, CALL_END, SEP, KEY_START, KEY_END, VALUE_START,
           VALUE_END)

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The tags are added tokens: the tokenizer cuts them out of any text, so content, a "
          "name, a key or a value containing one is not something the model writes as data."),
    Trait("typed-by-schema", "fact",
          "Values are untyped text (strings raw, everything else `tojson`); a reader types them "
          "by the tool's JSON Schema."),
    Trait("ambiguous-value-text", "cannot-express",
          "A string whose text reads as another type the schema admits (`5` for a string or "
          "integer property) is written exactly like that value: the format cannot tell them "
          "apart, so such values are not generated."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before `<tool_calls>`."),
)

NEAR_MISSES = ("<tool_calls", "<tool_call", "tool_sep>", "<tool_calls :opensource>", "<tool-call>",
               "<arg_key>", "<arg_value", "</tool_call", "<TOOL_CALLS>", "<", "</",
               "<tool_calls:x>")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, MARKERS) and typed_roundtrip(turn, "json"))


def render(turn: Turn) -> Rendering:
    parts = [turn.before or "", CALLS_START, "\n"]
    for call in turn.calls:
        parts.append(f"{CALL_START}{call.name}{SEP}\n")
        for key, value in loads(call.arguments).items():
            parts.append(f"{KEY_START}{key}{KEY_END}\n{VALUE_START}{value_text(value)}{VALUE_END}\n")
        parts.append(f"{CALL_END}\n")
    parts.append(CALLS_END)
    return Rendering("".join(parts), Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "hy_v3", "Tencent Hy3: <tool_call>name<tool_sep> + <arg_key>/<arg_value> lines in <tool_calls>",
    markers=tuple(Marker(m, token=True, special=False) for m in MARKERS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("hy_v3",), "sglang": ("hunyuan",)},
    dialects=(Dialect("tencent/Hy3-preview template",
                      "vLLM's Hy3 parser tests; ms-swift's Hy3 agent template"),),
)
