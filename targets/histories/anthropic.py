"""Reference validator for Anthropic Messages `messages` (documented in "Handle tool calls").

Consecutive same-role messages are merged into one turn first, as the API does; errors name
messages and blocks by their indices in the request as sent (whether the API counts merged
turns instead is not documented)."""

from __future__ import annotations

from dataclasses import dataclass, field
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


@dataclass
class Turn:
    """Consecutive same-role messages merged: the blocks, and for each block the index of its
    message and its index in that message's content (what error messages name)."""

    role: str
    blocks: list[dict[str, Any]] = field(default_factory=list)
    origins: list[tuple[int, int]] = field(default_factory=list)

    @property
    def first(self) -> int:
        return self.origins[0][0] if self.origins else -1


def merged_turns(messages: list[dict[str, Any]]) -> list[Turn]:
    """The turns the API sees after merging consecutive same-role messages."""
    turns: list[Turn] = []
    for i, m in enumerate(messages):
        role = m.get("role")
        if not turns or turns[-1].role != role:
            turns.append(Turn(role))
        for k, block in enumerate(_blocks(m.get("content"))):
            turns[-1].blocks.append(block)
            turns[-1].origins.append((i, k))
        if not turns[-1].origins:
            turns[-1].origins.append((i, 0))
    return turns


def validate(messages: list[dict[str, Any]],
             rules: Mapping[str, bool] | None = None) -> list[Violation]:
    """Every violation, turn by turn.  Indices in messages are those of the request as sent
    (message, and block within it), not of the merged turns."""
    on = switches(RULES, rules)
    out: list[Violation] = []
    turns = merged_turns(messages)
    for t, turn in enumerate(turns):
        blocks = turn.blocks
        prev_uses = []
        if t > 0 and turns[t - 1].role == "assistant":
            prev_uses = [b.get("id") for b in turns[t - 1].blocks if b.get("type") == "tool_use"]
        results = [(k, b.get("tool_use_id")) for k, b in enumerate(blocks)
                   if b.get("type") == "tool_result"]
        for k, rid in results:
            if rid not in prev_uses and on["results_answer_previous"]:
                n, j = turn.origins[k]
                out.append(Violation("results_answer_previous",
                                     _UNEXPECTED.format(n=n, k=j, id=rid)))
        ids = [rid for _, rid in results]
        if len(set(ids)) < len(ids) and on["single_result"]:
            out.append(Violation("single_result", _DUPLICATE))
        if prev_uses and on["results_first"]:
            answered = [k for k, rid in results if rid in prev_uses]
            if answered and any(blocks[j].get("type") != "tool_result"
                                for j in range(max(answered))):
                out.append(Violation("results_first",
                                     _NOT_FIRST.format(n=turn.first, k=len(prev_uses))))
        if turn.role == "assistant":
            uses = [(k, b.get("id")) for k, b in enumerate(blocks) if b.get("type") == "tool_use"]
            if uses and on["no_text_after_tool_use"]:
                after = [k for k, b in enumerate(blocks[uses[0][0]:], uses[0][0])
                         if b.get("type") == "text"]
                if after:
                    out.append(Violation("no_text_after_tool_use",
                                         _TEXT_AFTER.format(n=turn.origins[after[0]][0])))
            nxt = turns[t + 1] if t + 1 < len(turns) else None
            got = {b.get("tool_use_id") for b in (nxt.blocks if nxt and nxt.role == "user" else [])
                   if b.get("type") == "tool_result"}
            missing = [(k, u) for k, u in uses if u not in got]
            if missing and on["results_follow_tool_use"]:
                out.append(Violation("results_follow_tool_use", _NO_RESULT.format(
                    n=turn.origins[missing[0][0]][0], ids=", ".join(u for _, u in missing))))
    return out
