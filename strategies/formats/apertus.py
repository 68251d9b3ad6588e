"""Apertus (Swiss AI): prose, then
`<|tools_prefix|>[{"f": {...}}, {"g": {...}}]<|tools_suffix|>`.

Syntax, from vLLM's examples/tool_chat_template_apertus.jinja: the assistant content, then
`<|tools_prefix|>` + `[` + for each call `{"` + name + `": ` + arguments + `}` joined by
`, ` + `]` + `<|tools_suffix|>`.  A call is a one-key object: the key is the function name,
the value its arguments.  Both tags are special tokens of the Apertus tokenizer (vLLM's
parser disables `skip_special_tokens` to see them).  Tool outputs follow the suffix inside
the same assistant turn, written by the environment, so a generation ends at the suffix.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text
from targets.canonical import Message

START, END = "<|tools_prefix|>", "<|tools_suffix|>"
MARKERS = (START, END, "<|inner_prefix|>", "<|inner_suffix|>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<|tools_prefix|>` and `<|tools_suffix|>` are special tokens: the tokenizer cuts "
          "them out of any text."),
    Trait("text-after-calls", "cannot-express",
          "After `<|tools_suffix|>` come the tool outputs, written by the environment: the "
          "model's text comes only before the calls."),
    Trait("raw-name", "cannot-express",
          "The name is pasted as a JSON key without escaping (names are kept to "
          "identifiers)."),
)

NEAR_MISSES = ("<|tools_prefix|", "<|tools_prefix", "<|tools|>", "tools_prefix", "<|tool_prefix|>",
               "<|tools_suffix|", "<tools_prefix>", "[{", "[{\"f\": {}}]")


def can_express(turn: Turn) -> bool:
    return only_leading_text(turn) and turn.reasoning is None and not mentions(turn, MARKERS)


def render(turn: Turn) -> Rendering:
    calls = ", ".join(f'{{"{c.name}": {c.arguments}}}' for c in turn.calls)
    text = f"{turn.before or ''}{START}[{calls}]{END}"
    return Rendering(text, Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "apertus", "Apertus: <|tools_prefix|> + a JSON array of {name: arguments} + <|tools_suffix|>",
    markers=tuple(Marker(m, token=True, special=True) for m in MARKERS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    parsers={"vllm": ("apertus",), "sglang": ("apertus2509",)},
    dialects=(Dialect("Apertus-8B/70B-Instruct (vLLM's Apertus template)",
                      "vLLM examples/tool_chat_template_apertus.jinja"),),
)
