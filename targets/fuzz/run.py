"""`make fuzz`: fuzz every installed target (or TARGETS=...) for FUZZ_SECONDS each, as many at
once as there are cores, then shrink each finding and write it to corpus/.

    python -m targets.fuzz.run [--seconds N] [--jobs N] [--fuzz-jobs N] [--structured]
                               [--plugin MOD] [--shard I/N] [TARGET ...]

Each target's run lives in .fuzz/<target>/: its libFuzzer corpus (kept between runs, so
coverage accumulates), the seeds and dictionary written for this run, libFuzzer's artifacts,
and findings.jsonl.  `--fuzz-jobs N` (make fuzz FUZZ_JOBS=N) runs each target as N libFuzzer
workers (-jobs=N -workers=N) sharing that corpus, through an executable wrapper written beside
it (`fuzz-target`: libFuzzer starts its workers by running its argv[0] again); their logs are
fuzz-<n>.log there.  A hang or crash ends the harness; its input becomes a finding and the
harness restarts for the time left.  While fuzzing, one line per target (execs, execs/s,
coverage and the functions it is measured over, findings), rewritten in place on a terminal; at
the end a summary table with each target's instrumented modules, also written to
reports/fuzz.md and reports/fuzz.json.  A target whose adapter names no library module to
instrument is refused by its harness (and fails the run), never fuzzed blind.  A finding already
known for its target × property (targets/expectations) is counted, not written; a new one
becomes a corpus case that `pytest targets/` replays (and fails on until it gets its Known
entry with a reason).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import queue
import re
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from strategies.formats import get as get_format
from targets import corpus, registry, signatures, uservalues
from targets.causes import known_signatures
from targets.fuzz import findings as F
from targets.fuzz.inputs import MAX_DELTAS, chunks_of, text_of
from targets.fuzz.seeds import seed_texts, write_dictionary, write_seeds
from targets.properties import TIME_FLOOR, time_budget

WORK = Path(os.environ.get("TOOLFUZZ_FUZZ_DIR", registry.ROOT / ".fuzz"))
REPORTS = registry.ROOT / "reports"
MAX_LEN = 4096
MAX_RESTARTS = 20
_INSTRUMENTED = re.compile(
    r"^toolfuzz harness: .*?: (\d+) functions instrumented in (.*); time floor")
_NEW_FINDING = "toolfuzz: NEW FINDING "  # the harness' announcement (harness.Recorder)
_STATS = re.compile(r"#(\d+)\s+\S+\s+cov: (\d+) ft: (\d+) corp: (\d+)/\S+.*?exec/s: (\d+)")


@dataclass
class Job:
    spec: registry.TargetSpec
    seconds: float
    structured: bool = False
    plugins: tuple[str, ...] = ()
    workers: int = 1  # libFuzzer workers sharing the corpus (-jobs/-workers)
    dir: Path = Path()
    proc: subprocess.Popen | None = None
    lines: queue.Queue = field(default_factory=queue.Queue)
    log: list[str] = field(default_factory=list)
    fuzzing_since: float = 0.0
    fuzzed: float = 0.0  # seconds of fuzzing done by finished harness runs
    execs: int = 0
    execs_done: int = 0
    cov: int = 0
    rate: int = 0
    restarts: int = 0
    state: str = "waiting"
    seen_artifacts: set[str] = field(default_factory=set)
    new_findings: list[str] = field(default_factory=list)  # summaries not shown yet
    modules: list[str] = field(default_factory=list)  # what the harness instrumented
    functions: int = 0

    @property
    def findings_path(self) -> Path:
        return self.dir / "findings.jsonl"

    def findings(self) -> list[F.Finding]:
        return F.read(self.findings_path)

    def announced(self) -> list[str]:
        """The summaries of the findings the harness announced since the last call."""
        shown, self.new_findings = self.new_findings, []
        return shown

    def remaining(self) -> float:
        running = time.monotonic() - self.fuzzing_since if self.fuzzing_since else 0.0
        return self.seconds - self.fuzzed - running

    def total_execs(self) -> int:
        return self.execs_done + self.execs

    def line(self) -> str:
        elapsed = self.fuzzed + (time.monotonic() - self.fuzzing_since if self.fuzzing_since else 0)
        rate = self.total_execs() / elapsed if elapsed > 1 else 0
        return (f"{self.spec.id:<28} {self.state:<9} execs {self.total_execs():>8}  "
                f"{rate:>7.0f}/s  cov {self.cov:>5} in {self.functions:>4} functions  "
                f"findings {len(self.findings()):>3}"
                f"{'  restarts ' + str(self.restarts) if self.restarts else ''}")


def prepare(job: Job, seed_count: int) -> None:
    # Structured inputs are Hypothesis choice sequences, not texts: they get their own corpus
    # and no text seeds or dictionary.
    job.dir = WORK / (job.spec.id.replace(":", "-") + ("-structured" if job.structured else ""))
    for sub in ("seeds", "artifacts"):
        shutil.rmtree(job.dir / sub, ignore_errors=True)
    (job.dir / "corpus").mkdir(parents=True, exist_ok=True)
    (job.dir / "artifacts").mkdir(parents=True, exist_ok=True)
    job.findings_path.unlink(missing_ok=True)
    fmt = get_format(job.spec.format)
    write_seeds([] if job.structured else seed_texts(fmt, seed_count), job.dir / "seeds")
    write_dictionary(fmt, job.dir / "markers.dict")


def libfuzzer_timeout() -> int:
    """libFuzzer's whole-second backstop for an input that never returns (C regex code)."""
    return int(math.ceil(4 * time_budget(MAX_LEN, TIME_FLOOR) + 5))


