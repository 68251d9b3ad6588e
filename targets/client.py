"""The parent side of the worker protocol (see targets/worker.py for the wire format).

A target that loops in C regex code, recurses to death or kills its own process costs one
finding, never the run: every request has a time budget; past it the serving process's
whole group is killed, on end-of-file its exit status is read, and either way the input comes
back as a `hang` or `crash` outcome carrying the worker's stderr.  The next request is served
by a fresh fork of the environment's zygote, which already holds the imported library and
every adapter built so far (a new interpreter would import vLLM again: 8 to 16 s).

One zygote serves every target of an environment (importing vLLM takes seconds; paying it
once per environment instead of once per target is most of a CI run's start-up).  Each target
gets its own adapter inside it, and each request still builds a fresh parser.
"""

from __future__ import annotations

import collections
import json
import os
import queue
import signal
import socket
import subprocess
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from targets import uservalues
from targets.canonical import Delta, Message, Tool
from targets.registry import ROOT, TargetSpec, env_python


def _set(read, default):
    """A user value, or its default while it is bad: importing never fails on one, and no
    worker starts with one (`uservalues.check_budgets` in Process._start_zygote; every entry
    point checks them all at start)."""
    try:
        return read()
    except uservalues.UserValueError:
        return default


#: How long a worker may take to import its library and build an adapter.
STARTUP_BUDGET = _set(uservalues.startup_budget, 300.0)
#: Per-request budget: a floor, plus a per-character allowance (parsing must stay near-linear).
#: The budget is of CPU time, the serving process's own (user and system, every thread, read
#: from /proc/<pid>/stat while no answer has come): a loaded machine, where the child gets a
#: fraction of a core, makes a request slower by the clock but not costlier, and must not turn
#: a slow parse into a hang.  Where /proc cannot be read the budget is of wall time.
BUDGET_FLOOR = _set(uservalues.budget_floor, 10.0)
BUDGET_PER_KCHAR = 0.5
#: The hard wall-clock cap of a request, as a multiple of its budget: a request that spends
#: little CPU and still gives no answer (blocked, sleeping, deadlocked) is a hang once this
#: much wall time has passed.  Five: on two cores shared by the two test workers and two
#: competing busy processes, a child still gets half a core; a fifth of one is the least it
#: is assumed to get before its slowness is called a hang.
HANG_WALL_FACTOR = float(os.environ.get("TOOLFUZZ_HANG_WALL_FACTOR", "5"))
#: Clock ticks per second of /proc/<pid>/stat's CPU times.
_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
STDERR_KEEP = 64 * 1024
#: A worker process grown past this many MiB of resident memory is recycled after its answer
#: (a parser that leaks, or a huge input's peak, must not take the machine's memory).
MEMORY_LIMIT_MB = _set(uservalues.worker_memory_mb, 3072)


class WorkerStartError(RuntimeError):
    """A target could not be loaded: a broken environment or adapter, not a finding."""


class WorkerHarnessError(RuntimeError):
    """The serving child failed in toolfuzz's own code (targets/worker.py), not the target's."""


#: The serving child's exit status when toolfuzz's own serving code failed (EX_SOFTWARE); an
#: exception of the target, any BaseException, is an answer and never ends the child.
HARNESS_FAILED = 70


@dataclass
class Outcome:
    """What one request produced: `ok`, `raised` (the target threw), `hang` or `crash`."""

    kind: str
    result: Any = None
    #: Wall time inside the adapter (measured in the worker), and its CPU time (None when the
    #: worker did not measure it: a hang, a crash).
    elapsed: float = 0.0
    cpu: float | None = None
    error: dict[str, str] | None = None
    stderr: str = ""
    detail: str = ""
    #: For a stream that failed: the index of the chunking it failed on.
    chunking: int | None = None

    @property
    def ok(self) -> bool:
        return self.kind == "ok"

    @property
    def cost(self) -> float:
        """What the request cost the target, as the time property judges it: its CPU time
        (independent of the machine's load), else its wall time."""
        return self.elapsed if self.cpu is None else self.cpu

    def describe(self) -> str:
        if self.kind == "ok":
            return "ok"
        if self.kind == "raised":
            assert self.error is not None
            return f"raised {self.error['type']}: {self.error['message']}\n{self.error['traceback']}"
        tail = self.stderr[-4000:]
        return f"{self.kind}: {self.detail}\n--- worker stderr (last {len(tail)} chars) ---\n{tail}"


