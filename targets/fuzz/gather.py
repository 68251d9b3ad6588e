"""What several `make fuzz` shards found, gathered into this checkout (`make harvest
FUZZ_DIRS=...`, targets/harvest.py).

Each shard's `.fuzz/` holds one directory per target (targets/fuzz/run.py).  For every target
any shard fuzzed, the shards' corpora are merged into this checkout's `.fuzz/<target>/corpus`
by libFuzzer itself (`-merge=1`: only the inputs that add coverage are kept, so the next run
of any shard can start from the union), and the shards' findings, de-duplicated by target,
kind and location, are shrunk through the worker and written to corpus/ with the usual
verdicts (new case, existing case, known), as `make fuzz` does with its own.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from targets import registry
from targets.fuzz import findings as F
from targets.fuzz import run

#: Seconds a merge may take per target (it runs every input of every shard once).
MERGE_SECONDS = 600


def _targets_by_directory() -> dict[str, tuple[str, bool]]:
    """A job directory's name → (target id, structured), as run.prepare names them."""
    names = {}
    for target in registry.known():
        base = target.replace(":", "-")
        names[base], names[f"{base}-structured"] = (target, False), (target, True)
    return names


def merge(job: run.Job, sources: list[Path], out=sys.stdout) -> int:
    """Merge the shards' corpora into the job's with libFuzzer's -merge=1, through the
    target's wrapper; returns the number of inputs the merged corpus holds."""
    target = job.dir / "corpus"
    wrapper = run.write_wrapper(job)
    cmd = [str(wrapper), "-merge=1", f"-max_len={run.MAX_LEN}",
           f"-timeout={run.libfuzzer_timeout()}", "-rss_limit_mb=6144",
           f"-artifact_prefix={job.dir / 'artifacts'}/", str(target), *map(str, sources)]
    done = subprocess.run(cmd, cwd=job.dir, stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, errors="replace", timeout=MERGE_SECONDS)
    count = sum(1 for _ in target.iterdir())
    if done.returncode != 0:
        print(f"  merge of {job.spec.id} exited with {done.returncode}:\n"
              f"{done.stdout[-1500:]}{done.stderr[-1500:]}", file=out, flush=True)
    return count


def gather(shard_dirs: list[Path], plugins: list[str] | None = None, out=sys.stdout) -> int:
    """Merge and harvest the shards' `.fuzz/` directories into run.WORK and corpus/; 1 when a
    new corpus case was written (as a replayed failure fails `make harvest`), else 0."""
    from importlib import import_module

    for plugin in plugins or []:
        import_module(plugin)
    names = _targets_by_directory()
    found: dict[str, list[Path]] = {}
    for shard in shard_dirs:
        if not shard.is_dir():
            print(f"toolfuzz harvest: {shard} is not a directory (a shard's .fuzz/)",
                  file=sys.stderr)
            return 2
        for job_dir in sorted(p for p in shard.iterdir() if p.is_dir()):
            if job_dir.name in names:
                found.setdefault(job_dir.name, []).append(job_dir)
    print(f"toolfuzz harvest: {len(found)} fuzzed target(s) in {len(shard_dirs)} shard(s)",
          file=out, flush=True)
    jobs = []
    for name, dirs in sorted(found.items()):
        target, structured = names[name]
        job = run.Job(registry.get(target), 0.0, structured, tuple(plugins or ()))
        job.dir = run.WORK / name
        for sub in ("corpus", "artifacts"):
            (job.dir / sub).mkdir(parents=True, exist_ok=True)
        sources = [d / "corpus" for d in dirs if (d / "corpus").is_dir()]
        count = merge(job, sources, out) if sources else 0
        job.findings_path.unlink(missing_ok=True)  # this harvest's findings only
        known: set[str] = set()
        added = 0
        for d in dirs:
            for finding in F.read(d / "findings.jsonl"):
                if finding.key() not in known:
                    known.add(finding.key())
                    F.append(job.findings_path, finding)
                    added += 1
        print(f"  {target}: {len(sources)} corpora merged into {count} inputs, "
              f"{added} new finding(s)", file=out, flush=True)
        job.state = "done"
        jobs.append(job)
    results = run.collect(jobs, out=out)
    table, rows = run.summary(jobs, results)
    print("\n" + table, file=out, flush=True)
    new = sum(r["new_cases"] for r in rows)
    if new:
        print(f"{new} new corpus case(s): `pytest targets/` replays them and fails until each "
              f"has a Known entry with its reason in targets/expectations/.", file=out)
    return 1 if new else 0