def harness_command(job: Job) -> list[str]:
    """The harness of a job's target, in its environment, up to libFuzzer's arguments."""
    python = registry.env_python(job.spec.env)
    cmd = [str(python), "-X", "faulthandler", "-m", "targets.fuzz.harness", job.spec.id,
           str(job.findings_path)]
    for plugin in job.plugins:
        cmd += ["--plugin", plugin]
    if job.structured:
        cmd.append("--structured")
    return cmd


def write_wrapper(job: Job) -> Path:
    """An executable that runs the job's harness with the arguments it is given: libFuzzer's
    argv[0] in its parallel and merge modes, which start their processes by running it."""
    env = {"PYTHONPATH": str(registry.ROOT), "PYTHONUNBUFFERED": "1", **job.spec.env_vars}
    lines = ["#!/bin/sh", f"# {job.spec.id}: written by targets/fuzz/run.py (libFuzzer's argv[0])",
             *(f"export {k}={shlex.quote(v)}" for k, v in env.items()),
             f"exec {' '.join(shlex.quote(a) for a in harness_command(job))} "
             f"--argv0 \"$0\" -- \"$@\""]
    path = job.dir / "fuzz-target"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    path.chmod(0o755)
    return path


def start(job: Job) -> None:
    flags = [str(job.dir / "corpus"), str(job.dir / "seeds"),
             f"-max_total_time={max(1, int(job.remaining()))}", f"-max_len={MAX_LEN}",
             f"-timeout={libfuzzer_timeout()}",
             *([] if job.structured else [f"-dict={job.dir / 'markers.dict'}"]),
             f"-artifact_prefix={job.dir / 'artifacts'}/", "-rss_limit_mb=6144",
             "-print_final_stats=1"]
    if job.workers > 1:
        cmd = [str(write_wrapper(job)), *flags, f"-jobs={job.workers}",
               f"-workers={job.workers}"]
    else:
        cmd = [*harness_command(job), "--", *flags]
    env = dict(os.environ, PYTHONPATH=str(registry.ROOT), PYTHONUNBUFFERED="1",
               **job.spec.env_vars)
    # Workers write their logs (fuzz-<n>.log) into the working directory: the job's own.
    job.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, errors="replace", env=env,
                                cwd=str(job.dir if job.workers > 1 else registry.ROOT),
                                start_new_session=True)
    job.execs, job.state = 0, "starting"
    threading.Thread(target=_pump, args=(job.proc.stdout, job.lines), daemon=True).start()


def _pump(stream, lines: queue.Queue) -> None:
    for line in stream:
        lines.put(line)


