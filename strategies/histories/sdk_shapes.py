"""Histories in agent SDKs' own message shapes, for the sanitizer targets that take them
(targets/history_targets.py), and the canonical form as plain JSON (corpus cases).

`pydantic_ai`: the JSON form of pydantic-ai's `ModelMessage` list (what its
`ModelMessagesTypeAdapter` reads and writes): a `request` with a `user-prompt` part per user
message, a `request` with one `tool-return` part per result of a run of consecutive results
(as the agent graph sends the results of one model response), a `response` per assistant turn
(`thinking`, `text`, then `tool-call` parts).  Nothing is repaired.
"""

from __future__ import annotations

from typing import Any

from strategies.histories.canonical import Assistant, History, ToolCall, ToolResult, User
from strategies.histories.exporters import _runs

JSON = dict[str, Any]


def pydantic_ai(history: History) -> list[JSON]:
    """pydantic-ai's ModelMessage JSON for a canonical history (see the module docstring)."""
    out: list[JSON] = []
    for m in _runs(history):
        if isinstance(m, User):
            out.append({"kind": "request",
                        "parts": [{"part_kind": "user-prompt", "content": m.text}]})
        elif isinstance(m, Assistant):
            parts: list[JSON] = []
            if m.reasoning is not None:
                parts.append({"part_kind": "thinking", "content": m.reasoning})
            if m.text is not None:
                parts.append({"part_kind": "text", "content": m.text})
            parts += [{"part_kind": "tool-call", "tool_name": c.name, "args": c.arguments,
                       "tool_call_id": c.id} for c in m.calls]
            out.append({"kind": "response", "parts": parts})
        else:
            out.append({"kind": "request", "parts": [
                {"part_kind": "tool-return", "tool_name": r.name, "content": r.content,
                 "tool_call_id": r.call_id} for r in m]})
    return out


def to_json(history: History) -> list[JSON]:
    """The canonical history as plain JSON (a corpus case's input)."""
    out: list[JSON] = []
    for m in history:
        if isinstance(m, User):
            out.append({"user": m.text})
        elif isinstance(m, Assistant):
            out.append({"assistant": m.text, "reasoning": m.reasoning,
                        "calls": [{"id": c.id, "name": c.name, "arguments": c.arguments}
                                  for c in m.calls]})
        else:
            out.append({"result": m.call_id, "name": m.name, "content": m.content})
    return out


def from_json(items: list[JSON]) -> History:
    """The inverse of to_json."""
    out: list = []
    for d in items:
        if "user" in d:
            out.append(User(d["user"]))
        elif "assistant" in d:
            out.append(Assistant(text=d["assistant"], reasoning=d.get("reasoning"),
                                 calls=tuple(ToolCall(c["id"], c["name"], c["arguments"])
                                             for c in d["calls"])))
        else:
            out.append(ToolResult(d["result"], d["name"], d["content"]))
    return tuple(out)
