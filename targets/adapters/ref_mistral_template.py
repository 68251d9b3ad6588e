"""Reference renderer: the chat template mistral-common generates, rendered as transformers renders it.

`mistral_common.integrations.chat_templates.generate_chat_template` writes the Jinja chat
template of a Mistral checkpoint for a tokenizer version (Tekken here, option `version`; v13
with thinking chunks).  It is rendered by transformers' own `render_jinja_template` (the
sandboxed environment, `tojson` and `raise_exception` of `apply_chat_template`) over a user
message and the assistant turn with its calls as an OpenAI-style history carries them
(arguments as an object, and the nine-character id the template requires).  What follows the
last `[/INST]` is the assistant turn; the EOS `</s>` is cut off.  Runs in the `vllm`
environment, which holds both libraries.
"""

from __future__ import annotations

import importlib.metadata
from typing import Any

#: The id every call carries in the history (the templates require nine characters).
CALL_ID = "abcDEF123"


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        from mistral_common.integrations.chat_templates.chat_templates import (
            generate_chat_template)
        from mistral_common.tokens.tokenizers.base import TokenizerVersion

        self.version = options["version"]
        self.template = generate_chat_template(
            spm=False, tokenizer_version=TokenizerVersion(self.version), image_support=False,
            audio_support=False, thinking_support=int(self.version[1:]) >= 13,
            default_system_prompt=None, plain_thinking_support=False,
            use_special_token_variables=False, model_settings_fields=None,
            reasoning_effort_values=None, reasoning_effort_default=None)

    def info(self) -> dict[str, Any]:
        return {"library": "mistral-common", "version": importlib.metadata.version("mistral_common"),
                "renderer": f"generate_chat_template({self.version}) via transformers "
                            f"{importlib.metadata.version('transformers')}"}

    def render(self, turn: Any) -> str:
        from transformers.utils.chat_template_utils import render_jinja_template

        from targets.canonical import loads

        content: Any = turn.before or ""
        if turn.reasoning is not None:
            content = [{"type": "thinking", "thinking": turn.reasoning}]
            if turn.before:
                content.append({"type": "text", "text": turn.before})
        calls = [{"id": CALL_ID, "type": "function",
                  "function": {"name": c.name, "arguments": loads(c.arguments)}}
                 for c in turn.calls]
        chat = [{"role": "user", "content": "Hi"},
                {"role": "assistant", "content": content, "tool_calls": calls}]
        rendered, _ = render_jinja_template(conversations=[chat], chat_template=self.template)
        return rendered[0].rpartition("[/INST]")[2].removesuffix("</s>")
