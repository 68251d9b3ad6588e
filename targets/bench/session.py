"""The wall time of pytest sessions, so that `make bench` reports what `make test` costs
without running it (DESIGN.md budgets it at 20 minutes on two cores with every environment
installed).

conftest.py calls `record` at the end of every session of this repository (the xdist
controller only).  reports/bench/test-session.json holds the last session and, under
`last_full`, the last full one: both tests/ and targets/, nothing narrowed.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from targets.registry import ENVS, ROOT

PATH = Path(os.environ.get("TOOLFUZZ_SESSION_RECORD", ROOT / "reports" / "bench" /
                           "test-session.json"))
#: pytest option destinations that narrow a session to part of the suite.
NARROWING = ("target", "property", "keyword", "markexpr", "lf", "deselect", "stepwise",
             "exitfirst", "maxfail", "adapter")


def is_full(args: list[str], base: Path, values: dict[str, Any]) -> bool:
    """Whether a session ran the whole suite: tests/ and targets/ whole (`args`, relative to
    `base`), and no narrowing option set (`values`: each NARROWING option's value)."""
    roots = {(base / a.split("::")[0]).resolve() for a in args if not a.startswith("-")}
    whole = roots == {ROOT / "tests", ROOT / "targets"} or roots == {ROOT}
    return whole and not any(values.values())


def installed_environments() -> list[str]:
    return sorted(p.parent.name for p in ENVS.glob("*/.toolfuzz-stamp"))


def record(duration: float, profile: str, tests: int, full: bool, exitstatus: int,
           path: Path = PATH, durations: dict[str, float] | None = None) -> dict[str, Any]:
    """Write this session's record (and keep the last full one); returns what was written.
    `durations` (seconds per test node id) update those recorded before: `durations` holds
    the latest time of every test any session ran (the weights of targets/shards.py)."""
    entry = {"duration_s": round(duration, 1), "profile": profile, "tests": tests,
             "full": full, "exitstatus": exitstatus, "finished": time.time(),
             "environments": installed_environments(),
             "require_all": bool(os.environ.get("TOOLFUZZ_REQUIRE_ALL"))}
    previous = load(path)
    data = {"last": entry, "last_full": entry if full else previous.get("last_full"),
            "durations": {**previous.get("durations", {}),
                          **{k: round(v, 3) for k, v in (durations or {}).items()}}}
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)
    return data


def load(path: Path = PATH) -> dict[str, Any]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
