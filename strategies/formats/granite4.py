"""IBM Granite 4.0: prose, then `<tool_call>\n{"name": ..., "arguments": {...}}\n</tool_call>`
per call, separated by newlines.

Syntax, from the Granite 4.0 chat template: the assistant content, then for each call a
newline (omitted before the first call when there is no content), `<tool_call>\n{"name": "` +
the raw name + `", "arguments": ` + `tojson(arguments)` + `}\n</tool_call>`; then
`<|end_of_text|>`.  This is the Hermes/Qwen layout, but the tags are special tokens in some
Granite 4 tokenizers (vLLM's parser disables `skip_special_tokens` for that reason), so they
are declared special here.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text
from targets.canonical import Message

START, END = "<tool_call>", "</tool_call>"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<tool_call>` and `</tool_call>` are added tokens: the tokenizer cuts them out of "
          "any text, and the format has no escape for them."),
    Trait("raw-name", "cannot-express",
          "The template pastes the name between quotes without escaping: a name containing "
          "`\"`, `\\` or a control character gives invalid JSON."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before the calls."),
    Trait("separator-newline", "normalise",
          "The template puts one `\\n` between the content and the first `<tool_call>`; it "
          "belongs to the template, so a parser may leave it at the end of the content."),
)

NEAR_MISSES = ("<tool_call", "<tool_", "<", "tool_call>", "<tool_calls>", "<TOOL_CALL>",
               "< tool_call>", "<tool_call/>", "<tool-call>", "</tool_call", "<|tool_call|>",
               "<tool_response>")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, [START, END]))


def render(turn: Turn) -> Rendering:
    parts = [turn.before or ""]
    for i, call in enumerate(turn.calls):
        if i > 0 or turn.before:
            parts.append("\n")
        parts.append(f'{START}\n{{"name": "{call.name}", "arguments": {call.arguments}}}\n{END}')
    return Rendering("".join(parts), Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "granite4", "IBM Granite 4.0: JSON {name, arguments} objects between <tool_call> tags",
    markers=(Marker(START, token=True, special=True), Marker(END, token=True, special=True)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"\\]{1,12}",
    parsers={"vllm": ("granite4",)},
    dialects=(Dialect("IBM Granite 4.0 chat template", "ibm-granite granite-4.0 chat template"),),
)
