"""IBM granite-20b-functioncalling: `<function_call> {"name": ..., "arguments": {...}}\n` per call.

Syntax, from vLLM's examples/tool_chat_template_granite_20b_fc.jinja: an assistant message
with tool calls is, for each call, `<function_call> ` + `tojson({"name": name, "arguments":
arguments})` followed by the newline the template's loop body ends with, then
`<|endoftext|>`; no content is written.  `<function_call>` is plain text for this model
(vLLM's parser matches it as a string and waits while a stream is still a prefix of it).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, tojson
from targets.canonical import Message, loads

START = "<function_call>"

TRAITS = (
    Trait("no-text", "cannot-express",
          "The template writes only the calls for an assistant message that has them."),
    Trait("marker-in-text", "cannot-express",
          "A name containing `<function_call>` would be read as the start of another call."),
)

NEAR_MISSES = ("<function_call", "<function", "<", "function_call>", "<function_calls>",
               "<FUNCTION_CALL>", "< function_call>", "<function_response>", "<function_call/>")


def can_express(turn: Turn) -> bool:
    return (not turn.before and not any(turn.between) and not turn.after
            and turn.reasoning is None and not mentions(turn, [START]))


def render(turn: Turn) -> Rendering:
    text = "".join(f"{START} {tojson({'name': c.name, 'arguments': loads(c.arguments)})}\n"
                   for c in turn.calls)
    return Rendering(text, Message(calls=turn.calls))


FORMAT = Format(
    "granite_20b_fc", "granite-20b-functioncalling: '<function_call> ' + JSON {name, arguments} per line",
    markers=(Marker(START, token=False),), render=render, can_express=can_express,
    traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f]{1,12}",
    parsers={"vllm": ("granite-20b-fc",)},
    dialects=(Dialect("granite-20b-functioncalling (vLLM's template)",
                      "vLLM examples/tool_chat_template_granite_20b_fc.jinja"),),
)
