"""Known failures of the chat-history targets (targets/history_targets.py): sanitizers that
leave a history some provider rejects or replace a real result with a placeholder, and
validators that accept what the reference validator of their shape rejects (targets/histories).
"""

from targets.expectations import Known

_REJECTED = frozenset({"history.rejected-openai_chat", "history.rejected-anthropic",
                       "history.rejected-gemini"})
_REJECTED_ALL = _REJECTED | {"history.rejected-openai_responses"}
_LOST = frozenset({"history.lost-message"})
_ACCEPTS = frozenset({"history.accepts-invalid"})

PYDANTIC_SPLIT_BLOCK = (
    "pydantic_ai.messages.repair_messages (`_clean_message_history`) pairs tool calls and "
    "returns by id over the whole history: an assistant text response standing between the "
    "returns of one response's parallel calls is left there, so the answer block stays split "
    "and OpenAI Chat, Anthropic and Gemini reject the history (`_merge_consecutive_messages` "
    "joins only adjacent messages of the same kind; a result answering another turn's call "
    "is left in place the same way).")
PYDANTIC_DUPLICATE = (
    "pydantic_ai.messages.repair_messages keeps both tool-return parts answering one "
    "tool_call_id: `_drop_orphaned_tool_results` drops only returns whose call is missing and "
    "nothing deduplicates, so every provider rejects the duplicate result.")
PYDANTIC_EARLY_RESULT = (
    "pydantic_ai.messages.repair_messages drops a tool return that comes before its call as "
    "orphaned (`_drop_orphaned_tool_results` looks only at calls already seen), then "
    "`_repair_dangling_tool_calls` answers the call with the synthesized 'The tool call was "
    "interrupted before a result was produced.': the real result is replaced by a placeholder "
    "instead of being moved after its call.")
LITELLM_USER_BETWEEN = (
    "litellm's sanitize_messages_for_tool_calling (`_add_missing_tool_results`) looks for a "
    "call's results up to the next assistant message, past user messages, and "
    "`_is_orphaned_tool_result` accepts any tool message answering the latest assistant "
    "message's calls wherever it stands, so a user message between a call and its result is "
    "left there: Anthropic sees text before the tool_result blocks (its converter merges the "
    "two user turns), and OpenAI Chat and Gemini reject the order too.")
LITELLM_PLACEHOLDER = (
    "litellm's sanitize_messages_for_tool_calling (`_add_missing_tool_results`) stops looking "
    "for a call's results at the next assistant message and answers the call with the dummy "
    "'[System: Tool execution skipped/interrupted by user. No result provided for tool …]'; "
    "the real result after that assistant message is then dropped as orphaned "
    "(`_is_orphaned_tool_result`: the latest assistant message has no calls), so a real "
    "result is replaced by a placeholder instead of being moved up (results before their call "
    "are replaced the same way).")
MISTRAL_ORDER = (
    "mistral-common's MistralRequestValidator (`_validate_message_order` and "
    "`_validate_tool_calls_followed_by_tool_messages`) skips the first message (`if prev_role "
    "is None: continue`), so a tool message opening the conversation answers no call and is "
    "accepted; and in ValidationMode.test, the mode vLLM runs, calls left unanswered before "
    "a user message and the end (an unmatched call, a parallel call's missing result) are "
    "accepted too, as the count is checked only when the next assistant message comes.")
MISTRAL_V7 = (
    MISTRAL_ORDER + " The V7 validator (MistralRequestValidatorV5) pairs calls and results by "
    "count only, not id, so a duplicate result or one answering the wrong call is accepted "
    "when the counts match.")
LANGGRAPH_IDS_ONLY = (
    "langgraph.prebuilt.chat_agent_executor._validate_chat_history checks only that every "
    "AIMessage tool call id has a ToolMessage somewhere in the history: a tool message "
    "answering no call, a duplicate result, a message between a call and its result, and "
    "results before their call are all accepted (the OpenAI Chat rules reject each).")

_MISATTRIBUTED = frozenset({"history.misattributed"})

OPENHANDS_DROPS_UNANSWERED = (
    "openhands.sdk.context.view.View.enforce_properties repairs an unanswered call by deleting "
    "it: ToolCallMatchingProperty.enforce removes an ActionEvent with no observation, and "
    "with it the thought it carries (the assistant's text of that turn); then "
    "BatchAtomicityProperty.enforce removes every other ActionEvent of the same "
    "llm_response_id, and ToolCallMatchingProperty their observations, so the answered "
    "sibling calls of a parallel batch and their real results are lost too (a result "
    "answering a call that is not in the log leaves its own call unanswered the same way).  "
    "Answering the unanswered call with a placeholder, as the conversation's "
    "_emit_orphaned_action_errors does on the live path, would keep them.")

OPENHANDS_ORDER = (
    "openhands.sdk.context.view.View.enforce_properties pairs actions and observations by id "
    "only: ToolCallMatchingProperty.enforce collects tool_call_ids into sets and never looks "
    "at positions, and LLMConvertibleEvent.events_to_messages emits the events in log order, "
    "so a user or assistant message recorded between an action and its observation, or an "
    "observation recorded before its action, stays there and every provider rejects the "
    "messages (the gap OpenHands' own API-compliance plan names for its issues #1841 and "
    "#2127).")

OPENHANDS_IDS_OVER_ACTIONS = (
    "openhands.sdk.context.view.View pairs an ObservationEvent with its call by tool_call_id "
    "alone and never reads its action_id (ToolCallMatchingProperty.enforce, and "
    "ObservationEvent.to_llm_message writes tool_call_id): when two results of one parallel "
    "batch carry each other's tool_call_id (a retry that matches results to calls by "
    "position), each result is sent as the answer to the sibling call it did not answer, "
    "although each observation's action_id names the ActionEvent it really answers.")

