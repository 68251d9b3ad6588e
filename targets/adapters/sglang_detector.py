"""SGLang function-call detectors, driven the way SGLang's OpenAI-compatible chat server
drives them (sglang/srt/entrypoints/openai/serving_chat.py).

Per response: a fresh `FunctionCallParser(tools, name, tokenizer=...)`.  Whole text: if
`has_tool_call(text)`, `parse_non_stream(text)` gives the remaining text and the calls; calls
are numbered by order (the server's `index`, not the detector's `tool_index`).  Streaming:
`parse_stream_chunk(delta)` per delta; with the last delta (the server's `flush`)
`parse_stream_end()`; then the server's check for unstreamed arguments of the last call.
Tool-call deltas carry `index=tool_index`, id and name on a delta that has a name, exactly as
the server sends them.

`import sglang` runs the server's package init (torch, triton…); registering an empty package
for `sglang` first, with its real path, skips it (TARGETS.md).
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import json
import sys
import types
import uuid
from typing import Any

from targets.adapters.bytelevel import build_tokenizer_dir
from targets.canonical import Call, Delta, DeltaCall, Message, Tool


def _import_without_server() -> Any:
    if "sglang" not in sys.modules:
        spec = importlib.util.find_spec("sglang")
        assert spec is not None and spec.submodule_search_locations
        package = types.ModuleType("sglang")
        package.__path__ = list(spec.submodule_search_locations)
        sys.modules["sglang"] = package
    from sglang.srt.function_call import function_call_parser

    return function_call_parser


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        self.module = _import_without_server()
        from transformers import AutoTokenizer

        self.name = options["parser"]
        if self.name not in self.module.FunctionCallParser.ToolCallParserEnum:
            raise LookupError(f"SGLang has no detector named {self.name!r}")
        self.tokenizer = AutoTokenizer.from_pretrained(
            str(build_tokenizer_dir(options.get("markers", []))))

    def info(self) -> dict[str, Any]:
        detector = self.module.FunctionCallParser.ToolCallParserEnum[self.name]
        return {"library": "sglang", "version": importlib.metadata.version("sglang"),
                "parser": self.name, "parser_class": detector.__name__}

    def _parser(self, tools: list[Tool]) -> Any:
        from sglang.srt.entrypoints.openai.protocol import Function, Tool as SgTool

        sg_tools = [SgTool(function=Function(name=t.name, description=t.description,
                                             parameters=t.parameters)) for t in tools]
        return self.module.FunctionCallParser(sg_tools, self.name, tokenizer=self.tokenizer)

    def parse(self, text: str, tools: list[Tool]) -> Message:
        parser = self._parser(tools)
        if not parser.has_tool_call(text):
            return Message(content=text)
        remaining, items = parser.parse_non_stream(text)
        if not items:  # the server drops an incomplete call and keeps the remaining text
            return Message(content=remaining)
        return Message(content=remaining, calls=tuple(
            Call(name=item.name, arguments=item.parameters, id=f"call_{uuid.uuid4().hex[:24]}")
            for item in items))

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        parser = self._parser(tools)
        out: list[Delta] = []
        for i, chunk in enumerate(chunks):
            last = i == len(chunks) - 1
            text, items = parser.parse_stream_chunk(chunk)
            if last:
                end_text, end_items = parser.parse_stream_end()
                text = (text or "") + end_text
                items = list(items) + end_items
            calls = [DeltaCall(index=item.tool_index,
                               id=f"call_{uuid.uuid4().hex[:24]}" if item.name else None,
                               name=item.name or None, arguments=item.parameters)
                     for item in items]
            if last:
                calls += _unstreamed_arguments(parser)
            if text or calls:
                out.append(Delta(chunk=i, content=text or None, calls=tuple(calls)))
        return out


def _unstreamed_arguments(parser: Any) -> list[DeltaCall]:
    """The server's `_check_for_unstreamed_tool_args`: the rest of the last call's arguments."""
    detector = getattr(parser, "detector", parser)
    calls = getattr(detector, "prev_tool_call_arr", None)
    streamed = getattr(detector, "streamed_args_for_tool", None)
    if not calls or not streamed:
        return []
    index = len(calls) - 1
    if index >= len(streamed):
        return []
    expected = calls[index].get("arguments", {})
    expected = expected if isinstance(expected, str) else json.dumps(expected, ensure_ascii=False)
    actual = streamed[index]
    rest = expected[len(actual):] if expected.startswith(actual) else ""
    return [DeltaCall(index=index, arguments=rest)] if rest else []
