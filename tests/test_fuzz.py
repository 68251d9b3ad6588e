"""`make fuzz` and the time property, on fakes: a catastrophic regex must be caught by the
fuzzer's time budget and by the growth check, shrunk, and written as a replayable case."""

from __future__ import annotations

import io

import pytest

from strategies.formats import get as get_format
from strategies.growth import SIZES, families
from targets import client, corpus, registry
from targets.client import Worker
from targets.fuzz import run
from targets.fuzz.inputs import chunks_of, text_of
from targets.fuzz.seeds import _escape
from targets.properties import ANY_TOOL, GROWTH_MAX_SIZE, growth
from tests import fake_plugin

BRACKETS = next(f for f in families(get_format("hermes")) if f.name == "bracket run").to_json()


@pytest.fixture
def short_budget(monkeypatch):
    """Hangs cost two seconds here instead of ten."""
    monkeypatch.setattr(client, "BUDGET_FLOOR", 2.0)


def test_fuzzer_catches_a_catastrophic_regex_and_writes_a_small_case(tmp_path, monkeypatch,
                                                                       short_budget):
    monkeypatch.setattr(run, "WORK", tmp_path / "work")
    monkeypatch.setattr(corpus, "CORPUS", tmp_path / "corpus")
    monkeypatch.setattr(run, "libfuzzer_timeout", lambda: 3)
    job = run.Job(fake_plugin.BACKTRACKER, seconds=15, plugins=("tests.fake_plugin",))
    run.prepare(job, seed_count=5)
    out = io.StringIO()
    run.fuzz([job], 1, out=out)
    hangs = [f for f in job.findings() if f.kind == "hang"]
    assert hangs, f"no hang found; findings {job.findings()}\n{out.getvalue()}\n{''.join(job.log)}"
    assert job.restarts >= 1 and job.total_execs() > 0

    results = run.collect([job], out=out)
    written = [o for o in results[job.spec.id] if o.path]
    assert written, out.getvalue()
    case = corpus.load(written[0].path)
    assert (case.property, case.checks) == ("nocrash", ["target.hang"])
    assert "[{" in case.text and len(case.text) < len(hangs[0].text), case.text
    table, rows = run.summary([job], results)
    assert rows[0]["execs_per_s"] > 0 and "fake:backtracker" in table


def test_growth_fails_on_a_catastrophic_regex(short_budget):
    result = growth(Worker(fake_plugin.BACKTRACKER), ANY_TOOL, BRACKETS, SIZES)
    assert [v.check for v in result.violations] == ["target.hang"], result.violations


def test_growth_measures_a_quadratic_parser_as_quadratic():
    spec = registry.TargetSpec(id="fake:sluggish", env=registry.SELF_ENV,
                               adapter="tests.fakes:Sluggish", format="hermes", library="fake")
    result = growth(Worker(spec), ANY_TOOL, BRACKETS, SIZES)
    assert [v.check for v in result.violations] == ["time.growth"], result.violations
    assert "grows as size^2" in result.violations[0].detail or "size^1.9" in str(result.violations)


def test_growth_decides_a_quadratic_that_is_still_in_noise_below_the_largest_size():
    """A time above the floor at GROWTH_MAX_SIZE with every smaller size in noise is not a
    pass: it is measured at twice the size, where the exponent shows (CI found vLLM's
    deepseek_v32 this way, which an idle machine had passed)."""
    spec = registry.TargetSpec(id="fake:borderline", env=registry.SELF_ENV,
                               adapter="tests.fakes:Borderline", format="hermes",
                               library="fake")
    result = growth(Worker(spec), ANY_TOOL, BRACKETS, SIZES)
    assert [v.check for v in result.violations] == ["time.growth"], result.observed
    assert max(result.observed["sizes"]) > GROWTH_MAX_SIZE, result.observed


def test_a_known_growth_is_confirmed_below_the_recorded_sizes_and_stops_once_shown():
    """Replaying a recorded growth asks only whether it still shows: measured from smaller
    sizes, one mode at a time, it stops at the first mode and size that show it (the fake's
    parse is quadratic, its stream linear: once the parse shows it the stream is spared, and
    when the stream is named first it is measured first, in vain)."""
    spec = registry.TargetSpec(id="fake:sluggish", env=registry.SELF_ENV,
                               adapter="tests.fakes:Sluggish", format="hermes", library="fake")
    result = growth(Worker(spec), ANY_TOOL, BRACKETS, SIZES, known=frozenset({"time.growth"}))
    assert [v.check for v in result.violations] == ["time.growth"], result.violations
    sizes = result.observed["sizes"]
    assert sizes[0] < SIZES[0], sizes
    assert list(result.observed["times"]) == ["parse"], result.observed
    worst_first = growth(Worker(spec), ANY_TOOL, BRACKETS, SIZES,
                         known=frozenset({"time.growth"}), modes=("stream",))
    assert [v.check for v in worst_first.violations] == ["time.growth"]
    assert list(worst_first.observed["times"]) == ["parse"]  # the stream's own run found none


def test_growth_passes_a_linear_parser():
    spec = registry.TargetSpec(id="fake:echo-growth", env=registry.SELF_ENV,
                               adapter="tests.fakes:Echo", format="hermes", library="fake")
    for family in families(get_format("hermes")):
        result = growth(Worker(spec), ANY_TOOL, family.to_json(), SIZES)
        assert not result.violations, (family.name, result.violations)


