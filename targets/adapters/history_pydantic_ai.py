"""pydantic-ai's `repair_messages` (pydantic_ai.messages) as a history target.

The agent runs the same repair before every model request; here the history arrives as the
JSON form of a ModelMessage list, is read with the library's own `ModelMessagesTypeAdapter`,
repaired with every default (`repair_last_response=True`, as a store passing the history on
does), and written back with the same adapter.
"""

from __future__ import annotations

from importlib.metadata import version
from typing import Any


class Adapter:
    def __init__(self, target: str, options: dict[str, Any]) -> None:
        from pydantic_ai.messages import ModelMessagesTypeAdapter, repair_messages

        self.target, self.options = target, options
        self.messages, self.repair = ModelMessagesTypeAdapter, repair_messages

    def info(self) -> dict[str, Any]:
        return {"target": self.target, "library": "pydantic-ai",
                "version": version("pydantic-ai-slim")}

    def history(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        """The repaired history, in the same JSON form."""
        repaired = self.repair(self.messages.validate_python(items))
        return {"history": self.messages.dump_python(repaired, mode="json")}
