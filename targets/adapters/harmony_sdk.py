"""The harmony SDKs (openai-harmony, and its fork oss-harmony), driven the way their users drive
them to read a gpt-oss completion.

Both install the module `openai_harmony`; which distribution answers is the environment's
business (`options["library"]` only names it, and openai-harmony needs its vocabulary unpacked
first: targets/adapters/harmony_vocab.py).  The encoding is `HARMONY_GPT_OSS`.

Whole: the completion's token ids are the rendered text encoded with the harmony encoding,
special tokens allowed (`encode(text, allowed_special="all")`: every `<|…|>` marker is the one
special token the model emits; ordinary text runs longer than 512 characters are encoded in
512-character pieces, see `Adapter._ids`), and `parse_messages_from_completion_tokens(ids, Role.ASSISTANT)`
(strict, its default) reads them as the messages that follow the `<|start|>assistant` prompt.

Streamed: one `StreamableParser(encoding, Role.ASSISTANT)` per request, fed every token with
`process`, then `process_eos()` at the end of the stream.  A text chunk becomes tokens by
encoding that chunk on its own, in the same way; the stream's ids are the concatenation of the
chunks' ids.  The chunkers never cut a marker (each is one token), so the chunked ids differ from
the whole text's only in how ordinary text is split into tokens (trait "chunk-tokens").  After
each token the parser's `last_content_delta` is the text that token added to the current
message, whose header `current_channel` and `current_recipient` say where it goes.

Messages become a chat reply as the Responses-style servers built on these SDKs read them: a
message to `functions.NAME` is a call of NAME whose arguments are its text, sent as it streams
(name and id when its header is complete, then its text); `analysis` messages are reasoning;
every other message without a recipient (`final`, a `commentary` preamble) is content.  Texts
of one kind are concatenated in order.  A message to any other recipient (a built-in tool such
as `browser.search` or `python`, run by the host) is neither content nor a call of the request's
functions and is left out.  Call ids are the SDK user's own (`call_0`, `call_1`, …): the SDK
has none.
"""

from __future__ import annotations

import importlib.metadata
import re
from typing import Any

from targets.canonical import Call, Delta, DeltaCall, Message, Tool

FUNCTIONS = "functions."
#: What may be a special token of the harmony encoding (`<|end|>`, `<|reserved_200013|>`…).
MARKER = re.compile(r"(<\|[^<>|]{1,64}\|>)")
#: The longest stretch of ordinary text encoded at once (see Adapter._ids).
SEGMENT = 512


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        self.target_id = target_id
        self.library = options["library"]
        if self.library == "openai-harmony":
            from targets.adapters.harmony_vocab import offline_vocab

            offline_vocab()
        from openai_harmony import HarmonyEncodingName, load_harmony_encoding

        self.encoding = load_harmony_encoding(HarmonyEncodingName.HARMONY_GPT_OSS)

    def info(self) -> dict[str, Any]:
        return {"library": self.library, "version": importlib.metadata.version(self.library),
                "module": "openai_harmony", "encoding": "HARMONY_GPT_OSS"}

    def fuzz_modules(self) -> list[str]:
        """The Python layer over the Rust parser (the Rust core itself is not instrumented)."""
        return ["openai_harmony"]

    def _ids(self, text: str) -> list[int]:
        """The token ids of a text: each `<|…|>` marker on its own (one special token when it
        is one), and the ordinary text between markers in pieces of at most SEGMENT
        characters.  The encoder's byte-pair merge is quadratic in the length of one
        pre-tokenized piece (a 16 000-character run of `x` takes 0.3 s to encode and its parse
        0.2 s), and that is the harness standing in for the model, which emits ids, not text:
        bounded pieces keep it linear.  A text shorter than SEGMENT between markers gets
        exactly the encoder's ids."""
        ids: list[int] = []
        for i, part in enumerate(MARKER.split(text)):
            pieces = [part] if i % 2 else [part[s:s + SEGMENT]
                                           for s in range(0, len(part), SEGMENT)]
            for piece in pieces:
                ids += self.encoding.encode(piece, allowed_special="all")
        return ids

    def parse(self, text: str, tools: list[Tool]) -> Message:
        from openai_harmony import Role

        messages = self.encoding.parse_messages_from_completion_tokens(self._ids(text),
                                                                       Role.ASSISTANT)
        content, reasoning, calls = [], [], []
        for m in messages:
            body = _text(m.content)
            recipient = m.recipient or ""
            if recipient.startswith(FUNCTIONS):
                calls.append(Call(name=recipient[len(FUNCTIONS):], arguments=body,
                                  id=f"call_{len(calls)}"))
            elif recipient:
                continue  # a built-in tool's message: neither content nor a function call
            elif m.channel == "analysis":
                reasoning.append(body)
            else:
                content.append(body)
        return Message(content="".join(content) or None, reasoning="".join(reasoning) or None,
                       calls=tuple(calls))

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        from openai_harmony import Role, StreamableParser

        parser = StreamableParser(self.encoding, Role.ASSISTANT)
        route = _Router()
        out: list[Delta] = []
        for i, chunk in enumerate(chunks):
            for token in self._ids(chunk):
                parser.process(token)
                delta = route(parser, i)
                if delta is not None:
                    out.append(delta)
        parser.process_eos()
        return out


class _Router:
    """Where each token's text goes, read from the header properties of the message it is in
    (`current_recipient`, `current_channel`, both None outside a message's body) and
    `last_content_delta`, as the SDK's streaming example reads them.  `state` and `messages`
    are not read per token: each serialises the parser's whole state or every message so far
    to JSON, which would make the stream quadratic by the harness' doing."""

    def __init__(self) -> None:
        self.calls = 0
        self.previous: str | None = None  # the recipient after the previous token

    def __call__(self, parser: Any, chunk: int) -> Delta | None:
        piece = parser.last_content_delta or None
        recipient = parser.current_recipient
        opened = recipient != self.previous  # a message body begins (headers end in between)
        self.previous = recipient
        if recipient and recipient.startswith(FUNCTIONS):
            if opened:
                self.calls += 1
                index = self.calls - 1
                return Delta(chunk, calls=(DeltaCall(index, id=f"call_{index}",
                                                     name=recipient[len(FUNCTIONS):],
                                                     arguments=piece),))
            return Delta(chunk, calls=(DeltaCall(self.calls - 1, arguments=piece),)) if piece else None
        if recipient or not piece:
            return None
        if parser.current_channel == "analysis":
            return Delta(chunk, reasoning=piece)
        return Delta(chunk, content=piece)


def _text(content: Any) -> str:
    return "".join(getattr(part, "text", "") for part in content)
