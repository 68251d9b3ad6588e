"""Hermes: `<tool_call>\n{"name": ..., "arguments": ...}\n</tool_call>`, as Qwen2.5/Qwen3 and
Hermes 2 Pro chat templates write it.

The template writes the assistant content, then for each call a newline (omitted before the
first call when there is no content), `<tool_call>`, a newline, `{"name": "` + the raw name +
`", "arguments": ` + `tojson(arguments)` + `}`, a newline and `</tool_call>`.  `tojson` is
`json.dumps(..., ensure_ascii=False)` with the default separators.  Nothing follows the last
call: the template has no place for text after calls.
"""

from __future__ import annotations

from strategies.formats import Format, Marker, Rendering, Trait
from targets.canonical import Message

START, END = "<tool_call>", "</tool_call>"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<tool_call>` and `</tool_call>` are added tokens: the tokenizer cuts them out of any "
          "text, so content or a value containing them is not something the model can write "
          "as data, and the format has no escape for them."),
    Trait("raw-name", "cannot-express",
          "The template pastes the name between quotes without escaping: a name containing "
          "`\"`, `\\` or a control character gives invalid JSON."),
    Trait("separator-newline", "normalise",
          "The template puts one `\\n` between the content and the first `<tool_call>`; it "
          "belongs to the template, so a parser may leave it at the end of the content."),
)


def _names_ok(name: str) -> bool:
    return bool(name) and not any(c in name for c in '"\\') and all(c >= " " for c in name)


def can_express(message: Message) -> bool:
    texts = [message.content or ""] + [c.arguments for c in message.calls]
    if any(START in t or END in t for t in texts):
        return False
    return all(_names_ok(c.name) for c in message.calls) and message.reasoning is None


def render(message: Message) -> Rendering:
    parts = [message.content or ""]
    for i, call in enumerate(message.calls):
        if i > 0 or message.content:
            parts.append("\n")
        parts.append(f'{START}\n{{"name": "{call.name}", "arguments": {call.arguments}}}\n{END}')
    content = message.content or None
    return Rendering("".join(parts), Message(content=content, calls=message.calls))


NEAR_MISSES = ("<tool_call", "<tool_", "<", "tool_call>", "<tool_calls>", "<TOOL_CALL>",
               "< tool_call>", "<tool_call/>", "<tool-call>", "</tool_call", "<tool_call >",
               "<\\/tool_call>", "&lt;tool_call&gt;")

FORMAT = Format("hermes", markers=(Marker(START), Marker(END)), render=render,
                can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES)
