"""toolfuzz's adapter for tinyparser (see toolfuzz's docs/ADAPTERS.md).

It runs in toolfuzz's worker process, inside the environment tinyparser is installed in, and
answers in toolfuzz's canonical types (`targets.canonical`, on the worker's path)."""

from __future__ import annotations

import importlib.metadata
from typing import Any

from targets.canonical import Call, Delta, DeltaCall, Message, Tool
from tinyparser import parser


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        self.target_id = target_id

    def info(self) -> dict[str, Any]:
        return {"library": "tinyparser", "version": importlib.metadata.version("tinyparser")}

    def fuzz_modules(self) -> list[str]:
        return ["tinyparser.parser"]

    def parse(self, text: str, tools: list[Tool]) -> Message:
        content, calls = parser.parse(text)
        return Message(content=content,
                       calls=tuple(Call(name=c.name, arguments=c.arguments, id=c.id)
                                   for c in calls))

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        """A fresh StreamParser per stream; the end-of-stream events belong to the last chunk."""
        p = parser.StreamParser()
        out: list[Delta] = []
        for i, chunk in enumerate(chunks):
            events = p.feed(chunk) + (p.finish() if i == len(chunks) - 1 else [])
            out += [_delta(i, kind, value) for kind, value in events]
        return out


def _delta(chunk: int, kind: str, value: Any) -> Delta:
    if kind == "content":
        return Delta(chunk=chunk, content=value)
    return Delta(chunk=chunk, calls=(DeltaCall(index=int(value.id.removeprefix("call_")),
                                               id=value.id, name=value.name,
                                               arguments=value.arguments),))
