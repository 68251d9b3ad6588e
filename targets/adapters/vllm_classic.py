"""vLLM tool parsers, driven the way vLLM's OpenAI-compatible chat server drives them.

Per request, as `OpenAIServingChat` does: a fresh `Parser` from `ParserManager.get_parser`
(the server's composition of the named tool parser), `adjust_request`, then either
`parse(text, request, enable_auto_tools=True, model_output_token_ids=ids)` followed by the
server's `assemble_chat_message_fields`, or one `ChatStreamProcessor` fed each chunk's text
and real token ids, the last chunk with `finish_reason="stop"` so that the end-of-stream
flush of unsent arguments and the engine parsers' finish hooks run.  The tokenizer is loaded
with vLLM's own `get_tokenizer` from a byte-level tokenizer folder built in memory.
"""

from __future__ import annotations

import importlib.metadata
from typing import Any

from targets.adapters.bytelevel import build_tokenizer_dir
from targets.canonical import Call, Delta, DeltaCall, Message, Tool

PROMPT = "<|im_start|>user\nhello<|im_end|>\n<|im_start|>assistant\n"


#: Entries kept in each tokenizer memo before it is emptied.
CACHE_LIMIT = 20_000


class Adapter:
    _encoded: dict[str, list[int]]
    _decoded: dict[tuple[bool, tuple[int, ...]], str]

    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        from vllm.parser.parser_manager import ParserManager

        self.target_id = target_id
        self.parser_name = options["parser"]
        self.markers = options.get("markers", [])
        self.options_reasoning = options.get("reasoning_parser")
        self.tokenizer = self._load_tokenizer(options)
        # `reasoning_parser`: the --reasoning-parser a model's deployment pairs with the tool
        # parser (a thinking model's reasoning is content without it).
        self.parser_cls = ParserManager.get_parser(
            tool_parser_name=self.parser_name,
            reasoning_parser_name=options.get("reasoning_parser"),
            enable_auto_tools=True, tokenizer=self.tokenizer)
        self.prompt_ids = self.tokenizer.encode(PROMPT, add_special_tokens=False)

    def _load_tokenizer(self, options: dict[str, Any]) -> Any:
        """The byte-level tokenizer with the format's markers (adapters for models whose real
        tokenizer ships offline override this)."""
        from vllm.tokenizers import get_tokenizer

        return get_tokenizer(str(build_tokenizer_dir(self.markers)))

    def info(self) -> dict[str, Any]:
        return {"library": "vllm", "version": importlib.metadata.version("vllm"),
                "parser": self.parser_name, "parser_class": self.parser_cls.__name__,
                "reasoning_parser": self.options_reasoning}

    def fuzz_modules(self) -> list[str]:
        """The parsing code atheris instruments: the modules of the tool (and reasoning)
        parser classes and of their vLLM base classes, the modules of vLLM's parsing
        packages they draw on, the shared parser engine (lexer, scanners, response templates)
        and every format module of `vllm.parser` (engine-based parsers import theirs inside
        functions, where no module global leads), and the helpers the server assembles and
        streams the parsed message with; not the rest of the library."""
        import importlib
        import types

        follow = [base.__module__ for cls in (
            self.parser_cls, getattr(self.parser_cls, "tool_parser_cls", None),
            getattr(self.parser_cls, "reasoning_parser_cls", None))
            for base in getattr(cls, "__mro__", ()) if base.__module__.split(".")[0] == "vllm"]
        import pkgutil

        import vllm.parser

        follow += [*_SERVER_HELPERS, *_SHARED_ENGINE,
                   *(f"vllm.parser.{m.name}" for m in pkgutil.iter_modules(vllm.parser.__path__)
                     if not m.ispkg and not m.name.endswith(_REGISTRIES))]
        names: dict[str, None] = {}
        while follow:
            name = follow.pop(0)
            if name in names:
                continue
            names[name] = None
            if name.startswith(_PARSING):
                module = importlib.import_module(name)
                follow += [value.__module__ for value in vars(module).values()
                           if isinstance(value, (type, types.FunctionType))
                           and (getattr(value, "__module__", None) or "").startswith(_PARSING)
                           and not value.__module__.endswith(_REGISTRIES)]
        return list(names)

    # --- one request ---------------------------------------------------------------------

    def _request(self, tools: list[Tool]) -> Any:
        from vllm.entrypoints.openai.chat_completion.protocol import ChatCompletionRequest

        request = ChatCompletionRequest(
            model="toolfuzz", messages=[{"role": "user", "content": "hello"}],
            tools=[t.to_openai() for t in tools] or None)
        # The renderer adjusts the request with a parser of its own before generation.
        return self._parser(request).adjust_request(request=request)

    def _parser(self, request: Any) -> Any:
        parser = self.parser_cls(self.tokenizer, request.tools, model_config=None,
                                 chat_template_kwargs=None)
        parser.set_prompt_token_ids(self.prompt_ids)
        return parser

    def _ids(self, text: str) -> list[int]:
        # Memoised: a stream request repeats the same deltas across its chunkings, and the
        # tokenizer call costs as much as the parser's own work on one delta.
        if "_encoded" not in self.__dict__:  # subclasses may not call __init__
            self._encoded, self._decoded = {}, {}
        ids = self._encoded.get(text)
        if ids is None:
            if len(self._encoded) > CACHE_LIMIT:
                self._encoded.clear()
            ids = self._encoded[text] = self.tokenizer.encode(text, add_special_tokens=False)
        return list(ids)

    def _detokenize(self, ids: list[int], request: Any) -> str:
        # An unset flag means the server's default (ChatCompletionRequest.to_sampling_params).
        skip = True if request.skip_special_tokens is None else request.skip_special_tokens
        if "_decoded" not in self.__dict__:
            self._encoded, self._decoded = {}, {}
        key = (skip, tuple(ids))
        text = self._decoded.get(key)
        if text is None:
            if len(self._decoded) > CACHE_LIMIT:
                self._decoded.clear()
            text = self._decoded[key] = self.tokenizer.decode(ids, skip_special_tokens=skip)
        return text

    def parse(self, text: str, tools: list[Tool]) -> Message:
        from vllm.entrypoints.openai.chat_completion.message_assembly import (
            assemble_chat_message_fields)

        request = self._request(tools)
        parser = self._parser(request)
        ids = self._ids(text)
        reasoning, content, calls = parser.parse(self._detokenize(ids, request), request,
                                                 enable_auto_tools=True,
                                                 model_output_token_ids=ids)
        fields = assemble_chat_message_fields(request, reasoning, content, calls,
                                              enable_auto_tools=True,
                                              parser_cls=self.parser_cls)
        return Message(content=fields.content, reasoning=fields.reasoning,
                       calls=tuple(Call(name=c.function.name, arguments=c.function.arguments,
                                        id=c.id) for c in fields.tool_calls))

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        from vllm.entrypoints.openai.chat_completion.stream_processor import (
            ChatStreamProcessor)

        request = self._request(tools)
        processor = ChatStreamProcessor(request, self._parser(request), enable_auto_tools=True,
                                        parser_cls=self.parser_cls)
        out: list[Delta] = []
        for i, chunk in enumerate(chunks):
            ids = self._ids(chunk)
            last = i == len(chunks) - 1
            step = processor.step(self._detokenize(ids, request), ids,
                                  "stop" if last else None, self.prompt_ids)
            if step.delta is not None:
                out.append(_delta(i, step.delta))
        return out


