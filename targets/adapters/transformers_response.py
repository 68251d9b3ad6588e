"""transformers' response parsing with a built-in response template, as `transformers serve` runs it.

`transformers serve` (transformers/cli/serving) parses a chat completion with the declarative
`response_template` of the model's tokenizer or, when the tokenizer ships none, with the
built-in one for the model's `model_type` (`utils._RESPONSE_TEMPLATE_FALLBACKS`, resolved by
`utils.get_response_template`).  This adapter runs those serving functions themselves:

- whole: `utils.parse_assistant_message(processor, model, generated_ids, input_ids, tools=...)`,
  which calls `tokenizer.parse_response` (transformers.utils.chat_parsing.parse_response) on
  the generated ids with the prompt as `prefix`, then turns each call's arguments into a JSON
  string (`_normalize_tool_call`);
- streamed: `utils.build_response_parser` (a `ResponseParser` with the prompt as prefix) inside
  a `utils.DirectStreamer`, which decodes each generated token with the tokenizers
  `DecodeStream`, feeds the text to `ResponseParser.feed()` and, at `end()`, `finalize()`s it
  (a `ValueError`/`RuntimeError` there is logged and the tail dropped, as the server does).
  The queue items become deltas as `ChatCompletionHandler`'s SSE loop makes them: text is a
  content delta, `ReasoningText` a reasoning delta, and each `ToolCall` one tool-call delta
  (index, id, name and the whole arguments at once).

The model is only asked for `config.model_type` (option `model_type`); the tokenizer is the
in-memory byte-level one (targets/adapters/bytelevel.py) with the format's markers and the
prompt's and end-of-turn special tokens (option `special`), carrying no response template of
its own.  The prompt (option `prompt`) is the chat template's generation prompt, ending in the
template's start anchor.  Generated ids are the text's tokens followed by the end-of-turn token
(option `eos`) the model stops on, which `generate` returns and streams like any other token;
a reply cut by max_tokens (`cut`) has no end-of-turn token.
"""

from __future__ import annotations

import importlib.metadata
import logging
from types import SimpleNamespace
from typing import Any

from targets.canonical import Call, Delta, DeltaCall, Message, Tool


class _Loop:
    """The streamer hands items to the event loop thread-safely; here they are handed at once."""

    @staticmethod
    def call_soon_threadsafe(callback: Any, *args: Any) -> None:
        callback(*args)


class _Ids(list):
    """Token ids as `generate` hands them to the streamer (anything with `tolist()`)."""

    def tolist(self) -> list[int]:
        return list(self)


class Adapter:
    #: The adapter ends a reply with the end-of-turn token unless told it was cut
    #: (targets/worker.py: parse and stream take `cut`).
    ENDS_TURN = True

    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        from transformers import AutoTokenizer
        from transformers.utils import logging as hf_logging

        from targets.adapters.bytelevel import build_tokenizer_dir

        hf_logging.set_verbosity_error()
        logging.getLogger("transformers").setLevel(logging.ERROR)
        folder = build_tokenizer_dir(options["markers"], extra_special=options["special"])
        self.tokenizer = AutoTokenizer.from_pretrained(str(folder))
        self.model = SimpleNamespace(config=SimpleNamespace(model_type=options["model_type"]))
        self.model_type = options["model_type"]
        self.prompt_ids = self.encode(options["prompt"])
        self.eos_id = self.tokenizer.convert_tokens_to_ids(options["eos"])

    def info(self) -> dict[str, Any]:
        return {"library": "transformers", "version": importlib.metadata.version("transformers"),
                "response_template": f"built-in, model_type {self.model_type}"}

    def fuzz_modules(self) -> list[str]:
        """The response parser and its templates, and the serving helpers `transformers
        serve` parses and streams a reply with (parse_assistant_message, the response events'
        chunks, tool-call normalisation)."""
        return ["transformers.utils.chat_parsing.response_parser",
                "transformers.utils.chat_parsing.response_templates",
                "transformers.utils.chat_parsing.content_parsers",
                "transformers.cli.serving.utils"]

    def encode(self, text: str) -> list[int]:
        return self.tokenizer.encode(text, add_special_tokens=False)

    def parse(self, text: str, tools: list[Tool], cut: bool = False) -> Message:
        from transformers.cli.serving.utils import parse_assistant_message

        generated = self.encode(text) + ([] if cut else [self.eos_id])
        cleaned = self.tokenizer.decode(generated, skip_special_tokens=True)
        content, reasoning, calls = parse_assistant_message(
            self.tokenizer, self.model, generated, self.prompt_ids, cleaned_content=cleaned,
            tools=_tools(tools))
        return Message(content=content, reasoning=reasoning,
                       calls=tuple(Call(name=c.name, arguments=c.arguments, id=f"call_{i}")
                                   for i, c in enumerate(calls or ())))

    def stream(self, chunks: list[str], tools: list[Tool], cut: bool = False) -> list[Delta]:
        from transformers.cli.serving.utils import (DirectStreamer, ReasoningText, ToolCall,
                                                    build_response_parser)

        items: list[tuple[int, Any]] = []
        chunk = 0
        queue = SimpleNamespace(put_nowait=lambda item: items.append((chunk, item)))
        parser = build_response_parser(self.tokenizer, self.model, self.prompt_ids,
                                       tools=_tools(tools))
        streamer = DirectStreamer(self.tokenizer._tokenizer, _Loop(), queue, parser)
        streamer.put(_Ids(self.prompt_ids))  # generate's first put is the prompt, skipped
        for chunk, text in enumerate(chunks):
            ids = self.encode(text) + ([self.eos_id] if chunk == len(chunks) - 1 and not cut
                                       else [])
            streamer.put(_Ids(ids))
        streamer.end()
        deltas: list[Delta] = []
        index = 0
        for at, item in items:
            if item is None:
                continue
            if isinstance(item, ToolCall):
                deltas.append(Delta(chunk=at, calls=(DeltaCall(
                    index=index, id=f"call_{index}", name=item.name, arguments=item.arguments),)))
                index += 1
            elif isinstance(item, ReasoningText):
                deltas.append(Delta(chunk=at, reasoning=str(item)))
            else:
                deltas.append(Delta(chunk=at, content=str(item)))
        return deltas


def _tools(tools: list[Tool]) -> list[dict[str, Any]] | None:
    """The request's tools as the server passes them on (`None` when the request has none)."""
    return [t.to_openai() for t in tools] or None
