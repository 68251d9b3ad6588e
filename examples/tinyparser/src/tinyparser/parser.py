"""Hermes tool calls: `<tool_call>{"name": ..., "arguments": {...}}</tool_call>`.

`parse(text)` reads a whole reply; `StreamParser` reads it delta by delta, as a server hands
it over.  Both give the same answer: the content is the text before the first call (all of
the text when there is no call), and every block whose JSON is an object with a string
`name` and an object `arguments` is a call.  A block that is not is skipped; an unterminated
block is text.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

START, END = "<tool_call>", "</tool_call>"


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: str  # JSON text of an object


def read_block(body: str, index: int) -> ToolCall | None:
    """The call a block's body holds, or None when it holds none."""
    try:
        obj = json.loads(body)
    except ValueError:
        return None
    if not isinstance(obj, dict):
        return None
    name, arguments = obj.get("name"), obj.get("arguments")
    if not isinstance(name, str) or not isinstance(arguments, dict):
        return None
    try:
        text = json.dumps(arguments, ensure_ascii=False, allow_nan=False)
    except ValueError:  # 1e400 reads as inf: not something JSON can carry on
        return None
    return ToolCall(id=f"call_{index}", name=name, arguments=text)


def parse(text: str) -> tuple[str | None, list[ToolCall]]:
    """A whole reply: (content, calls)."""
    calls: list[ToolCall] = []
    content_end = len(text)
    pos = 0
    while (start := text.find(START, pos)) >= 0:
        end = text.find(END, start + len(START))
        if end < 0:
            break
        call = read_block(text[start + len(START):end], len(calls))
        if call is not None:
            if not calls:
                content_end = start
            calls.append(call)
        pos = end + len(END)
    content = text[:content_end]
    return content or None, calls


def _held_back(text: str) -> int:
    """How many characters at the end of `text` could be the beginning of START."""
    for k in range(min(len(text), len(START) - 1), 0, -1):
        if START.startswith(text[-k:]):
            return k
    return 0


class StreamParser:
    """One reply, fed delta by delta.  `feed` and `finish` return events: ("content", str)
    or ("call", ToolCall)."""

    def __init__(self) -> None:
        self.buffer = ""
        self.in_block = False
        self.calls = 0
        self.pending = ""  # text of blocks that held no call, kept until we know it is content

    def feed(self, delta: str) -> list[tuple[str, Any]]:
        self.buffer += delta
        events: list[tuple[str, Any]] = []
        while True:
            if not self.in_block:
                start = self.buffer.find(START)
                if start < 0:
                    keep = _held_back(self.buffer)
                    self._content(events, self.buffer[:len(self.buffer) - keep])
                    self.buffer = self.buffer[len(self.buffer) - keep:]
                    return events
                self._content(events, self.buffer[:start])
                self.buffer = self.buffer[start + len(START):]
                self.in_block = True
            end = self.buffer.find(END)
            if end < 0:
                return events
            body, self.buffer = self.buffer[:end], self.buffer[end + len(END):]
            self.in_block = False
            call = read_block(body, self.calls)
            if call is None:
                self._content(events, START + body + END)
                continue
            self.calls += 1
            events.append(("call", call))

    def finish(self) -> list[tuple[str, Any]]:
        """End of stream: an unterminated block is text."""
        events: list[tuple[str, Any]] = []
        if self.in_block:
            self._content(events, START + self.buffer)
            self.buffer = ""
        return events

    def _content(self, events: list[tuple[str, Any]], text: str) -> None:
        if text and not self.calls:  # the content is what comes before the first call
            events.append(("content", text))
