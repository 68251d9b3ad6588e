"""Regression cases as plain data: one JSON file per shrunk failure, under corpus/<format>/.

A case holds everything needed to replay it without Hypothesis: format, target and library
version, tools, text, chunkings as text pieces, property, expected and observed, the checks
that failed, the date, and a JSONTestSuite-style expectation (`y_` must pass, `n_` is a known
failure that must keep failing, `i_` implementation-defined).  Files are named by a hash of
their input, written atomically, and never duplicated.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from targets.registry import ROOT

CORPUS = Path(os.environ.get("TOOLFUZZ_CORPUS", ROOT / "corpus"))


@dataclass
class Case:
    format: str
    target: str
    property: str
    text: str
    tools: list[dict[str, Any]] = field(default_factory=list)
    chunkings: list[list[str]] = field(default_factory=list)
    expected: dict[str, Any] | None = None
    observed: Any = None
    checks: list[str] = field(default_factory=list)
    expectation: str = "n"
    version: str = ""
    date: str = ""
    note: str = ""
    #: How it fails (targets/signatures.py), as recorded: computed again from the stored outcome
    #: when read, except an exception's type and raising function, which only this keeps.
    signatures: list[str] = field(default_factory=list)

    def identity(self) -> list[Any]:
        """Same target, property, text, tools and failed checks: the same finding, however the
        stream happened to be cut when it was found."""
        return [self.target, self.property, self.text, self.tools, sorted(self.checks)]

    def key(self) -> str:
        ident = json.dumps(self.identity(), ensure_ascii=True, sort_keys=True)
        return hashlib.sha256(ident.encode()).hexdigest()[:16]

    def filename(self) -> str:
        return f"{self.expectation}_{self.target.replace(':', '-')}_{self.property}_{self.key()}.json"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def path_for(case: Case) -> Path:
    return CORPUS / case.format / case.filename()


def write(case: Case) -> tuple[Path, bool]:
    """Write a case atomically; returns its path and whether it is new."""
    path = path_for(case)
    if path.exists():
        return path, False
    for other in path.parent.glob("*.json") if path.parent.exists() else ():
        if load(other).identity() == case.identity():  # recorded before under another name
            return other, False
    case.date = case.date or _dt.date.today().isoformat()
    rewrite(path, case)
    return path, True


def rewrite(path: Path, case: Case) -> None:
    """Write a case to `path` atomically (a reader sees the old file or the new, whole)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
    os.fchmod(fd, 0o644)  # mkstemp's 0600 would make shared corpus files unreadable to others
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(case.to_json(), f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    os.replace(tmp, path)


def load(path: Path) -> Case:
    return Case(**json.loads(path.read_text(encoding="utf-8")))


def all_cases() -> list[tuple[Path, Case]]:
    return [(p, load(p)) for p in sorted(CORPUS.glob("*/*.json"))]
