"""Reference validator for OpenAI Chat Completions `messages` (rules inferred from OpenAI's
error responses; no official prose exists)."""

from __future__ import annotations

from typing import Any, Mapping

from targets.histories.rules import Rule, Violation, switches

RULES: tuple[Rule, ...] = (
    Rule("tool_follows_calls", "errors", True,
         "a tool message follows an assistant message with tool_calls (directly or after tool "
         "messages answering it) and answers one of its ids",
         "OpenAI's quoted error for a tool message without its calls"),
    Rule("all_answered", "errors", True,
         "every tool_call id is answered before the next non-tool message (or the end)",
         "OpenAI's quoted error listing the unanswered ids"),
    Rule("unique_answer", "errors", True,
         "a tool_call_id is answered once in the whole request",
         "OpenAI's quoted duplicate-value error"),
    Rule("results_any_order", "inferred", True,
         "results of parallel calls may come in any order among themselves; off: in call order",
         "a community answer, not official, says any order is accepted; off gives the strict "
         "reading (no provider error text is known for it)"),
)

_ORPHAN = ("Invalid parameter: messages with role 'tool' must be a response to a {p} message "
           "with 'tool_calls'.")
_UNANSWERED = ("An assistant message with 'tool_calls' must be followed by tool messages "
               "responding to each 'tool_call_id'. The following tool_call_ids did not have "
               "response messages: {ids}")
_DUPLICATE = ("Invalid parameter: Duplicate value for 'tool_call_id' of '{id}', in "
              "messages[{i}] and messages[{j}].")


def validate(messages: list[dict[str, Any]], rules: Mapping[str, bool] | None = None,
             spelling: str = "preceeding") -> list[Violation]:
    """Every violation in message order (the provider reports the first).  `spelling`:
    OpenAI's own typo "preceeding", or "preceding" as DeepSeek and other compatible servers
    write it."""
    on = switches(RULES, rules)
    out: list[Violation] = []
    calls: list[str] | None = None       # ids of the open assistant message's calls
    answered: list[str] = []            # of those, answered so far, in order
    first_answer: dict[str, int] = {}    # id -> index of its first tool message

    def close() -> None:
        missing = [c for c in (calls or []) if c not in answered]
        if missing and on["all_answered"]:
            out.append(Violation("all_answered", _UNANSWERED.format(ids=", ".join(missing))))

    for i, m in enumerate(messages):
        if m.get("role") == "tool":
            tid = m.get("tool_call_id")
            if tid in first_answer and on["unique_answer"]:
                out.append(Violation("unique_answer",
                                     _DUPLICATE.format(id=tid, i=first_answer[tid], j=i)))
            first_answer.setdefault(tid, i)
            if calls is None or tid not in calls:
                if on["tool_follows_calls"]:
                    out.append(Violation("tool_follows_calls", _ORPHAN.format(p=spelling)))
                continue
            if tid in answered:
                continue
            expected = [c for c in calls if c not in answered][0]
            if tid != expected and not on["results_any_order"]:
                out.append(Violation("results_any_order",
                                     f"toolfuzz: tool message {tid} answers its calls out of "
                                     f"order (expected {expected}); no provider text is known"))
            answered.append(tid)
            continue
        if calls is not None:
            close()
        calls, answered = None, []
        if m.get("role") == "assistant" and m.get("tool_calls"):
            calls = [c.get("id") for c in m["tool_calls"]]
    if calls is not None:
        close()
    return out
