"""The worker protocol and the parent's handling of targets that misbehave."""

from __future__ import annotations

import time

import pytest

from targets import client, properties
from targets.canonical import Message
from targets.client import Worker, WorkerStartError
from targets.registry import SELF_ENV, DeclaredError, TargetSpec

FAKE = TargetSpec(id="fake:echo", env=SELF_ENV, adapter="tests.fakes:Echo", format="hermes",
                  library="fake")


@pytest.fixture(scope="module")
def worker():
    w = Worker(FAKE)
    w.start()
    yield w
    w.close()


def test_answers_parse_and_stream(worker):
    out = worker.parse("hello", [])
    assert out.kind == "ok" and out.result == Message(content="hello")
    assert out.elapsed >= 0
    streamed = worker.stream([["he", "llo"], ["hello"]], [])
    assert [[d.content for d in ds] for ds in streamed.result] == [["he", "llo"], ["hello"]]


def test_a_cut_reply_reaches_an_adapter_that_ends_turns_and_no_other(worker):
    """A reply max_tokens cut has no end-of-turn token: an adapter that appends one (ENDS_TURN)
    is told so, in both modes; an adapter that appends none is driven as before."""
    stopping = Worker(TargetSpec(id="fake:stopping", env=SELF_ENV, adapter="tests.fakes:Stopping",
                                 format="hermes", library="fake"))
    try:
        assert stopping.parse("a", []).result.content == "a<eot>"
        assert stopping.parse("a", [], cut=True).result.content == "a"
        for cut, last in ((False, "b<eot>"), (True, "b")):
            streamed = stopping.stream([["a", "b"], ["ab"]], [], cut=cut).result
            assert [d.content for d in streamed[0]] == ["a", last]
    finally:
        stopping.close()
    assert worker.parse("a", [], cut=True).result == Message(content="a")
    assert [d.content for d in worker.stream([["a", "b"]], [], cut=True).result[0]] == ["a", "b"]


def test_exception_is_a_raised_outcome_with_traceback(worker):
    out = worker.parse("raise", [])
    assert out.kind == "raised"
    assert out.error["type"] == "builtins.ValueError"
    assert "fake parser error" in out.error["traceback"]
    assert worker.parse("after", []).result.content == "after"


def test_a_base_exception_of_the_target_is_raised_not_a_crash(worker):
    """A Rust panic reaches the caller as pyo3's PanicException and a library's sys.exit as
    SystemExit, neither an Exception: each is the target's answer (`raised`, its type named),
    the child lives on.  Uncaught, they once ended the child with status 0 mid-request."""
    restarts = worker.restarts
    for text, kind in (("panic", "tests.fakes.Panic"), ("sys.exit", "builtins.SystemExit")):
        out = worker.parse(text, [])
        assert out.kind == "raised" and out.error["type"] == kind, out.describe()
        streamed = worker.stream([["a"], [text]], [])
        assert streamed.kind == "raised" and streamed.error["type"] == kind, streamed.describe()
    assert worker.restarts == restarts
    assert worker.parse("after", []).result.content == "after"


def test_stdout_noise_does_not_break_the_protocol(worker):
    assert worker.parse("noise", []).result.content == "noise"
    assert worker.parse("next", []).result.content == "next"


def test_hang_in_c_code_is_killed_within_budget_and_the_run_continues(worker):
    restarts = worker.restarts
    started = time.monotonic()
    out = worker.parse("backtrack", [], budget=1.0)
    took = time.monotonic() - started
    assert out.kind == "hang", out.describe()
    assert "1.0 s budget" in out.detail
    # A budget of CPU time: on an idle machine a second, under load up to the wall cap.
    cap = client.HANG_WALL_FACTOR * 1.0
    assert took < cap + 1.0, f"hang detected after {took:.1f} s, budget was 1 s, cap {cap} s"
    assert worker.restarts == restarts + 1
    assert worker.parse("alive", []).result.content == "alive"