_SUPERSEDED = frozenset({"history.placeholder-kept"})

OPENHANDS_FIRST_WINS = (
    "openhands.sdk.context.view.properties.observation_uniqueness.ObservationUniquenessProperty"
    ".enforce keeps the first observation-like event per tool_call_id (\"the first occurrence "
    "wins because the agent has likely already seen it\"): after a crash recovery wrote its "
    "AgentErrorEvent 'Tool call interrupted before completion. The conversation was paused.' "
    "for a call in flight (LocalConversation._emit_orphaned_action_errors), the real "
    "ObservationEvent that arrives later is dropped for good, so the model is never told the "
    "tool did run and what it returned (the work it did, a file written, a command run, is "
    "invisible to it).  Keeping the placeholder where it stands is defensible; dropping the "
    "real result rather than surfacing it is the loss.")

_REJECTED_GEMINI = frozenset({"history.rejected-gemini"})
_CHANGED = frozenset({"history.changed"})
_RAISED = frozenset({"target.raised"})

LITELLM_GEMINI_MERGE = (
    "litellm.llms.vertex_ai.gemini.transformation.gemini_convert_messages_with_history adds a "
    "model turn's functionCall parts only if `check_if_part_exists_in_parts` finds no equal "
    "part already there, and for models before Gemini 3 the parts carry no id "
    "(VertexGeminiConfig.forward_gemini_function_call_id), so two parallel calls with the same "
    "name and arguments (a model re-running a search, two argument-less calls) become one "
    "functionCall part while both functionResponse parts are kept: Gemini rejects the request "
    "('the number of function response parts is equal to the number of function call parts'), "
    "one call is lost and both results answer the one left; sent back through the converter, "
    "that history raises 'Missing corresponding tool call for tool response message'.")

KNOWN: tuple[Known, ...] = (
    Known("litellm:gemini@gemini-2.5-flash", 'repaired', _REJECTED_GEMINI, LITELLM_GEMINI_MERGE,
          ('n_litellm-gemini@gemini-2.5-flash_repaired_dce51596df3d39ed.json',)),
    Known("litellm:gemini@gemini-2.5-flash", 'lossless', _LOST | _MISATTRIBUTED, LITELLM_GEMINI_MERGE,
          ('n_litellm-gemini@gemini-2.5-flash_lossless_a61ea97ee2b46439.json',)),
    Known("litellm:gemini@gemini-2.5-flash", 'unchanged', _CHANGED, LITELLM_GEMINI_MERGE,
          ('n_litellm-gemini@gemini-2.5-flash_unchanged_995a381110f4b55d.json',)),
    Known("litellm:gemini@gemini-2.5-flash", 'idempotent', _RAISED, LITELLM_GEMINI_MERGE,
          ('n_litellm-gemini@gemini-2.5-flash_idempotent_0e856d40a5f5af48.json',)),

    Known("openhands:view", "lossless", _SUPERSEDED, OPENHANDS_FIRST_WINS, ('n_openhands-view_lossless_f12a64a8544cb698.json',)),
    Known("openhands:view", "lossless", _MISATTRIBUTED, OPENHANDS_IDS_OVER_ACTIONS, ('n_openhands-view_lossless_139a936f4668d449.json',)),
    Known("openhands:view", "repaired", _REJECTED, OPENHANDS_ORDER, ('n_openhands-view_repaired_a52c00bdfea419de.json',)),
    Known("openhands:view", "lossless", _LOST, OPENHANDS_DROPS_UNANSWERED,
          ("n_openhands-view_lossless_ec6ce85ee504192a.json",)),
    Known("pydantic-ai:repair_messages", "repaired", _REJECTED, PYDANTIC_SPLIT_BLOCK,
          ("n_pydantic-ai-repair_messages_repaired_4fb76c0349e85970.json",)),
    Known("pydantic-ai:repair_messages", "repaired", _REJECTED_ALL, PYDANTIC_DUPLICATE,
          ("n_pydantic-ai-repair_messages_repaired_a6676b0d26ef712a.json",)),
    Known("pydantic-ai:repair_messages", "lossless", _LOST, PYDANTIC_EARLY_RESULT,
          ("n_pydantic-ai-repair_messages_lossless_8735f3f122881fa9.json",)),
    Known("litellm:sanitize_messages_for_tool_calling", "repaired", _REJECTED,
          LITELLM_USER_BETWEEN,
          ("n_litellm-sanitize_messages_for_tool_calling_repaired_c449dec78462e553.json",)),
    Known("litellm:sanitize_messages_for_tool_calling", "lossless", _LOST, LITELLM_PLACEHOLDER,
          ("n_litellm-sanitize_messages_for_tool_calling_lossless_960d2aeb236b9a0f.json",)),
    Known("mistral-common:validator-v7", "agrees", _ACCEPTS, MISTRAL_V7,
          ("n_mistral-common-validator-v7_agrees_22af5699b08982bd.json",)),
    Known("mistral-common:validator-v11", "agrees", _ACCEPTS, MISTRAL_ORDER,
          ("n_mistral-common-validator-v11_agrees_034f1ca44fd4b8f8.json",)),
    Known("mistral-common:validator-v13", "agrees", _ACCEPTS, MISTRAL_ORDER,
          ("n_mistral-common-validator-v13_agrees_fdc30f69f6e9a5fc.json",)),
    Known("langgraph:_validate_chat_history", "agrees", _ACCEPTS, LANGGRAPH_IDS_ONLY,
          ("n_langgraph-_validate_chat_history_agrees_0fcafb19f7179e1b.json",)),
)
