"""Reference renderer: mistral-common's instruct tokenizer writing an assistant message (cross-checks).

`InstructTokenizerV*.encode_assistant_message` encodes the message with the turn's content, calls
and (v13) reasoning as a think chunk; the tokens are decoded keeping control tokens, and the
trailing EOS `</s>` (which servers strip) is cut off.  The tokenizer is a Tekkenizer over the
vocabulary mistral-common ships in `data/` (option `tekken`), at the tokenizer version of option
`version`; versions after v7 must list their special tokens, so `[ARGS]`, `[CALL_ID]` (v11+) and
`[THINK]`/`[/THINK]` (v13) are added after mistral-common's first twenty control tokens.
With option `sentencepiece` (a SentencePiece model mistral-common ships, e.g. the v3 one) the
tokenizer is that model instead, and the kept pieces are read as SentencePiece decodes them
(`▁` is a space).
"""

from __future__ import annotations

import importlib.metadata
import json
import tempfile
from pathlib import Path
from typing import Any


def tekken_file(file: str, version: str) -> Path:
    import mistral_common
    from mistral_common.tokens.tokenizers.tekken import Tekkenizer

    data = json.loads((Path(mistral_common.__file__).parent / "data" / file).read_text())
    data["config"]["version"] = version
    if int(version.lstrip("v")) > 7:
        extra = ["[ARGS]", "[CALL_ID]"] + (["[THINK]", "[/THINK]"] if int(version[1:]) >= 13 else [])
        base = [dict(t) for t in Tekkenizer.DEPRECATED_SPECIAL_TOKENS]
        data["special_tokens"] = base + [{"rank": len(base) + i, "token_str": t, "is_control": True}
                                         for i, t in enumerate(extra)]
    path = Path(tempfile.mkdtemp(prefix="toolfuzz-ref-tekken-")) / "tekken.json"
    path.write_text(json.dumps(data))
    return path


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        from mistral_common.tokens.tokenizers.mistral import MistralTokenizer

        import mistral_common

        self.version = options["version"]
        self.sentencepiece = bool(options.get("sentencepiece"))
        if self.sentencepiece:
            model = Path(mistral_common.__file__).parent / "data" / options["sentencepiece"]
            self.mistral = MistralTokenizer.from_file(str(model))
        else:
            self.mistral = MistralTokenizer.from_file(
                str(tekken_file(options["tekken"], self.version)))

    def info(self) -> dict[str, Any]:
        return {"library": "mistral-common", "version": importlib.metadata.version("mistral_common"),
                "tokenizer": self.version}

    def render(self, turn: Any) -> str:
        from mistral_common.protocol.instruct.messages import (AssistantMessage, TextChunk,
                                                               ThinkChunk)
        from mistral_common.protocol.instruct.tool_calls import FunctionCall, ToolCall
        from mistral_common.tokens.tokenizers.base import SpecialTokenPolicy

        # v13 requires an id on every call (and does not write it); earlier versions write none.
        call_id = "abcDEF123" if int(self.version[1:]) >= 13 else None
        calls = [ToolCall(function=FunctionCall(name=c.name, arguments=c.arguments),
                          **({"id": call_id} if call_id else {})) for c in turn.calls]
        content: Any = turn.before or None
        if turn.reasoning is not None:
            content = [ThinkChunk(thinking=turn.reasoning, closed=True)]
            if turn.before:
                content.append(TextChunk(text=turn.before))
        message = AssistantMessage(content=content, tool_calls=calls)
        instruct = self.mistral.instruct_tokenizer
        tokens = instruct.encode_assistant_message(message, is_before_last_user_message=False)
        text = instruct.tokenizer.decode(tokens, special_token_policy=SpecialTokenPolicy.KEEP)
        if self.sentencepiece:
            text = text.replace("\u2581", " ")
        return text.removesuffix("</s>")
