"""The corpus cycle, end to end on a fake target: breaking it produces a new corpus case and a
red cell; recording the failure makes the cell a known failure; restoring the target makes the
case stale, reported as such."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from targets import corpus, registry, report, results

ROOT = registry.ROOT


def run_pytest(tmp: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = dict(os.environ, TOOLFUZZ_CORPUS=str(tmp / "corpus"),
                   TOOLFUZZ_RESULTS=str(tmp / "results"), TOOLFUZZ_PROFILE="dev",
                   PYTHONPATH=str(ROOT), **env)
    environ.pop("CI", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "tests.fake_plugin",
                           "-p", "no:cacheprovider", "-q", "--target", "fake:brittle", *args],
                          cwd=ROOT, env=environ, capture_output=True, text=True, timeout=600)


@pytest.fixture
def isolated(tmp_path, monkeypatch):
    import tests.fake_plugin  # noqa: F401  (registers fake:brittle in this process too)

    monkeypatch.setattr(corpus, "CORPUS", tmp_path / "corpus")
    monkeypatch.setattr(results, "RESULTS", tmp_path / "results")
    return tmp_path


def cell(target: str, prop: str) -> report.Cell:
    rep = report.build()
    for _, ids, cells in rep.rows:  # an id is followed by the version it was tested at
        if any(i == target or i.startswith(f"{target} (") for i in ids):
            return cells[list(report.PROPERTIES).index(prop)]
    raise AssertionError(f"{target} not in the report")


def test_break_record_restore(isolated):
    broken = run_pytest(isolated, "targets/test_plaintext.py", TOOLFUZZ_FAKE_BROKEN="1")
    assert broken.returncode == 1, broken.stdout[-3000:]
    assert "fake:brittle violates plaintext" in broken.stdout
    cases = sorted((isolated / "corpus").glob("hermes/*.json"))
    # One case per signature (targets/signatures.py): the whole text lost ("<", content.dropped)
    # and, when the search meets it, a suffix lost ("0<", content.truncated).
    found = {json.loads(c.read_text())["text"]: json.loads(c.read_text()) for c in cases}
    assert "<" in found and len(found) <= 2, found
    assert all(c["target"] == "fake:brittle" and c["text"].endswith("<") for c in found.values())
    assert len({tuple(c["signatures"]) for c in found.values()}) == len(found)
    assert cell("fake:brittle", "plaintext").state == "new"

    # Rediscovering the same defect writes no second file for a signature already recorded.
    again = run_pytest(isolated, "targets/test_plaintext.py", TOOLFUZZ_FAKE_BROKEN="1")
    cases = sorted((isolated / "corpus").glob("hermes/*.json"))
    assert again.returncode == 1 and len(cases) <= 2, cases
    names = ",".join(c.name for c in cases)

    # Recorded as a known failure: the run is green and the corpus cases replay it.
    known = run_pytest(isolated, "targets/test_plaintext.py", "targets/test_corpus.py",
                       TOOLFUZZ_FAKE_BROKEN="1", TOOLFUZZ_FAKE_KNOWN_CASE=names)
    assert known.returncode == 0, known.stdout[-3000:]
    os.environ["TOOLFUZZ_FAKE_KNOWN_CASE"] = names
    try:
        import importlib

        import tests.fake_plugin as plugin
        importlib.reload(plugin)
        assert cell("fake:brittle", "plaintext").state == "known"

        # Restored: the known failure no longer fails, and says so.
        fixed = run_pytest(isolated, "targets/test_corpus.py", "-W", "always",
                           TOOLFUZZ_FAKE_KNOWN_CASE=names)
        assert fixed.returncode == 0, fixed.stdout[-3000:]
        assert "no longer fails" in fixed.stdout and "StaleExpectation" in fixed.stdout
        assert cell("fake:brittle", "plaintext").state == "stale"
    finally:
        del os.environ["TOOLFUZZ_FAKE_KNOWN_CASE"]
