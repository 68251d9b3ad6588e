"""`make bench`: throughput, overhead over the bare parser, and speed of finding known bugs
(targets/bench/__init__.py says what each part measures)."""

from __future__ import annotations

import argparse
import importlib
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

from targets import registry
from targets.bench import examples, execs, first_failure, report, session, throughput
from targets import expectations
from targets.client import shutdown_all

PHASES = ("throughput", "execs", "first_failure")
NOTES = {
    "throughput": (
        "Each property test (rendered, plaintext, nocrash) runs its first {examples} ci examples "
        "on each target, drawn as `make test` draws them (same strategies, seeds and text "
        "limits; no shrinking). ex/s counts examples of all three tests over their wall time "
        "(generation, requests and judging; not the worker's start, which is `load s`: the "
        "first target of an environment pays for importing its library). overhead × is that "
        "wall time over the time spent inside the parser (the sum of the outcomes' `elapsed`, "
        "measured in the worker). discarded counts test cases Hypothesis abandoned while "
        "drawing (a filter that kept failing, an overrun): no example, but their draws cost "
        "time. The shares split the wall time: generation (Hypothesis draws, discarded ones "
        "included), protocol (request wall time not spent in the parser: JSON, pipes, the "
        "worker's decoding), parser, judging (the oracles), engine (Hypothesis between "
        "examples)."),
    "execs": (
        "atheris runs each target for {fuzz_seconds} s as `make fuzz` does (harness, "
        "instrumentation, seeds, dictionary), keeping a uniform sample of the inputs it "
        "executes; then the same adapter runs that sample in the target's environment for "
        "{bare_seconds} s in a bare loop (parse, and stream when the target streams: nothing "
        "else), and again through the harness' input function without instrumentation or "
        "libFuzzer. bare ÷ atheris is the whole cost of fuzzing per input; harness ÷ atheris "
        "the part due to coverage instrumentation and libFuzzer."),
    "first_failure": (
        "From an empty example database, each known failure's property test runs with nothing "
        "forgiven until an example violates one of the entry's checks: seconds and examples "
        "to that first failure. ci stops at the target's ci example count (as `make test`), "
        "nightly at {ttff_seconds} s (seeded, so repeatable); either is also cut at "
        "{ttff_seconds} s, checked between examples (a hang overshoots by its budget). time "
        "entries are fixed growth families, timed once (examples count families). "
        "{sampled}"),
}


def select(names: list[str]) -> list[registry.TargetSpec]:
    """The named targets, or every installed one (fakes only when named)."""
    if names:
        return [registry.get(n) for n in names]
    # Partial-JSON targets (kind "document") have their own tests, which the bench does not
    # measure.
    return [s for s in map(registry.get, registry.known())
            if registry.installed(s) and s.env != registry.SELF_ENV and s.kind == "calls"]


def _say(started: float) -> Callable[[str], None]:
    def say(line: str) -> None:
        took = time.monotonic() - started
        print(f"[bench {int(took // 60):02d}:{int(took % 60):02d}] {line}", flush=True)
    return say


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m targets.bench", description=__doc__)
    p.add_argument("targets", nargs="*", help="target ids (default: every installed one)")
    p.add_argument("--all", action="store_true", default=bool(os.environ.get("BENCH_ALL")),
                   help="atheris on every target and every known failure (BENCH_ALL=1)")
    p.add_argument("--examples", type=int, default=5, help="ci examples per property test")
    p.add_argument("--test-seconds", type=float, default=8.0,
                   help="at most this long per property test and target")
    p.add_argument("--fuzz-targets", type=int, default=6, help="targets fuzzed (without --all)")
    p.add_argument("--fuzz-seconds", type=float, default=5.0)
    p.add_argument("--bare-seconds", type=float, default=2.0)
    p.add_argument("--ttff-pairs", type=int, default=20,
                   help="target × property pairs timed to first failure (without --all)")
    p.add_argument("--ttff-seconds", type=float, default=8.0,
                   help="time limit of one first-failure search")
    p.add_argument("--only", action="append", choices=PHASES, help="run only these parts")
    p.add_argument("--plugin", action="append", default=[], help="module registering targets")
    p.add_argument("--out", type=Path, default=registry.ROOT / "reports")
    return p


