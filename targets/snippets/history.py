"""Reproduction templates for the chat-history targets that repair or check a history before it
is sent: LiteLLM's sanitize_messages_for_tool_calling, pydantic-ai's repair_messages (sanitizers:
the history in, the repaired history out), mistral-common's MistralRequestValidator as vLLM runs
it and LangGraph's _validate_chat_history (validators: accepted or rejected), each called as
targets/adapters/history_*.py calls it, with the case's history in the target's input shape."""

from __future__ import annotations

import json

from strategies.histories import sdk_shapes
from strategies.histories.exporters import openai_chat
from targets.corpus import Case
from targets.registry import TargetSpec

HEADER = '''\
# toolfuzz finding: {target} ({library} {version}) violates {prop}: {checks}
# Run with {library} installed.
import json
'''

LITELLM = HEADER + '''\
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no cost-map download
import litellm
from litellm.litellm_core_utils.prompt_templates.factory import sanitize_messages_for_tool_calling

litellm.modify_params = True  # the repair acts only then (anthropic_messages_pt runs it)
MESSAGES = json.loads({items!r})

print("expected:", {expected!r})
for m in MESSAGES:
    print("in: ", json.dumps(m))
for m in sanitize_messages_for_tool_calling(MESSAGES):
    print("out:", json.dumps(m))
'''

PYDANTIC_AI = HEADER + '''\
from pydantic_ai.messages import ModelMessagesTypeAdapter, repair_messages

MESSAGES = ModelMessagesTypeAdapter.validate_python(json.loads({items!r}))


def show(direction, messages):
    for m in messages:
        for p in m.parts:
            print(direction, m.kind, p.part_kind, getattr(p, "tool_call_id", "") or "",
                  repr(getattr(p, "content", None) if p.part_kind != "tool-call" else p.tool_name))
        print(direction, "--")


print("expected:", {expected!r})
show("in: ", MESSAGES)
show("out:", repair_messages(MESSAGES))
'''

MISTRAL = HEADER + '''\
from mistral_common.exceptions import MistralCommonException
from mistral_common.protocol.instruct.request import ChatCompletionRequest
from mistral_common.protocol.instruct.validator import ValidationMode, get_validator
from mistral_common.tokens.tokenizers.base import TokenizerVersion
from pydantic import ValidationError

MESSAGES = json.loads({items!r})

# vLLM's MistralTokenizer validates every request in ValidationMode.test
validator = get_validator(TokenizerVersion({version_name!r}), ValidationMode.test)
print("expected: rejected,", {expected!r})
for m in MESSAGES:
    print("in: ", json.dumps(m))
try:
    validator.validate_request(ChatCompletionRequest.from_openai(MESSAGES))
    print("observed: accepted")
except (MistralCommonException, ValidationError) as exc:
    print("observed: rejected,", type(exc).__name__, exc)
'''

LANGGRAPH = HEADER + '''\
from langchain_core.messages import convert_to_messages
from langgraph.prebuilt.chat_agent_executor import _validate_chat_history

MESSAGES = json.loads({items!r})

# the check create_react_agent's model node runs on the state's messages
print("expected: rejected,", {expected!r})
for m in MESSAGES:
    print("in: ", json.dumps(m))
try:
    _validate_chat_history(convert_to_messages(MESSAGES))
    print("observed: accepted")
except ValueError as exc:
    print("observed: rejected,", exc)
'''

#: adapter module -> (template, library as installed)
TEMPLATES = {"targets.adapters.history_litellm": (LITELLM, "litellm"),
             "targets.adapters.history_pydantic_ai": (PYDANTIC_AI, "pydantic-ai"),
             "targets.adapters.history_mistral": (MISTRAL, "mistral-common"),
             "targets.adapters.history_langgraph": (LANGGRAPH, "langgraph")}

#: what a sanitizer should have answered, by the check its answer failed
SANITIZED = {
    "history.lost-message": "every message kept: a real tool result is moved after its call, "
                            "not dropped and replaced by a placeholder",
    "history.rejected-openai_chat": "a history every provider accepts: each call's results "
                                    "directly after it, once each, nothing in between",
}


def snippet(spec: TargetSpec, case: Case) -> str:
    template, library = TEMPLATES[spec.adapter.partition(":")[0]]
    history = sdk_shapes.from_json(json.loads(case.text))
    items = (sdk_shapes.pydantic_ai(history) if spec.options["shape"] == "pydantic_ai"
             else openai_chat(history))
    if spec.options.get("role") == "validator":
        expected = (case.expected or {}).get("error") or "the reference validator rejects it"
    else:
        expected = next((SANITIZED[c] for c in case.checks if c in SANITIZED),
                        "a repaired history that keeps every message and that providers accept")
    return template.format(target=case.target, library=library, version=case.version,
                           prop=case.property, checks=", ".join(case.checks), expected=expected,
                           items=json.dumps(items, ensure_ascii=False),
                           version_name=str(spec.options.get("version", "")).lower())
