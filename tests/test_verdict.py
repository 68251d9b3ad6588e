"""The verdict on one example: known checks are forgiven, and a case records everything."""

from __future__ import annotations

import pytest

from targets import expectations, verdict
from targets.checks import Violation
from targets.expectations import Known
from targets.properties import Result
from targets.registry import SELF_ENV, TargetSpec

SPEC = TargetSpec(id="fake:verdict", env=SELF_ENV, adapter="tests.fakes:Echo", format="hermes",
                  library="fake")


@pytest.fixture(autouse=True)
def _events(monkeypatch):
    """judge() reports each violated check, known or new, as a Hypothesis event; collect
    them here instead."""
    seen: list[str] = []
    monkeypatch.setattr(verdict, "event", seen.append)
    monkeypatch.setattr(verdict, "currently_in_test_context", lambda: True)
    return seen


def _result(*checks: str) -> Result:
    return Result(violations=[Violation(c, "detail") for c in checks], expected={}, observed={})


def test_only_known_checks_pass_and_are_counted(monkeypatch, _events):
    monkeypatch.setattr(expectations, "KNOWN", (
        Known(SPEC.id, "roundtrip", frozenset({"content"}), "a reason", ("case.json",)),))
    assert verdict.judge(SPEC, "roundtrip", _result("content"), "t", [], []) is None
    assert verdict.KNOWN_SEEN.pop((SPEC.id, "roundtrip")) == 1
    assert _events == ["roundtrip: known content"]


def test_a_new_check_fails_and_its_case_records_the_known_ones_too(monkeypatch, _events):
    """Replay sees every check an example violates, so the case must record them all."""
    monkeypatch.setattr(expectations, "KNOWN", (
        Known(SPEC.id, "roundtrip", frozenset({"content"}), "a reason", ("case.json",)),))
    verdict.CURRENT["test"] = "t::verdict"
    failure = verdict.judge(SPEC, "roundtrip", _result("content", "calls.count"), "t", [], [])
    assert failure is not None and "calls.count" in str(failure)
    case = verdict.PENDING.pop(("t::verdict", "roundtrip"))
    assert case.checks == ["calls.count", "content"]
    assert _events == ["roundtrip: new calls.count", "roundtrip: known content"]
    verdict.JUDGED.pop("t::verdict", None)
    verdict.CURRENT["test"] = ""
