"""Shrinking a fuzz finding through the worker, so that what lands in corpus/ is small and
fails exactly as the corpus replay will judge it.

The input is kept as its chunking: whole stretches of units (markers whole, other characters
one by one) are deleted, largest first, while the finding still reproduces at the same kind
and location; then the chunks are merged as far as it still does.  Each attempt is a worker
request, so a hang costs a full time budget and a restart: hangs get a few attempts only.
"""

from __future__ import annotations

import time
from typing import Callable

from strategies.chunkings import units
from targets.canonical import Tool
from targets.client import Worker
from targets.fuzz.findings import Finding, location
from targets.properties import (ANY_TOOL, TIME_FLOOR, TIME_FLOOR_FACTOR, arguments_violations,
                                baseline, time_budget)
from targets.reconstruct import reconstruct

Chunks = list[str]


def reproducer(worker: Worker, finding: Finding, mode: str) -> Callable[[Chunks], bool]:
    """Whether a chunking still shows the finding: same kind, and for an exception the same
    type at the same library line."""
    tools = [Tool.from_json(t) for t in finding.tools] or list(ANY_TOOL)
    floor = max(TIME_FLOOR, TIME_FLOOR_FACTOR * baseline(worker, tools)) if finding.kind == "slow" else 0

    def fails(chunks: Chunks) -> bool:
        text = "".join(chunks)
        out = worker.parse(text, tools) if mode == "parse" else worker.stream([chunks], tools)
        if finding.kind in ("hang", "crash"):
            return out.kind == finding.kind
        if finding.kind == "raised":
            return out.kind == "raised" and out.error is not None and location(
                out.error["traceback"], out.error["type"]) == finding.location
        if not out.ok:
            return False
        if finding.kind == "slow":
            return out.cost > time_budget(len(text), floor)
        message = out.result if mode == "parse" else reconstruct(out.result[0])
        return bool(arguments_violations(message, mode))

    return fails


def _rebuild(pieces: list[tuple[str, int]]) -> Chunks:
    out: Chunks = []
    last = None
    for unit, chunk in pieces:
        if chunk == last:
            out[-1] += unit
        else:
            out.append(unit)
            last = chunk
    return out or [""]


def shrink(chunks: Chunks, fails: Callable[[Chunks], bool], markers: list[str],
           max_attempts: int = 300, seconds: float = 60.0) -> tuple[Chunks, int]:
    """The smallest chunking found that still fails, and how many attempts it took."""
    deadline = time.monotonic() + seconds
    attempts = 0

    def budget_left() -> bool:
        return attempts < max_attempts and time.monotonic() < deadline

    pieces = [(u, i) for i, c in enumerate(chunks) for u in units(c, markers)]
    size = max(1, len(pieces) // 2)
    while size >= 1 and budget_left():
        i, progressed = 0, False
        while i < len(pieces) and budget_left():
            candidate = pieces[:i] + pieces[i + size:]
            attempts += 1
            if candidate and fails(_rebuild(candidate)):
                pieces, progressed = candidate, True
            else:
                i += size
        if not progressed:
            size //= 2
    best = _rebuild(pieces)
    if len(best) > 1 and budget_left():  # fewer deltas: the whole text at once, if it still fails
        attempts += 1
        if fails(["".join(best)]):
            best = ["".join(best)]
    return best, attempts
