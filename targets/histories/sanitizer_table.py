"""`python -m targets.histories.sanitizer_table TARGET [--examples N]`: what a sanitizer target
does with each corruption, in figures.

For each corruption (the eight, then the agent-log ones), N histories drawn with that
corruption at a drawn site (derandomized: the same draws on every run) go through the target
in its environment (the worker, as the property tests drive it); the table counts how many of
its answers every provider reference validator accepts, and how many lose real data, keep a
result under the wrong call, or keep a synthetic placeholder over the real result (the checks
of `lossless`, targets/history_props.py).  A progress line per corruption goes to stderr.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from hypothesis import HealthCheck, given, settings

from strategies.histories.build import corrupted_histories
from strategies.histories.corruptions import CORRUPTIONS, LOG_CORRUPTIONS, Corruption
from targets import registry
from targets.client import Worker, shutdown_all
from targets.history_props import sanitizer_results

#: Column -> the lossless check it counts.
LOSSES = {"real data lost": "history.lost-message",
          "misattributed": "history.misattributed",
          "placeholder kept over the real result": "history.placeholder-kept"}


def tally(worker: Worker, corruption: Corruption, examples: int) -> Counter:
    """Counts over `examples` drawn histories with the corruption: `histories`, `valid` (every
    reference validator accepts the answer), one per lossless check, `failed` (no answer)."""
    counts: Counter = Counter()

    @settings(max_examples=examples, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(corrupted_histories(corruption))
    def run(drawn):
        results = sanitizer_results(worker, drawn[3], False,
                                    frozenset({"repaired", "lossless"}))
        counts["histories"] += 1
        checks = {v.check for r in results.values() for v in r.violations}
        if any(c.startswith("target.") or c == "history.unreadable" for c in checks):
            counts["failed"] += 1
            return
        counts["valid"] += not results["repaired"].violations
        counts.update(c for c in checks if c in LOSSES.values())

    run()
    return counts


def markdown(target: str, rows: list[tuple[Corruption, Counter]]) -> str:
    head = ["request valid", *LOSSES]
    lines = [f"| # | corruption ({target}) | " + " | ".join(head) + " |",
             "|---|---|" + "---|" * len(head)]
    for c, n in rows:
        cells = [f"{n['valid']}/{n['histories']}"] + [f"{n[check]}/{n['histories']}"
                                                       for check in LOSSES.values()]
        failed = f" ({n['failed']} without an answer)" if n["failed"] else ""
        lines.append(f"| {c.number} | {c.title}{failed} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", help="a sanitizer target id, such as openhands:view")
    parser.add_argument("--examples", type=int, default=60, help="histories per corruption")
    args = parser.parse_args(argv)
    spec = registry.get(args.target)
    if spec.kind != "history" or spec.options.get("role") != "sanitizer":
        sys.exit(f"toolfuzz: {spec.id} is not a history sanitizer; "
                 f"choose one of {', '.join(t for t in registry.known() if registry.get(t).options.get('role') == 'sanitizer')}")
    if not registry.installed(spec):
        sys.exit(f"toolfuzz: the {spec.env!r} environment is not installed.\n"
                 f"Fix: make install ENVS={spec.env}")
    worker = Worker(spec)
    rows = []
    started = time.monotonic()
    try:
        for c in CORRUPTIONS + LOG_CORRUPTIONS:
            rows.append((c, tally(worker, c, args.examples)))
            print(f"toolfuzz: {c.number:2d} {c.name}: done ({time.monotonic() - started:.0f} s)",
                  file=sys.stderr, flush=True)
    finally:
        shutdown_all()
    sys.stdout.write(markdown(spec.id, rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
