"""A pytest plugin (`-p tests.draw_record`) that records what each property test sent to its
targets: per pytest node id, a digest of every parse, stream and loads request in order, written
as JSON to TOOLFUZZ_DRAWS when the session ends.  Two runs that draw the same examples write the
same digests: docs/SCALE.md shows the ci profile's draws unchanged by the module-level rewrite
of the property tests (tests/test_scale.py pins one digest)."""

from __future__ import annotations

import hashlib
import json
import os
from typing import Any

from targets import verdict
from targets.client import Worker

DRAWS: dict[str, Any] = {}


def _recording(name: str):
    original = getattr(Worker, name)

    def record(self: Worker, *args: Any, **kwargs: Any) -> Any:
        entry = DRAWS.setdefault(verdict.CURRENT["test"], {"requests": 0, "sha": ""})
        request = repr((name, self.spec.id, args)).encode()
        digest = hashlib.sha256(entry["sha"].encode())
        digest.update(request)
        entry["sha"], entry["requests"] = digest.hexdigest(), entry["requests"] + 1
        if os.environ.get("TOOLFUZZ_DRAWS_EACH"):  # every request's own digest, to compare
            entry.setdefault("each", []).append(request.decode()[:300])
        return original(self, *args, **kwargs)

    return record


for _name in ("parse", "stream", "loads"):
    setattr(Worker, _name, _recording(_name))


def without_local_constants() -> None:
    """Hypothesis draws, now and then, a literal found in the source of the loaded local
    modules (hypothesis.internal.conjecture.providers): a commit that adds a short string
    literal anywhere in the suite shifts what ci draws.  Comparing two versions of the suite
    by their draws therefore empties that pool in both (the one internal this test aid
    touches), so that the comparison measures seeds, settings and strategies alone."""
    from hypothesis.internal.conjecture import providers
    from hypothesis.internal.constants_ast import Constants

    providers._get_local_constants = Constants


if os.environ.get("TOOLFUZZ_DRAWS_NO_CONSTANTS"):
    without_local_constants()


def pytest_sessionfinish(session: Any) -> None:
    path = os.environ.get("TOOLFUZZ_DRAWS")
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(dict(sorted(DRAWS.items())), f, indent=1)
