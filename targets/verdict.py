"""Turning a property's result into a pass, a counted known failure, or a failure report.

The report names the target, the property, each violated check with its catalogue text, the
input, and how to reproduce it; the failing input is kept so the test session can write it
to corpus/ once Hypothesis has shrunk it (the last failing call of a test is the minimal one).
"""

from __future__ import annotations

from typing import Any

from hypothesis import event

from targets.canonical import Tool
from targets.corpus import Case
from targets.expectations import known_checks
from targets.properties import Result
from targets.registry import TargetSpec

#: The last failing case of each running test, by pytest node id.
PENDING: dict[str, Case] = {}
CURRENT: dict[str, str] = {"test": ""}
#: How many examples of each target × property showed only known failures, this session.
KNOWN_SEEN: dict[tuple[str, str], int] = {}


class PropertyFailed(AssertionError):
    pass


def judge(spec: TargetSpec, prop: str, result: Result, text: str, tools: list[Tool],
          chunkings: list[list[str]], version: str = "") -> None:
    known = known_checks(spec.id, prop)
    new = [v for v in result.violations if v.check not in known]
    for v in result.violations:
        if v.check in known:
            event(f"known failure of {spec.id}: {v.check}")
    if result.violations and not new:
        KNOWN_SEEN[(spec.id, prop)] = KNOWN_SEEN.get((spec.id, prop), 0) + 1
    if not new:
        return
    case = Case(format=spec.format, target=spec.id, property=prop, text=text,
                tools=[t.to_json() for t in tools], chunkings=chunkings,
                expected=result.expected, observed=result.observed,
                checks=sorted({v.check for v in new}), version=version)
    PENDING[CURRENT["test"]] = case
    raise PropertyFailed(report(spec, prop, new, text, tools))


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
