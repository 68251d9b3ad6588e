"""Exporters from the canonical form to four provider request shapes.

Each returns the list the request carries (`messages`, `input` or `contents`), exactly as an
agent SDK would send it, with nothing repaired: a corrupted canonical history exports to an
equally corrupted request, so that the reference validators see what the provider would see.
Consecutive `ToolResult`s are grouped the way the shape groups them (one Anthropic user
message, one Gemini content); nothing else is merged (the validators merge what the provider
merges).
"""

from __future__ import annotations

from typing import Any, Callable, Iterator

from strategies.histories.canonical import Assistant, History, ToolCall, ToolResult, User

JSON = dict[str, Any]


def _runs(history: History) -> Iterator[User | Assistant | list[ToolResult]]:
    """The history with each run of consecutive results gathered into one list."""
    run: list[ToolResult] = []
    for m in history:
        if isinstance(m, ToolResult):
            run.append(m)
            continue
        if run:
            yield run
            run = []
        yield m
    if run:
        yield run


def openai_chat(history: History) -> list[JSON]:
    """OpenAI Chat Completions `messages`: one `tool` message per result.  Reasoning is not
    part of this shape (OpenAI never takes it back) and is dropped."""
    out: list[JSON] = []
    for m in history:
        if isinstance(m, User):
            out.append({"role": "user", "content": m.text})
        elif isinstance(m, Assistant):
            msg: JSON = {"role": "assistant", "content": m.text}
            if m.calls:
                msg["tool_calls"] = [
                    {"id": c.id, "type": "function",
                     "function": {"name": c.name, "arguments": c.arguments_json()}}
                    for c in m.calls]
            out.append(msg)
        else:
            out.append({"role": "tool", "tool_call_id": m.call_id, "content": m.content})
    return out


def openai_responses(history: History) -> list[JSON]:
    """OpenAI Responses `input` items.  Assistant text is an easy input message with string
    content (an input message's content list takes input types only; `output_text` belongs to
    output messages, which need ids and statuses).  Reasoning becomes a `reasoning` item before the turn's
    other items; each call a `function_call` item (item id `fc_<call id>`), each result a
    `function_call_output` item (item id `fco_<call id>`, as an SDK replaying its own output
    items sends them, so a replayed duplicate is a duplicate item)."""
    out: list[JSON] = []
    for n, m in enumerate(history):
        if isinstance(m, User):
            out.append({"type": "message", "role": "user",
                        "content": [{"type": "input_text", "text": m.text}]})
        elif isinstance(m, Assistant):
            if m.reasoning is not None:
                out.append({"type": "reasoning", "id": f"rs_{n}",
                            "summary": [{"type": "summary_text", "text": m.reasoning}]})
            if m.text is not None:
                out.append({"type": "message", "role": "assistant", "content": m.text})
            for c in m.calls:
                out.append({"type": "function_call", "id": f"fc_{c.id}", "call_id": c.id,
                            "name": c.name, "arguments": c.arguments_json()})
        else:
            out.append({"type": "function_call_output", "id": f"fco_{m.call_id}",
                        "call_id": m.call_id, "output": m.content})
    return out


def anthropic(history: History) -> list[JSON]:
    """Anthropic Messages `messages`: content as blocks; reasoning as a `thinking` block first;
    each run of results as one user message of `tool_result` blocks."""
    out: list[JSON] = []
    for m in _runs(history):
        if isinstance(m, User):
            out.append({"role": "user", "content": [{"type": "text", "text": m.text}]})
        elif isinstance(m, Assistant):
            blocks: list[JSON] = []
            if m.reasoning is not None:
                blocks.append({"type": "thinking", "thinking": m.reasoning, "signature": "sig"})
            if m.text is not None:
                blocks.append({"type": "text", "text": m.text})
            blocks += [{"type": "tool_use", "id": c.id, "name": c.name, "input": c.arguments}
                       for c in m.calls]
            out.append({"role": "assistant", "content": blocks})
        else:
            out.append({"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": r.call_id, "content": r.content}
                for r in m]})
    return out


def gemini(history: History) -> list[JSON]:
    """Gemini `contents`: model turns with `functionCall` parts (ids included, as the API
    allows), reasoning as a `thought` part; each run of results as one user content of
    `functionResponse` parts."""
    out: list[JSON] = []
    for m in _runs(history):
        if isinstance(m, User):
            out.append({"role": "user", "parts": [{"text": m.text}]})
        elif isinstance(m, Assistant):
            parts: list[JSON] = []
            if m.reasoning is not None:
                parts.append({"text": m.reasoning, "thought": True})
            if m.text is not None:
                parts.append({"text": m.text})
            parts += [{"functionCall": {"id": c.id, "name": c.name, "args": c.arguments}}
                      for c in m.calls]
            out.append({"role": "model", "parts": parts})
        else:
            out.append({"role": "user", "parts": [
                {"functionResponse": {"id": r.call_id, "name": r.name,
                                      "response": {"result": r.content}}} for r in m]})
    return out


EXPORTERS: dict[str, Callable[[History], list[JSON]]] = {
    "openai_chat": openai_chat,
    "openai_responses": openai_responses,
    "anthropic": anthropic,
    "gemini": gemini,
}
"""Shape name -> exporter; the same names key the reference validators."""