def drain(job: Job) -> None:
    while True:
        try:
            line = job.lines.get_nowait()
        except queue.Empty:
            return
        job.log.append(line)
        del job.log[:-400]
        if line.startswith("toolfuzz harness: refused: "):
            job.state = "refused"
            continue
        if line.startswith("toolfuzz harness:") or "INFO: Seed:" in line:
            if not job.fuzzing_since:
                job.fuzzing_since = time.monotonic()
            job.state = "fuzzing"
        instrumented = _INSTRUMENTED.match(line)
        if instrumented:
            job.functions, job.modules = int(instrumented[1]), instrumented[2].split(", ")
        if line.startswith(_NEW_FINDING):
            job.new_findings.append(line[len(_NEW_FINDING):].strip().split(": ", 1)[-1])
        match = _STATS.search(line)
        if match:
            job.execs, job.cov, job.rate = int(match[1]), int(match[2]), int(match[5])
    if job.workers > 1:
        worker_stats(job)


def worker_stats(job: Job) -> None:
    """The parallel workers' progress, from the last statistics line of each one's log:
    their executions summed, the widest coverage."""
    execs = cov = rate = 0
    for log in job.dir.glob("fuzz-*.log"):
        with log.open("rb") as f:
            f.seek(max(0, log.stat().st_size - 8192))
            found = _STATS.findall(f.read().decode("utf-8", "replace"))
        if found:
            last = found[-1]
            execs, cov, rate = execs + int(last[0]), max(cov, int(last[1])), rate + int(last[4])
    if execs:
        job.execs, job.cov, job.rate = execs, cov, rate
        if not job.fuzzing_since:
            job.fuzzing_since = time.monotonic()
        job.state = "fuzzing"


def finish_run(job: Job) -> None:
    """The harness exited: bank its time and execs, turn new artifacts into findings."""
    assert job.proc is not None
    code = job.proc.wait()
    drain(job)
    if job.fuzzing_since:
        job.fuzzed += time.monotonic() - job.fuzzing_since
    job.fuzzing_since, job.execs_done, job.execs = 0.0, job.total_execs(), 0
    markers = [m["text"] for m in job.spec.options.get("markers", [])]
    tail = "".join(job.log[-60:])
    for artifact in sorted((job.dir / "artifacts").iterdir()):
        if artifact.name in job.seen_artifacts:
            continue
        job.seen_artifacts.add(artifact.name)
        kind = {"timeout": "hang", "crash": "crash", "oom": "crash"}.get(
            artifact.name.split("-")[0])
        if kind is None:
            continue
        data = artifact.read_bytes()
        finding = F.Finding(job.spec.id, kind, "", kind, message=f"libFuzzer {artifact.name} "
                            f"(exit {code})", traceback=tail[-6000:], text=text_of(data),
                            chunks=chunks_of(data, markers), data=F.encode(data))
        if finding.key() not in {f.key() for f in job.findings()}:
            F.append(job.findings_path, finding)
        # The input that stopped the harness must not stop the next run at its start.
        for folder in ("corpus", "seeds"):
            (job.dir / folder / artifact.name.split("-", 1)[-1]).unlink(missing_ok=True)
    if code not in (0, 70, 77) and not job.seen_artifacts:
        job.log.append(f"harness exited with {code}\n")
    if job.remaining() > 5 and code != 0 and job.restarts < MAX_RESTARTS and job.fuzzed > 0:
        job.restarts += 1
        job.state = "restart"
    else:
        job.state = "done" if job.fuzzed > 0 else "failed"


class Progress:
    """Live progress: on a terminal, one line per running target rewritten in place every
    2 s, with lasting lines (a target done, a new finding) printed above them; elsewhere
    (a log, CI) plain lines, the running targets' every 15 s."""

    def __init__(self, out=sys.stdout) -> None:
        self.out = out
        self.interactive = out.isatty()
        self.every = 2.0 if self.interactive else 15.0
        self.drawn = 0  # live lines now on screen, below the lasting ones
        self.last = 0.0

    def _erase(self) -> None:
        if self.drawn:  # to the start of the first live line, then clear to the end
            self.out.write(f"\x1b[{self.drawn}F\x1b[J")
            self.drawn = 0

    def note(self, text: str) -> None:
        """A line that stays (above the live lines on a terminal)."""
        self._erase()
        print(text, file=self.out, flush=True)

    def live(self, lines: list[str], force: bool = False) -> None:
        """The running targets' lines, at most every `every` seconds unless forced."""
        if not lines or (not force and time.monotonic() - self.last < self.every):
            return
        self.last = time.monotonic()
        if not self.interactive:
            print("\n".join(lines), file=self.out, flush=True)
            return
        width = max(20, shutil.get_terminal_size().columns - 1)  # a wrapped line would
        self._erase()                                           # throw the count off
        self.out.write("".join(line[:width] + "\n" for line in lines))
        self.out.flush()
        self.drawn = len(lines)

    def close(self) -> None:
        """Leave the last live lines on screen; what follows prints below them."""
        self.drawn = 0


