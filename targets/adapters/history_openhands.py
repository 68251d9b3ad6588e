"""OpenHands SDK's `View` as a history target: the agent's event log to the messages it sends.

The log arrives as strategies.histories.sdk_shapes.openhands events and is built into the SDK's
own event types (MessageEvent, ActionEvent with one shared llm_response_id per parallel batch,
ObservationEvent naming its ActionEvent by `action_id`, and the AgentErrorEvent a crash
recovery writes).  Then, as the agent does on a cold load, a fork or an error recovery
(`ConversationState.rebuild_view`) and before each step (`prepare_llm_messages`):
`View.from_events(events)` (which runs `enforce_properties`), `LLMConvertibleEvent.
events_to_messages(view.events)`, and `LLM.format_messages_for_llm(messages)` for an OpenAI
Chat model: the Chat Completions `messages` the request carries, which is the answer.

Offline: importing the SDK imports litellm, which fetches its model cost map unless
LITELLM_LOCAL_MODEL_COST_MAP is set (the target sets it); OPENHANDS_SUPPRESS_BANNER keeps the
SDK's banner off the worker's output.
"""

from __future__ import annotations

from importlib.metadata import version
from typing import Any


class Adapter:
    def __init__(self, target: str, options: dict[str, Any]) -> None:
        from openhands.sdk import LLM
        from openhands.sdk.context.view import View
        from openhands.sdk.event import (ActionEvent, AgentErrorEvent, LLMConvertibleEvent,
                                         MessageEvent, ObservationEvent)
        from openhands.sdk.llm import Message, MessageToolCall, TextContent
        from openhands.sdk.tool.schema import Observation
        from pydantic import SecretStr
        import logging

        # View logs a warning for every property it enforces: the answer says what it did
        logging.getLogger("openhands").setLevel(logging.ERROR)

        class ToolOutput(Observation):
            """A tool's text output (the SDK's Observation, plain text content)."""

        self.target, self.options = target, options
        self.View, self.LLMConvertibleEvent = View, LLMConvertibleEvent
        self.ActionEvent, self.AgentErrorEvent = ActionEvent, AgentErrorEvent
        self.MessageEvent, self.ObservationEvent = MessageEvent, ObservationEvent
        self.Message, self.MessageToolCall, self.TextContent = Message, MessageToolCall, TextContent
        self.ToolOutput = ToolOutput
        self.llm = LLM(model=options.get("model", "gpt-4o"), api_key=SecretStr("unused"),
                       usage_id="toolfuzz")

    def info(self) -> dict[str, Any]:
        return {"target": self.target, "library": "openhands-sdk",
                "version": version("openhands-sdk")}

    def events(self, items: list[dict[str, Any]]) -> list[Any]:
        """The SDK's events for the log, as the agent records them."""
        T = self.TextContent
        out = []
        for e in items:
            kind = e["event"]
            if kind == "message":
                role = "user" if e["source"] == "user" else "assistant"
                out.append(self.MessageEvent(
                    id=e["id"], source=e["source"],
                    llm_message=self.Message(role=role, content=[T(text=e["text"] or "")],
                                             reasoning_content=e.get("reasoning"))))
            elif kind == "action":
                call = self.MessageToolCall(id=e["call_id"], name=e["tool"],
                                            arguments=e["arguments"], origin="completion")
                out.append(self.ActionEvent(
                    id=e["id"], thought=[T(text=e["thought"])] if e.get("thought") else [],
                    reasoning_content=e.get("reasoning"), action=None, tool_name=e["tool"],
                    tool_call_id=e["call_id"], tool_call=call, llm_response_id=e["response"]))
            elif kind == "observation":
                out.append(self.ObservationEvent(
                    id=e["id"], observation=self.ToolOutput.from_text(e["content"]),
                    action_id=e["action"], tool_name=e["tool"], tool_call_id=e["call_id"]))
            elif kind == "agent_error":
                out.append(self.AgentErrorEvent(id=e["id"], error=e["error"],
                                                tool_name=e["tool"], tool_call_id=e["call_id"]))
            else:
                raise ValueError(f"unknown event kind {kind!r}")
        return out

    def history(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        """The Chat Completions messages the agent sends for this event log."""
        view = self.View.from_events(self.events(items))
        messages = self.LLMConvertibleEvent.events_to_messages(view.events)
        return {"history": self.llm.format_messages_for_llm(messages)}
