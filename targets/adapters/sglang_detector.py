"""SGLang function-call detectors, driven the way SGLang's OpenAI-compatible chat server
drives them (sglang/srt/entrypoints/openai/serving_chat.py).

Per response: a fresh `FunctionCallParser(tools, name, tokenizer=...)`.  Whole text: if
`has_tool_call(text)`, `parse_non_stream(text)` gives the remaining text and the calls; calls
are numbered by order (the server's `index`, not the detector's `tool_index`).  Streaming:
`parse_stream_chunk(delta)` per delta; with the last delta (the server's `flush`)
`parse_stream_end()`; then the server's check for unstreamed arguments of the last call.
Tool-call deltas carry `index=tool_index`, id and name on a delta that has a name, exactly as
the server sends them.

The server catches an exception of `parse_non_stream`, logs it and answers the text as content
with no calls (`_process_tool_calls`); so does `parse` here.  The streaming path has no such
guard: an exception there ends the stream, and is reported as one.

Option `response_template` (the `response_template` detector) is written into the tokenizer's
configuration, where a checkpoint carries it, and option `prompt` is the rendered prompt the
server hands such a detector as its `prefix` (`_set_response_parser_context`).

Option `reasoning_parser` is the server's `--reasoning-parser` for a model whose output opens
with reasoning: as the server does, a `ReasoningParser` first splits the reasoning off (whole,
`parse_non_stream`; streamed, `parse_stream_chunk` per delta and `parse_stream_end` with the
last), and the tool-call parser reads only the rest; once a response-template reasoning
detector says the answer has started, no text is read as calls (`_answer_started`).  Option
`force_reasoning` is the server's `force_reasoning` for a chat template whose generation prompt
already opens the reasoning (the output starts inside it, with no opening tag).

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

#: The rendered prompt the server hands a response-template detector as its prefix (the same
#: chat-formatted prompt the vLLM adapters give their parsers), unless option `prompt` says.
PROMPT = "<|im_start|>user\nhello<|im_end|>\n<|im_start|>assistant\n"


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
        folder = build_tokenizer_dir(options.get("markers", []))
        if "response_template" in options:
            config_file = folder / "tokenizer_config.json"
            config = json.loads(config_file.read_text())
            config["response_template"] = options["response_template"]
            config_file.write_text(json.dumps(config))
        self.prefix = options.get("prompt", PROMPT)
        self.reasoning_parser = options.get("reasoning_parser")
        self.force_reasoning = options.get("force_reasoning")
        self.tokenizer = AutoTokenizer.from_pretrained(str(folder))

    def info(self) -> dict[str, Any]:
        detector = self.module.FunctionCallParser.ToolCallParserEnum[self.name]
        return {"library": "sglang", "version": importlib.metadata.version("sglang"),
                "parser": self.name, "parser_class": detector.__name__}

    def fuzz_modules(self) -> list[str]:
        """The parsing code atheris instruments: the detector's class hierarchy, the modules
        of SGLang's parsing packages its own module draws on (formats, JSON and partial-JSON
        helpers, the harmony parser, the response-template structural tags the response-template
        detector reads its template with …), the `FunctionCallParser` and base detector the
        server calls, the shared helpers, and, where the target pairs one, the
        `ReasoningParser` and what its detector draws on.  Not the EBNF composer (constrained
        decoding, which parsing never runs), nor the rest of the library."""
        from sglang.srt.parser import reasoning_parser

        roots = [self.module.FunctionCallParser.ToolCallParserEnum[self.name]]
        if self.reasoning_parser:
            roots.append(reasoning_parser.ReasoningParser.DetectorMap[self.reasoning_parser])
        names = dict.fromkeys([self.module.__name__])  # every detector's registry: not followed
        follow = ["sglang.srt.function_call.utils", "sglang.srt.function_call.core_types",
                  *([reasoning_parser.__name__] if self.reasoning_parser else []),
                  *(base.__module__ for root in roots for base in root.__mro__
                    if _parsing(base.__module__))]
        while follow:
            name = follow.pop(0)
            if name in names:
                continue
            names[name] = None
            follow += [value.__module__ for value in vars(sys.modules[name]).values()
                       if isinstance(value, (type, types.FunctionType))
                       and _parsing(getattr(value, "__module__", None) or "")]
        return list(names)

    def _parser(self, tools: list[Tool]) -> Any:
        from sglang.srt.entrypoints.openai.protocol import Function, Tool as SgTool

        sg_tools = [SgTool(function=Function(name=t.name, description=t.description,
                                             parameters=t.parameters)) for t in tools]
        return self.module.FunctionCallParser(sg_tools, self.name, tokenizer=self.tokenizer,
                                              prefix=self.prefix)

    def _reasoner(self, streaming: bool) -> Any:
        if not self.reasoning_parser:
            return None
        from sglang.srt.parser.reasoning_parser import ReasoningParser

        return ReasoningParser(self.reasoning_parser, stream_reasoning=streaming,
                               force_reasoning=self.force_reasoning, tokenizer=self.tokenizer,
                               tool_call_parser_active=True, prefix=self.prefix)

    @staticmethod
    def _answer_started(reasoner: Any) -> bool:
        from sglang.srt.parser.reasoning_parser import ResponseTemplateReasoningDetector

        return reasoner is not None and isinstance(
            reasoner.detector, ResponseTemplateReasoningDetector) and bool(
            reasoner.detector.answer_started)

    def parse(self, text: str, tools: list[Tool]) -> Message:
        reasoning = None
        reasoner = self._reasoner(streaming=False)
        if reasoner is not None:
            reasoning, text = reasoner.parse_non_stream(text)
            # the server reports empty reasoning as null (k2_horizon's template aside)
            reasoning = reasoning or (reasoning if self.reasoning_parser == "k2_horizon" else None)
            text = text or ""
            if self._answer_started(reasoner):
                return Message(content=text, reasoning=reasoning)
        parser = self._parser(tools)
        if not parser.has_tool_call(text):
            return Message(content=text, reasoning=reasoning)
        try:
            remaining, items = parser.parse_non_stream(text)
        except Exception:  # the server's guard: the text is answered as content
            return Message(content=text, reasoning=reasoning)
        if not items:  # the server drops an incomplete call and keeps the remaining text
            return Message(content=remaining, reasoning=reasoning)
        return Message(content=remaining, reasoning=reasoning, calls=tuple(
            Call(name=item.name, arguments=item.parameters, id=f"call_{uuid.uuid4().hex[:24]}")
            for item in items))

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        parser = self._parser(tools)
        reasoner = self._reasoner(streaming=True)
        out: list[Delta] = []
        for i, chunk in enumerate(chunks):
            last = i == len(chunks) - 1
            thought = None
            if reasoner is not None:
                thought, chunk = reasoner.parse_stream_chunk(chunk)
                thought = thought or None  # the server sends reasoning only when there is some
                if last:
                    end_thought, end_text = reasoner.parse_stream_end()
                    thought = (thought or "") + (end_thought or "") or None
                    chunk = (chunk or "") + (end_text or "")
                chunk = chunk or ""
                if self._answer_started(reasoner):
                    if thought or chunk:
                        out.append(Delta(chunk=i, content=chunk or None, reasoning=thought))
                    continue
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
            if text or calls or thought:
                out.append(Delta(chunk=i, content=text or None, reasoning=thought,
                                 calls=tuple(calls)))
        return out


#: SGLang's packages of output-parsing code, and what in them is not followed: the EBNF
#: composer (constrained decoding) and the registry of every detector (named once).
_PARSING = ("sglang.srt.function_call.", "sglang.srt.parser.")
_NOT_PARSING = ("ebnf_composer", "function_call_parser")


def _parsing(module: str) -> bool:
    """Whether a module is SGLang output-parsing code a detector draws on."""
    return module.startswith(_PARSING) and not any(part in module for part in _NOT_PARSING)


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
