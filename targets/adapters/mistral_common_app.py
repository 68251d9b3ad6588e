"""mistral-common's tool-call decoding, driven through its own server's detokenize route.

mistral-common's FastAPI app (`mistral_common.experimental.app.main.create_app`, what
`mistral_common serve` runs) turns a completion's token ids into an assistant message at
`POST /v1/detokenize/` (`routers.detokenize_to_assistant_message`): the content before the first
`[TOOL_CALLS]`, `[THINK]` chunks (v13), and the calls decoded by the tokenizer version's decoder
(`experimental.tools._decode_tool_calls`).  Its `/v1/chat/completions` proxy returns exactly
that route's answer for the engine's tokens; streaming is refused ("Streaming is not
supported."), so there is no streaming path.

The adapter builds the app once over a MistralTokenizer (option `tokenizer`: a file mistral-common
ships in `data/`; a Tekken file is read at option `version`, with the control tokens that
version needs, as targets/adapters/ref_mistral.py builds them) and posts the reply's token ids
through FastAPI's TestClient: a new request per parse, as a client sends one per completion.
The token ids are those the model emits: a Mistral tokenizer never turns text into a control
token, but the model emits the format's markers (`[TOOL_CALLS]`, `[ARGS]`, `[THINK]`…) as one, so
the text is cut at the markers, each marker becomes its control-token id, the rest is encoded
as text, and the EOS that ends a finished generation is appended (not to a reply cut by
max_tokens, `cut`).

A 400 answer is the route's rejection of tokens that do not decode (`InvalidToolCallError`, a
missing `[ARGS]`, nested `[THINK]`): it is raised as `Rejected`, the target's declared error.
"""

from __future__ import annotations

import importlib.metadata
from pathlib import Path
from typing import Any

from targets.canonical import Call, Message, Tool


class Rejected(ValueError):
    """The detokenize route answered 400: mistral-common refuses these tokens as a message."""


class Adapter:
    #: The adapter ends a reply with the EOS unless told it was cut (targets/worker.py: parse
    #: takes `cut`).
    ENDS_TURN = True

    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        import mistral_common
        from fastapi.testclient import TestClient
        from mistral_common.experimental.app.main import create_app
        from mistral_common.tokens.tokenizers.mistral import MistralTokenizer

        from targets.adapters.ref_mistral import tekken_file

        file = options["tokenizer"]
        if file.endswith(".json"):
            path = tekken_file(file, options["version"])
        else:
            path = Path(mistral_common.__file__).parent / "data" / file
        self.mistral = MistralTokenizer.from_file(str(path))
        self.client = TestClient(create_app(self.mistral))
        raw = self.mistral.instruct_tokenizer.tokenizer
        self.raw = raw
        self.marker_ids = {m["text"]: raw.get_special_token(m["text"]) for m in options["markers"]}
        self.ordered = sorted(self.marker_ids, key=len, reverse=True)

    def info(self) -> dict[str, Any]:
        return {"library": "mistral-common",
                "version": importlib.metadata.version("mistral_common"),
                "tokenizer": f"{type(self.raw).__name__} {self.raw.version.value}",
                "route": "POST /v1/detokenize/"}

    def fuzz_modules(self) -> list[str]:
        return ["mistral_common.experimental.tools", "mistral_common.experimental.think",
                "mistral_common.experimental.utils", "mistral_common.experimental.app.routers"]

    def ids(self, text: str, cut: bool = False) -> list[int]:
        """The token ids the model emits for `text`: markers as their control tokens, the rest
        as text, then the EOS (unless max_tokens cut the reply)."""
        ids: list[int] = []
        pending: list[str] = []
        i = 0
        while i < len(text):
            marker = next((m for m in self.ordered if text.startswith(m, i)), None)
            if marker is None:
                pending.append(text[i])
                i += 1
                continue
            ids += self._text(pending)
            pending = []
            ids.append(self.marker_ids[marker])
            i += len(marker)
        return ids + self._text(pending) + ([] if cut else [self.raw.eos_id])

    def _text(self, chars: list[str]) -> list[int]:
        return self.raw.encode("".join(chars), bos=False, eos=False) if chars else []

    def parse(self, text: str, tools: list[Tool], cut: bool = False) -> Message:
        response = self.client.post("/v1/detokenize/", json=self.ids(text, cut))
        if response.status_code == 400:
            raise Rejected(response.json().get("detail"))
        response.raise_for_status()
        return _message(response.json())


def _message(data: dict[str, Any]) -> Message:
    """The route's AssistantMessage: string content, or text and think chunks (v13), whose texts
    are the content and whose thoughts are the reasoning, each in order (the canonical message
    holds one of each).  An empty think chunk (`[THINK][/THINK]`) is no reasoning, as the
    format's renderer writes a turn without reasoning text."""
    content = data.get("content")
    reasoning = None
    if isinstance(content, list):
        texts = [c["text"] for c in content if c.get("type") == "text"]
        thoughts = [c["thinking"] for c in content if c.get("type") == "thinking"]
        content = "".join(texts) if texts else None
        reasoning = "".join(thoughts) or None
    calls = tuple(Call(name=c["function"]["name"], arguments=c["function"]["arguments"],
                       id=c.get("id")) for c in data.get("tool_calls") or ())
    return Message(content=content, calls=calls, reasoning=reasoning)
