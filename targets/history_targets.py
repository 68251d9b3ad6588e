"""The chat-history targets (kind "history"): agent SDKs' sanitizers, which repair a history
before it is sent, and request validators, which accept or reject one.  Each runs in its own
environment through the worker's `history` request (targets/adapters/history_*.py) and is
judged by targets/test_histories.py with the properties of targets/history_props.py.

Options: `shape`, the history shape the target takes (strategies/histories: `openai_chat`,
`pydantic_ai`, `openhands`); `answer`, the shape a sanitizer answers in when it is not `shape`
(OpenHands takes an event log and answers the Chat Completions messages it sends); `role`,
sanitizer or validator; for a validator, `reference`, the shape whose reference validator
(targets/histories) it must agree with.
"""

from __future__ import annotations

from targets.registry import TargetSpec

_SANITIZER = ("repaired", "lossless", "unchanged", "idempotent")
_VALIDATOR = ("agrees",)


def _mistral(version: str) -> TargetSpec:
    """mistral-common's MistralRequestValidator as vLLM runs it for a Mistral model of one
    tokenizer version: it checks the OpenAI Chat request vLLM received, so its reference is the
    OpenAI Chat validator."""
    return TargetSpec(id=f"mistral-common:validator-{version.lower()}", env="mistralcommon",
                      adapter="targets.adapters.history_mistral:Adapter", format="histories",
                      library="mistral-common", kind="history", properties=_VALIDATOR,
                      options={"shape": "openai_chat", "role": "validator",
                               "reference": "openai_chat", "version": version})


TARGETS: tuple[TargetSpec, ...] = (
    TargetSpec(id="pydantic-ai:repair_messages", env="pydanticai",
               adapter="targets.adapters.history_pydantic_ai:Adapter", format="histories",
               library="pydantic-ai", kind="history", properties=_SANITIZER,
               options={"shape": "pydantic_ai", "role": "sanitizer"}),
    TargetSpec(id="litellm:sanitize_messages_for_tool_calling", env="litellm",
               adapter="targets.adapters.history_litellm:Adapter", format="histories",
               library="litellm", kind="history", properties=_SANITIZER,
               options={"shape": "openai_chat", "role": "sanitizer"},
               # importing litellm fetches its model cost map unless told to use its own copy
               env_vars={"LITELLM_LOCAL_MODEL_COST_MAP": "True"}),
    _mistral("V7"),
    _mistral("V11"),
    _mistral("V13"),
    TargetSpec(id="openhands:view", env="openhands",
               adapter="targets.adapters.history_openhands:Adapter", format="histories",
               library="openhands-sdk", kind="history", properties=_SANITIZER,
               options={"shape": "openhands", "answer": "openai_chat", "role": "sanitizer"},
               # importing the SDK imports litellm, which fetches its model cost map unless
               # told to use its own copy; the banner would only add noise to the worker
               env_vars={"LITELLM_LOCAL_MODEL_COST_MAP": "True",
                         "OPENHANDS_SUPPRESS_BANNER": "1"}),
    TargetSpec(id="langgraph:_validate_chat_history", env="langgraph",
               adapter="targets.adapters.history_langgraph:Adapter", format="histories",
               library="langgraph", kind="history", properties=_VALIDATOR,
               options={"shape": "openai_chat", "role": "validator",
                        "reference": "openai_chat"}),
)