def fuzz(jobs: list[Job], parallel: int, out=sys.stdout) -> None:
    """Run every job to its time, `parallel` at once, showing progress as it goes."""
    pending, running = list(jobs), []
    progress = Progress(out)
    try:
        while pending or running:
            while pending and len(running) < parallel:
                job = pending.pop(0)
                start(job)
                running.append(job)
            time.sleep(0.5)
            for job in list(running):
                drain(job)
                for summary in job.announced():
                    progress.note(f"  new finding, {job.spec.id}: {summary}")
                if job.proc is not None and job.proc.poll() is not None:
                    finish_run(job)
                    if job.state == "restart":
                        start(job)
                    else:
                        running.remove(job)
                        progress.note(f"  {job.line()}")
                        if job.state == "failed":
                            progress.note("".join(job.log[-30:]).rstrip("\n"))
                        progress.live([f"  {j.line()}" for j in running], force=True)
            progress.live([f"  {j.line()}" for j in running])
    finally:
        progress.close()
        for job in running:
            if job.proc and job.proc.poll() is None:
                os.killpg(job.proc.pid, signal.SIGKILL)


@dataclass
class Outcome:
    finding: F.Finding
    status: str  # "new case", "known", "existing case", "not reproduced"
    path: Path | None = None
    attempts: int = 0
    shrunk: int | None = None  # characters of the shrunk input (None: it did not reproduce)


def to_case(job: Job, finding: F.Finding, worker) -> Outcome:
    """Shrink one finding through the worker and write it as a corpus case (unless known)."""
    from targets.fuzz.minimise import reproducer, shrink
    from targets.replay import replay

    markers = [m["text"] for m in job.spec.options.get("markers", [])]
    chunks, attempts, mode = finding.chunks or [finding.text], 0, finding.mode
    if finding.kind != "roundtrip":
        modes = [finding.mode] if finding.mode else list(job.spec.modes)
        for mode in modes:
            fails = reproducer(worker, finding, mode)
            attempts += 1
            if fails(chunks):
                break
        else:
            return Outcome(finding, "not reproduced", attempts=attempts)
        costly = finding.kind in ("hang", "slow", "crash")
        chunks, used = shrink(chunks, fails, markers, max_attempts=8 if costly else 300,
                              seconds=120 if costly else 60)
        attempts += used
    prop = F.PROPERTY_OF[finding.kind]
    case = corpus.Case(
        format=job.spec.format, target=job.spec.id, property=prop, text="".join(chunks),
        tools=finding.tools or [t.to_json() for t in _any_tool()],
        chunkings=[] if prop == "roundtrip" or not job.spec.streams else [chunks],
        expected=finding.expected,
        version=worker.info.get("version", ""),
        note=f"found by make fuzz ({mode or 'run'}): {finding.summary()}"[:600])
    result = replay(case, worker)
    case.checks = result.checks
    case.observed = {"violations": [str(v) for v in result.violations][:10],
                     "error": finding.error, "location": finding.location}
    if not case.checks:
        return Outcome(finding, "not reproduced", attempts=attempts)
    shown = signatures.of_result(prop, result, signatures.traits_of(case.format, case.target, prop))
    case.signatures = sorted(shown)
    known = known_signatures(job.spec.id, prop)
    if all(signatures.matches(s, known) for s in shown):  # known by cause, not by check id
        return Outcome(finding, "known", attempts=attempts, shrunk=len(case.text))
    path, new = corpus.write(case)
    return Outcome(finding, "new case" if new else "existing case", path, attempts,
                   len(case.text))


