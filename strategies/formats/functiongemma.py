"""FunctionGemma (google/functiongemma-270m-it): calls between special tokens, strings between
`<escape>` tokens,
`<start_function_call>call:get_weather{city:<escape>Paris<escape>,days:3}<end_function_call>`.

From FunctionGemma's chat template and Google's "FunctionGemma formatting and best practices":
per call `<start_function_call>call:` + name + `{` + arguments + `}<end_function_call>`, calls
back to back; arguments are written by the template's `format_argument` macro (see
`_gemma.py`: bare keys in sorted order, `<escape>`-delimited strings, bare numbers and
booleans).  The model answers a tool request with the calls alone and the server stops at
`<start_function_response>`.  `<start_function_call>`, `<end_function_call>` and `<escape>` are
special tokens (the parser turns `skip_special_tokens` off to see them).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions
from strategies.formats._gemma import TRAITS as GEMMA_TRAITS
from strategies.formats._gemma import expressible, items
from targets.canonical import Message, loads

START, END, ESCAPE = "<start_function_call>", "<end_function_call>", "<escape>"
MARKERS = (START, END, ESCAPE)

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<start_function_call>`, `<end_function_call>` and `<escape>` are special tokens: "
          "text containing them is cut into the token, and `<escape>` is the only string "
          "delimiter, with no escape for itself."),
    Trait("calls-only", "cannot-express",
          "The model answers a tool request with the calls alone; the template has no place "
          "for text before or between them, and generation stops at "
          "`<start_function_response>`."),
    Trait("bare-names", "cannot-express",
          "The function name is written bare between `call:` and `{`."),
    *GEMMA_TRAITS,
)

NEAR_MISSES = ("<start_function_call", "<end_function_call", "call:f{}", "<escape",
               "<start_function_response>", "<start_function_declaration>", "call:",
               "<start_of_turn>", "{a:<escape>")


def can_express(turn: Turn) -> bool:
    return (not turn.before and not any(turn.between) and not turn.after
            and turn.reasoning is None and not mentions(turn, MARKERS)
            and expressible(turn, ESCAPE))


def render(turn: Turn) -> Rendering:
    text = "".join(f"{START}call:{c.name}{{{items(loads(c.arguments), ESCAPE)}}}{END}"
                   for c in turn.calls)
    return Rendering(text, Message(content=None, calls=turn.calls))


FORMAT = Format(
    "functiongemma",
    "FunctionGemma: <start_function_call>call:f{k:<escape>v<escape>,n:1}<end_function_call>",
    markers=tuple(Marker(m, special=True) for m in MARKERS), render=render,
    can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    parsers={"vllm": ("functiongemma",), "mlx_lm": ("function_gemma",)},
    dialects=(Dialect(
        "google/functiongemma-270m-it chat template",
        "FunctionGemma chat template; Google's FunctionGemma formatting and best practices guide"),),
)
