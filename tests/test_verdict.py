"""The verdict on one example: a violation is forgiven only when its signature is one a known
failure's corpus case shows, each new signature fails with its own type, and a case records
everything."""

from __future__ import annotations

import json

import pytest

from targets import causes, corpus, expectations, verdict
from targets.checks import Violation, compare_messages
from targets.canonical import Call, Message
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
    yield seen
    verdict.JUDGED.clear()
    verdict.PENDING.clear()
    verdict.KNOWN_SEEN.clear()


def _result(*checks: str) -> Result:
    return Result(violations=[Violation(c, "detail") for c in checks], expected={}, observed={})


def _roundtrip(expected: Message, observed: Message) -> Result:
    return Result(compare_messages(expected, observed), expected.to_json(), observed.to_json())


WANT = Message(calls=[Call("f", '{"a": " x ", "n": 1.0}'), Call("g", "{}")])
#: Two defects behind one check id (calls.arguments): a string stripped, a number respelled.
STRIPPED = Message(calls=[Call("f", '{"a": "x", "n": 1.0}'), Call("g", "{}")])
RESPELLED = Message(calls=[Call("f", '{"a": " x ", "n": 1}'), Call("g", "{}")])


@pytest.fixture
def known_stripped(tmp_path, monkeypatch):
    """A known failure whose corpus case shows the stripped string."""
    monkeypatch.setattr(corpus, "CORPUS", tmp_path)
    causes._index.cache_clear()
    causes.case_signatures.cache_clear()
    case = corpus.Case(format="hermes", target=SPEC.id, property="roundtrip", text="t",
                       expected=WANT.to_json(), observed=STRIPPED.to_json(),
                       checks=["calls.arguments"])
    path, _ = corpus.write(case)
    monkeypatch.setattr(expectations, "KNOWN", (
        Known(SPEC.id, "roundtrip", frozenset({"calls.arguments"}), "strips strings",
              (path.name,)),))
    yield path
    causes._index.cache_clear()
    causes.case_signatures.cache_clear()


def test_only_known_signatures_pass_and_are_counted(monkeypatch, _events):
    """An entry whose case this corpus does not hold forgives any kind of its checks."""
    monkeypatch.setattr(expectations, "KNOWN", (
        Known(SPEC.id, "roundtrip", frozenset({"content"}), "a reason", ("case.json",)),))
    assert verdict.judge(SPEC, "roundtrip", _result("content"), "t", [], []) is None
    assert verdict.KNOWN_SEEN.pop((SPEC.id, "roundtrip")) == 1
    assert _events == ["roundtrip: known content:-"]


def test_a_new_check_fails_and_its_case_records_the_known_ones_too(monkeypatch, _events):
    """Replay sees every check an example violates, so the case must record them all."""
    monkeypatch.setattr(expectations, "KNOWN", (
        Known(SPEC.id, "roundtrip", frozenset({"content"}), "a reason", ("case.json",)),))
    verdict.CURRENT["test"] = "t::verdict"
    failure = verdict.judge(SPEC, "roundtrip", _result("content", "calls.count"), "t", [], [])
    assert failure is not None and "calls.count" in str(failure)
    [case] = verdict.pending("t::verdict", "roundtrip")
    assert case.checks == ["calls.count", "content"]
    assert case.signatures == ["calls.count:-", "content:-"]
    assert _events == ["roundtrip: new calls.count:-", "roundtrip: known content:-"]
    verdict.CURRENT["test"] = ""


def test_the_known_defect_passes_the_other_behind_its_check_fails(known_stripped, _events):
    assert verdict.judge(SPEC, "roundtrip", _roundtrip(WANT, STRIPPED), "t", [], []) is None
    assert _events == ["roundtrip: known calls.arguments:string-stripped"]
    failure = verdict.judge(SPEC, "roundtrip", _roundtrip(WANT, RESPELLED), "t", [], [])
    assert failure is not None
    assert type(failure).signature == "calls.arguments:number-respelled"
    assert isinstance(failure, verdict.FAILURES["roundtrip"])
    assert "new signature(s): calls.arguments:number-respelled (low)" in str(failure)


def test_each_signature_has_its_own_failure_type():
    a = verdict.failure_type("roundtrip", "calls.count:call-lost")
    b = verdict.failure_type("roundtrip", "calls.count:calls-merged")
    assert a is not b and a is verdict.failure_type("roundtrip", "calls.count:call-lost")
    assert issubclass(a, verdict.FAILURES["roundtrip"]) and issubclass(b, verdict.PropertyFailed)


def test_one_case_per_distinct_failure(monkeypatch):
    monkeypatch.setattr(expectations, "KNOWN", ())
    verdict.CURRENT["test"] = "t::two"
    for observed in (STRIPPED, RESPELLED, STRIPPED):
        verdict.judge(SPEC, "roundtrip", _roundtrip(WANT, observed), json.dumps(observed.to_json()),
                      [], [])
    cases = verdict.pending("t::two", "roundtrip")
    assert [c.signatures for c in cases] == [["calls.arguments:number-respelled"],
                                             ["calls.arguments:string-stripped"]]
    assert verdict.pending("t::two", "roundtrip") == []
    verdict.CURRENT["test"] = ""


