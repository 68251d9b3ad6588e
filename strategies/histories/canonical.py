"""The canonical form of a chat history, independent of any provider's request shape.

A history is a flat tuple of messages: `User` text, `Assistant` turns (text, reasoning and any
number of tool calls, several being parallel calls) and `ToolResult`s, one per answered call,
each naming the call id it answers.  Results are separate items (not grouped per turn) so that
a corruption can move, drop or duplicate one of them; the exporters group consecutive results
the way each shape wants (one Anthropic user message, one Gemini content).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Union


@dataclass(frozen=True)
class ToolCall:
    """One call the assistant made: its id, the function name and the arguments object."""

    id: str
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)

    def arguments_json(self) -> str:
        """The arguments as the JSON text OpenAI shapes carry."""
        return json.dumps(self.arguments, ensure_ascii=False)


@dataclass(frozen=True)
class User:
    """A user message (plain text)."""

    text: str


@dataclass(frozen=True)
class Assistant:
    """An assistant turn: optional reasoning, optional text, then zero or more tool calls."""

    text: str | None = None
    calls: tuple[ToolCall, ...] = ()
    reasoning: str | None = None


@dataclass(frozen=True)
class ToolResult:
    """The result of one call, answering it by id (`name` is the called function's name).

    Two facts an agent's event log may hold beside the id a provider sees: `answers`, the id of
    the call that really produced this result when the log records it apart from `call_id`
    (OpenHands' ObservationEvent names its ActionEvent by `action_id`; None: `call_id` is the
    truth), and `synthetic`, a placeholder the agent wrote itself in place of a result (the
    error a crash recovery records for a call in flight)."""

    call_id: str
    name: str
    content: str
    answers: str | None = None
    synthetic: bool = False

    @property
    def true_call(self) -> str:
        """The call this result really answers."""
        return self.answers or self.call_id


Message = Union[User, Assistant, ToolResult]
History = tuple[Message, ...]


def call_turns(history: History) -> list[int]:
    """Indexes of the assistant turns that make at least one call."""
    return [i for i, m in enumerate(history) if isinstance(m, Assistant) and m.calls]


def results_after(history: History, turn: int) -> list[int]:
    """Indexes of the results that directly follow assistant turn `turn` and answer its calls
    (the whole answer block of that turn in a valid history)."""
    msg = history[turn]
    assert isinstance(msg, Assistant)
    ids = {c.id for c in msg.calls}
    out = []
    for j in range(turn + 1, len(history)):
        m = history[j]
        if not (isinstance(m, ToolResult) and m.call_id in ids):
            break
        out.append(j)
    return out


def all_ids(history: History) -> set[str]:
    """Every call id and every answered id in the history."""
    ids: set[str] = set()
    for m in history:
        if isinstance(m, Assistant):
            ids.update(c.id for c in m.calls)
        elif isinstance(m, ToolResult):
            ids.add(m.call_id)
    return ids


def fresh_id(history: History, stem: str = "X") -> str:
    """A 9-character alphanumeric id no call or result in `history` uses (9 alphanumerics is
    the strictest id form in use: mistral-common's validator requires it)."""
    used = all_ids(history)
    n = 1
    while True:
        candidate = f"{stem}{n:08d}"[:9]
        if candidate not in used:
            return candidate
        n += 1
