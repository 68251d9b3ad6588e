"""LiteLLM's `sanitize_messages_for_tool_calling` (litellm_core_utils.prompt_templates.factory),
the repair `anthropic_messages_pt` runs on OpenAI Chat messages before turning them into an
Anthropic request.  It acts only under `litellm.modify_params = True` (otherwise it returns its
input), so the adapter sets it, as a user enabling the repair does.
"""

from __future__ import annotations

import copy
from importlib.metadata import version
from typing import Any


class Adapter:
    def __init__(self, target: str, options: dict[str, Any]) -> None:
        import litellm
        from litellm.litellm_core_utils.prompt_templates.factory import (
            sanitize_messages_for_tool_calling)

        litellm.modify_params = True
        self.target, self.options = target, options
        self.sanitize = sanitize_messages_for_tool_calling

    def info(self) -> dict[str, Any]:
        return {"target": self.target, "library": "litellm", "version": version("litellm")}

    def history(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        """The sanitized messages (the input is copied: the function may edit it in place)."""
        return {"history": self.sanitize(copy.deepcopy(items))}
