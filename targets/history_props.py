"""The properties of history targets (kind "history", targets/history_targets.py), as plain
functions shared by targets/test_histories.py and the corpus replay.

A history target takes a chat history in its input shape (`spec.options["shape"]`) through the
worker's `history` request and answers either the sanitized history in the same shape (role
"sanitizer") or its verdict, accepted or rejected with the library's error text (role
"validator").  Each function judges one property and returns a `Result`.

- repaired:   a sanitized history passes every provider reference validator (targets/histories,
              every rule at its default), read back into the canonical form and exported to
              each of the four shapes; a converter's answer to a valid history (role
              "converter": LiteLLM's provider transformations) passes the validator of its
              provider's shape as it is.
- lossless:   no message the input holds validly is lost: every user text and assistant text
              stays, every call whose id some result answers stays (same name and arguments),
              and every result answering a call present in the input stays with its content (a
              placeholder standing in for a real result counts as a loss).  Calls without any
              result and results without any call are not valid messages: dropping them, or
              answering an unanswered call with a placeholder, is allowed.  A result kept but
              misattributed is a loss too: a real result attached to a call it did not answer
              (`history.misattributed`; where the input records which call it answers apart
              from its id: `ToolResult.answers`, an agent log's action link), or a real result
              dropped while the synthetic placeholder the agent wrote for the same call (a
              crash recovery's error) is kept (`history.placeholder-kept`).
- unchanged:  a valid history comes back exactly as it went in (read back canonically).
- idempotent: sanitizing the sanitized history (the target's own answer, sent again) changes
              nothing.
- agrees:     a validator target accepts exactly the histories the reference validator of its
              shape accepts (rules at their defaults).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from strategies.histories import sdk_shapes
from strategies.histories.canonical import Assistant, History, ToolResult, User
from strategies.histories.exporters import EXPORTERS
from targets.checks import Violation
from targets.client import Outcome, Worker, budget_for
from targets.histories import VALIDATORS
from targets.histories.importers import IMPORTERS, Unreadable, response_text
from targets.properties import Result

#: Canonical history -> a target's input shape.
SHAPES = {**EXPORTERS, "pydantic_ai": sdk_shapes.pydantic_ai, "openhands": sdk_shapes.openhands,
          "gemini_positional": EXPORTERS["gemini"]}
#: Answer shapes whose reader names calls by position (no ids are sent): a converter's answer
#: in them is compared with the input converted faithfully and read the same way.
POSITIONAL = frozenset({"gemini_positional"})
#: The properties each role of history target is judged by.
SANITIZER_PROPERTIES = ("repaired", "lossless", "unchanged", "idempotent")
VALIDATOR_PROPERTIES = ("agrees",)


def ask(worker: Worker, items: list[dict[str, Any]]) -> Outcome:
    """The target's answer for a history in its input shape: `{"history": [...]}` from a
    sanitizer, `{"accepted": bool, "error": str | None}` from a validator."""
    size = len(json.dumps(items))
    return worker.request("history", budget_for(size), history=items)


def _failed(outcome: Outcome) -> list[Violation]:
    return [] if outcome.ok else [Violation(f"target.{outcome.kind}", outcome.describe())]


def read(shape: str, outcome: Outcome) -> tuple[History | None, list[Violation]]:
    """A sanitizer's answer in the canonical form, or the violation that it is not one."""
    if not outcome.ok:
        return None, _failed(outcome)
    try:
        return IMPORTERS[shape](outcome.result["history"]), []
    except (Unreadable, KeyError, TypeError) as exc:
        return None, [Violation("history.unreadable", f"{type(exc).__name__}: {exc}")]


def repaired_of(after: History) -> list[Violation]:
    """Every reference validator accepts the sanitized history (module docstring)."""
    found = []
    for shape, validate in VALIDATORS.items():
        problems = validate(EXPORTERS[shape](after))
        if problems:
            found.append(Violation(f"history.rejected-{shape}",
                                   f"{problems[0].rule}: {problems[0].message}"))
    return found


def json_result_text(content: str) -> str:
    """A result's text as the functionResponse it becomes under the `json-result-as-object`
    trait (targets/history_targets.py), read back as importers.response_text reads it."""
    if content.strip()[:1] in ("{", "["):
        try:
            value = json.loads(content)
        except ValueError:
            return content
        if isinstance(value, dict):
            return response_text(value)
    return content


def _json_results(history: History) -> History:
    return tuple(replace(m, content=json_result_text(m.content)) if isinstance(m, ToolResult)
                 else m for m in history)


def converted_of(shape: str, items: list[dict[str, Any]]) -> list[Violation]:
    """A converter's answer is accepted by the reference validator of its provider's shape."""
    problems = VALIDATORS[shape](items)
    return [Violation(f"history.rejected-{shape}", f"{problems[0].rule}: {problems[0].message}")
            ] if problems else []


def _answered(history: History) -> set[str]:
    calls = {c.id for m in history if isinstance(m, Assistant) for c in m.calls}
    return calls & {m.true_call for m in history if isinstance(m, ToolResult) and not m.synthetic}


