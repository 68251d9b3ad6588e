"""Gemma 4: calls between special tokens, strings between `<|"|>` tokens,
`<|tool_call>call:get_weather{city:<|"|>Paris<|"|>,days:3}<tool_call|>`.

From Gemma 4's chat template (vLLM ships it as `tool_chat_template_gemma4.jinja`): per call
`<|tool_call>call:` + name + `{` + arguments + `}<tool_call|>`, calls back to back, arguments
written by the `format_argument` macro with `escape_keys=False` (see `_gemma.py`: bare keys in
sorted order, `<|"|>`-delimited strings, bare numbers and booleans).  In a model turn the
template writes the calls first; the tool responses and the final text come after
`<|tool_response>`, where generation stops, so one generation is the calls alone.  All three
markers are special tokens of Gemma 4's tokenizer.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions
from strategies.formats._gemma import TRAITS as GEMMA_TRAITS
from strategies.formats._gemma import expressible, items
from targets.canonical import Message, loads

START, END, QUOTE = "<|tool_call>", "<tool_call|>", '<|"|>'
MARKERS = (START, END, QUOTE)

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<|tool_call>`, `<tool_call|>` and `<|\"|>` are special tokens: text containing "
          "them is cut into the token, and `<|\"|>` is the only string delimiter, with no "
          "escape for itself."),
    Trait("calls-only", "cannot-express",
          "One generation is the calls alone: the template writes a model turn's text after "
          "the tool responses, which start with `<|tool_response>`, a stop token."),
    Trait("bare-names", "cannot-express",
          "The function name is written bare between `call:` and `{`."),
    *GEMMA_TRAITS,
)

NEAR_MISSES = ("<|tool_call", "<tool_call", "tool_call|>", "<tool_call>", "call:f{}",
               '<|"|', "<|tool_response>", "<|channel>", "<|tool>", "<|turn>model")


def can_express(turn: Turn) -> bool:
    return (not turn.before and not any(turn.between) and not turn.after
            and turn.reasoning is None and not mentions(turn, MARKERS)
            and expressible(turn, QUOTE))


def render(turn: Turn) -> Rendering:
    text = "".join(f"{START}call:{c.name}{{{items(loads(c.arguments), QUOTE)}}}{END}"
                   for c in turn.calls)
    return Rendering(text, Message(content=None, calls=turn.calls))


FORMAT = Format(
    "gemma4", 'Gemma 4: <|tool_call>call:f{k:<|"|>v<|"|>,n:1}<tool_call|>',
    markers=tuple(Marker(m, special=True) for m in MARKERS), render=render,
    can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_\-]{0,30}",
    parsers={"vllm": ("gemma4",), "sglang": ("gemma4",), "transformers": ("gemma4",),
             "mlx_lm": ("gemma4",)},
    dialects=(Dialect("Gemma 4 chat template (format_argument, escape_keys=False)",
                      "vLLM examples/tool_chat_template_gemma4.jinja"),),
)
