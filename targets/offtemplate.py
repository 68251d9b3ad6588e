"""The off-template variants' oracles (strategies/offtemplate.py draws the examples).

Each example names its oracle; each oracle is one small function over the outcomes the target
gave (the whole parse and every stream), returning a `Result` as every property does:

- `roundtrip`: the template-faithful judgement (roundtrip, split, protocol), for shapes the
  format writes exactly although its template does not (number spellings, wide names, many
  keys, markers the format writes as data);
- `consistency`: what can still be asked of a text the format cannot write unambiguously (its
  own marker as data where nothing escapes it): whole and streamed agree, every call's
  arguments stay a JSON object, nothing raises.  Not a roundtrip: which reading is right is
  not decided by the format;
- `text`: prose after or between calls: the calls come back exactly, and each prose piece is in
  the content, in order, with nothing but whitespace around them (the joints hold the
  template's separators, which a parser may keep or drop), whole and streamed; a target with
  trait `content-is-reply` is judged by its calls;
- `unoffered`: a call to a tool the request did not offer.  A target that declares trait
  `unoffered-dropped` promises to drop such calls: it must return exactly the offered calls.
  Any other target promises nothing about them: it must handle them the same way whole and
  streamed, return no call that is not one of the rendered ones (in order, intact; the
  arguments of an unoffered call of a schema-typed format only a JSON object, since no schema
  says their types), keep arguments JSON and not raise;
- `plaintext`: text with no call comes back as exactly that text (targets/properties.py).

A target's declared rejection (targets/registry.py DeclaredError) of a text judged by the
`text` or `consistency` oracle, in every mode, is its answer (targets/properties.py
`refused`): those texts are shapes the format's template never writes, and the library says it
does not decode them.  The other oracles judge texts the format writes exactly (a call to any
name, a number's spelling, plain text), which a valid reading must parse.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from strategies.formats import Trait
from targets.canonical import Call, Message, Tool
from targets.checks import Violation, compare_messages
from targets.client import Outcome
from targets.properties import (Result, _each_message, _failed, _same_arguments,
                                arguments_violations, plaintext_of, protocol_of, refused,
                                roundtrip_of, split_of)
from targets.registry import DeclaredError
from targets.signatures import UNOFFERED_DROPPED


def _combine(*results: Result) -> Result:
    return Result([v for r in results for v in r.violations], results[0].expected,
                  [r.observed for r in results])


def roundtrip_oracle(expected: Message, parsed: Outcome, streamed: Outcome,
                     chunkings: list[list[str]], traits: tuple[Trait, ...]) -> Result:
    """roundtrip, split and protocol, as test_rendered judges a faithful rendering."""
    return _combine(roundtrip_of(parsed, traits, expected), split_of(parsed, streamed, chunkings),
                    protocol_of(streamed, chunkings))


def consistency_oracle(parsed: Outcome, streamed: Outcome,
                       chunkings: list[list[str]]) -> Result:
    """Whole and streamed agree, arguments stay JSON, nothing raises (no roundtrip)."""
    args, observed = _each_message(parsed, streamed, chunkings, arguments_violations)
    # split_of reports an exception, hang or crash of either mode itself
    return Result(split_of(parsed, streamed, chunkings).violations + args, None, observed)


def text_violations(pieces: tuple[str, ...], content: str | None, mode: str) -> list[Violation]:
    """Each piece in `content`, in order, with only whitespace around and between them."""
    content, at, out = content or "", 0, []
    for piece in pieces:
        found = content.find(piece, at)
        if found < 0:
            out.append(Violation("offtemplate.text-lost", f"{mode}: {piece!r} is not in the "
                                 f"content (after offset {at}): {content[:300]!r}"))
            return out
        if content[at:found].strip():
            out.append(Violation("offtemplate.text-extra", f"{mode}: {content[at:found][:200]!r} "
                                 f"in the content before {piece!r}"))
        at = found + len(piece)
    if content[at:].strip():
        out.append(Violation("offtemplate.text-extra",
                             f"{mode}: {content[at:][:200]!r} in the content after the text"))
    return out


def text_oracle(expected: Message, pieces: tuple[str, ...], parsed: Outcome, streamed: Outcome,
                chunkings: list[list[str]], traits: tuple[Trait, ...]) -> Result:
    """Prose after or between calls: the calls exactly, the prose in the content."""
    judge_content = not any(t.id == "content-is-reply" for t in traits)

    def judge(message: Message, mode: str) -> list[Violation]:
        calls = compare_messages(Message(calls=expected.calls), Message(calls=message.calls))
        out = [Violation(v.check, f"{mode}: {v.detail}") for v in calls]
        return out + (text_violations(pieces, message.content, mode) if judge_content else [])

    problems, observed = _each_message(parsed, streamed, chunkings, judge)
    return Result(_failed(parsed, "parse") + _failed(streamed, "stream") + problems,
                  expected.to_json(), observed)


def unoffered_violations(calls: tuple[Call, ...], offered: frozenset[str], typed: bool,
                         message: Message, mode: str) -> list[Violation]:
    """The calls that came back are rendered calls, in order (some may be missing): a call
    to an offered tool intact, one to an unoffered tool under its name (its arguments
    compared unless the format is schema-typed)."""
    out, at = [], 0
    for i, got in enumerate(message.calls):
        match = next((j for j in range(at, len(calls)) if calls[j].name == got.name and (
            (typed and got.name not in offered) or _same_arguments(calls[j].arguments,
                                                                   got.arguments))), None)
        if match is None:
            out.append(Violation("offtemplate.call-changed", f"{mode}: call {i} "
                                 f"{got.name}({got.arguments[:200]}) is none of the rendered "
                                 f"calls after the {at} matched: "
                                 f"{[c.name for c in calls[at:]]}"))
            break
        at = match + 1
    return out


def unoffered_oracle(expected: Message, offered: frozenset[str], typed: bool,
                     parsed: Outcome, streamed: Outcome, chunkings: list[list[str]],
                     traits: tuple[Trait, ...]) -> Result:
    """Calls to unoffered tools: dropped where the target declares it, else consistent."""
    if any(t.id == UNOFFERED_DROPPED for t in traits):
        kept = tuple(c for c in expected.calls if c.name in offered)

        def dropped(message: Message, mode: str) -> list[Violation]:
            found = compare_messages(Message(calls=kept), Message(calls=message.calls))
            return [Violation(v.check, f"{mode}: {v.detail}") for v in found]

        problems, observed = _each_message(parsed, streamed, chunkings, dropped)
        return Result(_failed(parsed, "parse") + _failed(streamed, "stream") + problems,
                      Message(calls=kept).to_json(), observed)
    base = consistency_oracle(parsed, streamed, chunkings)
    found, _ = _each_message(parsed, streamed, chunkings, lambda m, mode: unoffered_violations(
        expected.calls, offered, typed, m, mode))
    return Result(base.violations + found, expected.to_json(), base.observed)


#: The oracles whose texts the format never writes: a declared rejection of them is an answer.
REFUSABLE = ("text", "consistency")


def judge_offtemplate(expected: dict[str, Any], text: str, parsed: Outcome, streamed: Outcome,
                      chunkings: list[list[str]], traits: tuple[Trait, ...],
                      schema_typed: bool, errors: tuple[DeclaredError, ...] = ()) -> Result:
    """The oracle an example names (`OffTemplate.to_json()`, a corpus case's `expected`);
    `errors`, the target's declared rejections (module docstring)."""
    oracle = expected["oracle"]
    message = Message.from_json(expected.get("message") or {})
    if oracle in REFUSABLE and refused(parsed, streamed, errors):
        return Result([], expected, {"refused": parsed.describe()[:500]})
    if oracle == "roundtrip":
        result = roundtrip_oracle(message, parsed, streamed, chunkings, traits)
    elif oracle == "consistency":
        result = consistency_oracle(parsed, streamed, chunkings)
    elif oracle == "text":
        result = text_oracle(message, tuple(expected.get("pieces") or ()), parsed, streamed,
                             chunkings, traits)
    elif oracle == "unoffered":
        result = unoffered_oracle(message, frozenset(expected.get("offered") or ()),
                                  schema_typed, parsed, streamed, chunkings, traits)
    elif oracle == "plaintext":
        result = plaintext_of(text, parsed, streamed, chunkings)
    else:
        raise ValueError(f"unknown off-template oracle {oracle!r}")
    return replace(result, expected=expected)


def offtemplate(worker: Any, text: str, tools: list[Tool], chunkings: list[list[str]],
                expected: dict[str, Any], traits: tuple[Trait, ...], schema_typed: bool) -> Result:
    """The same, asking the worker (corpus replay)."""
    return judge_offtemplate(expected, text, worker.parse(text, tools),
                             worker.stream(chunkings, tools), chunkings, traits, schema_typed,
                             worker.spec.errors)
