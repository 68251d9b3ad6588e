"""AI21 Jamba 1.5 / 1.6: prose, then
`<tool_calls>[\n    {"name": ..., "arguments": {...}},\n    {...}\n]</tool_calls>`.

Syntax, from the model outputs in vLLM's Jamba parser tests (taken with the
ai21labs/Jamba-tiny-dev tokenizer): the content is followed directly by the `<tool_calls>`
token, a JSON array with one call per line indented by four spaces
(`{"name": "` + name + `", "arguments": ` + `tojson(arguments)` + `}`, lines joined by
`,\n`), a newline, `]` and the `</tool_calls>` token.  Both tags are special tokens of the
Jamba tokenizer (vLLM's parser disables `skip_special_tokens` to see them).  Nothing follows
`</tool_calls>` but the end-of-message token.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text
from targets.canonical import Message

START, END = "<tool_calls>", "</tool_calls>"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<tool_calls>` and `</tool_calls>` are special tokens: the tokenizer cuts them out "
          "of any text."),
    Trait("text-after-calls", "cannot-express",
          "The calls end the message: text comes only before them."),
    Trait("raw-name", "cannot-express",
          "The name is written between quotes without escaping (names are kept to "
          "identifiers)."),
)

NEAR_MISSES = ("<tool_calls", "<tool_call>", "</tool_call>", "<tool_", "<", "tool_calls>",
               "<TOOL_CALLS>", "< tool_calls>", "<tool_calls/>")


def can_express(turn: Turn) -> bool:
    return only_leading_text(turn) and turn.reasoning is None and not mentions(turn, [START, END])


def render(turn: Turn) -> Rendering:
    lines = ",\n".join(f'    {{"name": "{c.name}", "arguments": {c.arguments}}}'
                       for c in turn.calls)
    text = f"{turn.before or ''}{START}[\n{lines}\n]{END}"
    return Rendering(text, Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "jamba", "AI21 Jamba: <tool_calls> + a JSON array of {name, arguments} + </tool_calls>",
    markers=(Marker(START, token=True, special=True), Marker(END, token=True, special=True)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    parsers={"vllm": ("jamba",)},
    dialects=(Dialect("AI21 Jamba 1.5 / 1.6",
                      "vLLM's Jamba parser tests (ai21labs/Jamba-tiny-dev tokenizer outputs)"),),
)
