"""Recorded outcomes of the last run of each target × property, for the report.

One small JSON file per target × property (and per corpus case) under reports/results/, so that
runs of a few targets, parallel workers and partial runs all add to the same picture; the
report says how old each result is.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from targets.registry import ROOT

RESULTS = Path(os.environ.get("TOOLFUZZ_RESULTS", ROOT / "reports" / "results"))


def _name(*parts: str) -> str:
    return "__".join(p.replace(":", "-").replace("/", "_") for p in parts) + ".json"


def record(kind: str, target: str, key: str, outcome: str, **extra: Any) -> None:
    """`kind` is "property" (key: the property) or "case" (key: the corpus file name)."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    data = {"kind": kind, "target": target, "key": key, "outcome": outcome, "time": time.time(),
            **extra}
    path = RESULTS / _name(kind, target, key)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(tmp, path)


def load_all() -> list[dict[str, Any]]:
    """Every recorded result; a file that is not one (cut short by a killed run) is named on
    stderr and left out, so the report is still written."""
    if not RESULTS.exists():
        return []
    found = []
    for p in sorted(RESULTS.glob("*.json")):
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or not {"kind", "target", "key", "outcome"} <= set(data):
                raise ValueError("not a recorded result")
        except (OSError, ValueError) as exc:
            print(f"toolfuzz: {p}: skipped ({exc}). Fix: delete it; the next run of its target "
                  f"records it again", file=sys.stderr)
            continue
        found.append(data)
    return found