def _summary(data: dict[str, Any], wall: float) -> str:
    lines = [f"Measured {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime(data['started']))} "
             f"on {os.cpu_count()} cores; the bench took {wall / 60:.1f} min "
             f"({'all' if data['settings']['all'] else 'default sample'})."]
    rows = [r for r in data.get("throughput") or [] if not r.get("error")]
    if rows:
        rates = [r["examples_per_s"] for r in rows]
        over = [r for r in rows if r["overhead"]]
        top = sorted(over, key=lambda r: -r["overhead"])[:3]
        lines.append(f"Throughput: {len(rows)} targets, median {statistics.median(rates):.1f} "
                     f"examples/s (min {min(rates)}, max {max(rates)}); median overhead "
                     f"{statistics.median(r['overhead'] for r in over):.0f}× the parser's "
                     f"own time; largest: " + ", ".join(f"{r['target']} {r['overhead']}×"
                                                         for r in top) + ".")
    fuzzed = [r for r in data.get("execs") or [] if r.get("bare_over_atheris")]
    if fuzzed:
        lines.append(f"atheris: {len(fuzzed)} targets, median "
                     f"{statistics.median(r['atheris_per_s'] for r in fuzzed):.0f} execs/s; the "
                     f"bare parser runs the same inputs a median "
                     f"{statistics.median(r['bare_over_atheris'] for r in fuzzed):.1f}× faster.")
    found = data.get("first_failure")
    if found:
        for prof in ("ci", "nightly"):
            mine = [f for f in found if f["profile"] in (prof, "growth")]
            hit = [f for f in mine if f["found"]]
            med = f", median {statistics.median(f['seconds'] for f in hit):.1f} s" if hit else ""
            lines.append(f"First failure under {prof}: {len(hit)} of {len(mine)} known "
                         f"failures found again{med}.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    from targets import uservalues

    try:
        uservalues.check()
    except uservalues.UserValueError as exc:
        print(f"toolfuzz bench: {exc}", file=sys.stderr)
        return 2
    for plugin in args.plugin:
        importlib.import_module(plugin)
    specs = select(args.targets)
    examples.ensure_profiles()  # imports conftest.py (and pytest) before any clock starts
    phases = args.only or PHASES
    started = time.monotonic()
    say = _say(started)
    data: dict[str, Any] = {"started": time.time(), "settings": {
        k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()}}
    found: list[first_failure.FirstFailure] = []
    say(f"{len(specs)} target(s); parts: {', '.join(phases)}")
    try:
        if "throughput" in phases:
            data["throughput"] = []
            for spec in specs:
                row = throughput.measure(spec, args.examples, args.test_seconds).row()
                data["throughput"].append(row)
                say(f"throughput {spec.id}: " + (f"error {row['error']}" if row["error"] else
                    f"{row['examples']} ex, {row['examples_per_s']} ex/s, overhead "
                    f"{row['overhead']}×, load {row['load_s']} s"))
        if "first_failure" in phases:
            groups = first_failure.pairs(tuple(k for k in expectations.KNOWN
                                               if k.target in {s.id for s in specs}))
            chosen = first_failure.sample(sorted(groups), None if args.all else args.ttff_pairs)
            say(f"first failure: {len(chosen)} of {len(groups)} target × property pairs "
                f"({sum(len(groups[c]) for c in chosen)} known failures)")
            for target, prop in chosen:
                found += first_failure.measure(
                    registry.get(target), prop, groups[(target, prop)], args.ttff_seconds,
                    progress=lambda f: say(f"first failure {f.target} {f.property} "
                                           f"[{', '.join(f.checks)}] {f.profile}: {f.shown()}"))
            data["first_failure"] = [f.row() for f in found]
            shown = len({(f.target, f.property) for f in found})
            data["sampled"] = (f"Measured: {shown} of {len(groups)} target × property pairs "
                               f"({len({(f.target, f.property, f.checks) for f in found})} of "
                               f"{sum(map(len, groups.values()))} known failures)"
                               + ("." if args.all else "; `make bench BENCH_ALL=1` measures "
                                  "them all."))
        if "execs" in phases:
            fuzzable = [s for s in specs if s.env != registry.SELF_ENV or args.plugin]
            chosen_specs = execs.sample(fuzzable, None if args.all else args.fuzz_targets)
            say(f"atheris: {len(chosen_specs)} target(s), {args.fuzz_seconds:.0f} s each")
            data["execs"] = execs.measure(
                chosen_specs, args.fuzz_seconds, args.bare_seconds, tuple(args.plugin),
                progress=lambda r: say(f"atheris {r['target']}: {r.get('atheris_execs')} execs "
                                       f"in {r.get('atheris_seconds')} s"
                                       + (f" error {r['error']}" if r.get("error") else "")))
    finally:
        shutdown_all()
    data["test_session"] = session.load()
    wall = time.monotonic() - started
    data["wall_s"] = round(wall, 1)
    data["summary"] = _summary(data, wall)
    data["notes"] = {k: v.format(sampled=data.get("sampled", ""), **vars(args))
                     for k, v in NOTES.items()}
    text = report.write(data, found, args.out)
    print("\n" + text + f"\n(written to {args.out / 'bench.md'} and {args.out / 'bench.json'}; "
          f"bench wall time {wall / 60:.1f} min)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
