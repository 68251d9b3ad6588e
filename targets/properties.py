"""The properties, as plain functions, shared by the Hypothesis tests and the corpus replay so
that a replayed case is judged exactly as it was found.

Each oracle (`*_of`) judges outcomes the target already produced, so one example's parse and
streams feed roundtrip, split and protocol at once; the wrappers without `_of` ask the worker
first (corpus replay).  Each returns a `Result`: the violations (empty when the property
holds) and what was expected and observed, for the failure text and the corpus.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from strategies.formats import Trait
from targets.canonical import Message, Tool
from targets.checks import Violation, check_stream_protocol, compare_messages
from targets.client import Outcome, Worker
from targets.reconstruct import reconstruct
from targets.traits import normalise

PROPERTIES = ("roundtrip", "split", "protocol", "plaintext", "nocrash")
#: Properties judged on a rendered turn (targets/test_rendered.py); the rest have own inputs.
RENDERED = ("roundtrip", "split", "protocol")


@dataclass
class Result:
    violations: list[Violation] = field(default_factory=list)
    expected: Any = None
    observed: Any = None


def _failed(outcome: Outcome, mode: str) -> list[Violation]:
    if outcome.ok:
        return []
    return [Violation(f"target.{outcome.kind}", f"{mode}: {outcome.describe()}")]


def _label(chunks: list[str]) -> str:
    shown = repr(chunks) if len(repr(chunks)) < 300 else repr(chunks)[:300] + "…"
    return f"{len(chunks)} delta(s) {shown}"


def _per_stream(chunkings: list[list[str]], found: list[list[Violation]]) -> list[Violation]:
    """One violation per check: the first stream that shows it, and how many streams do."""
    first: dict[str, tuple[list[str], Violation]] = {}
    count: dict[str, int] = {}
    for chunks, violations in zip(chunkings, found):
        for check in dict.fromkeys(v.check for v in violations):
            count[check] = count.get(check, 0) + 1
            first.setdefault(check, (chunks, next(v for v in violations if v.check == check)))
    out = []
    for check, (chunks, v) in first.items():
        also = f" (and {count[check] - 1} more of {len(chunkings)} chunkings)" if count[check] > 1 else ""
        out.append(Violation(check, f"streamed as {_label(chunks)}{also}: {v.detail}"))
    return out


# --- oracles over outcomes ------------------------------------------------------------------

def roundtrip_of(parsed: Outcome, traits: tuple[Trait, ...], expected: Message) -> Result:
    """parse(render(turn)) gives the expected message back, modulo the declared traits."""
    if not parsed.ok:
        return Result(_failed(parsed, "parse"), expected.to_json(), None)
    want, got = normalise(traits, expected, parsed.result)
    return Result(compare_messages(want, got), expected.to_json(), parsed.result.to_json())


def split_of(parsed: Outcome, streamed: Outcome, chunkings: list[list[str]]) -> Result:
    """Every chunking streams to the same message, and it is the non-streamed message."""
    problems = _failed(parsed, "parse") + _failed(streamed, "stream")
    if problems:
        return Result(problems)
    observed, found = [], []
    for deltas in streamed.result:
        want, got = normalise((), parsed.result, reconstruct(deltas))
        found.append(compare_messages(want, got))
        observed.append(got.to_json())
    return Result(_per_stream(chunkings, found), parsed.result.to_json(), observed)


def protocol_of(streamed: Outcome, chunkings: list[list[str]]) -> Result:
    """Each stream obeys the OpenAI delta contract on its own."""
    if not streamed.ok:
        return Result(_failed(streamed, "stream"))
    found = [check_stream_protocol(deltas) for deltas in streamed.result]
    return Result(_per_stream(chunkings, found), None,
                  [[d.to_json() for d in ds] for ds in streamed.result])


def plaintext_of(text: str, parsed: Outcome, streamed: Outcome,
                 chunkings: list[list[str]]) -> Result:
    """Text with no call gives no call and exactly the text, whole and streamed."""
    expected = Message(content=text)
    problems = _failed(parsed, "parse") + _failed(streamed, "stream")
    observed: dict[str, Any] = {}
    if parsed.ok:
        want, got = normalise((), expected, parsed.result)
        problems += [Violation(v.check, f"parse: {v.detail}") for v in compare_messages(want, got)]
        observed["parse"] = parsed.result.to_json()
    if streamed.ok:
        observed["stream"], found = [], []
        for deltas in streamed.result:
            want, got = normalise((), expected, reconstruct(deltas))
            observed["stream"].append(got.to_json())
            found.append(compare_messages(want, got))
        problems += _per_stream(chunkings, found)
    return Result(problems, expected.to_json(), observed)


def nocrash_of(parsed: Outcome, streamed: Outcome) -> Result:
    """Any text, whole or streamed, is answered: no exception, no hang, no dead process."""
    return Result(_failed(parsed, "parse") + _failed(streamed, "stream"))


# --- the same, asking the worker (corpus replay) --------------------------------------------

def roundtrip(worker: Worker, traits: tuple[Trait, ...], text: str, tools: list[Tool],
              expected: Message) -> Result:
    return roundtrip_of(worker.parse(text, tools), traits, expected)


def split(worker: Worker, text: str, tools: list[Tool], chunkings: list[list[str]]) -> Result:
    return split_of(worker.parse(text, tools), worker.stream(chunkings, tools), chunkings)


def protocol(worker: Worker, text: str, tools: list[Tool], chunkings: list[list[str]]) -> Result:
    return protocol_of(worker.stream(chunkings, tools), chunkings)


def plaintext(worker: Worker, text: str, tools: list[Tool], chunkings: list[list[str]]) -> Result:
    return plaintext_of(text, worker.parse(text, tools), worker.stream(chunkings, tools), chunkings)


def nocrash(worker: Worker, text: str, tools: list[Tool], chunkings: list[list[str]]) -> Result:
    return nocrash_of(worker.parse(text, tools), worker.stream(chunkings, tools))
