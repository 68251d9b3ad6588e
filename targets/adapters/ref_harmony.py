"""Reference renderer: openai-harmony's own rendering of an assistant turn (for cross-checks).

Each message of the turn (analysis reasoning, commentary preamble, the call to
`functions.NAME` with content type `<|constrain|>json`) is rendered with
`HarmonyEncoding.render` and the pieces joined; the leading `<|start|>assistant` is the
generation prompt, not model output, and is cut off.  Runs in the `vllm` environment, whose
`openai_harmony` module is openai-harmony's (oss-harmony installs the same module name).
"""

from __future__ import annotations

import importlib.metadata
from typing import Any

from targets.adapters.harmony_vocab import offline_vocab

PROMPT = "<|start|>assistant"


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        offline_vocab()
        from openai_harmony import HarmonyEncodingName, load_harmony_encoding

        self.encoding = load_harmony_encoding(HarmonyEncodingName.HARMONY_GPT_OSS)

    def info(self) -> dict[str, Any]:
        return {"library": "openai-harmony", "version": importlib.metadata.version("openai-harmony")}

    def render(self, turn: Any) -> str:
        from openai_harmony import Message, Role

        from strategies.formats.harmony import arguments

        messages = []
        if turn.reasoning:
            messages.append(Message.from_role_and_content(Role.ASSISTANT, turn.reasoning)
                            .with_channel("analysis"))
        if turn.before:
            messages.append(Message.from_role_and_content(Role.ASSISTANT, turn.before)
                            .with_channel("commentary"))
        for call in turn.calls:
            messages.append(Message.from_role_and_content(Role.ASSISTANT, arguments(call.arguments))
                            .with_channel("commentary").with_recipient(f"functions.{call.name}")
                            .with_content_type("<|constrain|>json"))
        text = "".join(self.encoding.decode_utf8(self.encoding.render(m)) for m in messages)
        return text.removeprefix(PROMPT)
