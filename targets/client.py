"""The parent side of the worker protocol (see targets/worker.py for the wire format).

A target that loops in C regex code, recurses to death or kills its own process costs one
finding, never the run: every request has a time budget; on timeout the worker's whole process
group is killed, on end-of-file its exit status is read, and either way the input comes back
as a `hang` or `crash` outcome carrying the worker's stderr.  The next request starts a fresh
process.

One process serves every target of an environment (importing vLLM takes seconds; paying it
once per environment instead of once per target is most of a CI run's start-up).  Each target
gets its own adapter inside it, and each request still builds a fresh parser.
"""

from __future__ import annotations

import collections
import json
import os
import queue
import signal
import subprocess
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from targets.canonical import Delta, Message, Tool
from targets.registry import ROOT, TargetSpec, env_python

#: How long a worker may take to import its library and build an adapter.
STARTUP_BUDGET = float(os.environ.get("TOOLFUZZ_STARTUP_BUDGET", "300"))
#: Per-request budget: a floor, plus a per-character allowance (parsing must stay near-linear).
BUDGET_FLOOR = float(os.environ.get("TOOLFUZZ_BUDGET", "10"))
BUDGET_PER_KCHAR = 0.5
STDERR_KEEP = 64 * 1024
#: A worker process grown past this many MiB of resident memory is recycled after its answer
#: (a parser that leaks, or a huge input's peak, must not take the machine's memory).
MEMORY_LIMIT_MB = int(os.environ.get("TOOLFUZZ_WORKER_MEMORY_MB", "3072"))


class WorkerStartError(RuntimeError):
    """A target could not be loaded: a broken environment or adapter, not a finding."""


@dataclass
class Outcome:
    """What one request produced: `ok`, `raised` (the target threw), `hang` or `crash`."""

    kind: str
    result: Any = None
    elapsed: float = 0.0
    error: dict[str, str] | None = None
    stderr: str = ""
    detail: str = ""

    @property
    def ok(self) -> bool:
        return self.kind == "ok"

    def describe(self) -> str:
        if self.kind == "ok":
            return "ok"
        if self.kind == "raised":
            assert self.error is not None
            return f"raised {self.error['type']}: {self.error['message']}\n{self.error['traceback']}"
        tail = self.stderr[-4000:]
        return f"{self.kind}: {self.detail}\n--- worker stderr (last {len(tail)} chars) ---\n{tail}"


def budget_for(size: int) -> float:
    """The time one server request over `size` characters may take before it is a hang."""
    return BUDGET_FLOOR + BUDGET_PER_KCHAR * size / 1000


