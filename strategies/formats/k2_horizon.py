"""K2 Horizon (IFM): `<ifm|tool_call>name` + `<ifm|arg_key>k</ifm|arg_key><ifm|arg_value>v…` pairs.

Syntax of the default `tool_call_format="xml"`, as K2 Horizon's chat template writes an
assistant message with tool calls (checked against renderers that reproduce the IFM template
byte for byte, e.g. `<ifm|tool_calls>\\n<ifm|tool_call>get_weather\\n<ifm|arg_key>city</ifm|arg_key>\\n
<ifm|arg_value>Seoul</ifm|arg_value>\\n</ifm|tool_call>\\n</ifm|tool_calls>`): after the generation
prompt, which in non-thinking mode already closes the think block
(`<|ifm|im_start|>assistant\\n<ifm|think>\\n</ifm|think>\\n`), the content, then
`<ifm|tool_calls>\\n`, per call `<ifm|tool_call>` + the name + `\\n` + per argument
`<ifm|arg_key>k</ifm|arg_key>\\n<ifm|arg_value>v</ifm|arg_value>\\n` + `</ifm|tool_call>\\n`, then
`</ifm|tool_calls>` (and `<|ifm|im_end|>`, stripped).  A string value is written raw, any other
as `tojson`; the parser types values back by the tool schema.  The tags are added, non-special
tokens (vLLM's parser reads them from text decoded with special tokens skipped).  Parsed by
vLLM's `k2_horizon` (K2HorizonToolParser), tested alone, hence in non-thinking mode.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, only_leading_text, typed_roundtrip, value_text
from targets.canonical import Message, loads

CALLS_OPEN, CALLS_CLOSE = "<ifm|tool_calls>", "</ifm|tool_calls>"
CALL_OPEN, CALL_CLOSE = "<ifm|tool_call>", "</ifm|tool_call>"
KEY_OPEN, KEY_CLOSE = "<ifm|arg_key>", "</ifm|arg_key>"
VALUE_OPEN, VALUE_CLOSE = "<ifm|arg_value>", "</ifm|arg_value>"
TAGS = (CALLS_OPEN, CALLS_CLOSE, CALL_OPEN, CALL_CLOSE, KEY_OPEN, KEY_CLOSE, VALUE_OPEN,
        VALUE_CLOSE, "<ifm|arg_type>", "</ifm|arg_type>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The `<ifm|…>` tags are added tokens and string values are written raw: text, a name "
          "or a value containing a tag cannot be written."),
    Trait("schema-typed", "fact",
          "Values are written without JSON types (a string raw, anything else as `tojson`); "
          "the parser types them back by the tool's schema."),
    Trait("ambiguous-value", "cannot-express",
          "A value whose text the schema types as something else (the string \"5\" where the "
          "schema also admits integers, a number written `2.0` under an integer/number union) "
          "cannot be written faithfully."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before `<ifm|tool_calls>`."),
)

NEAR_MISSES = ("<ifm|tool_calls", "<ifm|tool_call", "<ifm|arg_key", "ifm|tool_calls>",
               "<|ifm|tool_calls|>", "<ifm tool_call>", "</ifm|think>", "<tool_call>",
               "<arg_key>a</arg_key><arg_value>1</arg_value>", "<ifm|tool_calls >")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None and typed_roundtrip(turn)
            and not mentions(turn, TAGS))


def render(turn: Turn) -> Rendering:
    calls = []
    for call in turn.calls:
        args = "".join(f"{KEY_OPEN}{k}{KEY_CLOSE}\n{VALUE_OPEN}{value_text(v)}{VALUE_CLOSE}\n"
                       for k, v in loads(call.arguments).items())
        calls.append(f"{CALL_OPEN}{call.name}\n{args}{CALL_CLOSE}\n")
    text = f"{turn.before or ''}{CALLS_OPEN}\n{''.join(calls)}{CALLS_CLOSE}"
    return Rendering(text, Message(content=turn.before or None, calls=turn.calls))


FORMAT = Format(
    "k2_horizon", "K2 Horizon IFM xml: <ifm|tool_call>name<ifm|arg_key>k</ifm|arg_key><ifm|arg_value>v",
    markers=tuple(Marker(t, token=True, special=False) for t in TAGS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\s\x00-\x1f<>|]{1,12}", schema_typed=True,
    parsers={"vllm": ("k2_horizon",), "sglang": ("k2_horizon",)},
    dialects=(Dialect('K2 Horizon chat template, tool_call_format="xml"',
                      "IFM K2 Horizon chat template (renderers reproducing it byte for byte)"),),
)
