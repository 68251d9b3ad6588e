"""Reference renderer: a harmony SDK's own rendering of an assistant turn (for cross-checks).

Runs in any environment whose `openai_harmony` module is one of the harmony SDKs: `vllm`
(openai-harmony, vLLM's), `openai-harmony` and `oss-harmony` (the fork installs the same module
name, hence one environment each).  `options["library"]` names the distribution (default
openai-harmony, whose vocabulary is unpacked offline first: targets/adapters/harmony_vocab.py).

Two ways, `options["mode"]`:

- `messages` (default): each message of the turn (analysis reasoning, commentary preamble, the
  call to `functions.NAME` with content type `<|constrain|>json`) rendered with
  `HarmonyEncoding.render` and the pieces joined; the leading `<|start|>assistant` is the
  generation prompt, not model output, and is cut off.  Answers the text.
- `conversation`: the turn as the SDK renders a whole conversation.  A system message, a
  developer message declaring the turn's tools as functions, and a user message make the
  prompt, rendered with `render_conversation_for_completion(conversation, Role.ASSISTANT)`
  (it ends with `<|start|>assistant`); the same conversation with the turn's messages appended
  is rendered with `render_conversation`.  The completion is what follows the prompt: answers
  `{"prompt_is_prefix", "tokens", "text", "encoded"}`, the completion's token ids, their text
  (`decode_utf8`) and that text encoded again (`encode(text, allowed_special="all")`), so that
  a caller comparing texts also learns whether the text's ids are the SDK's ids.
"""

from __future__ import annotations

import importlib.metadata
from typing import Any

PROMPT = "<|start|>assistant"


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        self.library = options.get("library", "openai-harmony")
        self.mode = options.get("mode", "messages")
        if self.library == "openai-harmony":
            from targets.adapters.harmony_vocab import offline_vocab

            offline_vocab()
        from openai_harmony import HarmonyEncodingName, load_harmony_encoding

        self.encoding = load_harmony_encoding(HarmonyEncodingName.HARMONY_GPT_OSS)

    def info(self) -> dict[str, Any]:
        return {"library": self.library, "version": importlib.metadata.version(self.library)}

    def render(self, turn: Any) -> Any:
        messages = self._messages(turn)
        if self.mode == "conversation":
            return self._conversation(turn, messages)
        text = "".join(self.encoding.decode_utf8(self.encoding.render(m)) for m in messages)
        return text.removeprefix(PROMPT)

    def _messages(self, turn: Any) -> list[Any]:
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
        return messages

    def _conversation(self, turn: Any, messages: list[Any]) -> dict[str, Any]:
        from openai_harmony import (Conversation, DeveloperContent, Message, Role,
                                    SystemContent, ToolDescription)

        tools = [ToolDescription.new(t.name, t.description, parameters=t.parameters)
                 for t in turn.tools]
        opening = [Message.from_role_and_content(Role.SYSTEM, SystemContent.new()),
                   Message.from_role_and_content(
                       Role.DEVELOPER, DeveloperContent.new().with_function_tools(tools)),
                   Message.from_role_and_content(Role.USER, "Go ahead.")]
        prompt = self.encoding.render_conversation_for_completion(
            Conversation.from_messages(opening), Role.ASSISTANT)
        whole = self.encoding.render_conversation(Conversation.from_messages(opening + messages))
        completion = list(whole[len(prompt):])
        text = self.encoding.decode_utf8(completion)
        return {"prompt_is_prefix": list(whole[:len(prompt)]) == list(prompt),
                "tokens": completion, "text": text,
                "encoded": list(self.encoding.encode(text, allowed_special="all"))}