class Process:
    """One worker process for one environment; it hosts the adapters of many targets."""

    def __init__(self, env: str, env_vars: dict[str, str]) -> None:
        self.env, self.env_vars = env, env_vars
        self.proc: subprocess.Popen[str] | None = None
        self.generation = 0  # bumped at every start: adapters must be reloaded after a restart
        self.loaded: dict[str, dict[str, Any]] = {}
        self.recycled = 0  # restarts for memory (see MEMORY_LIMIT_MB)
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._stderr: collections.deque[str] = collections.deque()
        self._stderr_size = 0
        self._next_id = 0

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def start(self) -> None:
        cmd = [str(env_python(self.env)), "-X", "faulthandler", "-m", "targets.worker"]
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8",
                   PYTHONUNBUFFERED="1", **self.env_vars)
        self._lines = queue.Queue()
        self._stderr = collections.deque()
        self._stderr_size = 0
        self.loaded = {}
        self.generation += 1
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, encoding="utf-8",
                                     errors="replace", env=env, cwd=str(ROOT),
                                     start_new_session=True)
        threading.Thread(target=_pump, args=(self.proc.stdout, self._lines), daemon=True).start()
        threading.Thread(target=self._pump_stderr, args=(self.proc,), daemon=True).start()

    def kill(self) -> None:
        proc, self.proc = self.proc, None
        self.loaded = {}
        if proc is None:
            return
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        proc.wait()
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            try:
                stream.close()  # type: ignore[union-attr]
            except (OSError, ValueError):
                pass

    def _pump_stderr(self, proc: subprocess.Popen[str]) -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            self._stderr.append(line)
            self._stderr_size += len(line)
            while self._stderr_size > STDERR_KEEP and len(self._stderr) > 1:
                self._stderr_size -= len(self._stderr.popleft())

    def resident_mb(self) -> int:
        """The worker's resident memory in MiB (0 when unknown)."""
        try:
            with open(f"/proc/{self.proc.pid}/statm") as f:  # type: ignore[union-attr]
                return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 2**20
        except (OSError, AttributeError, ValueError, IndexError):
            return 0

    def stderr_tail(self) -> str:
        time.sleep(0.05)  # let the pump drain what a dying process wrote last
        return "".join(self._stderr)

    def request(self, payload: dict[str, Any], budget: float) -> Outcome:
        if not self.alive():
            self.kill()
            self.start()
        proc = self.proc
        assert proc is not None and proc.stdin is not None
        self._next_id += 1
        message = json.dumps({"id": self._next_id, **payload}, ensure_ascii=True)
        started = time.monotonic()
        try:
            proc.stdin.write(message + "\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass  # the worker died: reading gives end-of-file below
        try:
            line = self._lines.get(timeout=budget)
        except queue.Empty:
            line = None
        if line is None and proc.poll() is None and time.monotonic() - started >= budget:
            self.kill()
            return Outcome("hang", detail=f"no answer within the {budget:.1f} s budget; worker killed",
                           stderr=self.stderr_tail())
        if line is None:
            code = proc.wait()
            self.kill()
            how = (f"killed by signal {signal.Signals(-code).name}" if code < 0
                   else f"exited with status {code}")
            return Outcome("crash", detail=f"worker {how}", stderr=self.stderr_tail())
        reply = json.loads(line)
        if reply.get("id") != self._next_id:
            raise RuntimeError(f"worker protocol out of step: {line[:200]}")
        if self.resident_mb() > MEMORY_LIMIT_MB:
            self.kill()  # restarted, and its adapters reloaded, by the next request
            self.recycled += 1
        if reply["ok"]:
            return Outcome("ok", result=reply["result"], elapsed=reply["elapsed"])
        return Outcome("raised", error=reply["error"], elapsed=reply["elapsed"])


def _pump(stream: Any, lines: "queue.Queue[str | None]") -> None:
    for line in stream:
        lines.put(line)
    lines.put(None)


_PROCESSES: dict[tuple[str, tuple[tuple[str, str], ...]], Process] = {}


def process_for(spec: TargetSpec) -> Process:
    key = (spec.env, tuple(sorted(spec.env_vars.items())))
    if key not in _PROCESSES:
        _PROCESSES[key] = Process(spec.env, dict(spec.env_vars))
    return _PROCESSES[key]


def shutdown_all() -> None:
    """Kill every worker process (end of a test session or a command)."""
    for p in _PROCESSES.values():
        p.kill()


@dataclass
class Worker:
    """One target, served by its environment's shared process."""

    spec: TargetSpec
    restarts: int = 0
    info: dict[str, Any] = field(default_factory=dict)

    def __repr__(self) -> str:  # shown in Hypothesis' falsifying examples: keep it short
        return f"Worker({self.spec.id!r})"

    @property
    def process(self) -> Process:
        return process_for(self.spec)

    def start(self) -> None:
        """Load the target's adapter into its environment's process (starting it if needed)."""
        process = self.process
        if not process.alive():
            process.kill()
            process.start()
        out = process.request({"op": "load", "target": self.spec.id, "adapter": self.spec.adapter,
                               "options": self.spec.options}, STARTUP_BUDGET)
        if not out.ok:
            why = out.describe()
            raise WorkerStartError(
                f"target {self.spec.id!r} could not be loaded in environment {self.spec.env!r}:\n"
                f"{why}\nFix: run `make install`; if it persists, the adapter "
                f"{self.spec.adapter} is broken.")
        process.loaded[self.spec.id] = out.result
        self.info = out.result

    def close(self) -> None:
        self.process.kill()

    kill = close

    def request(self, op: str, budget: float, **payload: Any) -> Outcome:
        process = self.process
        if not process.alive() or self.spec.id not in process.loaded:
            self.start()
        out = process.request({"op": op, "target": self.spec.id, **payload}, budget)
        if out.kind in ("hang", "crash"):
            self.restarts += 1
        return out

    def parse(self, text: str, tools: list[Tool], budget: float | None = None) -> Outcome:
        """Parse a whole text; an ok outcome's result is a Message."""
        out = self.request("parse", budget or budget_for(len(text)), text=text,
                           tools=[t.to_json() for t in tools])
        if out.ok:
            out.result = Message.from_json(out.result)
        return out

    def render(self, turn: Any, budget: float | None = None) -> Outcome:
        """A reference renderer's text for a turn (strategies.formats.Turn)."""
        return self.request("render", budget or BUDGET_FLOOR, turn=turn.to_json())

    def stream(self, chunkings: list[list[str]], tools: list[Tool],
               budget: float | None = None) -> Outcome:
        """Stream each chunking through a fresh parser; an ok result is a list of Delta lists.

        Each chunking is its own request, with its own budget, as each is its own server
        request; the first that hangs, crashes or raises is the outcome (the rest are not run:
        a hang costs one budget, not one per chunking)."""
        wire = [t.to_json() for t in tools]
        results: list[list[Delta]] = []
        elapsed = 0.0
        for i, chunks in enumerate(chunkings):
            out = self.request("stream", budget or budget_for(sum(len(c) for c in chunks)),
                               chunkings=[chunks], tools=wire)
            elapsed += out.elapsed
            if not out.ok:
                if len(chunkings) > 1:
                    out.detail = (f"{out.detail} (chunking {i + 1} of {len(chunkings)}, "
                                  f"{len(chunks)} delta(s))").lstrip()
                return out
            results.append([Delta.from_json(d) for d in out.result[0]])
        return Outcome("ok", result=results, elapsed=elapsed)
