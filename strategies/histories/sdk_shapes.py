"""Histories in agent SDKs' own message shapes, for the sanitizer targets that take them
(targets/history_targets.py), and the canonical form as plain JSON (corpus cases).

`pydantic_ai`: the JSON form of pydantic-ai's `ModelMessage` list (what its
`ModelMessagesTypeAdapter` reads and writes): a `request` with a `user-prompt` part per user
message, a `request` with one `tool-return` part per result of a run of consecutive results
(as the agent graph sends the results of one model response), a `response` per assistant turn
(`thinking`, `text`, then `tool-call` parts).  Nothing is repaired.

`openhands`: an OpenHands agent's event log, one JSON object per event, which the OpenHands
target builds into the SDK's own event types (targets/adapters/history_openhands.py).  User
text is a user `message` event; an assistant text turn an agent `message` event; a call turn
one `action` event per call (ActionEvent: they share the turn's `response`, the
llm_response_id that groups a parallel batch, and the first carries the turn's text as its
thought and its reasoning); a result an `observation` event (ObservationEvent) naming its
action event by `action` (the event of the call it really answers, `ToolResult.true_call`) and
its call by `call_id`; a synthetic result an `agent_error` event (AgentErrorEvent, what crash
recovery writes).  Event ids are `ev<n>`, by position.  Nothing is repaired.
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


def openhands(history: History) -> list[JSON]:
    """An OpenHands event log for a canonical history (see the module docstring)."""
    actions: dict[str, str] = {}
    out: list[JSON] = []
    for n, m in enumerate(history):
        if isinstance(m, User):
            out.append({"event": "message", "id": f"ev{len(out)}", "source": "user",
                        "text": m.text})
        elif isinstance(m, Assistant) and not m.calls:
            out.append({"event": "message", "id": f"ev{len(out)}", "source": "agent",
                        "text": m.text, "reasoning": m.reasoning})
        elif isinstance(m, Assistant):
            for k, c in enumerate(m.calls):
                event = f"ev{len(out)}"
                actions.setdefault(c.id, event)
                out.append({"event": "action", "id": event, "response": f"response{n}",
                            "call_id": c.id, "tool": c.name, "arguments": c.arguments_json(),
                            "thought": m.text if k == 0 else None,
                            "reasoning": m.reasoning if k == 0 else None})
        elif m.synthetic:
            out.append({"event": "agent_error", "id": f"ev{len(out)}", "call_id": m.call_id,
                        "tool": m.name, "error": m.content})
        else:
            out.append({"event": "observation", "id": f"ev{len(out)}", "call_id": m.call_id,
                        "tool": m.name, "content": m.content, "action": m.true_call})
    for e in out:  # the action event of the call it answers, wherever that stands
        if e["event"] == "observation":
            e["action"] = actions.get(e["action"], f"missing-{e['action']}")
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
            out.append({"result": m.call_id, "name": m.name, "content": m.content,
                        **({"answers": m.answers} if m.answers else {}),
                        **({"synthetic": True} if m.synthetic else {})})
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
            out.append(ToolResult(d["result"], d["name"], d["content"], d.get("answers"),
                                  bool(d.get("synthetic"))))
    return tuple(out)
