"""ERNIE 4.5 thinking models (`baidu/ERNIE-4.5-21B-A3B-Thinking`): JSON calls between
`<tool_call>` lines, after the reasoning block.

Syntax, as the model writes a turn that calls tools (vLLM's `ernie45` parser docstring and
tests, FastDeploy's `ernie-x1` parser tests): the reasoning, `\\n</think>\\n\\n`, then per call
`<tool_call>` + `\\n` + `{"name": …, "arguments": …}` (`tojson`) + `\\n` + `</tool_call>` + `\\n`.
The reasoning block belongs to the reasoning parser, so this format's text starts after it.
Visible text goes in a separate `<response>` … `</response>` block that these turns do not
mix with calls, so a turn here is its calls only.  `<think>`, `</think>`, `<response>`,
`</response>`, `<tool_call>` and `</tool_call>` are added tokens the parser looks up by id.  The
real tokenizer is SentencePiece, where a newline is the byte token `<0x0A>` that the parser
also looks up; the byte-level test tokenizer has no such token (the parser then sees no
newline id).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, only_leading_text, tojson
from targets.canonical import Message

START, END = "<tool_call>", "</tool_call>"
MARKERS = (START, END, "<think>", "</think>", "<response>", "</response>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The tool-call, think and response tags are added tokens: the tokenizer cuts them out "
          "of any text, so a name or a value containing one is not data."),
    Trait("calls-only", "cannot-express",
          "Visible text is written in a `<response>` block, not beside tool calls: a turn with "
          "content and calls is not something this format writes."),
)

NEAR_MISSES = ("<tool_call", "</tool_call", "<tool_calls>", "<response", "</response",
               "<think", "<TOOL_CALL>", "{\"name\": \"f\"}", "<", "\n\n", "\n")


def can_express(turn: Turn) -> bool:
    return (not turn.before and only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, MARKERS))


def render(turn: Turn) -> Rendering:
    text = "".join(f'{START}\n{{"name": {tojson(c.name)}, "arguments": {c.arguments}}}\n{END}\n'
                   for c in turn.calls)
    return Rendering(text, Message(calls=turn.calls))


FORMAT = Format(
    "ernie45", "ERNIE 4.5 thinking: {name, arguments} JSON lines between <tool_call> tags",
    markers=tuple(Marker(m, token=True, special=False) for m in MARKERS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f]{1,12}",
    parsers={"vllm": ("ernie45",)},
    dialects=(Dialect(
        "ERNIE-4.5-21B-A3B-Thinking output",
        "vLLM's ernie45 parser docstring and tests; FastDeploy ernie-x1 parser tests"),),
)
