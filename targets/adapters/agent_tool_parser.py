"""agent-tool-parser's public entry, `try_parse_tool_calls(text)`, on its Rust or Python path.

The package is a heuristic, format-sniffing parser for agent loops: one function takes a
whole model reply and returns every `ToolCall(name, args, raw_source)` it finds (an empty list
when it finds none; `parse_tool_calls` is the same but raises `ToolError` instead), trying
DeepSeek tokens, Qwen-Agent, Mistral `[TOOL_CALLS]`, Llama `<|python_tag|>`, XML/DSML/Hermes
tags, ChatGLM, ReAct, JSON and Python call syntax in that order.  It has no streaming API and
returns no content: the agent keeps the reply text itself.  Built with its defaults
(`ToolParser()`: default name and parameter aliases, `strip_thinking=True`, no shell fallback),
as the convenience function builds it per call.

Two paths, one API: the package imports its Rust extension (`agent_tool_parser._accelerated`)
unless `AGENT_TOOL_PARSER_NO_EXT=1` is set when it is first imported, in which case the
pure-Python modules serve the same names.  The target's `env_vars` choose the path; `info()`
reports which one was loaded (`ACCELERATED`), so a target cannot silently run the other.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
from typing import Any

from targets.canonical import Call, Message, Tool


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        import agent_tool_parser

        self.target_id = target_id
        self.module = agent_tool_parser
        want_native = options.get("path", "native") == "native"
        if agent_tool_parser.ACCELERATED != want_native:
            raise RuntimeError(
                f"{target_id}: agent_tool_parser loaded the "
                f"{'Rust' if agent_tool_parser.ACCELERATED else 'Python'} path, wanted "
                f"{options.get('path')} (AGENT_TOOL_PARSER_NO_EXT="
                f"{os.environ.get('AGENT_TOOL_PARSER_NO_EXT')!r})")

    def info(self) -> dict[str, Any]:
        return {"library": "agent-tool-parser",
                "version": importlib.metadata.version("agent-tool-parser"),
                "entry": "try_parse_tool_calls",
                "path": "rust" if self.module.ACCELERATED else "python"}

    def fuzz_modules(self) -> list[str]:
        return ["agent_tool_parser.parser", "agent_tool_parser.cleaners"]

    def parse(self, text: str, tools: list[Tool]) -> Message:
        """The reply as the agent keeps it: the whole text as content, and the calls found."""
        found = self.module.try_parse_tool_calls(text)
        return Message(content=text, calls=tuple(_call(c.name, c.args) for c in found))


def _call(name: Any, args: Any) -> Call:
    """The call as the agent would run it: `args` as the JSON Python's json.dumps writes."""
    return Call(name=str(name), arguments=json.dumps(args, ensure_ascii=False))