def test_an_input_replays_to_the_same_text_and_chunking():
    data = "<tool_call>{\"name\": \"f\"}</tool_call> é".encode() + b"\xff"
    markers = ["<tool_call>", "</tool_call>"]
    assert text_of(data).endswith("é\ufffd")
    assert chunks_of(data, markers) == chunks_of(data, markers)
    assert "".join(chunks_of(data, markers)) == text_of(data)
    assert all(c.count("<tool_call>") <= 1 for c in chunks_of(data, markers))


def test_dictionary_entries_are_escaped_for_libfuzzer():
    assert _escape('a"b\\c'.encode()) == 'a\\"b\\\\c'
    assert _escape("é".encode()) == "\\xC3\\xA9"


def test_the_fuzzer_forgives_declared_errors_only(tmp_path):
    """Raising a declared error type (or a subclass) is the target's answer; any other
    exception is a finding."""
    from targets.fuzz.findings import read
    from targets.fuzz.harness import Recorder, byte_input
    from tests.fakes import Echo

    declared = registry.TargetSpec(
        id="fake:strict", env=registry.SELF_ENV, adapter="tests.fakes:Echo", format="hermes",
        library="fake", errors=(registry.DeclaredError("tests.fakes.ParseError", "documented"),))
    plain = registry.TargetSpec(id="fake:echo", env=registry.SELF_ENV,
                                adapter="tests.fakes:Echo", format="hermes", library="fake")
    found = {}
    for spec in (declared, plain):
        path = tmp_path / f"{spec.id.replace(':', '-')}.jsonl"
        one = byte_input(spec, Echo(spec.id, {}), Recorder(spec.id, path), floor=5.0)
        one(b"reject")
        one(b"raise")
        found[spec.id] = sorted((f.kind, f.mode, f.error) for f in read(path))
    assert found["fake:strict"] == [("raised", "parse", "builtins.ValueError")]
    assert found["fake:echo"] == [("raised", "parse", "builtins.ValueError"),
                                  ("raised", "parse", "tests.fakes.TruncatedInput")]


class _RejectsHello:
    """A parser whose answer to `hello` is an exception (as the harmony SDKs': not a harmony
    completion)."""

    def __init__(self, error: type[Exception]) -> None:
        self.error = error

    def parse(self, text, tools):
        raise self.error("not a completion")

    def stream(self, chunks, tools):
        raise self.error("not a completion")


def test_calibration_times_a_declared_error_and_raises_any_other():
    from targets.fuzz.harness import calibrate

    spec = registry.TargetSpec(
        id="fake:rejects", env=registry.SELF_ENV, adapter="", format="hermes", library="fake",
        errors=(registry.DeclaredError("builtins.LookupError", "the fake's rejection"),))
    assert 0 <= calibrate(spec, _RejectsHello(LookupError)) < 1
    assert 0 <= calibrate(spec, _RejectsHello(KeyError)) < 1  # a subclass is declared too
    with pytest.raises(ValueError):
        calibrate(spec, _RejectsHello(ValueError))


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_rewrites_its_lines_in_place_on_a_terminal_and_prints_plain_lines_elsewhere():
    """On a terminal each refresh moves back over the live lines and clears them (one line per
    running target, never a growing block); a lasting line goes above them. Elsewhere: plain
    lines, no control codes."""
    screen = _Terminal()
    progress = run.Progress(screen)
    progress.live(["  a 1", "  b 1"], force=True)
    progress.live(["  a 2", "  b 2"], force=True)
    progress.note("  a done")
    progress.live(["  b 3"], force=True)
    assert screen.getvalue() == ("  a 1\n  b 1\n" "\x1b[2F\x1b[J  a 2\n  b 2\n"
                                 "\x1b[2F\x1b[J  a done\n" "  b 3\n")
    progress.live(["  b 4"])  # within the refresh interval: nothing
    assert screen.getvalue().endswith("  b 3\n")

    log = io.StringIO()
    plain = run.Progress(log)
    plain.live(["  a 1", "  b 1"], force=True)
    plain.note("  a done")
    assert log.getvalue() == "  a 1\n  b 1\n  a done\n" and plain.every == 15


def test_a_finding_summary_is_one_line_cut_between_words():
    from targets.fuzz.findings import SUMMARY_WIDTH, Finding

    words = " ".join(f"word{i}" for i in range(200))
    finding = Finding("fake:echo", "raised", "parse", "ValueError at x.py:1 (f)", "ValueError",
                      words + "\nsecond line")
    summary = finding.summary()
    assert summary.startswith("raised in parse at ValueError at x.py:1 (f): ValueError: word0 ")
    assert summary.endswith(" …") and len(summary) <= SUMMARY_WIDTH + 2
    assert summary[:-2].split(" ")[-1] in words.split(" ")  # the last word is whole
    short = Finding("fake:echo", "slow", "stream", "stream", message="12 chars took 3.00 s")
    assert short.summary() == "slow in stream at stream: 12 chars took 3.00 s"
    assert Finding("t", "raised", "parse", "l", "E", "one\ntwo").summary().endswith("one …")


def test_the_shrink_line_gives_both_sizes():
    from targets.fuzz.findings import Finding

    finding = Finding("fake:echo", "raised", "parse", text="x" * 45)
    assert run.shrink_line(run.Outcome(finding, "known", attempts=7, shrunk=12)) == (
        "known (45 → 12 chars, 7 attempts)")
    assert run.shrink_line(run.Outcome(finding, "not reproduced", attempts=2)) == (
        "not reproduced (45 chars, 2 attempts)")
