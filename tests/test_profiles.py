"""`make test` is deterministic whatever the environment says; `make explore` explores.

Both run the Makefile for real, narrowed to the planted fake target fake:brittle (it loses a
trailing `<` under TOOLFUZZ_FAKE_BROKEN=1), with the corpus, results and example database in
a temporary folder; `install` is taken as done (`make -o install`): a test builds no
environment."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

from targets import registry

ROOT = registry.ROOT
FAKE = "-p tests.fake_plugin -p no:cacheprovider --target fake:brittle"


def make(tmp: Path, goal: str, *variables: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = dict(os.environ, TOOLFUZZ_CORPUS=str(tmp / "corpus"),
                   TOOLFUZZ_RESULTS=str(tmp / "results"),
                   TOOLFUZZ_DB=str(tmp / "database"), TOOLFUZZ_FAKE_BROKEN="1", **env)
    # -o install: the environments are the shared ones, never (re)built from a test.
    return subprocess.run(["make", "--no-print-directory", "-o", "install", goal, "JOBS=0",
                           *variables],
                          cwd=ROOT, env=environ, capture_output=True, text=True, timeout=600)


def cases(tmp: Path) -> list[Path]:
    return sorted((tmp / "corpus").glob("hermes/*.json"))


def test_explore_writes_a_new_case_for_a_planted_failure(tmp_path):
    """make explore runs the dev profile even under CI=true, finds the fake's defect, fails,
    and leaves its minimal case in corpus/ and its example in the database."""
    run = make(tmp_path, "explore", f"PYTEST_ARGS={FAKE} targets/test_plaintext.py", CI="true")
    assert run.returncode != 0, run.stdout[-3000:]
    assert "Hypothesis profile dev" in run.stdout, run.stdout[:2000]
    assert "fake:brittle violates plaintext" in run.stdout, run.stdout[-3000:]
    # The fake's one defect shows two signatures (all text lost for `<`, the suffix lost for
    # `0<`): each is its own failure identity, shrunk and written once.
    found = cases(tmp_path)
    assert found, run.stdout[-3000:]
    written = [json.loads(f.read_text()) for f in found]
    assert {(c["target"], c["property"]) for c in written} == {("fake:brittle", "plaintext")}
    assert "<" in [c["text"] for c in written], written
    assert len({tuple(c["signatures"]) for c in written}) == len(written), written
    assert any((tmp_path / "database").rglob("*")), "the dev profile keeps no example database"

    nightly = make(tmp_path, "explore", "EXPLORE_PROFILE=nightly",
                   f"PYTEST_ARGS={FAKE} targets/test_plaintext.py")
    assert "Hypothesis profile nightly" in nightly.stdout, nightly.stdout[:2000]
    assert cases(tmp_path) == found  # the same defect is never written twice


def test_make_test_is_derandomized_whatever_the_environment_says(tmp_path):
    """TOOLFUZZ_PROFILE=dev in the environment does not reach make test: it runs ci, and two
    runs draw the same examples (the same falsifying example, the same statistics)."""
    runs = [make(tmp_path, "test", "TEST_PATHS=targets/test_plaintext.py",
                 f"PYTEST_ARGS={FAKE} --hypothesis-show-statistics", TOOLFUZZ_PROFILE="dev")
            for _ in range(2)]
    for run in runs:
        assert "Hypothesis profile ci" in run.stdout, run.stdout[:2000]
        assert run.returncode != 0 and "fake:brittle violates plaintext" in run.stdout
    assert not (tmp_path / "database").exists()  # ci keeps no database

    def drawn(out: str) -> list[str]:
        lines = [re.sub(r"[\d.]+ ?(ms|s|seconds)\b", "T", line) for line in out.splitlines()
                 if "passing examples" in line or "failing examples" in line
                 or "Falsifying example" in line or "Input text:" in line]
        assert lines, out[-3000:]
        return lines

    assert drawn(runs[0].stdout) == drawn(runs[1].stdout)
