"""Reference validator for Anthropic Messages `messages` (documented in "Handle tool calls").

Consecutive same-role messages are merged into one turn first, as the API does; errors name
the turn by the index of its first message in the request."""

from __future__ import annotations

from typing import Any, Mapping

from targets.histories.rules import Rule, Violation, switches

RULES: tuple[Rule, ...] = (
    Rule("results_follow_tool_use", "documented", True,
         "every tool_use id has a tool_result in the very next message",
         "documented; error text quoted from the API"),
    Rule("results_answer_previous", "documented", True,
         "every tool_result answers a tool_use of the previous message",
         "documented; error text quoted from the API"),
    Rule("results_first", "documented", True,
         "in the message after tool_use blocks, the tool_result blocks come first, text after",
         "documented; error text quoted from the API"),
    Rule("single_result", "documented", True,
         "each tool_use has a single tool_result",
         "documented (parallel calls: one result each); error text quoted from the API"),
    Rule("no_text_after_tool_use", "observed", True,
         "an assistant turn has no text block after a tool_use block",
         "undocumented but observed in rejections; no error text is known, so the message "
         "says so"),
)

_NO_RESULT = ("messages.{n}: `tool_use` ids were found without `tool_result` blocks immediately "
              "after: {ids}. Each `tool_use` block must have a corresponding `tool_result` "
              "block in the next message.")
_UNEXPECTED = ("messages.{n}.content.{k}: unexpected `tool_use_id` found in `tool_result` "
               "blocks: {id}. Each `tool_result` block must have a corresponding `tool_use` "
               "block in the previous message.")
_NOT_FIRST = ("messages.{n}: Did not find {k} tool_result block(s) at the beginning of this "
              "message. Messages following tool_use blocks must begin with a matching number "
              "of tool_result blocks.")
_DUPLICATE = "each tool_use must have a single result"
_TEXT_AFTER = ("toolfuzz: messages.{n}: a text block follows a tool_use block (observed "
               "rejection; no provider error text is known)")


def _blocks(content: Any) -> list[dict[str, Any]]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    return list(content or [])


def merged_turns(messages: list[dict[str, Any]]) -> list[tuple[int, str, list[dict[str, Any]]]]:
    """(index of the first message, role, blocks) for each turn after merging consecutive
    same-role messages."""
    turns: list[tuple[int, str, list[dict[str, Any]]]] = []
    for i, m in enumerate(messages):
        role = m.get("role")
        if turns and turns[-1][1] == role:
            turns[-1][2].extend(_blocks(m.get("content")))
        else:
            turns.append((i, role, _blocks(m.get("content"))))
    return turns


def validate(messages: list[dict[str, Any]],
             rules: Mapping[str, bool] | None = None) -> list[Violation]:
    """Every violation, turn by turn."""
    on = switches(RULES, rules)
    out: list[Violation] = []
    turns = merged_turns(messages)
    for t, (n, role, blocks) in enumerate(turns):
        prev_uses = []
        if t > 0 and turns[t - 1][1] == "assistant":
            prev_uses = [b.get("id") for b in turns[t - 1][2] if b.get("type") == "tool_use"]
        results = [(k, b.get("tool_use_id")) for k, b in enumerate(blocks)
                   if b.get("type") == "tool_result"]
        for k, rid in results:
            if rid not in prev_uses and on["results_answer_previous"]:
                out.append(Violation("results_answer_previous",
                                     _UNEXPECTED.format(n=n, k=k, id=rid)))
        ids = [rid for _, rid in results]
        if len(set(ids)) < len(ids) and on["single_result"]:
            out.append(Violation("single_result", _DUPLICATE))
        if prev_uses and on["results_first"]:
            answered = [(k, rid) for k, rid in results if rid in prev_uses]
            if answered and any(blocks[j].get("type") != "tool_result"
                                for j in range(max(k for k, _ in answered))):
                out.append(Violation("results_first", _NOT_FIRST.format(n=n, k=len(prev_uses))))
        if role == "assistant":
            uses = [b.get("id") for b in blocks if b.get("type") == "tool_use"]
            if uses and on["no_text_after_tool_use"]:
                first = next(k for k, b in enumerate(blocks) if b.get("type") == "tool_use")
                if any(b.get("type") == "text" for b in blocks[first:]):
                    out.append(Violation("no_text_after_tool_use", _TEXT_AFTER.format(n=n)))
            nxt = turns[t + 1] if t + 1 < len(turns) else None
            got = {b.get("tool_use_id") for b in (nxt[2] if nxt and nxt[1] == "user" else [])
                   if b.get("type") == "tool_result"}
            missing = [u for u in uses if u not in got]
            if missing and on["results_follow_tool_use"]:
                out.append(Violation("results_follow_tool_use",
                                     _NO_RESULT.format(n=n, ids=", ".join(missing))))
    return out
