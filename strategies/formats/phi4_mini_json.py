"""Phi-4-mini: `functools[{"name": ..., "arguments": {...}}, ...]`.

Syntax, from vLLM's examples/tool_chat_template_phi4_mini.jinja: its system prompt tells the
model to "prefix function calls with functools marker (no closing marker required)" and to
write "all function calls ... in a single JSON list formatted as
functools[{"name": [function name], "arguments": [function arguments as JSON]}, ...]"; an
assistant message carries either content or calls, never both.  `functools` is ordinary text
in Phi-4-mini's tokenizer.  The renderer writes `functools[`, the calls as
`{"name": "` + name + `", "arguments": ` + `tojson(arguments)` + `}` joined by `, `, and `]`.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from targets.canonical import Message

START = "functools["

TRAITS = (
    Trait("no-text", "cannot-express",
          "The template writes either content or calls; the calls are the whole answer."),
    Trait("raw-name", "cannot-express",
          "The template pastes the name between quotes without escaping (names are kept to "
          "identifiers)."),
)

NEAR_MISSES = ("functools", "functools (", "functools [", "Functools[", "functool[",
               "functools.partial", "functools{", "functools]", "[", "]", "import functools")


def can_express(turn: Turn) -> bool:
    return not turn.before and not any(turn.between) and not turn.after \
        and turn.reasoning is None


def render(turn: Turn) -> Rendering:
    calls = ", ".join(f'{{"name": "{c.name}", "arguments": {c.arguments}}}' for c in turn.calls)
    return Rendering(f"{START}{calls}]", Message(calls=turn.calls))


FORMAT = Format(
    "phi4_mini_json", "Phi-4-mini: functools[ followed by a JSON list of {name, arguments}",
    markers=(Marker(START, token=False),), render=render, can_express=can_express,
    traits=TRAITS, near_misses=NEAR_MISSES,
    parsers={"vllm": ("phi4_mini_json",)},
    dialects=(Dialect("Phi-4-mini (vLLM's template)",
                      "vLLM examples/tool_chat_template_phi4_mini.jinja"),),
)
