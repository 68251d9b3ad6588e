"""atheris execs/s per target, against a bare loop calling the same adapter on the same inputs.

The fuzz harness runs for a few seconds per target in a fresh working folder (never .fuzz/),
from the seeds and dictionary `make fuzz` would give it, through targets/bench/fuzzed.py: the
harness' own instrumentation and input function, keeping a uniform sample of the inputs
libFuzzer executes.  Then, in one process per environment (targets/bench/bare.py), the same
adapters run that sample in a plain loop, and again through the harness' input function
without instrumentation or libFuzzer.  The ratios say what fuzzing costs per input: bare /
atheris is the whole slowdown; harness / atheris the part due to coverage instrumentation and
libFuzzer's mutation and bookkeeping (the rest is the harness' chunking and checks).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from strategies.formats import get as get_format
from targets import registry
from targets.fuzz.run import MAX_LEN, libfuzzer_timeout
from targets.fuzz.seeds import seed_texts, write_dictionary, write_seeds

_FINAL = re.compile(r"stat::number_of_executed_units:\s*(\d+)")


def sample(specs: list[registry.TargetSpec], count: int | None) -> list[registry.TargetSpec]:
    """At most `count` targets, the same on every run: one per environment first, then the
    rest, each in the order of a hash of its id."""
    ranked = sorted(specs, key=lambda s: hashlib.sha1(s.id.encode()).hexdigest())
    first: dict[str, registry.TargetSpec] = {}
    for s in ranked:
        first.setdefault(s.env, s)
    ordered = list(first.values()) + [s for s in ranked if s not in first.values()]
    return ordered if count is None else ordered[:count]


def _env(spec: registry.TargetSpec) -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(registry.ROOT), PYTHONUNBUFFERED="1",
                **spec.env_vars)


def fuzz(spec: registry.TargetSpec, work: Path, seconds: float, seeds: int = 40,
         plugins: tuple[str, ...] = ()) -> dict[str, Any]:
    """Run the atheris harness on `spec` for `seconds` in `work`: its execs and execs/s."""
    fmt = get_format(spec.format)
    write_seeds(seed_texts(fmt, seeds), work / "seeds")
    write_dictionary(fmt, work / "markers.dict")
    (work / "corpus").mkdir(parents=True, exist_ok=True)
    (work / "artifacts").mkdir(exist_ok=True)
    cmd = [str(registry.env_python(spec.env)), "-m", "targets.bench.fuzzed", spec.id, str(work)]
    for plugin in plugins:
        cmd += ["--plugin", plugin]
    cmd += ["--", str(work / "corpus"), str(work / "seeds"),
            f"-max_total_time={max(1, round(seconds))}", f"-max_len={MAX_LEN}",
            f"-timeout={libfuzzer_timeout()}", f"-dict={work / 'markers.dict'}",
            f"-artifact_prefix={work / 'artifacts'}/", "-rss_limit_mb=6144",
            "-print_final_stats=1"]
    started = time.monotonic()
    try:
        proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              errors="replace", env=_env(spec), cwd=str(registry.ROOT),
                              timeout=seconds + 240)
        log, code = proc.stdout + proc.stderr, proc.returncode
    except subprocess.TimeoutExpired as exc:
        log, code = f"{exc.stdout or ''}{exc.stderr or ''}", None
    wall = time.monotonic() - started
    try:
        stats = json.loads((work / "stats.json").read_text())
    except (OSError, ValueError):
        stats = {}
    final = _FINAL.search(log)
    row: dict[str, Any] = {"target": spec.id, "atheris_execs": stats.get("execs", 0),
                           "atheris_seconds": round(stats.get("seconds", 0.0), 3),
                           "atheris_total_execs": int(final[1]) if final else None,
                           "atheris_wall_s": round(wall, 1), "exit": code}
    if not stats.get("execs"):
        row["error"] = "atheris ran no input: " + " | ".join(log.strip().splitlines()[-5:])[:400]
    return row


def bare(specs: list[registry.TargetSpec], works: dict[str, Path], seconds: float,
         plugins: tuple[str, ...] = ()) -> dict[str, dict[str, Any]]:
    """The bare and harness loops of every target of one environment, in one process."""
    if not specs:
        return {}
    cmd = [str(registry.env_python(specs[0].env)), "-m", "targets.bench.bare",
           "--seconds", str(seconds)]
    for plugin in plugins:
        cmd += ["--plugin", plugin]
    cmd += [f"{s.id}={works[s.id] / 'sample'}" for s in specs]
    try:
        proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              errors="replace", env=_env(specs[0]), cwd=str(registry.ROOT),
                              timeout=len(specs) * (4 * seconds + 60) + 120)
        out, err = proc.stdout, proc.stderr
    except subprocess.TimeoutExpired as exc:
        out, err = str(exc.stdout or ""), "bare loop timed out"
    rows = {}
    for line in out.splitlines():
        if line.startswith("{"):
            row = json.loads(line)
            rows[row["target"]] = row
    for s in specs:
        rows.setdefault(s.id, {"target": s.id, "error": "bare loop gave no answer: "
                               + " | ".join(err.strip().splitlines()[-3:])[:300]})
    return rows


def rate(execs: Any, seconds: Any) -> float | None:
    return round(execs / seconds, 1) if execs and seconds else None


def measure(specs: list[registry.TargetSpec], seconds: float, bare_seconds: float,
            plugins: tuple[str, ...] = (),
            progress: Callable[[dict[str, Any]], None] = lambda _: None) -> list[dict[str, Any]]:
    """atheris, bare and harness execs/s of each target, and their ratios."""
    rows: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="toolfuzz-bench-") as tmp:
        works = {s.id: Path(tmp) / s.id.replace(":", "-") for s in specs}
        for s in specs:
            rows[s.id] = fuzz(s, works[s.id], seconds, plugins=plugins)
            progress(rows[s.id])
        for env in dict.fromkeys(s.env for s in specs):
            group = [s for s in specs if s.env == env]
            for target, row in bare(group, works, bare_seconds, plugins).items():
                rows[target].update({k: v for k, v in row.items() if k != "error"})
                if row.get("error"):
                    rows[target]["error"] = (rows[target].get("error", "") + " " +
                                             row["error"]).strip()
    out = []
    for s in specs:
        r = rows[s.id]
        r["atheris_per_s"] = rate(r.get("atheris_execs"), r.get("atheris_seconds"))
        r["bare_per_s"] = rate(r.get("bare_execs"), r.get("bare_seconds"))
        r["harness_per_s"] = rate(r.get("harness_execs"), r.get("harness_seconds"))
        a = r["atheris_per_s"]
        r["bare_over_atheris"] = round(r["bare_per_s"] / a, 1) if a and r["bare_per_s"] else None
        r["harness_over_atheris"] = (round(r["harness_per_s"] / a, 1)
                                     if a and r["harness_per_s"] else None)
        out.append(r)
    return out
