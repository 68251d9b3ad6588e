"""The differential test on two fake readers of one format: when they agree, each pair is
counted as the same answer; when one adds an argument, the divergence fails the run as that
side's roundtrip failure, its minimal case names the side at fault, and the report's agreement
table shows which side was wrong."""

from __future__ import annotations

import json

from targets import agreement, results
from tests.test_corpus_cycle import run_pytest

READERS = ("--target", "fake:reader-a", "--target", "fake:reader-b")


def test_readers_that_agree_pass_and_are_counted_the_same(tmp_path, monkeypatch):
    run = run_pytest(tmp_path, "targets/test_differential.py", *READERS)
    assert run.returncode == 0, run.stdout[-3000:]
    monkeypatch.setattr(results, "RESULTS", tmp_path / "results")
    [row] = agreement.rows(results.load_all())
    assert (row.format, row.first, row.second) == ("hermes", "fake:reader-a", "fake:reader-b")
    assert row.counts["same"] == row.examples > 0 and row.agreement == 1.0


def test_a_divergence_names_the_side_that_disagrees_with_the_turn(tmp_path, monkeypatch):
    run = run_pytest(tmp_path, "targets/test_differential.py", *READERS,
                     TOOLFUZZ_FAKE_SKEW="fake:reader-b")
    assert run.returncode == 1, run.stdout[-3000:]
    assert "fake:reader-b violates roundtrip" in run.stdout
    assert "fake:reader-a agree with the generated turn" in run.stdout
    [case_file] = (tmp_path / "corpus").glob("hermes/*.json")
    case = json.loads(case_file.read_text())
    assert case["target"] == "fake:reader-b" and case["property"] == "roundtrip"
    assert case["checks"] == ["calls.arguments"]
    monkeypatch.setattr(results, "RESULTS", tmp_path / "results")
    [row] = agreement.rows(results.load_all())
    assert row.counts["second-wrong"] > 0 and row.counts["first-wrong"] == 0
    assert "| hermes | fake:reader-a vs fake:reader-b |" in agreement.markdown([row])
