"""Regression cases as plain data: one JSON file per shrunk failure, under corpus/<format>/.

A case holds everything needed to replay it without Hypothesis: format, target and library
version, tools, text, chunkings as text pieces, property, expected and observed, the checks
that failed, the date, and a JSONTestSuite-style expectation (`y_` must pass, `n_` is a known
failure that must keep failing, `i_` implementation-defined).  Files are named by a hash of
their input, written atomically, and never duplicated.

Every file is read through one schema, docs/corpus-case.schema.json (documented in
corpus/README.md): a file that is not a case (empty, truncated, a field of the wrong type) is
reported with its path and left out, so one bad file never stops the replay of the others,
the report or the fuzzer's seeds.  Files whose name starts with a dot (a write in progress,
an editor's backup) are not cases.
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
#: The one definition of a case file, shared with readers outside toolfuzz.
SCHEMA = ROOT / "docs" / "corpus-case.schema.json"


class BadCase(ValueError):
    """A corpus file that is not a case: the message names the file, what is wrong and the fix."""

    def __init__(self, path: Path, why: str) -> None:
        self.path, self.why = path, why
        super().__init__(f"{path}: not a corpus case ({why}). Fix: repair or delete the file "
                         f"(its fields: docs/corpus-case.schema.json)")


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
        return _key(self.identity())

    def filename(self) -> str:
        return f"{self.expectation}_{self.target.replace(':', '-')}_{self.property}_{self.key()}.json"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _key(identity: list[Any]) -> str:
    ident = json.dumps(identity, ensure_ascii=True, sort_keys=True)
    return hashlib.sha256(ident.encode()).hexdigest()[:16]


def path_for(case: Case) -> Path:
    return CORPUS / case.format / case.filename()


def write(case: Case) -> tuple[Path, bool]:
    """Write a case atomically; returns its path and whether it is new.  A case with the same
    identity as a recorded one but a way of failing that one does not show (a signature it
    lacks: the same checks, failing differently) is a new finding, written beside it."""
    found = recorded(case)
    if found is not None:
        return found, False
    path = path_for(case)
    if path.exists():  # same identity, new signatures: the file name takes them too
        path = path.with_name(path.name.replace(case.key(), _key(case.identity()
                                                                  + sorted(case.signatures))))
        if path.exists():
            return path, False
    case.date = case.date or _dt.date.today().isoformat()
    rewrite(path, case)
    return path, True


def recorded(case: Case) -> Path | None:
    """The corpus case that already records this finding: the same identity (Case.identity),
    showing every signature this one shows; None when there is none."""
    from targets import signatures

    path = path_for(case)
    others = [path] if path.exists() else []
    others += [o for o in sorted(path.parent.glob("*.json")) if o != path and
               not o.name.startswith(".")] if path.parent.exists() else []
    for other in others:
        try:
            old = load(other)
        except BadCase:  # not a case: reported by bad_cases(), never matched
            continue
        if old.identity() != case.identity():
            continue
        shown = signatures.of_case(old)
        if all(signatures.matches(s, shown) for s in case.signatures):
            return other
    return None


def rewrite(path: Path, case: Case) -> None:
    """Write a case to `path` atomically (a reader sees the old file or the new, whole)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
    os.fchmod(fd, 0o644)  # mkstemp's 0600 would make shared corpus files unreadable to others
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(case.to_json(), f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    os.replace(tmp, path)


def problems(data: Any) -> list[str]:
    """What keeps `data` from being a case under docs/corpus-case.schema.json (empty: nothing)."""
    import jsonschema  # the core environment's; imported here, where a case is read

    validator = jsonschema.Draft202012Validator(_schema())
    return [f"{'.'.join(map(str, e.absolute_path)) or 'the case'}: {e.message}"
            for e in sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.path)))]


_SCHEMA: dict[str, Any] = {}


def _schema() -> dict[str, Any]:
    if not _SCHEMA:
        _SCHEMA.update(json.loads(SCHEMA.read_text(encoding="utf-8")))
    return _SCHEMA


def load(path: Path) -> Case:
    """The case in `path`; BadCase, naming the file, when it holds none."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BadCase(path, f"{type(exc).__name__}: {exc}") from None
    wrong = problems(data)
    if wrong:
        raise BadCase(path, "; ".join(wrong[:3]))
    return Case(**data)


def case_files() -> list[Path]:
    """Every file of corpus/ that should hold a case (temporary and hidden files left out)."""
    return [p for p in sorted(CORPUS.glob("*/*.json")) if not p.name.startswith(".")]


def all_cases() -> list[tuple[Path, Case]]:
    """Every readable case; a bad file is left out here and reported by bad_cases()."""
    return [(p, c) for p, c in _read_all() if isinstance(c, Case)]


def bad_cases() -> list[BadCase]:
    """The corpus files that hold no case, each with its path and what is wrong."""
    return [c for _, c in _read_all() if isinstance(c, BadCase)]


def _read_all() -> list[tuple[Path, Case | BadCase]]:
    out: list[tuple[Path, Case | BadCase]] = []
    for path in case_files():
        try:
            out.append((path, load(path)))
        except BadCase as exc:
            out.append((path, exc))
    return out
