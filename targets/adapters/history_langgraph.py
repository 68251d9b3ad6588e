"""LangGraph's `_validate_chat_history` (langgraph.prebuilt.chat_agent_executor), the check the
prebuilt chat agent runs on its state's messages before calling the model.  It raises, it does
not repair.

The history arrives as OpenAI Chat messages and becomes LangChain messages with langchain-core's
own `convert_to_messages` (as a graph's state takes OpenAI-style dicts).  A rejection is the
`ValueError` the check raises; anything else propagates (a crash, a finding).
"""

from __future__ import annotations

from importlib.metadata import version
from typing import Any


class Adapter:
    def __init__(self, target: str, options: dict[str, Any]) -> None:
        from langchain_core.messages import convert_to_messages
        from langgraph.prebuilt.chat_agent_executor import _validate_chat_history

        self.target, self.options = target, options
        self.convert, self.validate = convert_to_messages, _validate_chat_history

    def info(self) -> dict[str, Any]:
        return {"target": self.target, "library": "langgraph-prebuilt",
                "version": version("langgraph-prebuilt")}

    def history(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        """Accepted, or rejected with the check's message."""
        messages = self.convert(items)
        try:
            self.validate(messages)
        except ValueError as exc:
            return {"accepted": False, "error": str(exc)}
        return {"accepted": True, "error": None}