def test_the_budget_is_cpu_time_and_the_wall_clock_only_caps_it(worker, monkeypatch):
    """A request that waits without spending CPU (as a parser starved by a loaded machine
    does) is not a hang while it stays under the wall cap; one that never answers is a hang
    once the cap is reached, and the answer says how much CPU and wall time it took."""
    monkeypatch.setattr(client, "HANG_WALL_FACTOR", 3.0)
    out = worker.parse("sleep 1.5", [], budget=1.0)
    assert out.ok, out.describe()
    assert out.elapsed >= 1.5 and out.cpu is not None and out.cpu < 0.5 and out.cost == out.cpu
    started = time.monotonic()
    out = worker.parse("sleep 60", [], budget=1.0)
    took = time.monotonic() - started
    assert out.kind == "hang" and "s of CPU" in out.detail and "s wall" in out.detail, out.detail
    assert 3.0 <= took < 5.0, f"the wall cap was 3 s, the hang was called after {took:.1f} s"
    assert worker.parse("alive", []).result.content == "alive"


def test_a_hang_costs_a_fork_not_a_new_interpreter(worker):
    """After a hang the next request is served by a fresh fork of the zygote, which already
    holds the adapters: no interpreter start, no import, no adapter build."""
    process = worker.process
    worker.parse("warm", [])
    zygotes, spawns = process.zygote_starts, process.spawns
    assert worker.parse("backtrack", [], budget=1.0).kind == "hang"
    started = time.monotonic()
    assert worker.parse("after", []).result.content == "after"
    took = time.monotonic() - started
    assert process.zygote_starts == zygotes, "the zygote was restarted"
    assert process.spawns == spawns + 1
    assert took < 1.0, f"the first request after a hang took {took:.2f} s"


def test_self_kill_is_a_crash_carrying_stderr(worker):
    out = worker.parse("sigkill", [])
    assert out.kind == "crash"
    assert "SIGKILL" in out.detail
    assert "about to kill myself" in out.stderr
    assert worker.parse("alive", []).result.content == "alive"


def test_segfault_is_a_crash_with_the_python_stack(worker):
    out = worker.parse("segfault", [])
    assert out.kind == "crash" and "SIGSEGV" in out.detail
    assert "_misbehave" in out.stderr  # faulthandler's stack of the dying worker


def test_exit_is_a_crash_with_its_status(worker):
    out = worker.stream([["ok", "exit"]], [])
    assert out.kind == "crash" and "status 7" in out.detail


def test_property_turns_hang_and_crash_into_findings(worker, monkeypatch):
    monkeypatch.setattr("targets.client.BUDGET_FLOOR", 1.0)
    hang = properties.nocrash(worker, "backtrack", [], [["backtrack"]])
    assert [v.check for v in hang.violations][:1] == ["target.hang"]
    crash = properties.nocrash(worker, "sigkill", [], [["fine"]])
    assert [v.check for v in crash.violations] == ["target.crash"]
    assert properties.nocrash(worker, "fine", [], [["fine"]]).violations == []


def test_a_declared_error_is_an_answer_to_nocrash_and_nothing_else(worker):
    """A target's declared rejection (a subclass of it, here) passes nocrash; an undeclared
    exception still fails it, and a rendering that raises the declared error still fails
    roundtrip."""
    spec = TargetSpec(id="fake:strict", env=SELF_ENV, adapter="tests.fakes:Echo",
                      format="hermes", library="fake",
                      errors=(DeclaredError("tests.fakes.ParseError", "documented"),))
    strict = Worker(spec)  # shares the fixture's process, which the fixture closes
    assert properties.nocrash(strict, "reject", [], [["reject"]]).violations == []
    raised = properties.nocrash(strict, "raise", [], [["raise"]]).violations
    assert [v.check for v in raised] == ["target.raised", "target.raised"]
    undeclared = properties.nocrash(worker, "reject", [], [["reject"]])
    assert [v.check for v in undeclared.violations] == ["target.raised", "target.raised"]
    rt = properties.roundtrip(strict, (), "reject", [], Message(content="reject"))
    assert [v.check for v in rt.violations] == ["target.raised"]


