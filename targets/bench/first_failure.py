"""Time to first failure: how long the property tests take to find each recorded known failure
again, from an empty example database, under the ci and nightly profiles.

A known failure is a Known entry (target, property, checks).  Its property's test runs as the
suite runs it (strategies, seeds, example counts: targets/bench/examples.py) but with nothing
forgiven, and stops at the first example whose violations of that property share a check with
the entry (every entry of the same target × property is timed by the same run).  Under ci the
search ends at the target's ci example count, as `make test` does; under nightly, at the
time limit.  The time property is not a search: its growth families are fixed, so it is timed
once, family by family, and the profile does not apply.

The default run measures a sample of target × property pairs, the same on every run: pairs are
taken in turn from each property, so every property is represented, each property's pairs in
the order of a hash of their names, new libraries and then new targets first, so the sample is spread over
targets and libraries.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from typing import Any, Callable

from strategies.formats import get as get_format
from strategies.growth import SIZES, families
from targets.bench.examples import TEST_OF, run
from targets.client import Worker
from targets.expectations import KNOWN, Known, known_checks
from targets.properties import ANY_TOOL, PROPERTIES, Result, growth
from targets.registry import TargetSpec

PROFILES = ("ci", "nightly")


@dataclass
class FirstFailure:
    target: str
    property: str
    checks: tuple[str, ...]
    profile: str
    found: bool
    seconds: float
    examples: int
    limit: str = ""  # what ended an unsuccessful search: "examples" or "time"
    error: str = ""

    def row(self) -> dict[str, Any]:
        return {"target": self.target, "property": self.property, "checks": list(self.checks),
                "profile": self.profile, "found": self.found, "seconds": round(self.seconds, 2),
                "examples": self.examples, "limit": self.limit, "error": self.error}

    def shown(self) -> str:
        if self.error:
            return f"error: {self.error}"
        if self.found:
            return f"{self.seconds:.1f} s, {self.examples} ex."
        if self.limit == "examples":
            return f"not found in {self.examples} ex. ({self.seconds:.0f} s)"
        return f"not found within {self.seconds:.0f} s ({self.examples} ex.)"


def pairs(entries: tuple[Known, ...] = KNOWN) -> dict[tuple[str, str], list[Known]]:
    """The Known entries, by target × property."""
    out: dict[tuple[str, str], list[Known]] = {}
    for k in entries:
        out.setdefault((k.target, k.property), []).append(k)
    return out


def sample(keys: list[tuple[str, str]], cap: int | None) -> list[tuple[str, str]]:
    """At most `cap` pairs, the same ones on every run, taken in turn from each property; a
    library not yet chosen comes first, and a target already chosen waits until no other is
    left (a few slow targets must not make up the sample)."""
    def rank(key: tuple[str, str]) -> str:
        return hashlib.sha1("|".join(key).encode()).hexdigest()

    queues = {p: sorted((k for k in keys if k[1] == p), key=rank) for p in PROPERTIES}
    chosen: list[tuple[str, str]] = []
    targets: set[str] = set()
    libraries: set[str] = set()
    while any(queues.values()) and (cap is None or len(chosen) < cap):
        for p in PROPERTIES:
            if not queues[p] or (cap is not None and len(chosen) >= cap):
                continue
            key = min(queues[p], key=lambda k: (_library(k[0]) in libraries, k[0] in targets))
            queues[p].remove(key)
            chosen.append(key)
            targets.add(key[0])
            libraries.add(_library(key[0]))
    return chosen


def _library(target: str) -> str:
    return target.partition(":")[0]


def _search(spec: TargetSpec, worker: Worker, prop: str, entries: list[Known], profile: str,
            seconds: float) -> list[FirstFailure]:
    hits: dict[int, tuple[float, int]] = {}
    seen = 0
    started = time.perf_counter()

    def check(results: dict[str, Result]) -> bool:
        nonlocal seen
        seen += 1
        found = {v.check for v in results[prop].violations}
        for i, entry in enumerate(entries):
            if i not in hits and found & entry.checks:
                hits[i] = (time.perf_counter() - started, seen)
        return len(hits) == len(entries)

    timing = run(TEST_OF[prop], spec, worker, profile, check, seconds=seconds)
    ran_out = "time" if timing.wall > seconds else "examples"
    return [FirstFailure(spec.id, prop, tuple(sorted(e.checks)), profile, i in hits,
                         hits[i][0] if i in hits else timing.wall,
                         hits[i][1] if i in hits else seen, "" if i in hits else ran_out)
            for i, e in enumerate(entries)]


def _growth(spec: TargetSpec, worker: Worker, entries: list[Known],
            seconds: float) -> list[FirstFailure]:
    """The growth families in the test's order until each entry's checks show (or time runs
    out between two families); `examples` counts families."""
    hits: dict[int, tuple[float, int]] = {}
    known = known_checks(spec.id, "time")
    started, tried = time.perf_counter(), 0
    for family in families(get_format(spec.format)):
        if len(hits) == len(entries) or time.perf_counter() - started > seconds:
            break
        result = growth(worker, ANY_TOOL, family.to_json(), SIZES, known)
        tried += 1
        found = {v.check for v in result.violations}
        for i, entry in enumerate(entries):
            if i not in hits and found & entry.checks:
                hits[i] = (time.perf_counter() - started, tried)
    wall = time.perf_counter() - started
    return [FirstFailure(spec.id, "time", tuple(sorted(e.checks)), "growth", i in hits,
                         hits[i][0] if i in hits else wall, hits[i][1] if i in hits else tried,
                         "" if i in hits else ("time" if wall > seconds else "families"))
            for i, e in enumerate(entries)]


def measure(spec: TargetSpec, prop: str, entries: list[Known], seconds: float,
            profiles: tuple[str, ...] = PROFILES,
            progress: Callable[[FirstFailure], None] = lambda _: None) -> list[FirstFailure]:
    """Time to first failure of each entry of one target × property, per profile."""
    worker = Worker(spec)
    out: list[FirstFailure] = []
    try:
        worker.start()  # not timed: the search starts with the target loaded
    except Exception as exc:
        return [FirstFailure(spec.id, prop, tuple(sorted(e.checks)), p, False, 0.0, 0,
                             error=f"{type(exc).__name__}: {str(exc)[:200]}")
                for e in entries for p in (("growth",) if prop == "time" else profiles)]
    for profile in (("growth",) if prop == "time" else profiles):
        try:
            found = (_growth(spec, worker, entries, seconds) if prop == "time"
                     else _search(spec, worker, prop, entries, profile, seconds))
        except Exception as exc:  # a broken target is reported, the bench goes on
            found = [FirstFailure(spec.id, prop, tuple(sorted(e.checks)), profile, False, 0.0, 0,
                                  error=f"{type(exc).__name__}: {str(exc)[:200]}")
                     for e in entries]
        for f in found:
            progress(f)
        out += found
    return out