def shrink_line(outcome: Outcome) -> str:
    """What shrinking made of a finding: its status, the input's size before and after (or
    only before, when it did not reproduce), the attempts, and the case written."""
    before = len(outcome.finding.text)
    sizes = (f"{before} chars" if outcome.shrunk is None
             else f"{before} → {outcome.shrunk} chars")
    where = f" → {_shown(outcome.path)}" if outcome.path else ""
    return f"{outcome.status} ({sizes}, {outcome.attempts} attempts){where}"


def _shown(path: Path) -> str:
    try:
        return str(path.relative_to(registry.ROOT))
    except ValueError:
        return str(path)


def _any_tool():
    from targets.properties import ANY_TOOL

    return ANY_TOOL


def collect(jobs: list[Job], out=sys.stdout) -> dict[str, list[Outcome]]:
    from targets.client import Worker, shutdown_all

    results: dict[str, list[Outcome]] = {}
    try:
        for job in jobs:
            found = job.findings()
            results[job.spec.id] = []
            if not found:
                continue
            print(f"shrinking {len(found)} finding(s) of {job.spec.id} …", file=out, flush=True)
            worker = Worker(job.spec)
            for finding in found:
                outcome = to_case(job, finding, worker)
                results[job.spec.id].append(outcome)
                print(f"  {finding.summary()}\n    {shrink_line(outcome)}", file=out,
                      flush=True)
    finally:
        shutdown_all()
    return results


def summary(jobs: list[Job], results: dict[str, list[Outcome]]) -> tuple[str, list[dict]]:
    rows = []
    for job in jobs:
        outs = results.get(job.spec.id, [])
        rows.append({"target": job.spec.id, "seconds": round(job.fuzzed, 1),
                     "execs": job.total_execs(),
                     "execs_per_s": round(job.total_execs() / job.fuzzed, 1) if job.fuzzed else 0,
                     "coverage": job.cov, "functions": job.functions,
                     "modules": job.modules, "findings": len(outs),
                     "new_cases": sum(o.status == "new case" for o in outs),
                     "known": sum(o.status in ("known", "existing case") for o in outs),
                     "restarts": job.restarts, "state": job.state,
                     "cases": [_shown(o.path) for o in outs if o.path]})
    head = ("| target | fuzzed s | execs | execs/s | cov | functions | instrumented modules | "
            "findings | new cases | known | restarts | state |\n"
            "|---|---|---|---|---|---|---|---|---|---|---|---|\n")
    body = "".join(f"| {r['target']} | {r['seconds']} | {r['execs']} | {r['execs_per_s']} | "
                   f"{r['coverage']} | {r['functions']} | {compact(r['modules']) or '–'} | "
                   f"{r['findings']} | {r['new_cases']} | {r['known']} | "
                   f"{r['restarts']} | {r['state']} |\n" for r in rows)
    return head + body, rows


#: What a target that is not a tool-call parser is, for messages (TargetSpec.kind).
KINDS = {"document": "a partial-JSON parser", "history": "a chat-history target"}


def compact(modules: list[str]) -> str:
    """Module names grouped by package, `pkg.{a, b}`, so that a blind target (its adapter's
    module alone) shows at a glance beside its coverage."""
    groups: dict[str, list[str]] = {}
    for name in modules:
        package, _, leaf = name.rpartition(".")
        groups.setdefault(package, []).append(leaf)
    return ", ".join(
        (f"{package}." if package else "") + (leaves[0] if len(leaves) == 1
                                              else "{" + ", ".join(leaves) + "}")
        for package, leaves in groups.items())


