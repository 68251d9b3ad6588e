"""Turning a property's result into a pass, a counted known failure, or a failure report.

The report names the target, the property, each violated check with its catalogue text, the
input, and how to reproduce it; the failing input is kept so the test session can write it
to corpus/ once Hypothesis has shrunk it (the last failing call of a test is the minimal one).
A violation is known only when its signature (targets/signatures.py: the check and how the
outcome differs) is one a known failure of the target × property shows in its corpus cases
(targets/causes.py; an off-template variant also inherits its target's faithful
roundtrip, split and protocol failures, or those of the faithful property whose oracle judges
it: INHERITED_BY_OFFTEMPLATE, INHERITED_BY_VARIANT); a second defect behind
the same check id is a new finding.  Each property
and signature fails with its own exception type, so that when one example feeds several
properties, or a run meets several defects, Hypothesis tells their failures apart and shrinks
each on its own (`report_multiple_bugs`).
"""

from __future__ import annotations

from typing import Any

from hypothesis import Phase, event, settings, target
from hypothesis.control import currently_in_test_context

from targets import signatures
from targets.canonical import Tool
from targets.causes import matched_signatures
from targets.client import Outcome
from targets.corpus import Case
from targets.properties import ALL_PROPERTIES, Result
from targets.registry import TargetSpec


class PropertyFailed(AssertionError):
    """A target violated a property on an input."""


FAILURES: dict[str, type[PropertyFailed]] = {
    p: type(f"{p.capitalize()}Failed", (PropertyFailed,), {"__module__": __name__})
    for p in ALL_PROPERTIES}

#: One failure type per property and signature: (property, signature) → type.
_BY_SIGNATURE: dict[tuple[str, str], type[PropertyFailed]] = {}


def failure_type(prop: str, signature: str) -> type[PropertyFailed]:
    """The exception type of a property's failure with this signature (a subclass of the
    property's own): Hypothesis shrinks each distinct type on its own."""
    key = (prop, signature)
    if key not in _BY_SIGNATURE:
        _BY_SIGNATURE[key] = type(f"{FAILURES[prop].__name__}[{signature}]", (FAILURES[prop],),
                                  {"__module__": __name__, "signature": signature})
    return _BY_SIGNATURE[key]


#: The last failing case of each running test, property and signature:
#: (pytest node id, property, signature) → case (the last is the minimal one).
PENDING: dict[tuple[str, str, str], Case] = {}
#: The properties each test judged: pytest node id → properties.
JUDGED: dict[str, set[str]] = {}
CURRENT: dict[str, str] = {"test": ""}
#: How many examples of each target × property showed only known failures, this session.
KNOWN_SEEN: dict[tuple[str, str], int] = {}


def judge(spec: TargetSpec, prop: str, result: Result, text: str, tools: list[Tool],
          chunkings: list[list[str]], version: str = "") -> PropertyFailed | None:
    """The failure to raise for this property on this example, or None when it holds (or
    fails only in known ways, which are counted)."""
    JUDGED.setdefault(CURRENT["test"], set()).add(prop)
    if not result.violations:
        return None
    known = matched_signatures(spec.id, prop)
    traits = signatures.traits_of(spec.format, spec.id, prop)
    shown = signatures.of_result(prop, result, traits)
    oracle = signatures.oracle_of(result.expected, traits)
    fresh = sorted((s for s in shown if not signatures.matches(s, known)),
                   key=lambda s: (signatures.rank(signatures.severity(s, prop, oracle)), s))
    if currently_in_test_context():  # growth runs outside @given
        for s in sorted(shown):
            event(f"{prop}: {'new' if s in fresh else 'known'} {s}")
    if not fresh:
        KNOWN_SEEN[(spec.id, prop)] = KNOWN_SEEN.get((spec.id, prop), 0) + 1
        return None
    checks = {s.partition(":")[0] for s in fresh}
    new = [v for v in result.violations if v.check in checks]
    case = Case(format=spec.format, target=spec.id, property=prop, text=text,
                tools=[t.to_json() for t in tools], chunkings=chunkings,
                expected=result.expected, observed=result.observed,
                # every check it violates, known ones too: replay sees them all
                checks=result.checks, version=version, signatures=sorted(shown))
    PENDING[(CURRENT["test"], prop, fresh[0])] = case
    return failure_type(prop, fresh[0])(report(spec, prop, new, text, tools, fresh, oracle))


def pending(test: str, prop: str) -> list[Case]:
    """Take the failing cases a test left for a property: one per distinct failure."""
    keys = [k for k in PENDING if k[0] == test and k[1] == prop]
    return [PENDING.pop(k) for k in sorted(keys)]


def observe(text: str, parsed: Outcome, streamed: Outcome | None) -> None:
    """Tell Hypothesis what an example did: the kind of each outcome (an event, shown by
    --hypothesis-show-statistics), and the text's size and the parse's time as targets, which
    the nightly and dev profiles' target phase maximises (slow inputs are where hangs and
    growth live).  ci has no target phase (conftest.py) and observes no target: Hypothesis'
    generation reads target observations even without that phase, and ci's draws must not
    depend on how fast a target answered, nor change with this observation."""
    event(f"parse: {parsed.kind}")
    if streamed is not None:
        event(f"stream: {streamed.kind}")
    if Phase.target in settings.default.phases:
        target(float(len(text)), label="text length")
        target(parsed.elapsed, label="parse seconds")


def enforce(*failures: PropertyFailed | None) -> None:
    """Raise the first failure (properties are judged in a fixed order)."""
    for failure in failures:
        if failure is not None:
            raise failure


def report(spec: TargetSpec, prop: str, violations: list[Any], text: str,
           tools: list[Tool], new: list[str] = (), oracle: str = "") -> str:
    lines = [f"{spec.id} violates {prop}:"]
    if new:
        lines.append("  new signature(s): " + ", ".join(
            f"{s} ({signatures.severity(s, prop, oracle)})" for s in new))
    lines += [f"  {v}" for v in violations[:20]]
    if len(violations) > 20:
        lines.append(f"  … and {len(violations) - 20} more")
    shown = repr(text) if len(text) < 2000 else repr(text[:2000]) + f"… ({len(text)} chars)"
    lines.append(f"Input text: {shown}")
    lines.append(f"Tools: {[t.name for t in tools]}")
    lines.append("The minimal case is written to corpus/ when the test ends; "
                 "replay it with: python -m targets.replay <case file>")
    return "\n".join(lines)