def test_a_recorded_finding_failing_differently_is_written_beside_it(known_stripped):
    """The same target, text and checks failing another way (a signature the recorded case
    does not show) is a new finding: its case must not be mistaken for the recorded one, or
    the search reports it as new on every run and never records it (sglang:glm's split case,
    whose streams lost the text before a call in one chunking and kept its blank lines in
    another)."""
    from targets import signatures

    again = corpus.Case(format="hermes", target=SPEC.id, property="roundtrip", text="t",
                        expected=WANT.to_json(), observed=STRIPPED.to_json(),
                        checks=["calls.arguments"])
    again.signatures = sorted(signatures.of_case(again))
    assert corpus.write(again) == (known_stripped, False)
    other = corpus.Case(format="hermes", target=SPEC.id, property="roundtrip", text="t",
                        expected=WANT.to_json(), observed=RESPELLED.to_json(),
                        checks=["calls.arguments"])
    other.signatures = sorted(signatures.of_case(other))
    assert other.identity() == again.identity() and other.signatures != again.signatures
    path, new = corpus.write(other)
    assert new and path != known_stripped and path.parent == known_stripped.parent
    assert corpus.write(other) == (path, False)
    assert corpus.recorded(other) == path


def test_an_off_template_variant_inherits_the_faithful_failures_of_its_target(monkeypatch,
                                                                               _events):
    """A defect the target shows on faithful text, found again by an off-template example, is
    known (targets/causes.py INHERITED_BY_OFFTEMPLATE); the inheritance runs one way only, and
    a signature no faithful property shows is still new."""
    monkeypatch.setattr(expectations, "KNOWN", (
        Known(SPEC.id, "split", frozenset({"content"}), "a reason", ("case.json",)),))
    assert verdict.judge(SPEC, "numbers", _result("content"), "t", [], []) is None
    assert verdict.KNOWN_SEEN.pop((SPEC.id, "numbers")) == 1
    verdict.CURRENT["test"] = "t::inherit"
    assert verdict.judge(SPEC, "numbers", _result("calls.count"), "t", [], []) is not None
    assert verdict.judge(SPEC, "roundtrip", _result("content"), "t", [], []) is not None
    verdict.pending("t::inherit", "numbers"), verdict.pending("t::inherit", "roundtrip")
    verdict.CURRENT["test"] = ""


def test_bracket_text_inherits_plaintext_and_nothing_else(monkeypatch, _events):
    """bracket-text is judged by the plaintext oracle: a plain-text failure already recorded
    for the target is known there (INHERITED_BY_VARIANT), a split one is not, and a text-after
    example does not inherit the plaintext entry."""
    monkeypatch.setattr(expectations, "KNOWN", (
        Known(SPEC.id, "plaintext", frozenset({"content"}), "a reason", ("case.json",)),
        Known(SPEC.id, "split", frozenset({"calls.count"}), "a reason", ("other.json",)),))
    assert verdict.judge(SPEC, "bracket-text", _result("content"), "t", [], []) is None
    assert verdict.KNOWN_SEEN.pop((SPEC.id, "bracket-text")) == 1
    verdict.CURRENT["test"] = "t::inherit-plain"
    assert verdict.judge(SPEC, "bracket-text", _result("calls.count"), "t", [], []) is not None
    assert verdict.judge(SPEC, "text-after", _result("content"), "t", [], []) is not None
    verdict.pending("t::inherit-plain", "bracket-text")
    verdict.pending("t::inherit-plain", "text-after")
    verdict.CURRENT["test"] = ""


def test_value_edges_inherit_marker_data_and_the_faithful_failures(monkeypatch, _events):
    """A value edge may be the format's marker: a marker-data failure already recorded for the
    target is known there, as are its faithful ones; a text-after failure is not, and
    marker-data does not inherit the value-edge entries."""
    monkeypatch.setattr(expectations, "KNOWN", (
        Known(SPEC.id, "marker-data", frozenset({"content"}), "a reason", ("case.json",)),
        Known(SPEC.id, "text-after", frozenset({"calls.count"}), "a reason", ("other.json",)),
        Known(SPEC.id, "value-edges", frozenset({"calls.name"}), "a reason", ("third.json",)),))
    assert verdict.judge(SPEC, "value-edges", _result("content"), "t", [], []) is None
    assert verdict.KNOWN_SEEN.pop((SPEC.id, "value-edges")) == 1
    verdict.CURRENT["test"] = "t::inherit-edges"
    assert verdict.judge(SPEC, "value-edges", _result("calls.count"), "t", [], []) is not None
    assert verdict.judge(SPEC, "marker-data", _result("calls.name"), "t", [], []) is not None
    verdict.pending("t::inherit-edges", "value-edges")
    verdict.pending("t::inherit-edges", "marker-data")
    verdict.CURRENT["test"] = ""


def test_an_entry_forgives_only_what_its_cases_show_under_its_own_checks(monkeypatch):
    """A case can show more than its entry's cause (a lost call beside the content the entry is
    about): the entry's signatures are its cases' restricted to its checks, so the other
    signature is neither forgiven nor counted in the entry's severity."""
    entry = Known("fake:echo", "roundtrip", frozenset({"content"}), "the cause",
                  ("n_fake-echo_roundtrip_0.json",))
    monkeypatch.setattr(causes, "case_paths", lambda e: ["case.json"])
    monkeypatch.setattr(causes, "case_signatures",
                        lambda path: frozenset({"content:suffix-lost", "calls.count:call-lost"}))
    assert causes.entry_signatures(entry) == frozenset({"content:suffix-lost"})
