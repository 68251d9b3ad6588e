"""Reproduction template for the OpenHands SDK's View: the case's history as the agent's event
log (SDK event types), then what the agent does with it before a request (View.from_events,
events_to_messages, LLM.format_messages_for_llm), printing the messages it would send."""

from __future__ import annotations

import json

from strategies.histories import sdk_shapes
from targets.corpus import Case
from targets.registry import TargetSpec

TEMPLATE = '''\
# toolfuzz finding: {target} (openhands-sdk {version}) violates {prop}: {checks}
# Run with openhands-sdk installed (Python 3.12+).
import json
import logging
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no cost-map download
os.environ.setdefault("OPENHANDS_SUPPRESS_BANNER", "1")
logging.getLogger("openhands").setLevel(logging.ERROR)

from pydantic import SecretStr
from openhands.sdk import LLM
from openhands.sdk.context.view import View
from openhands.sdk.event import (ActionEvent, AgentErrorEvent, LLMConvertibleEvent,
                                 MessageEvent, ObservationEvent)
from openhands.sdk.llm import Message, MessageToolCall, TextContent
from openhands.sdk.tool.schema import Observation


class ToolOutput(Observation):
    """A tool's plain text output."""


# The event log: {what}
LOG = json.loads({log!r})

events = []
for e in LOG:
    if e["event"] == "message":
        role = "user" if e["source"] == "user" else "assistant"
        events.append(MessageEvent(id=e["id"], source=e["source"], llm_message=Message(
            role=role, content=[TextContent(text=e["text"])], reasoning_content=e.get("reasoning"))))
    elif e["event"] == "action":
        events.append(ActionEvent(
            id=e["id"], thought=[TextContent(text=e["thought"])] if e["thought"] else [],
            reasoning_content=e["reasoning"], action=None, tool_name=e["tool"],
            tool_call_id=e["call_id"], llm_response_id=e["response"],
            tool_call=MessageToolCall(id=e["call_id"], name=e["tool"],
                                      arguments=e["arguments"], origin="completion")))
    elif e["event"] == "observation":
        events.append(ObservationEvent(
            id=e["id"], observation=ToolOutput.from_text(e["content"]), action_id=e["action"],
            tool_name=e["tool"], tool_call_id=e["call_id"]))
    else:
        events.append(AgentErrorEvent(id=e["id"], error=e["error"], tool_name=e["tool"],
                                      tool_call_id=e["call_id"]))

for e in events:
    print("log: ", type(e).__name__, e.id, getattr(e, "tool_call_id", ""),
          "action_id=" + e.action_id if isinstance(e, ObservationEvent) else "")
view = View.from_events(events)
messages = LLMConvertibleEvent.events_to_messages(view.events)
llm = LLM(model="gpt-4o", api_key=SecretStr("unused"), usage_id="repro")
for m in llm.format_messages_for_llm(messages):
    calls = [(c["id"], c["function"]["name"]) for c in m.get("tool_calls") or []]
    content = m.get("content")
    text = "".join(p["text"] for p in content) if isinstance(content, list) else content
    print("sent:", m["role"], m.get("tool_call_id") or "", calls or "", repr(text))
'''

WHAT = {
    "history.rejected-openai_chat": "a message stands between an action and its observation, "
                                    "or an observation before its action",
    "history.lost-message": "an action without an observation (its thought, and its parallel "
                            "batch, are dropped with it)",
    "history.misattributed": "two observations of one parallel batch carry each other's "
                             "tool_call_id; each names its real action by action_id",
    "history.placeholder-kept": "crash recovery's AgentErrorEvent for a call in flight, then "
                                "the real observation arriving late",
}


def snippet(spec: TargetSpec, case: Case) -> str:
    log = sdk_shapes.openhands(sdk_shapes.from_json(json.loads(case.text)))
    what = next((WHAT[c] for c in case.checks if c in WHAT), "as recorded")
    return TEMPLATE.format(target=case.target, version=case.version, prop=case.property,
                           checks=", ".join(case.checks), what=what,
                           log=json.dumps(log, ensure_ascii=False))