def _delta(chunk: int, message: Any) -> Delta:
    calls = []
    for tc in message.tool_calls or ():
        fn = tc.function
        calls.append(DeltaCall(index=tc.index, id=tc.id,
                               name=getattr(fn, "name", None) if fn else None,
                               arguments=getattr(fn, "arguments", None) if fn else None))
    return Delta(chunk=chunk, content=message.content, reasoning=message.reasoning,
                 calls=tuple(calls))


#: vLLM's packages of output-parsing code, whose modules a parser draws on are followed, and
#: the registries in them (every parser's) that are not.
_PARSING = ("vllm.parser.", "vllm.tool_parsers.", "vllm.reasoning.")
_REGISTRIES = ("parser_manager", "abstract_tool_parser", "abs_reasoning_parsers")
#: The shared parser engine (lexer, scanners, streaming engine, the registered format
#: adapters) and response-template parsing, which engine-based parsers import inside their
#: functions (so no module global leads there).
_SHARED_ENGINE = ("vllm.parser.engine.parser_engine", "vllm.parser.engine.streaming_parser_engine",
                  "vllm.parser.engine.incremental_lexer", "vllm.parser.engine.token_id_scanner",
                  "vllm.parser.engine.registered_adapters", "vllm.parser.engine.adapters",
                  "vllm.parser.chat_parsing.response_parser",
                  "vllm.parser.chat_parsing.content_parsers",
                  "vllm.parser.chat_parsing.response_templates")
#: What the server parses and streams a reply with around the parser: JSON helpers, the
#: stream processor, the assembly of the message and the finish reason.
_SERVER_HELPERS = ("vllm.tool_parsers.utils",
                   "vllm.entrypoints.openai.chat_completion.stream_processor",
                   "vllm.entrypoints.openai.chat_completion.message_assembly",
                   "vllm.entrypoints.serve.utils.tool_calls_utils",
                   "vllm.entrypoints.openai.parser.harmony_utils")
