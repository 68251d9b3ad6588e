"""Reading a sanitizer target's answer back into the canonical form, so that it can be
exported to every provider shape and judged by every reference validator.

Only what the canonical form holds is read: roles, texts, reasoning, calls and results.  What
it cannot hold raises `Unreadable` (a finding: the property test reports it), never dropped.
"""

from __future__ import annotations

import json
from typing import Any

from strategies.histories.canonical import Assistant, History, ToolCall, ToolResult, User


class Unreadable(ValueError):
    """An answer the canonical form cannot hold (an unknown role or part kind)."""


def _text(content: Any) -> str | None:
    """A message's content as text: a string as is, a list of text parts joined."""
    if content is None or isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = []
        for part in content:
            if isinstance(part, str):
                texts.append(part)
            elif isinstance(part, dict) and part.get("type") == "text":
                texts.append(part["text"])
            else:
                raise Unreadable(f"content part {part!r}")
        return "".join(texts)
    raise Unreadable(f"content {content!r}")


def _arguments(raw: Any) -> dict[str, Any]:
    if isinstance(raw, dict):
        return raw
    try:
        value = json.loads(raw) if raw else {}
    except (TypeError, ValueError):
        raise Unreadable(f"arguments {raw!r} are not JSON") from None
    if not isinstance(value, dict):
        raise Unreadable(f"arguments {raw!r} are not an object")
    return value


def _names(calls: list[ToolCall]) -> dict[str, str]:
    names: dict[str, str] = {}
    for c in calls:
        names.setdefault(c.id, c.name)
    return names


def openai_chat(messages: list[dict[str, Any]]) -> History:
    """OpenAI Chat Completions messages; a tool message's name is its call's (the shape does
    not carry it)."""
    out: list = []
    calls: list[ToolCall] = []
    for m in messages:
        role = m.get("role")
        if role == "user":
            out.append(User(_text(m.get("content")) or ""))
        elif role == "assistant":
            turn = tuple(ToolCall(c["id"], c["function"]["name"],
                                  _arguments(c["function"].get("arguments")))
                         for c in m.get("tool_calls") or ())
            calls += turn
            out.append(Assistant(text=_text(m.get("content")), calls=turn))
        elif role == "tool":
            out.append(ToolResult(m["tool_call_id"], "", _text(m.get("content")) or ""))
        else:
            raise Unreadable(f"message role {role!r}")
    names = _names(calls)
    return tuple(ToolResult(m.call_id, names.get(m.call_id, ""), m.content)
                 if isinstance(m, ToolResult) else m for m in out)


def pydantic_ai(messages: list[dict[str, Any]]) -> History:
    """pydantic-ai's ModelMessage JSON (strategies.histories.sdk_shapes.pydantic_ai).  A
    `retry-prompt` part answering a call is that call's result (the model sees it as one),
    its text prefixed `retry-prompt: `."""
    out: list = []
    for m in messages:
        if m.get("kind") == "response":
            texts, thoughts, calls = [], [], []
            for p in m["parts"]:
                kind = p.get("part_kind")
                if kind == "text":
                    texts.append(p["content"])
                elif kind == "thinking":
                    thoughts.append(p["content"])
                elif kind == "tool-call":
                    calls.append(ToolCall(p["tool_call_id"], p["tool_name"], _arguments(p["args"])))
                else:
                    raise Unreadable(f"response part {kind!r}")
            out.append(Assistant(text="".join(texts) if texts else None, calls=tuple(calls),
                                 reasoning="".join(thoughts) if thoughts else None))
            continue
        for p in m["parts"]:
            kind = p.get("part_kind")
            if kind == "user-prompt":
                out.append(User(_text(p["content"]) or ""))
            elif kind == "tool-return":
                content = p["content"]
                out.append(ToolResult(p["tool_call_id"], p["tool_name"], content
                                      if isinstance(content, str) else json.dumps(content)))
            elif kind == "retry-prompt" and p.get("tool_call_id"):
                content = p["content"]
                out.append(ToolResult(p["tool_call_id"], p.get("tool_name") or "",
                                      "retry-prompt: " + (content if isinstance(content, str)
                                                          else json.dumps(content))))
            else:
                raise Unreadable(f"request part {kind!r}")
    return tuple(out)


def openhands(events: list[dict[str, Any]]) -> History:
    """An OpenHands event log (strategies.histories.sdk_shapes.openhands): a batch's action
    events (one `response`) make one assistant turn; an observation's `action` gives the call
    it really answers (`ToolResult.answers` when that is not its `call_id`); an agent error
    is a synthetic result."""
    out: list = []
    calls = {e["id"]: e["call_id"] for e in events if e.get("event") == "action"}
    response = None
    for e in events:
        kind = e.get("event")
        if kind == "action" and out and response == e["response"]:
            turn = out[-1]
            out[-1] = Assistant(turn.text, turn.calls + (_call(e),), turn.reasoning)
            continue
        response = e.get("response")
        if kind == "action":
            out.append(Assistant(e.get("thought"), (_call(e),), e.get("reasoning")))
        elif kind == "message" and e.get("source") == "user":
            out.append(User(e["text"]))
        elif kind == "message":
            out.append(Assistant(e.get("text"), (), e.get("reasoning")))
        elif kind == "observation":
            action = e["action"]
            really = calls.get(action, action.removeprefix("missing-"))
            out.append(ToolResult(e["call_id"], e["tool"], e["content"],
                                  None if really == e["call_id"] else really))
        elif kind == "agent_error":
            out.append(ToolResult(e["call_id"], e["tool"], e["error"], synthetic=True))
        else:
            raise Unreadable(f"event {kind!r}")
    return tuple(out)


