"""Two defects behind one check id are two findings: a search over a fake target that both
loses text up to its first `>` and leaks an end marker after a brace (both `content`)
finds, shrinks and records each; with one recorded as known, the other still fails and is
recorded."""

from __future__ import annotations

import json

from targets import signatures
from tests.test_corpus_cycle import run_pytest


def _cases(tmp):
    found = {}
    for path in sorted((tmp / "corpus").glob("hermes/*.json")):
        case = json.loads(path.read_text())
        found[tuple(case["signatures"])] = (path, case)
    return found


PREFIX, MARKER = ("content:prefix-lost",), ("content:marker-leaked",)


def test_two_defects_one_check_are_both_found_shrunk_and_recorded(tmp_path):
    run = run_pytest(tmp_path, "targets/test_plaintext.py", "--target", "fake:two-defects")
    assert run.returncode == 1, run.stdout[-3000:]
    found = _cases(tmp_path)
    assert PREFIX in found and MARKER in found, found
    # shrunk: the smallest text that shows each
    assert len(found[PREFIX][1]["text"]) == 2 and found[PREFIX][1]["text"][0] == ">"
    assert found[MARKER][1]["text"] == "{"
    assert "new signature(s): content:prefix-lost" in run.stdout
    assert "new signature(s): content:marker-leaked" in run.stdout

    # One of them known: the run still fails, on the other.
    known = run_pytest(tmp_path, "targets/test_plaintext.py", "--target", "fake:two-defects",
                       TOOLFUZZ_FAKE_KNOWN_CUT=found[PREFIX][0].name)
    assert known.returncode == 1, known.stdout[-3000:]
    assert "new signature(s): content:marker-leaked" in known.stdout
    assert "new signature(s): content:prefix-lost" not in known.stdout
