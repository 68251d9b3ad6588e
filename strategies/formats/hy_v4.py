"""Tencent Hy4 (`tencent/Hy4-preview`): Hy3's `<arg_key>`/`<arg_value>` calls without
`<tool_sep>` and without line breaks inside a call, every tag carrying the checkpoint suffix
`:opensource` (`<tool_call:opensource>`).

Syntax, as the Hy4 checkpoint template writes an assistant message with `tool_calls` (the
layout vLLM's Hy4 parser tests reproduce): the content, then `<tool_calls:opensource>` + `\\n`;
per call `<tool_call:opensource>` + the raw name, then per argument `<arg_key:opensource>` + key
+ `</arg_key:opensource>` + `<arg_value:opensource>` + value + `</arg_value:opensource>`, then
`</tool_call:opensource>` + `\\n`; finally `</tool_calls:opensource>`.  A string value is
written raw, any other value as `tojson`; the reader types values by the tool's schema.  The
tags are added (not special) tokens; vLLM's `hy_v4` parser reads the suffix from the
vocabulary (`detect_token_suffix`) and detects the block by token id while streaming.  The
reasoning block that precedes this text belongs to the reasoning parser.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import (content_before, mentions, only_leading_text,
                                        typed_roundtrip, value_text)
from targets.canonical import Message, loads

SUFFIX = ":opensource"
CALLS_START, CALLS_END = f"<tool_calls{SUFFIX}>", f"</tool_calls{SUFFIX}>"
CALL_START, CALL_END = f"<tool_call{SUFFIX}>", f"</tool_call{SUFFIX}>"
KEY_START, KEY_END = f"<arg_key{SUFFIX}>", f"</arg_key{SUFFIX}>"
VALUE_START, VALUE_END = f"<arg_value{SUFFIX}>", f"</arg_value{SUFFIX}>"
MARKERS = (CALLS_START, CALLS_END, CALL_START, CALL_END, KEY_START, KEY_END, VALUE_START,
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
          "The template writes content only before `<tool_calls:opensource>`."),
)

NEAR_MISSES = ("<tool_calls>", "<tool_call>", "<tool_calls:opensource", "<tool_call:other>",
               "<arg_key:opensource", "</tool_call:opensource", "<tool_calls: opensource>",
               ":opensource>", "<", "</", "<TOOL_CALLS:opensource>")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, MARKERS) and typed_roundtrip(turn, "json"))


def render(turn: Turn) -> Rendering:
    parts = [turn.before or "", CALLS_START, "\n"]
    for call in turn.calls:
        parts.append(f"{CALL_START}{call.name}")
        for key, value in loads(call.arguments).items():
            parts.append(f"{KEY_START}{key}{KEY_END}{VALUE_START}{value_text(value)}{VALUE_END}")
        parts.append(f"{CALL_END}\n")
    parts.append(CALLS_END)
    return Rendering("".join(parts), Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "hy_v4", "Tencent Hy4: <tool_call:opensource>name + <arg_key>/<arg_value> pairs, suffixed tags",
    markers=tuple(Marker(m, token=True, special=False) for m in MARKERS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("hy_v4",), "sglang": ("hunyuan",)},
    dialects=(Dialect("tencent/Hy4-preview template", "vLLM's Hy4 parser tests"),),
)

# SGLang: one HunyuanDetector reads Hy3 or Hy4 by its tokenizer (`<tool_sep>` in the vocabulary
# or not); this format's target gets its own id beside hy_v3's sglang:hunyuan.
TARGET_OVERRIDES = {"sglang": {"id": "sglang:hunyuan@hy_v4"}}