def test_adapter_that_cannot_start_names_the_fix():
    spec = TargetSpec(id="fake:broken", env=SELF_ENV, adapter="tests.fakes:Echo",
                      format="hermes", library="fake", options={"fail_to_start": True})
    with pytest.raises(WorkerStartError, match="this fake refuses to start") as err:
        Worker(spec).start()
    assert "make install" in str(err.value)


def test_targets_of_one_environment_share_one_process(worker):
    other = Worker(TargetSpec(id="fake:echo2", env=SELF_ENV, adapter="tests.fakes:Echo",
                              format="hermes", library="fake"))
    assert other.parse("x", []).result.content == "x"
    assert other.process is worker.process
    assert set(worker.process.loaded) >= {"fake:echo", "fake:echo2"}


def test_a_bloated_worker_is_recycled_after_answering(worker, monkeypatch):
    from targets import client

    # A serving child first: run alone (as xdist may schedule it) the module's worker has
    # loaded its adapter but forked no child yet, and the first parse would fork one.
    assert worker.parse("warm", []).ok
    monkeypatch.setattr(client, "MEMORY_LIMIT_MB", 1)  # any process is over 1 MiB
    process = worker.process
    generation, recycled = process.generation, process.recycled
    assert worker.parse("kept", []).result.content == "kept"  # the answer is not lost
    assert process.recycled == recycled + 1 and not process.alive()
    monkeypatch.setattr(client, "MEMORY_LIMIT_MB", 3072)
    assert worker.parse("again", []).result.content == "again"
    assert process.generation == generation + 1  # restarted, adapter reloaded


def test_each_chunking_is_a_request_with_its_own_budget_and_a_hang_stops_the_stream(
        worker, monkeypatch):
    """Each chunking stands for one server request: its budget is its own (a floor plus its
    size), and the first chunking that hangs is the outcome, so a hang costs one budget."""
    from targets import client

    assert client.budget_for(4000) == client.BUDGET_FLOOR + 4 * client.BUDGET_PER_KCHAR
    monkeypatch.setattr(client, "BUDGET_FLOOR", 1.0)
    started = time.monotonic()
    out = worker.stream([["ok"], ["backtrack"], ["backtrack"], ["backtrack"]], [])
    took = time.monotonic() - started
    assert out.kind == "hang" and "chunking 2 of 4" in out.detail, out.describe()
    assert out.chunking == 1  # a corpus case keeps that chunking (targets/minimise.py)
    cap = client.HANG_WALL_FACTOR * 1.0  # one chunking's wall cap (see the test above)
    assert took < cap + 2.0, f"the stream took {took:.1f} s: later chunkings were run after the hang"
    streamed = worker.stream([["a", "b"], ["ab"]], [])
    assert streamed.ok and len(streamed.result) == 2


ORPHAN_SCRIPT = """
import json, os, sys
from targets.client import Worker
from tests.test_worker import FAKE
w = Worker(FAKE)
w.start()
w.process.send({"op": "parse", "target": FAKE.id, "text": "backtrack", "tools": []})
print(w.process.child_pid, w.process.zygote.pid, flush=True)
os._exit(0)  # die while the worker is stuck in C code
"""


def test_a_busy_worker_dies_with_the_test_process_that_started_it():
    import os
    import subprocess
    import sys

    from targets.registry import ROOT

    out = subprocess.run([sys.executable, "-c", ORPHAN_SCRIPT], capture_output=True, text=True,
                         cwd=ROOT, timeout=60, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    pids = [int(p) for p in out.stdout.split()]
    assert len(pids) == 2, out.stderr
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        alive = []
        for pid in pids:
            try:
                os.kill(pid, 0)
                alive.append(pid)
            except ProcessLookupError:
                pass
        if not alive:
            return
        time.sleep(0.1)
    for pid in alive:
        os.kill(pid, 9)
    pytest.fail(f"worker processes {alive} (serving child, zygote) outlived their parent by 5 s")
