"""The chat-history targets (kind "history"): agent SDKs' sanitizers, which repair a history
before it is sent, and request validators, which accept or reject one.  Each runs in its own
environment through the worker's `history` request (targets/adapters/history_*.py) and is
judged by targets/test_histories.py with the properties of targets/history_props.py.

Options: `shape`, the history shape the target takes (strategies/histories: `openai_chat`,
`pydantic_ai`, `openhands`); `answer`, the shape a sanitizer answers in when it is not `shape`
(OpenHands takes an event log and answers the Chat Completions messages it sends; a provider
converter answers the provider's request list); `role`, sanitizer, converter or validator; for
a converter, `validator`, the provider shape whose reference validator judges its answer; for a
validator, `reference`, the shape whose reference validator (targets/histories) it must agree
with.

A converter (LiteLLM's provider transformations) only converts, and is given valid histories
only: its answer must be a valid request of its provider (repaired, by that provider's
reference validator), hold every message (lossless), be exactly the faithful conversion
(unchanged) and convert back the same way (idempotent).  What it does with a corrupted history
is not judged: it promises no repair (it may raise, as the Gemini path does on a result with
no call, or pass the corruption on), and the sanitizer targets cover repair.
"""

from __future__ import annotations

from strategies.formats import Trait
from targets.registry import TargetSpec

#: LiteLLM's Gemini conversion sends a result whose text is a JSON object as that object.
JSON_RESULT = Trait(
    "json-result-as-object", "normalise",
    "litellm's convert_to_gemini_tool_call_result sends a tool result whose text is a JSON "
    "object (it starts with { and parses to one) as the functionResponse's `response` object "
    "itself, and any other text wrapped as {\"content\": text}: the model receives the same "
    "data, so results are compared as the response object they become "
    "(history_props.json_result_text).")

_SANITIZER = ("repaired", "lossless", "unchanged", "idempotent")
_VALIDATOR = ("agrees",)
_LITELLM = {"LITELLM_LOCAL_MODEL_COST_MAP": "True"}


def _converter(name: str, converter: str, model: str, answer: str,
               traits: tuple[Trait, ...] = ()) -> TargetSpec:
    """A LiteLLM provider converter for one model (targets/adapters/history_litellm_convert)."""
    return TargetSpec(id=f"litellm:{name}", env="litellm",
                      adapter="targets.adapters.history_litellm_convert:Adapter",
                      format="histories", library="litellm", kind="history",
                      properties=_SANITIZER, env_vars=_LITELLM, traits=traits,
                      options={"shape": "openai_chat", "answer": answer, "role": "converter",
                               "validator": converter, "converter": converter,
                               "model": model})


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
    # Gemini before 3 is sent no call ids (LiteLLM: forward_gemini_function_call_id), so its
    # answer is read by position, as Gemini pairs responses with calls
    _converter("gemini@gemini-2.5-flash", "gemini", "gemini-2.5-flash", "gemini_positional",
               (JSON_RESULT,)),
    _converter("gemini@gemini-3-pro-preview", "gemini", "gemini-3-pro-preview", "gemini",
               (JSON_RESULT,)),
    _converter("anthropic_messages_pt", "anthropic", "claude-sonnet-4-5", "anthropic"),
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
