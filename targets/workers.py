"""The session's target workers: one long-lived worker process per target, started on first
use (by the property test's body, so that a run that draws no example, such as a harvest with
nothing stored for the test, starts none)."""

from __future__ import annotations

from targets import registry
from targets.client import Worker

WORKERS: dict[str, Worker] = {}


def worker_for(spec: registry.TargetSpec) -> Worker:
    """One long-lived worker per target for the whole session (a fresh parser per request)."""
    if spec.id not in WORKERS:
        w = Worker(spec)
        w.start()
        WORKERS[spec.id] = w
    return WORKERS[spec.id]
