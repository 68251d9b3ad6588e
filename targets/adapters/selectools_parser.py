"""selectools' text ToolCallParser, driven the way its Agent drives it.

The Agent (`selectools.agent.core.Agent._process_response`) builds no parser per request: it
keeps one `ToolCallParser(marker="TOOL_CALL", max_payload_chars=8000)` and, when the provider
returned no native tool calls, calls `parser.parse(response_text)` on the whole reply and
executes the one call it returns.  The reply text itself stays the assistant message's content,
call text included: the parser returns no content.  Streaming (`Agent.astream`) accumulates
the deltas and parses the whole text at the end, so there is no streaming parser to drive.
"""

from __future__ import annotations

import importlib.metadata
import json
from typing import Any

from targets.canonical import Call, Message, Tool


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        from selectools.parser import ToolCallParser

        self.target_id = target_id
        self.marker = options.get("marker", "TOOL_CALL")
        self.max_payload_chars = options.get("max_payload_chars", 8000)
        self.parser = ToolCallParser(marker=self.marker, max_payload_chars=self.max_payload_chars)

    def info(self) -> dict[str, Any]:
        return {"library": "selectools", "version": importlib.metadata.version("selectools"),
                "parser": "ToolCallParser", "marker": self.marker,
                "max_payload_chars": self.max_payload_chars}

    def fuzz_modules(self) -> list[str]:
        return ["selectools.parser"]

    def parse(self, text: str, tools: list[Tool]) -> Message:
        """The reply as the Agent keeps it: the whole text as content, and the parsed call."""
        found = self.parser.parse(text).tool_call
        if found is None:
            return Message(content=text)
        return Message(content=text, calls=(_call(found.tool_name, found.parameters),))


def _call(name: Any, parameters: Any) -> Call:
    """The call as the Agent would execute it.  A name that is not a string (`{"name": 5}`)
    is shown as its JSON text, and parameters as the JSON Python's `json.dumps` writes for
    them, NaN included: the oracles then judge what the Agent really holds."""
    shown = name if isinstance(name, str) else json.dumps(name)
    return Call(name=shown, arguments=json.dumps(parameters, ensure_ascii=False))
