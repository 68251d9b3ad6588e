"""`make bench` machinery on fake targets: the tables have their rows and columns, a known
failure is found again, the bare loop counts execs, and a session is recorded.  Nothing here
asserts a time: the bench measures, it does not judge."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from targets import expectations, registry
from targets.bench import __main__ as bench, bare, report, session
from targets.registry import SELF_ENV, TargetSpec

ECHO = TargetSpec(id="fake:bench-echo", env=SELF_ENV, adapter="tests.fakes:Echo",
                  format="hermes", library="fake")
#: Loses the text from its last `<` on: a plaintext failure the bench must find again.
BRITTLE = TargetSpec(id="fake:bench-brittle", env=SELF_ENV, adapter="tests.fakes:Brittle",
                     format="hermes", library="fake", properties=("plaintext",),
                     env_vars={"TOOLFUZZ_FAKE_BROKEN": "1"})
KNOWN = expectations.Known("fake:bench-brittle", "plaintext",
                           frozenset({"content.truncated", "content.dropped"}),
                           "the fake loses a trailing `<`", ())


@pytest.fixture
def fakes(monkeypatch):
    for spec in (ECHO, BRITTLE):
        monkeypatch.setitem(registry._REGISTRY, spec.id, spec)
    monkeypatch.setattr(expectations, "KNOWN", (*expectations.KNOWN, KNOWN))


def _rows(table: str, first: str) -> list[list[str]]:
    lines = table[table.index(f"| {first} |"):].split("\n\n")[0].strip().splitlines()
    return [[c.strip() for c in line.strip("|").split(" | ")] for line in lines]


def test_bench_tables_on_fakes(fakes, tmp_path, capsys):
    assert bench.main([ECHO.id, BRITTLE.id, "--examples", "2", "--ttff-seconds", "1",
                       "--only", "throughput", "--only", "first_failure",
                       "--out", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    assert "[bench " in printed and "throughput fake:bench-echo" in printed
    text = (tmp_path / "bench.md").read_text()
    assert text in printed

    throughput = _rows(text, "target")
    assert throughput[0] == list(report.THROUGHPUT_COLUMNS)
    assert [r[0] for r in throughput[2:]] == [ECHO.id, BRITTLE.id]
    assert all(len(r) == len(report.THROUGHPUT_COLUMNS) for r in throughput[2:])
    # echo: rendered, plaintext, nocrash and truncated; brittle: plaintext only
    assert int(throughput[2][1]) == 8 and int(throughput[3][1]) == 2  # 4 tests, 1 test
    assert throughput[2][2].isdigit()

    found = _rows(text[text.index("## Time to first failure"):], "target")
    assert found[0] == list(report.FIRST_FAILURE_COLUMNS)
    assert found[2][:3] == [BRITTLE.id, "plaintext", "content.dropped, content.truncated"]
    assert "ex." in found[2][3] and "ex." in found[2][4], found[2]

    data = json.loads((tmp_path / "bench.json").read_text())
    assert {r["target"] for r in data["throughput"]} == {ECHO.id, BRITTLE.id}
    assert {(r["profile"], r["found"]) for r in data["first_failure"]} == {
        ("ci", True), ("nightly", True)}


def test_bare_loop_counts_execs(tmp_path):
    (tmp_path / "a").write_bytes(b"hello")
    (tmp_path / "b").write_bytes(b"<tool_call>{}")
    row = bare.measure(ECHO, [tmp_path], 0.05)
    assert row["inputs"] == 2
    assert row["bare_execs"] >= 2 and row["harness_execs"] >= 2


def test_session_record_keeps_the_last_full_run(tmp_path):
    path = tmp_path / "test-session.json"
    root = registry.ROOT
    assert session.is_full(["tests", "targets"], root, {"target": []})
    assert not session.is_full(["tests"], root, {})
    assert not session.is_full(["tests", "targets"], root, {"target": ["vllm:hermes"]})
    session.record(600.0, "ci", 900, True, 0, path)
    session.record(5.0, "dev", 3, False, 1, path)
    data = session.load(path)
    assert data["last"]["tests"] == 3 and data["last_full"]["duration_s"] == 600.0
    assert "10.0 min" in report.session_line(data)
    assert "no full run" in report.session_line({"last": data["last"]})
    assert Path(session.PATH).name == "test-session.json"