def budget_for(size: int) -> float:
    """The CPU time one server request over `size` characters may take before it is a hang."""
    return BUDGET_FLOOR + BUDGET_PER_KCHAR * size / 1000


def cpu_seconds(pid: int) -> float | None:
    """The CPU time (user and system, all threads) process `pid` has spent so far, from
    /proc/<pid>/stat; None when it cannot be read (not Linux, or the process is gone)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rpartition(b")")[2].split()
        return (int(fields[11]) + int(fields[12])) / _TICKS  # utime, stime: fields 14, 15
    except (OSError, ValueError, IndexError):
        return None


class Process:
    """One environment's worker: a zygote holding its libraries and adapters, and the child
    forked from it that serves requests (targets/worker.py).  A hang or crash kills only the
    child; the next request forks a new one, adapters included, in milliseconds."""

    def __init__(self, env: str, env_vars: dict[str, str]) -> None:
        self.env, self.env_vars = env, env_vars
        self.zygote: subprocess.Popen[bytes] | None = None
        self.control: socket.socket | None = None
        self.child_pid: int | None = None
        self.child_stdin: Any = None
        self.generation = 0  # bumped at every child start
        #: Adapters built in the zygote (every child has them): target id → info.
        self.loaded: dict[str, dict[str, Any]] = {}
        self.recycled = 0  # restarts for memory (see MEMORY_LIMIT_MB)
        self.spawns = 0  # children forked, first ones included
        self.zygote_starts = 0
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._stderr: collections.deque[str] = collections.deque()
        self._stderr_size = 0
        self._next_id = 0
        #: The serving child's CPU time when the request (or stream part) now awaited began.
        self._cpu_mark: float | None = None

    # --- the zygote ---------------------------------------------------------------------

    def zygote_alive(self) -> bool:
        return self.zygote is not None and self.zygote.poll() is None

    def alive(self) -> bool:
        return self.zygote_alive() and self.child_pid is not None

    def _start_zygote(self) -> None:
        uservalues.check_budgets()  # a bad budget would turn every request into a false hang
        self.shutdown()
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        cmd = [str(env_python(self.env)), "-X", "faulthandler", "-m", "targets.worker",
               "--zygote", str(theirs.fileno())]
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8",
                   PYTHONUNBUFFERED="1", TOKENIZERS_PARALLELISM="false", **self.env_vars)
        self._stderr = collections.deque()
        self._stderr_size = 0
        self.zygote = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.PIPE, env=env, cwd=str(ROOT),
                                       pass_fds=(theirs.fileno(),), start_new_session=True)
        theirs.close()
        self.control = ours
        self.loaded = {}
        self.zygote_starts += 1
        threading.Thread(target=self._pump_stderr, args=(self.zygote,), daemon=True).start()

    def _control(self, payload: dict[str, Any], budget: float, fds: list[int] = ()) -> Outcome:
        """One control request to the zygote; a zygote that hangs or dies is killed (with
        its children) and the outcome says so."""
        if not self.zygote_alive():
            self._start_zygote()
        assert self.control is not None
        started = time.monotonic()
        try:
            socket.send_fds(self.control, [json.dumps(payload, ensure_ascii=True).encode()],
                            list(fds))
            self.control.settimeout(budget)
            data = self.control.recv(1 << 22)
        except TimeoutError:
            self.shutdown()
            return Outcome("hang", detail=f"the worker's zygote gave no answer to "
                           f"{payload['op']!r} within {budget:.1f} s; killed",
                           stderr=self.stderr_tail())
        except OSError as exc:
            data = b""
            why = str(exc)
        else:
            why = "closed its control socket"
        if not data:
            code = self.zygote.wait() if self.zygote else None
            self.shutdown()
            return Outcome("crash", detail=f"the worker's zygote died ({why}; status {code})",
                           stderr=self.stderr_tail())
        reply = json.loads(data)
        elapsed = time.monotonic() - started
        if reply["ok"]:
            return Outcome("ok", result=reply["result"], elapsed=elapsed)
        return Outcome("raised", error=reply["error"], elapsed=elapsed)

    def load(self, target: str, adapter: str, options: dict[str, Any]) -> Outcome:
        """Build a target's adapter in the zygote; the next child has it."""
        out = self._control({"op": "load", "target": target, "adapter": adapter,
                             "options": options}, STARTUP_BUDGET)
        if out.ok:
            self.loaded[target] = out.result
            self.kill()  # the serving child predates this adapter: fork a new one
        return out

    # --- the serving child ----------------------------------------------------------------

    def start(self) -> None:
        """Fork a serving child from the zygote (starting the zygote if needed)."""
        self.kill()
        request_r, request_w = os.pipe()
        answer_r, answer_w = os.pipe()
        out = self._control({"op": "spawn"}, STARTUP_BUDGET, [request_r, answer_w])
        os.close(request_r)
        os.close(answer_w)
        if not out.ok:
            os.close(request_w)
            os.close(answer_r)
            raise WorkerStartError(f"environment {self.env!r}: no worker could be forked:\n"
                                   f"{out.describe()}")
        self.child_pid = out.result["pid"]
        self.child_stdin = os.fdopen(request_w, "w", encoding="utf-8")
        self._lines = queue.Queue()
        self.generation += 1
        self.spawns += 1
        answers = os.fdopen(answer_r, "r", encoding="utf-8", errors="replace")
        threading.Thread(target=_pump, args=(answers, self._lines), daemon=True).start()

    def _reap(self, pid: int) -> int | None:
        """The exit status of a dead child (the zygote is its parent and reaps it)."""
        if not self.zygote_alive():
            return None
        out = self._control({"op": "reap", "pid": pid}, 30.0)
        return out.result.get("status") if out.ok else None

    def kill(self) -> int | None:
        """Kill the serving child (and its process group); returns its exit status."""
        pid, self.child_pid = self.child_pid, None
        stdin, self.child_stdin = self.child_stdin, None
        if stdin is not None:
            try:
                stdin.close()
            except OSError:
                pass
        if pid is None:
            return None
        for kill in (os.killpg, os.kill):  # its group once it has called setsid, else itself
            try:
                kill(pid, signal.SIGKILL)
                break
            except ProcessLookupError:
                continue
        return self._reap(pid)

    def shutdown(self) -> None:
        """Kill the child and the zygote."""
        self.child_pid, self.child_stdin = None, None
        zygote, self.zygote = self.zygote, None
        control, self.control = self.control, None
        self.loaded = {}
        if control is not None:
            control.close()
        if zygote is None:
            return
        if zygote.poll() is None:
            try:
                os.killpg(zygote.pid, signal.SIGKILL)  # its session holds no child: they setsid
            except ProcessLookupError:
                pass
        zygote.wait()
        if zygote.stderr is not None:
            try:
                zygote.stderr.close()
            except (OSError, ValueError):
                pass

    def _pump_stderr(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stderr is not None
        for raw in proc.stderr:
            line = raw.decode("utf-8", "replace")
            self._stderr.append(line)
            self._stderr_size += len(line)
            while self._stderr_size > STDERR_KEEP and len(self._stderr) > 1:
                self._stderr_size -= len(self._stderr.popleft())

    def resident_mb(self) -> int:
        """The serving child's resident memory in MiB (0 when unknown)."""
        try:
            with open(f"/proc/{self.child_pid}/statm") as f:
                return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 2**20
        except (OSError, ValueError, IndexError):
            return 0

    def stderr_tail(self) -> str:
        time.sleep(0.05)  # let the pump drain what a dying process wrote last
        return "".join(self._stderr)

    def send(self, payload: dict[str, Any]) -> int:
        """Send one request to the serving child (forking one if needed); its id."""
        if not self.alive():
            self.start()
        self._next_id += 1
        self._cpu_mark = cpu_seconds(self.child_pid)
        message = json.dumps({"id": self._next_id, **payload}, ensure_ascii=True)
        try:
            self.child_stdin.write(message + "\n")
            self.child_stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass  # the child died: reading gives end-of-file
        return self._next_id

    def _spent(self) -> float | None:
        """CPU seconds the serving child has spent since the awaited request (or part) began;
        None when unknown."""
        now = cpu_seconds(self.child_pid) if self.child_pid is not None else None
        return None if now is None or self._cpu_mark is None else now - self._cpu_mark

    def receive(self, request_id: int, budget: float) -> tuple[Outcome | None, dict[str, Any] | None]:
        """The next answer line of a request: (None, reply), or the hang or crash outcome
        (the child is then killed).  A hang is a request that has spent `budget` seconds of
        the child's CPU time without an answer, or HANG_WALL_FACTOR times `budget` of wall
        time whatever it spent (where the CPU time cannot be read: `budget` of wall time)."""
        started = time.monotonic()
        cap = budget * HANG_WALL_FACTOR
        while True:
            spent, waited = self._spent(), time.monotonic() - started
            if spent is None:  # no /proc: the budget is of wall time
                cap = budget
            # The child cannot spend the CPU it has left in less wall time than that.
            left = min(cap - waited, budget - (waited if spent is None else spent))
            if left <= 0:
                self.kill()
                used = f"{spent:.1f} s of CPU, " if spent is not None else ""
                return Outcome("hang", detail=f"no answer within the {budget:.1f} s budget "
                               f"({used}{waited:.1f} s wall); worker killed",
                               stderr=self.stderr_tail()), None
            try:
                line = self._lines.get(timeout=left)
                break
            except queue.Empty:
                continue
        if line is None:
            code = self.kill()
            if code == HARNESS_FAILED:
                raise WorkerHarnessError(
                    f"environment {self.env!r}: toolfuzz's worker failed outside the target "
                    f"(a harness error, not a finding; its traceback ends the stderr below). Fix: "
                    f"report it with this text.\n{self.stderr_tail()[-4000:]}")
            how = ("killed by signal " + signal.Signals(-code).name if code is not None and code < 0
                   else f"exited with status {code}")
            return Outcome("crash", detail=f"worker {how}", stderr=self.stderr_tail()), None
        reply = json.loads(line)
        if reply.get("id") != request_id:
            raise RuntimeError(f"worker protocol out of step: {line[:200]}")
        self._cpu_mark = cpu_seconds(self.child_pid) if self.child_pid is not None else None
        return None, reply

    def _recycle_if_bloated(self) -> None:
        if self.resident_mb() > MEMORY_LIMIT_MB:
            self.kill()  # a fresh fork serves the next request
            self.recycled += 1

    def request(self, payload: dict[str, Any], budget: float) -> Outcome:
        request_id = self.send(payload)
        failed, reply = self.receive(request_id, budget)
        if failed is not None:
            return failed
        assert reply is not None
        self._recycle_if_bloated()
        return _outcome(reply)

    def request_parts(self, payload: dict[str, Any], budgets: list[float]) -> tuple[list[Outcome], Outcome]:
        """A request answered in parts (a stream of several chunkings): each part within its
        own budget.  Returns the parts' outcomes and the final outcome (the first failure)."""
        request_id = self.send(payload)
        parts: list[Outcome] = []
        for budget in budgets:
            failed, reply = self.receive(request_id, budget)
            if failed is not None:
                return parts, failed
            assert reply is not None
            if "part" not in reply:  # the request ended early: an exception
                self._recycle_if_bloated()
                return parts, _outcome(reply)
            parts.append(_outcome(reply))
        failed, reply = self.receive(request_id, BUDGET_FLOOR)
        if failed is not None:
            return parts, failed
        self._recycle_if_bloated()
        return parts, _outcome(reply)


def _outcome(reply: dict[str, Any]) -> Outcome:
    if reply["ok"]:
        return Outcome("ok", result=reply["result"], elapsed=reply["elapsed"],
                       cpu=reply.get("cpu"))
    return Outcome("raised", error=reply["error"], elapsed=reply["elapsed"], cpu=reply.get("cpu"))


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
        p.shutdown()


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
        """Build the target's adapter in its environment's zygote (starting it if needed)."""
        process = self.process
        out = process.load(self.spec.id, self.spec.adapter, self.spec.options)
        if not out.ok:
            why = out.describe()
            raise WorkerStartError(
                f"target {self.spec.id!r} could not be loaded in environment {self.spec.env!r}:\n"
                f"{why}\nFix: run `make install`; if it persists, the adapter "
                f"{self.spec.adapter} is broken.")
        self.info = out.result

    def close(self) -> None:
        self.process.shutdown()

    kill = close

    def _ensure_loaded(self) -> Process:
        process = self.process
        if not process.zygote_alive() or self.spec.id not in process.loaded:
            self.start()
        return process

    def request(self, op: str, budget: float, **payload: Any) -> Outcome:
        process = self._ensure_loaded()
        out = process.request({"op": op, "target": self.spec.id, **payload}, budget)
        if out.kind in ("hang", "crash"):
            self.restarts += 1
        return out

    def parse(self, text: str, tools: list[Tool], budget: float | None = None,
              cut: bool = False) -> Outcome:
        """Parse a whole text (`cut`: a reply max_tokens cut, with no end-of-turn token after
        it); an ok outcome's result is a Message."""
        out = self.request("parse", budget or budget_for(len(text)), text=text,
                           tools=[t.to_json() for t in tools], **({"cut": True} if cut else {}))
        if out.ok:
            out.result = Message.from_json(out.result)
        return out

    def loads(self, texts: list[str], budget: float | None = None) -> Outcome:
        """A partial-JSON target's answers to each text, in one request (budgeted on their total
        size); an ok outcome's result is one Outcome per text: `ok` with the value decoded
        (and `detail` naming any non-JSON type in it), or `raised`."""
        out = self.request("loads", budget or budget_for(sum(len(t) for t in texts)), texts=texts)
        if out.ok:
            out.result = [Outcome("ok", result=json.loads(a["value"]),
                                  detail=", ".join(a.get("foreign", ())))
                          if a["ok"] else Outcome("raised", error=a["error"])
                          for a in out.result]
        return out

    def render(self, turn: Any, budget: float | None = None) -> Outcome:
        """A reference renderer's text for a turn (strategies.formats.Turn)."""
        return self.request("render", budget or BUDGET_FLOOR, turn=turn.to_json())

    def stream(self, chunkings: list[list[str]], tools: list[Tool],
               budget: float | None = None, cut: bool = False) -> Outcome:
        """Stream each chunking through a fresh parser (`cut`: as parse); an ok result is a
        list of Delta lists.

        Each chunking stands for its own server request, with its own budget; they travel in
        one worker request answered chunking by chunking.  The first that hangs, crashes or
        raises is the outcome (the rest are not run: a hang costs one budget, not one per
        chunking).  No chunking is no request (a target that does not stream is given none)."""
        if not chunkings:
            return Outcome("ok", result=[])
        budgets = [budget or budget_for(sum(len(c) for c in chunks)) for chunks in chunkings]
        process = self._ensure_loaded()
        payload = {"op": "stream", "target": self.spec.id, "chunkings": chunkings,
                   "tools": [t.to_json() for t in tools], **({"cut": True} if cut else {})}
        if len(chunkings) <= 1:
            out = process.request(payload, budgets[0] if budgets else BUDGET_FLOOR)
            parts = [out] if out.ok else []
            final = out
        else:
            parts, final = process.request_parts(payload, budgets)
        if final.kind in ("hang", "crash"):
            self.restarts += 1
        elapsed = sum(p.elapsed for p in parts)
        cpu = None if any(p.cpu is None for p in parts) else sum(p.cpu for p in parts)
        if not final.ok:
            final.chunking = i = len(parts)
            if len(chunkings) > 1:
                final.detail = (f"{final.detail} (chunking {i + 1} of {len(chunkings)}, "
                                f"{len(chunkings[i])} delta(s))").lstrip()
            if final.kind != "raised":  # a raised answer's elapsed covers the whole request
                final.elapsed, final.cpu = elapsed, cpu
            return final
        if len(chunkings) <= 1:
            results = [[Delta.from_json(d) for d in ds] for ds in final.result]
        else:
            results = [[Delta.from_json(d) for d in p.result] for p in parts]
        return Outcome("ok", result=results, elapsed=elapsed, cpu=cpu)
