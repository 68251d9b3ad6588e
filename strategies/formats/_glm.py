"""The GLM `<tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value></tool_call>` family
(private: not a format).  GLM-4.5/4.6 and GLM-4.7 write the same tags with different newlines;
IQuest-Q1 writes GLM-4.7's layout between `<iquest_tool_call>` tags, Spark-X2.5 the same tags
with other newlines; each format module describes its template with a `Layout`."""

from __future__ import annotations

from dataclasses import dataclass

from strategies.formats import Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, only_leading_text, typed_roundtrip, value_text
from strategies.formats._typed import typed_calls
from targets.canonical import Message, loads

TAGS = ("<tool_call>", "</tool_call>", "<arg_key>", "</arg_key>", "<arg_value>", "</arg_value>")
#: Added, non-special tokens of the GLM-4.5/4.6/4.7 tokenizer (vLLM sets skip_special_tokens
#: off for them although "they are not marked as special tokens", PR #31622).
MARKERS = tuple(Marker(t) for t in TAGS)
#: The reasoning block's tags: added, non-special tokens of the same tokenizer (GLM-4.5/4.6/4.7
#: are thinking models; vLLM's glm45/glm47 engine grammar matches them by token id).
THINK, END_THINK = "<think>", "</think>"
THINK_TAGS = (THINK, END_THINK)
#: The dialect of a thinking model with thinking on (its chat template's default).
THINKING = "thinking"
#: `tojson` for everything but strings.
STYLE = "json"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The six tags are added tokens: the tokenizer cuts them out of any text, so content, "
          "a name, a key or a value containing one is not something the model writes as data "
          "(and a value holding `</arg_value>` would end early)."),
    Trait("raw-name", "cannot-express",
          "The name is written raw right after `<tool_call>` and ends at the next tag (GLM-4.5: "
          "at the newline): a name holding `<` or a line break cannot be written."),
    Trait("schema-typed", "cannot-express",
          "Values are untyped text typed back by the tool's schema (strings as written, "
          "everything else as JSON): a string that reads as another type the schema admits "
          "(\"5\" under [string, integer], \"null\" under [string, null]) cannot be written."),
    Trait("trimmed-content", "cannot-express",
          "The template writes `content.strip()`: content with leading or trailing whitespace "
          "is not written as given."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before the calls."),
)

NEAR_MISSES = ("<tool_call", "<tool_", "<", "tool_call>", "<arg_key", "arg_key>", "<arg_val",
               "</arg_value", "<arg-key>", "<argkey>", "<tool-call>", "<tool_calls>",
               "&lt;arg_key&gt;")


@dataclass(frozen=True)
class Layout:
    #: What the output starts with (the generation prompt ends inside the reasoning block).
    lead: str
    #: After the name, and after each `</arg_key>` and `</arg_value>`.
    after_name: str
    after_key: str
    after_value: str
    #: The tags around one call.
    open: str = "<tool_call>"
    close: str = "</tool_call>"
    #: The template writes `content.strip()` (content with outer whitespace cannot be written).
    trimmed: bool = True

    def tags(self) -> tuple[str, ...]:
        return (self.open, self.close, *TAGS[2:])


def can_express(turn: Turn, layout: Layout, think: str | None = None) -> bool:
    """`think`: what the model writes to open its reasoning block (None: the dialect writes
    no reasoning); the template writes `reasoning_content.strip()`, so reasoning with outer
    whitespace cannot be written as given."""
    if not only_leading_text(turn):
        return False
    if turn.reasoning is not None and (think is None or turn.reasoning != turn.reasoning.strip()):
        return False
    if layout.trimmed and turn.before is not None and turn.before != turn.before.strip():
        return False
    if mentions(turn, layout.tags()):
        return False
    if any("<" in c.name or "\n" in c.name or "\r" in c.name for c in turn.calls):
        return False
    return typed_roundtrip(turn, STYLE)


def render(turn: Turn, layout: Layout, think: str | None = None) -> Rendering:
    """`think`: what the model writes to open its reasoning block, which closes with
    `</think>` (None: no reasoning block, thinking off)."""
    parts = [f"{think}{turn.reasoning or ''}{END_THINK}" if think is not None else ""]
    parts.append(layout.lead + turn.before if turn.before else "")
    for call in turn.calls:
        parts.append(f"{layout.lead}{layout.open}{call.name}{layout.after_name}")
        for key, value in loads(call.arguments).items():
            parts.append(f"<arg_key>{key}</arg_key>{layout.after_key}"
                         f"<arg_value>{value_text(value, STYLE)}</arg_value>{layout.after_value}")
        parts.append(layout.close)
    return Rendering("".join(parts), Message(content=turn.before or None,
                                             calls=typed_calls(turn, STYLE),
                                             reasoning=turn.reasoning or None))
