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

KNOWN: tuple[Known, ...] = (
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
