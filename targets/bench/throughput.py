"""Examples per second per target under the ci profile, and the suite's overhead over the
parser: wall time per example divided by the time spent inside the parser.

Each property test (rendered, plaintext, nocrash) runs its first `examples` ci examples on the
target, exactly as `make test` draws them; the wall time covers generation, the requests and
the judging, not the start of the worker (reported apart as `load`: the first target of an
environment pays for importing its library).  An overhead of 1 would mean the suite costs
nothing beyond parsing; what it costs instead is split into generation, protocol (request
wall time not spent in the parser), judging and Hypothesis' engine.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from targets.bench.examples import JUDGES, Timing, run
from targets.client import Worker
from targets.registry import TargetSpec


@dataclass
class Throughput:
    target: str
    timing: Timing = field(default_factory=Timing)
    load: float = 0.0
    violating: int = 0  # examples with any violation, known or not
    error: str = ""

    def row(self) -> dict[str, Any]:
        t = self.timing
        wall = t.wall or 1e-9
        return {"target": self.target, "examples": t.examples, "discarded": t.discarded,
                "wall_s": round(t.wall, 3),
                "examples_per_s": round(t.examples / wall, 2),
                "parser_s": round(t.parser, 4),
                "overhead": round(t.wall / t.parser, 1) if t.parser > 0 else None,
                "generation_pct": round(100 * t.generation / wall),
                "protocol_pct": round(100 * max(0.0, t.requests - t.parser) / wall),
                "parser_pct": round(100 * t.parser / wall),
                "judging_pct": round(100 * t.judging / wall),
                "engine_pct": round(100 * t.engine / wall),
                "load_s": round(self.load, 2), "violating": self.violating,
                "error": self.error}


def measure(spec: TargetSpec, examples: int = 5, seconds: float | None = None,
            worker: Worker | None = None) -> Throughput:
    """`examples` ci examples of each property test that applies to `spec` (at most `seconds`
    per test), timed part by part."""
    out = Throughput(spec.id)
    started = time.perf_counter()
    try:
        worker = worker or Worker(spec)
        worker.start()
    except Exception as exc:  # a target that cannot load is reported, the bench goes on
        out.error = f"{type(exc).__name__}: {str(exc)[:200]}"
        return out
    out.load = time.perf_counter() - started

    def count(results: dict[str, Any]) -> bool:
        out.violating += any(r.violations for r in results.values())
        return False

    for test, props in JUDGES.items():
        if not set(props) & set(spec.properties):
            continue
        out.timing.add(run(test, spec, worker, "ci", count, max_examples=examples,
                           seconds=seconds))
    return out
