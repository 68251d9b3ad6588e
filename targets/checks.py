"""The catalogue of checks.  Each check has an id (`property.what`) and the text a user sees.

A check compares two canonical values and returns `Violation`s; it never normalises on its
own.  Normalisation happens only through declared traits (targets/traits.py) before a check.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from targets.canonical import Delta, Message, loads, strict_equal

CATALOGUE: dict[str, str] = {
    "calls.count": "the number of calls differs",
    "calls.name": "a call's function name differs",
    "calls.arguments-invalid": "a call's arguments are not valid JSON",
    "calls.arguments-not-object": "a call's arguments are valid JSON but not an object",
    "calls.arguments": "a call's arguments differ (strict JSON: 1 ≠ 1.0, -0.0 ≠ 0)",
    "content": "the text content differs",
    "content.dropped": "text content was expected but none came back",
    "content.truncated": "the text content lost its end (what came back is a proper prefix)",
    "content.blank": "one side has whitespace-only text where the other has no text",
    "reasoning": "the reasoning text differs",
    "target.raised": "the target raised an exception",
    "target.hang": "the target did not answer within its time budget",
    "target.crash": "the target's process died",
    "protocol.index": "tool-call indexes must start at 0 and grow by one per new call",
    "protocol.id-first": "a call's first delta must carry its id",
    "protocol.name-first": "a call's first delta must carry its function name",
    "protocol.id-repeated": "a call's id must be sent once",
    "protocol.name-repeated": "a call's name must be sent once",
    "protocol.arguments-invalid": "a call's argument deltas must concatenate to valid JSON",
    "protocol.arguments-after-next": "a call's arguments must be complete before the next call starts",
    "truncated.lost": "a call completed before the cut (max_tokens) is missing",
    "truncated.changed": "a call completed before the cut came back with another name or arguments",
    "truncated.invented": "a call came back that the cut reply does not hold (beyond the turn's next calls, in order, the last possibly unfinished)",
    "truncated.marker-in-content": "the content of a cut reply holds the format's marker tokens",
    "offtemplate.text-lost": "prose written after or between calls is missing from the content",
    "offtemplate.text-extra": "the content holds text beyond the prose written around the calls",
    "offtemplate.call-changed": "a call came back that is none of the rendered calls (a call to an unoffered tool changed, or another invented)",
    "split.chunkings-disagree": "two chunkings of the same text stream different results",
    "prefix.type": "a partial parse gave a value of another type than the document's there",
    "prefix.completed-value": "a value complete in the prefix came back different from the document's",
    "prefix.lost-value": "a value complete in the prefix is missing from its partial parse",
    "prefix.foreign-value": "a partial parse holds a value the prefix has not begun, or one the document does not have",
    "prefix.unfinished-atom": "an unfinished atom came back as a value that is not one its declared partial mode allows",
    "prefix.raised": "the target rejected a prefix that holds a value it could return",
    "roundtrip.value": "a whole JSON document parsed to another value (strict JSON: 1 ≠ 1.0, -0.0 ≠ 0)",
    "json.foreign-type": "a parse gave a value of a type JSON has no word for",
    "history.unreadable": "the answer holds what no chat history holds (an unknown role or part)",
    "history.rejected-openai_chat": "the sanitized history is rejected by the OpenAI Chat reference validator",
    "history.rejected-openai_responses": "the sanitized history is rejected by the OpenAI Responses reference validator",
    "history.rejected-anthropic": "the sanitized history is rejected by the Anthropic reference validator",
    "history.rejected-gemini": "the sanitized history is rejected by the Gemini reference validator",
    "history.lost-message": "a message the input holds validly is missing from the sanitized history or replaced (a placeholder result counts as a loss)",
    "history.misattributed": "a real result is kept under a call it did not answer",
    "history.placeholder-kept": "a real result is dropped while the synthetic placeholder written for its call (a crash recovery's error) is kept",
    "history.changed": "a valid history came back changed",
    "history.not-idempotent": "sanitizing the sanitized history changed it again",
    "history.accepts-invalid": "the validator accepted a history the reference validator rejects",
    "history.rejects-valid": "the validator rejected a history the reference validator accepts",
    "time.slow": "the target took longer than its size-scaled time budget",
    "time.growth": "the target's time grows clearly faster than the input (worse than linear)",
    "time.stream-growth": "streamed one token per delta, the target's time over the whole stream grows clearly faster than the text (each delta re-reads what came before)",
}


@dataclass(frozen=True)
class Violation:
    check: str
    detail: str
    #: The index of the first chunking of the example that shows it, for a violation found
    #: in a stream (None otherwise): a corpus case keeps only those chunkings (targets/minimise.py).
    chunking: int | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return f"[{self.check}] {CATALOGUE[self.check]}: {self.detail}"


def compare_messages(expected: Message, observed: Message) -> list[Violation]:
    """Strict equality of content, reasoning and calls in order (call ids are not compared)."""
    out: list[Violation] = []
    if expected.content != observed.content:
        out.append(Violation(_content_check(expected.content, observed.content),
                             f"expected {expected.content!r}, got {observed.content!r}"))
    if expected.reasoning != observed.reasoning:
        out.append(Violation("reasoning",
                             f"expected {expected.reasoning!r}, got {observed.reasoning!r}"))
    if len(expected.calls) != len(observed.calls):
        out.append(Violation("calls.count", f"expected {len(expected.calls)} "
                             f"({[c.name for c in expected.calls]}), got {len(observed.calls)} "
                             f"({[c.name for c in observed.calls]})"))
    for i, (want, got) in enumerate(zip(expected.calls, observed.calls)):
        if want.name != got.name:
            out.append(Violation("calls.name", f"call {i}: expected {want.name!r}, got {got.name!r}"))
        out.extend(_compare_arguments(i, want.arguments, got.arguments))
    return out


def _content_check(want: str | None, got: str | None) -> str:
    if not (want or "").strip() and not (got or "").strip():
        return "content.blank"
    if want and not got:
        return "content.dropped"
    if want and got and want.startswith(got):
        return "content.truncated"
    return "content"


def check_arguments_json(message: Message, where: str,
                         forgive: Callable[[str], bool] = lambda _: False) -> list[Violation]:
    """Every call's arguments are a valid JSON object, whatever the text was, unless `forgive`
    (a declared trait) accepts them."""
    out: list[Violation] = []
    for i, call in enumerate(message.calls):
        try:
            value = loads(call.arguments)
        except ValueError as exc:
            if forgive(call.arguments):
                continue
            out.append(Violation("calls.arguments-invalid",
                                 f"{where}, call {i} ({call.name!r}): {call.arguments[:300]!r} ({exc})"))
            continue
        if not isinstance(value, dict):
            out.append(Violation("calls.arguments-not-object",
                                 f"{where}, call {i} ({call.name!r}): {call.arguments[:300]!r}"))
    return out


def _compare_arguments(i: int, want: str, got: str) -> list[Violation]:
    try:
        value = loads(got)
    except ValueError as exc:
        return [Violation("calls.arguments-invalid", f"call {i}: {got[:300]!r} ({exc})")]
    if not isinstance(value, dict):
        return [Violation("calls.arguments-not-object", f"call {i}: {got[:300]!r}")]
    try:
        expected = loads(want)
    except ValueError:
        # the reference is itself not JSON (split and consistency compare a stream with the
        # whole parse, whose arguments may be broken): a JSON object differs from it
        return [Violation("calls.arguments", f"call {i}: expected {want[:500]} (not JSON), "
                                             f"got {got[:500]}")]
    if not strict_equal(expected, value):
        return [Violation("calls.arguments", f"call {i}: expected {want[:500]}, got {got[:500]}")]
    return []


def check_stream_protocol(deltas: list[Delta]) -> list[Violation]:
    """The OpenAI stream contract for tool-call deltas, on one stream by itself."""
    out: list[Violation] = []
    seen: dict[int, dict[str, object]] = {}
    current = -1
    for d in deltas:
        for c in d.calls:
            where = f"delta from chunk {d.chunk}, call index {c.index}"
            if c.index not in seen:
                if c.index != len(seen):
                    out.append(Violation("protocol.index",
                                         f"{where}: expected index {len(seen)}"))
                if not c.id:
                    out.append(Violation("protocol.id-first", where))
                if not c.name:
                    out.append(Violation("protocol.name-first", where))
                seen[c.index] = {"args": c.arguments or ""}
                current = max(current, c.index)
                continue
            if c.id:
                out.append(Violation("protocol.id-repeated", f"{where}: id {c.id!r} again"))
            if c.name:
                out.append(Violation("protocol.name-repeated", f"{where}: name {c.name!r} again"))
            if c.arguments:
                if c.index < current:
                    out.append(Violation("protocol.arguments-after-next",
                                         f"{where}: {c.arguments[:100]!r} after call {current} began"))
                seen[c.index]["args"] = str(seen[c.index]["args"]) + c.arguments
    for index, state in sorted(seen.items()):
        try:
            loads(str(state["args"]))
        except ValueError as exc:
            out.append(Violation("protocol.arguments-invalid",
                                 f"call {index}: {str(state['args'])[:300]!r} ({exc})"))
    return out