def lossless_of(before: History, after: History) -> list[Violation]:
    """Every message the input holds validly is in the answer, each result attached to the
    call it really answers (module docstring)."""
    lost: list[str] = []
    misattributed: list[str] = []
    superseded: list[str] = []
    users = [m.text for m in after if isinstance(m, User)]
    texts = [m.text or "" for m in after if isinstance(m, Assistant)]
    calls = {(c.id, c.name, json.dumps(c.arguments, sort_keys=True))
             for m in after if isinstance(m, Assistant) for c in m.calls}
    results = {(m.call_id, m.content) for m in after if isinstance(m, ToolResult)}
    answered = _answered(before)
    contents: dict[str, set[str]] = {}
    placeholders: dict[str, set[str]] = {}
    for m in before:
        if isinstance(m, ToolResult) and m.true_call in answered:
            (placeholders if m.synthetic else contents).setdefault(m.true_call, set()).add(
                m.content)
    for m in before:
        if isinstance(m, User) and not any(m.text in u for u in users):
            lost.append(f"user message {m.text!r}")
        elif isinstance(m, Assistant):
            if m.text is not None and not any(m.text in t for t in texts):
                lost.append(f"assistant text {m.text!r}")
            for c in m.calls:
                if c.id in answered and (c.id, c.name, json.dumps(c.arguments, sort_keys=True)) not in calls:
                    lost.append(f"call {c.id} {c.name}")
    for call_id, kept in contents.items():
        if any((call_id, content) in results for content in kept):
            continue
        now = sorted(c for i, c in results if i == call_id)
        # under another call, where that call's own input results do not explain it
        elsewhere = sorted({i for i, c in results if c in kept and i != call_id
                            and c not in contents.get(i, set())})
        if elsewhere:
            misattributed.append(f"result of {call_id} {sorted(kept)!r} now answers "
                                 f"{', '.join(elsewhere)}")
        elif now and set(now) <= placeholders.get(call_id, set()):
            superseded.append(f"result of {call_id} {sorted(kept)!r} dropped while the "
                              f"synthetic placeholder {now!r} is kept")
        else:
            lost.append(f"result of {call_id} {sorted(kept)!r}" +
                        (f" (now {now!r})" if now else ""))
    return ([Violation("history.lost-message", "; ".join(lost))] if lost else []) + \
        ([Violation("history.misattributed", "; ".join(misattributed))] if misattributed else []) + \
        ([Violation("history.placeholder-kept", "; ".join(superseded))] if superseded else [])


def sanitizer_results(worker: Worker, history: History, valid: bool,
                      props: frozenset[str] = frozenset(SANITIZER_PROPERTIES)) -> dict[str, Result]:
    """Each judged sanitizer property on one history (`valid`: drawn valid, so `unchanged`
    applies).  One request, and one more for idempotent."""
    shape = worker.spec.options["shape"]
    answer = worker.spec.options.get("answer", shape)
    items = SHAPES[shape](history)
    before = IMPORTERS[shape](items)
    # what a faithful pass gives in the answer's shape (the input itself when it is the same)
    faithful = before if answer == shape else IMPORTERS[answer](SHAPES[answer](before))
    out = ask(worker, items)
    after, broken = read(answer, out)
    if any(t.id == "json-result-as-object" for t in worker.spec.traits):
        before, faithful = _json_results(before), _json_results(faithful)
        after = after if after is None else _json_results(after)
    results: dict[str, Result] = {}
    observed = out.result if out.ok else out.describe()[:4000]
    converter = worker.spec.options.get("role") == "converter"
    for prop in sorted(props):
        if prop == "unchanged" and not valid:
            continue
        if after is None:
            results[prop] = Result(broken, expected=None, observed=observed)
            continue
        if prop == "repaired" and converter:
            found = converted_of(worker.spec.options["validator"], out.result["history"])
        elif prop == "repaired":
            found = repaired_of(after)
        elif prop == "lossless":
            found = lossless_of(faithful if answer in POSITIONAL else before, after)
        elif prop == "unchanged":
            found = ([] if after == faithful else
                     [Violation("history.changed", f"{sdk_shapes.to_json(faithful)} became "
                                                   f"{sdk_shapes.to_json(after)}")])
        else:  # idempotent: the answer, in the input's shape when that differs, sent again
            resend = out.result["history"] if answer == shape else SHAPES[shape](after)
            again, broken_again = read(answer, ask(worker, resend))
            if again is not None and any(t.id == "json-result-as-object"
                                         for t in worker.spec.traits):
                again = _json_results(again)
            found = broken_again or ([] if again == after else
                                     [Violation("history.not-idempotent",
                                                f"{sdk_shapes.to_json(after)} became "
                                                f"{sdk_shapes.to_json(again)}")])
        results[prop] = Result(found, expected=sdk_shapes.to_json(before), observed=observed)
    return results


def reference_verdict(shape: str, items: list[dict[str, Any]]) -> str | None:
    """The reference validator's first error for the history, None when it accepts it."""
    problems = VALIDATORS[shape](items)
    return problems[0].message if problems else None


def agrees(worker: Worker, history: History) -> Result:
    """The validator target accepts exactly what the reference validator of its reference
    shape accepts (`spec.options["reference"]`)."""
    spec = worker.spec
    items = SHAPES[spec.options["shape"]](history)
    reference = reference_verdict(spec.options["reference"], SHAPES[spec.options["reference"]](history))
    out = ask(worker, items)
    if not out.ok:
        return Result(_failed(out), expected=reference, observed=out.describe()[:4000])
    accepted, error = out.result["accepted"], out.result.get("error")
    found = []
    if accepted and reference is not None:
        found.append(Violation("history.accepts-invalid", f"the reference says: {reference}"))
    elif not accepted and reference is None:
        found.append(Violation("history.rejects-valid", f"the target says: {error}"))
    return Result(found, expected={"accepted": reference is None, "error": reference},
                  observed=out.result)


def replay(worker: Worker, text: str, prop: str) -> Result:
    """A corpus case's history (canonical JSON text) judged by one property, as found."""
    history = sdk_shapes.from_json(json.loads(text))
    if prop == "agrees":
        return agrees(worker, history)
    # only valid histories are judged by unchanged, so a case of it holds a valid one
    return sanitizer_results(worker, history, prop == "unchanged", frozenset({prop}))[prop]
