"""The defect catalogue: known failures grouped by root cause (named causes first, the rest by
reason, provisional), severity from the signatures, the table, the JSON and the issue bodies."""

from __future__ import annotations

import json

from targets.defects import __main__ as cli
from targets.defects.catalogue import build, provisional_id
from targets.expectations import Known

SAME_CAUSE = "Qwen25Detector.parse_streaming_increment holds back text that could begin a call marker (`<`)"
OTHER = "Lfm2Detector.parse_streaming_increment holds back text that could begin a call marker (`<`)"


def test_named_root_cause_absorbs_its_reasons_and_the_rest_are_provisional():
    known = (Known("sglang:qwen25", "plaintext", frozenset({"content.dropped"}), SAME_CAUSE, ()),
             Known("sglang:lfm2", "plaintext", frozenset({"content.dropped"}), OTHER, ()),
             Known("sglang:lfm2", "split", frozenset({"calls.count"}), "a new reason", ()),
             Known("sglang:hermes", "split", frozenset({"calls.count"}), "a new reason", ()))
    defects = {d.id: d for d in build(known)}
    assert set(defects) == {"sglang-001", provisional_id("sglang", "a new reason")}
    assert defects["sglang-001"].targets == ["sglang:lfm2", "sglang:qwen25"]
    assert not defects["sglang-001"].provisional
    new = defects[provisional_id("sglang", "a new reason")]
    assert new.provisional and new.targets == ["sglang:hermes", "sglang:lfm2"]
    # no readable case: any kind of the checks, severity by the check alone
    assert new.signatures == ["calls.count:*"] and new.severity == "medium"


def test_a_note_on_the_other_cause_a_case_shows_does_not_make_a_new_root_cause():
    """`X  (Its case shows Y too.)` is an entry of X whose case could not be cut to X alone."""
    plain = "Detector.f cuts the value at the first tag."
    known = (Known("sglang:a", "split", frozenset({"calls.count"}), plain, ()),
             Known("sglang:b", "split", frozenset({"calls.count"}),
                   plain + "  (Its case shows OTHER_CAUSE (the stream's) too.)", ()),
             Known("sglang:c", "split", frozenset({"calls.count"}),
                   "Detector.f cuts the value at the first tag and the next.", ()))
    defects = {d.id: d for d in build(known)}
    assert defects[provisional_id("sglang", plain)].targets == ["sglang:a", "sglang:b"]
    assert len(defects) == 2  # another sentence, not the shared one and more: another cause


def test_a_shared_reason_with_a_sentence_on_the_target_appended_is_that_cause():
    """Entries reuse a cause's reason and may append what is particular to their target
    (`CONSTANT + "  On this target …"`): the same root cause, met again."""
    plain = "Detector.f cuts the value at the first tag."
    known = (Known("sglang:a", "split", frozenset({"calls.count"}), plain, ()),
             Known("sglang:b", "split", frozenset({"calls.count"}),
                   plain + "  Here a second call is lost the same way.", ()))
    defects = {d.id: d for d in build(known)}
    assert list(defects) == [provisional_id("sglang", plain)]
    assert defects[provisional_id("sglang", plain)].targets == ["sglang:a", "sglang:b"]


def test_cli_json_and_bodies(capsys, tmp_path, monkeypatch):
    from targets.defects import markdown

    monkeypatch.setattr(markdown, "REPORTS", tmp_path)
    assert cli.main(["--library", "kani", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out and all({"id", "library", "severity", "targets", "signature", "cases"} <= set(d)
                       for d in out)
    assert {d["library"] for d in out} == {"kani"}
    bodies = sorted((tmp_path / "kani").glob("*.md"))
    assert len(bodies) == len(out)
    text = bodies[0].read_text()
    assert text.startswith("# ") and "**severity**" in text and "## Minimal input" in text


def test_cli_table_and_unknown_library(capsys):
    assert cli.main(["--library", "nosuch", "--no-write"]) == 2
    assert "libraries:" in capsys.readouterr().err
    assert cli.main(["--no-write"]) == 0
    out = capsys.readouterr().out
    assert "root causes" in out and "critical" in out and "sglang-001" in out


def test_every_known_failure_has_one_root_cause_with_a_severity_and_a_signature():
    from targets import expectations
    from targets.signatures import SEVERITIES

    defects = build()
    assert sum(len(d.entries) for d in defects) == len(expectations.KNOWN)
    assert len({d.id for d in defects}) == len(defects)
    assert all(d.severity in SEVERITIES and d.signatures for d in defects)
    # the duplicates issue #22 names are one root cause each
    by_id = {d.id: d for d in defects}
    assert len(by_id["sglang-001"].targets) >= 20
    assert len(by_id["vllm-001"].entries) >= 8
    assert by_id["python-001"].targets == ["json-repair:loads", "langchain-core:parse_partial_json",
                                           "partial-json-parser:loads"]


def test_no_known_failure_is_claimed_by_two_named_root_causes():
    """A cause's rule must not reach into another's known failures: each is claimed by at most
    one Cause (the catalogue takes the first, so an overlap would hide a misworded rule)."""
    from targets import expectations
    from targets.defects.catalogue import library_of
    from targets.defects.causes import CAUSES

    overlaps = []
    for k in expectations.KNOWN:
        library = library_of(k.target)
        claimed = [c.id for c in CAUSES if c.claims(library, k.reason, k.target)]
        if len(claimed) > 1:
            overlaps.append((k.target, k.property, claimed))
    assert not overlaps, overlaps


def test_every_corpus_case_reads_its_signatures_kinds():
    """A case whose kind cannot be read (`check:*`, `target.raised:?`) makes its entry match any
    failure of that check: a new defect would hide behind it.  Every recorded case states how it
    fails (re-record an old one: `python -m targets.signatures --backfill` for exceptions)."""
    from targets import corpus
    from targets.signatures import ANY_KIND, ANY_RAISER, of_case

    unreadable = {path.name: sorted(s for s in of_case(case)
                                    if s.endswith((f":{ANY_KIND}", f":{ANY_RAISER}")))
                  for path, case in corpus.all_cases()}
    assert {name: s for name, s in unreadable.items() if s} == {}
