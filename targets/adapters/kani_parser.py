"""kani's model-specific parsers (kani.model_specific), driven the way kani drives them.

A kani parser is a `WrapperEngine` around the model's engine: `Kani.chat_round` awaits
`parser.predict(messages, functions)`, which takes the engine's completion and runs
`parse_completion` on it (tool calls, then reasoning); `Kani.chat_round_stream` iterates
`parser.stream(...)`, which passes the engine's text pieces on to the caller (hiding what lies
between the tool-call and reasoning tokens) and, at the end, yields the completion parsed the
same way.  The adapter builds a fresh parser around a fresh engine per request; the engine is
the stand-in described in targets/adapters/kani_stubs.py (it returns the text toolfuzz
rendered exactly as kani's HuggingEngine returns decoded output), and the torch-based
HuggingFace engine module is stubbed there too.

Results: the final `ChatMessage`'s text parts are the content, its `ReasoningPart`s the
reasoning (joined; none, or only empty ones, is no reasoning), its `tool_calls` the calls.  Streamed, every text piece the parser yields is a
content delta of the input chunk that produced it, and the final message's reasoning and calls
come with the last chunk: the content a streaming client shows is what the parser yielded.
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.metadata
from typing import Any

from targets.adapters import kani_stubs
from targets.canonical import Call, Delta, DeltaCall, Message, Tool


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        kani_stubs.install_huggingface_stub()
        module_name, _, class_name = options["parser_class"].partition(":")
        self.target_id = target_id
        self.parser_path = options["parser_class"]
        self.parser_cls = getattr(importlib.import_module(module_name), class_name)

    def info(self) -> dict[str, Any]:
        return {"library": "kani", "version": importlib.metadata.version("kani"),
                "parser": self.parser_path}

    def fuzz_modules(self) -> list[str]:
        return [self.parser_cls.__module__, "kani.model_specific.base"]

    def _parser(self, pieces: list[str]) -> Any:
        return self.parser_cls(kani_stubs.text_engine(pieces))

    def parse(self, text: str, tools: list[Tool]) -> Message:
        """`parser.predict`, as `Kani.chat_round` awaits it."""
        from kani.models import ChatMessage

        parser = self._parser([text])
        completion = asyncio.run(parser.predict([ChatMessage.user("hello")], None))
        return _message(completion.message)

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        """`parser.stream`, as `Kani.chat_round_stream` iterates it."""
        from kani.models import ChatMessage

        parser = self._parser(chunks)
        deltas: list[Delta] = []

        async def run() -> Any:
            final = None
            async for elem in parser.stream([ChatMessage.user("hello")], None):
                if isinstance(elem, str):
                    deltas.append(Delta(chunk=parser.engine.current, content=elem))
                else:
                    final = elem
            return final

        completion = asyncio.run(run())
        last = max(len(chunks) - 1, 0)
        if completion is not None:
            message = _message(completion.message)
            if message.calls or message.reasoning is not None:
                deltas.append(Delta(chunk=last, reasoning=message.reasoning, calls=tuple(
                    DeltaCall(index=i, id=c.id, name=c.name, arguments=c.arguments)
                    for i, c in enumerate(message.calls))))
        return deltas


def _message(message: Any) -> Message:
    from kani.parts import ReasoningPart

    parts = message.parts
    text = "".join(p if isinstance(p, str) else str(p) for p in parts
                   if not isinstance(p, ReasoningPart))
    reasoning = [p.content for p in parts if isinstance(p, ReasoningPart)]
    calls = tuple(Call(name=tc.function.name, arguments=tc.function.arguments, id=tc.id)
                  for tc in message.tool_calls or ())
    # A ReasoningPart with no text (`<think>\n\n</think>`) is no reasoning, as empty content
    # is no content (targets/traits.py EMPTY_CONTENT): kani's message has no field for either.
    return Message(content=text or None, calls=calls, reasoning="".join(reasoning) or None)