def anthropic(messages: list[dict[str, Any]]) -> History:
    """Anthropic Messages `messages` (a provider converter's answer): text blocks of a user
    message are one User, its tool_result blocks results; an assistant message's thinking,
    text and tool_use blocks one turn."""
    out: list = []
    names: dict[str, str] = {}
    for m in messages:
        blocks = m.get("content")
        blocks = [{"type": "text", "text": blocks}] if isinstance(blocks, str) else blocks or []
        if m.get("role") == "assistant":
            texts = [b["text"] for b in blocks if b.get("type") == "text"]
            thoughts = [b["thinking"] for b in blocks if b.get("type") == "thinking"]
            calls = tuple(ToolCall(b["id"], b["name"], _arguments(b.get("input")))
                          for b in blocks if b.get("type") == "tool_use")
            if any(b.get("type") not in ("text", "thinking", "tool_use") for b in blocks):
                raise Unreadable(f"assistant content {blocks!r}")
            names.update((c.id, c.name) for c in calls)
            out.append(Assistant("".join(texts) if texts else None, calls,
                                 "".join(thoughts) if thoughts else None))
        elif m.get("role") == "user":
            texts = []
            for b in blocks:
                if b.get("type") == "tool_result":
                    out.append(ToolResult(b["tool_use_id"], names.get(b["tool_use_id"], ""),
                                          _text(b.get("content")) or ""))
                elif b.get("type") == "text":
                    texts.append(b["text"])
                else:
                    raise Unreadable(f"user content block {b!r}")
            if texts:
                out.append(User("".join(texts)))
        else:
            raise Unreadable(f"message role {m.get('role')!r}")
    return tuple(out)


def response_text(body: Any) -> str:
    """A functionResponse's `response` as a result's text: the text of a body that only wraps
    one (`{"content": text}`, `{"result": text}`), otherwise the body as JSON (sorted keys)."""
    if isinstance(body, dict) and len(body) == 1:
        (key, value), = body.items()
        if key in ("content", "result") and isinstance(value, str):
            return value
    return json.dumps(body, sort_keys=True, ensure_ascii=False)


def _gemini(contents: list[dict[str, Any]], ids: bool) -> History:
    """Gemini `contents` (camelCase or snake_case fields).  Without `ids` (a model that is sent
    none), calls are named by their order in the request (`call1`, `call2`, ...) and a
    response answers the call in its place in the previous call turn, as Gemini pairs them;
    a response past the last call of that turn answers none (`unpaired1`, `unpaired2`, ...)."""
    out: list = []
    count = unpaired = 0
    previous: tuple[ToolCall, ...] = ()
    for c in contents:
        parts = c.get("parts") or []
        if c.get("role") == "model":
            texts, thoughts, calls = [], [], []
            for p in parts:
                call = p.get("functionCall", p.get("function_call"))
                if call is not None:
                    count += 1
                    calls.append(ToolCall(call["id"] if ids and call.get("id") else f"call{count}",
                                          call["name"], _arguments(call.get("args"))))
                elif "text" in p:
                    (thoughts if p.get("thought") else texts).append(p["text"])
                else:
                    raise Unreadable(f"model part {p!r}")
            previous = tuple(calls)
            out.append(Assistant("".join(texts) if texts else None, previous,
                                 "".join(thoughts) if thoughts else None))
            continue
        texts = []
        k = 0
        for p in parts:
            response = p.get("functionResponse", p.get("function_response"))
            if response is None and "text" in p:
                texts.append(p["text"])
                continue
            if response is None:
                raise Unreadable(f"user part {p!r}")
            if ids and response.get("id"):
                call_id = response["id"]
            else:
                unpaired += k >= len(previous)
                call_id = previous[k].id if k < len(previous) else f"unpaired{unpaired}"
            k += 1
            out.append(ToolResult(call_id, response.get("name", ""),
                                  response_text(response.get("response"))))
        if texts:
            out.append(User("".join(texts)))
    return tuple(out)


def gemini(contents: list[dict[str, Any]]) -> History:
    """Gemini `contents` paired by the ids they carry."""
    return _gemini(contents, ids=True)


def gemini_positional(contents: list[dict[str, Any]]) -> History:
    """Gemini `contents` paired by position only, ids ignored (see `_gemini`)."""
    return _gemini(contents, ids=False)


def _call(event: dict[str, Any]) -> ToolCall:
    return ToolCall(event["call_id"], event["tool"], _arguments(event["arguments"]))


IMPORTERS = {"openai_chat": openai_chat, "pydantic_ai": pydantic_ai, "openhands": openhands,
             "anthropic": anthropic, "gemini": gemini, "gemini_positional": gemini_positional}
"""Input shape of a history target -> reader of its answers."""