def select(names: list[str]) -> list[registry.TargetSpec]:
    if names:
        named = [registry.get(n) for n in names]
        left = [f"{s.id} ({KINDS.get(s.kind, s.kind)})" for s in named if s.kind != "calls"]
        if left:
            print(f"toolfuzz fuzz: not fuzzed (the fuzz harness drives tool-call parsers only): "
                  f"{', '.join(left)}", file=sys.stderr)
        return [s for s in named if s.kind == "calls"]
    # Partial-JSON targets (kind "document") parse JSON texts, not model replies: the harness
    # drives parse and stream, so they are not fuzzed here.
    return [s for s in (registry.get(i) for i in registry.known()) if registry.installed(s)
            and s.env != registry.SELF_ENV and s.kind == "calls"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("targets", nargs="*", help="target ids (default: every installed one)")
    seconds = uservalues.positive(float, "FUZZ_SECONDS", "make fuzz FUZZ_SECONDS=60")
    parser.add_argument("--seconds", type=seconds, default=os.environ.get("FUZZ_SECONDS", "60"),
                        help="seconds of fuzzing per target (FUZZ_SECONDS; default 60)")
    parser.add_argument("--jobs", type=uservalues.positive(int, "--jobs", "--jobs 2"),
                        default=os.cpu_count() or 1,
                        help="targets fuzzed at once (default: the number of cores)")
    parser.add_argument("--fuzz-jobs", type=uservalues.positive(int, "FUZZ_JOBS", "make fuzz FUZZ_JOBS=2"),
                        default=os.environ.get("FUZZ_JOBS") or "1",
                        metavar="N", help="libFuzzer workers per target (-jobs=N -workers=N) "
                        "sharing its corpus; each counts as one of --jobs (FUZZ_JOBS)")
    parser.add_argument("--structured", action="store_true",
                        help="fuzz Hypothesis' generated turns (roundtrip) instead of bytes")
    parser.add_argument("--plugin", action="append", default=[],
                        help="a module to import first (it may register targets)")
    parser.add_argument("--seeds", type=int, default=40, help="rendered seeds per target")
    parser.add_argument("--shard", default=None,
                        metavar="I/N", help="fuzz only shard I of N of the targets (an "
                        "environment's targets together, targets/shards.py)")
    args = parser.parse_args(argv)
    try:
        uservalues.check()  # a bad budget would shrink and record false hangs
    except uservalues.UserValueError as exc:
        print(f"toolfuzz fuzz: {exc}", file=sys.stderr)
        return 2
    from importlib import import_module

    for plugin in args.plugin:
        import_module(plugin)
    names = [n for arg in args.targets for n in re.split(r"[,\s]+", arg) if n]
    try:
        specs = select(names)
    except registry.UnknownTarget as exc:
        print(f"toolfuzz fuzz: {exc}", file=sys.stderr)
        return 2
    if not specs:
        print("toolfuzz fuzz: nothing to fuzz. Fix: "
              + ("name a tool-call parser target in TARGETS (`python -m targets.export --list`)"
                 if names else "run `make install`"), file=sys.stderr)
        return 2
    missing = [s for s in specs if not registry.installed(s)]
    if missing:
        print(f"toolfuzz fuzz: {missing[0].id}: environment {missing[0].env!r} is not installed. "
              f"Fix: {registry.install_command(missing[0].env)}", file=sys.stderr)
        return 2
    if args.shard:
        from targets import shards

        try:
            shard = shards.parse(args.shard)
        except shards.ShardError as exc:
            print(f"toolfuzz fuzz: {exc}", file=sys.stderr)
            return 2
        specs = shards.select_targets(specs, shard)
        print(f"toolfuzz fuzz: shard {shard}: {', '.join(s.id for s in specs) or 'no target'}",
              flush=True)
        if not specs:
            return 0
    jobs = [Job(s, args.seconds, args.structured, tuple(args.plugin), max(1, args.fuzz_jobs))
            for s in specs]
    for job in jobs:
        prepare(job, args.seeds)
    parallel = max(1, args.jobs // max(1, args.fuzz_jobs))  # a target's workers share the cores
    wall = math.ceil(len(jobs) / parallel) * args.seconds
    print(f"toolfuzz fuzz: {len(jobs)} target(s), {args.seconds:.0f} s each, {parallel} at "
          f"once{f' with {args.fuzz_jobs} workers each' if args.fuzz_jobs > 1 else ''} (about {wall / 60:.1f} min of fuzzing plus start-up and shrinking); "
          f"{'structured' if args.structured else 'bytes'}; work in {WORK}", flush=True)
    fuzz(jobs, parallel)
    results = collect(jobs)
    table, rows = summary(jobs, results)
    REPORTS.mkdir(exist_ok=True)
    (REPORTS / "fuzz.md").write_text(table, encoding="utf-8")
    (REPORTS / "fuzz.json").write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    print("\n" + table + f"\n(written to reports/fuzz.md and reports/fuzz.json)")
    new = sum(r["new_cases"] for r in rows)
    if new:
        print(f"{new} new corpus case(s): `pytest targets/` replays them and fails until each "
              f"has a Known entry with its reason in targets/expectations/.")
    return 1 if any(r["state"] == "failed" for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
