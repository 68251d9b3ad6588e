"""Turning a property's result into a pass, a counted known failure, or a failure report.

The report names the target, the property, each violated check with its catalogue text, the
input, and how to reproduce it; the failing input is kept so the test session can write it
to corpus/ once Hypothesis has shrunk it (the last failing call of a test is the minimal one).
Each property fails with its own exception type, so that when one example feeds several
properties Hypothesis tells their failures apart and shrinks each on its own.
"""

from __future__ import annotations

from typing import Any

from hypothesis import Phase, event, settings, target
from hypothesis.control import currently_in_test_context

from targets.canonical import Tool
from targets.client import Outcome
from targets.corpus import Case
from targets.expectations import known_checks
from targets.properties import ALL_PROPERTIES, Result
from targets.registry import TargetSpec


class PropertyFailed(AssertionError):
    """A target violated a property on an input."""


FAILURES: dict[str, type[PropertyFailed]] = {
    p: type(f"{p.capitalize()}Failed", (PropertyFailed,), {"__module__": __name__})
    for p in ALL_PROPERTIES}

#: The last failing case of each running test and property: (pytest node id, property) → case.
PENDING: dict[tuple[str, str], Case] = {}
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
    known = known_checks(spec.id, prop)
    new = [v for v in result.violations if v.check not in known]
    if currently_in_test_context():  # growth runs outside @given
        for check in result.checks:
            event(f"{prop}: {'known' if check in known else 'new'} {check}")
    if result.violations and not new:
        KNOWN_SEEN[(spec.id, prop)] = KNOWN_SEEN.get((spec.id, prop), 0) + 1
    if not new:
        return None
    case = Case(format=spec.format, target=spec.id, property=prop, text=text,
                tools=[t.to_json() for t in tools], chunkings=chunkings,
                expected=result.expected, observed=result.observed,
                # every check it violates, known ones too: replay sees them all
                checks=result.checks, version=version)
    PENDING[(CURRENT["test"], prop)] = case
    return FAILURES[prop](report(spec, prop, new, text, tools))


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
           tools: list[Tool]) -> str:
    lines = [f"{spec.id} violates {prop}:"]
    lines += [f"  {v}" for v in violations[:20]]
    if len(violations) > 20:
        lines.append(f"  … and {len(violations) - 20} more")
    shown = repr(text) if len(text) < 2000 else repr(text[:2000]) + f"… ({len(text)} chars)"
    lines.append(f"Input text: {shown}")
    lines.append(f"Tools: {[t.name for t in tools]}")
    lines.append("The minimal case is written to corpus/ when the test ends; "
                 "replay it with: python -m targets.replay <case file>")
    return "\n".join(lines)
