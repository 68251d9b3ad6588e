"""IBM Granite 3.x: `<|tool_call|>` followed by a JSON array of {name, arguments}, indented.

Syntax, from the Granite 3 chat template used with vLLM's `granite` parser: an assistant
message with tool calls is `<|start_of_role|>assistant<|end_of_role|><|tool_call|>` +
`tool_calls | map(attribute='function') | list | tojson(indent=4)` + `<|end_of_text|>`, so
after the generation prompt the model writes the `<|tool_call|>` special token and the array
`json.dumps([{"name": ..., "arguments": {...}}, ...], indent=4)`, and nothing else (the system
prompt asks it to "respond only with <|tool_call|> followed by a JSON list").  Granite 3.1 may
spell the marker as the plain text `<tool_call>`; vLLM's parser reads both.
"""

from __future__ import annotations

import json

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions
from targets.canonical import Message, loads

TOKEN, STRING = "<|tool_call|>", "<tool_call>"

TRAITS = (
    Trait("no-text", "cannot-express",
          "The template writes the marker and the array alone: no content before, between or "
          "after the calls."),
    Trait("marker-in-text", "cannot-express",
          "`<|tool_call|>` is a special token and `<tool_call>` its plain-text spelling: a "
          "name holding either is not something the format can write."),
)

NEAR_MISSES = ("<|tool_call", "<|tool_call|", "<tool_call", "<|tool_calls|>", "<tool_calls>",
               "tool_call", "<|tool|>", "[", "[{", "<|tool_response|>")


def can_express(turn: Turn) -> bool:
    return (not turn.before and not any(turn.between) and not turn.after
            and turn.reasoning is None and not mentions(turn, [TOKEN, STRING]))


def render(turn: Turn) -> Rendering:
    functions = [{"name": c.name, "arguments": loads(c.arguments)} for c in turn.calls]
    text = TOKEN + json.dumps(functions, indent=4, ensure_ascii=False)
    return Rendering(text, Message(calls=turn.calls))


FORMAT = Format(
    "granite", "IBM Granite 3.x: <|tool_call|> + an indented JSON array of {name, arguments}",
    markers=(Marker(TOKEN, token=True, special=True), Marker(STRING, token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f]{1,12}",
    parsers={"vllm": ("granite",)},
    dialects=(Dialect(
        "IBM Granite 3.x chat template",
        "Granite 3 chat template (tool_calls | tojson(indent=4)) used with vLLM's granite parser"),),
)
