"""LiteLLM's provider converters as history targets: the OpenAI Chat `messages` a caller gives
`litellm.completion` become the provider's request list, as LiteLLM builds it before sending.

- `gemini`: `gemini_convert_messages_with_history` (litellm.llms.vertex_ai.gemini.
  transformation), what the Gemini and Vertex AI paths run, for the model in `options["model"]`
  (LiteLLM sends call ids to Gemini 3 models only: `forward_gemini_function_call_id`).
- `anthropic`: `anthropic_messages_pt` (litellm_core_utils.prompt_templates.factory), what the
  Anthropic path runs, with `litellm.modify_params` left at its default (False), so its
  history repair (the `litellm:sanitize_messages_for_tool_calling` target) is off and only the
  conversion is judged.

The answer is the converted list; a converter that raises on a history is a finding.
"""

from __future__ import annotations

import copy
from importlib.metadata import version
from typing import Any


class Adapter:
    def __init__(self, target: str, options: dict[str, Any]) -> None:
        self.target, self.options = target, options
        model = options["model"]
        if options["converter"] == "gemini":
            from litellm.llms.vertex_ai.gemini.transformation import (
                gemini_convert_messages_with_history)

            self.convert = lambda messages: gemini_convert_messages_with_history(
                messages, model=model, custom_llm_provider="gemini")
        else:
            from litellm.litellm_core_utils.prompt_templates.factory import anthropic_messages_pt

            self.convert = lambda messages: anthropic_messages_pt(
                messages, model=model, llm_provider="anthropic")

    def info(self) -> dict[str, Any]:
        return {"target": self.target, "library": "litellm", "version": version("litellm")}

    def history(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        """The provider request's message list (the input is copied: the converters may edit
        it in place)."""
        return {"history": [dict(c) for c in self.convert(copy.deepcopy(items))]}
