"""The defect catalogue: one entry per root cause, built from the known failures.

Each known failure (targets/expectations/) goes to the first root cause of
targets/defects/causes/ (one module per library) that claims it; the rest are grouped per library by their reason,
word for word (less a closing note on another cause the case also shows: `own_reason`; a
reason that is another entry's whole reason with a sentence on its target appended joins that
one: `base_reason`), into provisional root causes (a stable id from the reason's hash).  An entry's
signatures come from its corpus cases (targets/causes.py), its severity from the worst of them
(targets/signatures.py `severity`), its versions from the cases.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from targets import causes as known_causes
from targets import corpus, expectations, registry, signatures
from targets.defects.causes import CAUSES
from targets.expectations import Known


@dataclass
class Defect:
    id: str
    library: str
    title: str
    functions: tuple[str, ...]
    provisional: bool
    entries: list[Known] = field(default_factory=list)
    status: str = "defect"
    pattern: str = ""
    note: str = ""

    @property
    def targets(self) -> list[str]:
        return sorted({k.target for k in self.entries})

    @property
    def reasons(self) -> list[str]:
        return list(dict.fromkeys(k.reason for k in self.entries))

    def case_paths(self) -> list[Path]:
        return [p for k in self.entries for p in known_causes.case_paths(k)]

    @property
    def cases(self) -> list[str]:
        """One minimal case per target × property (the shortest input)."""
        best: dict[tuple[str, str], tuple[int, str]] = {}
        for k in self.entries:
            for path in known_causes.case_paths(k):
                text = corpus.load(path).text
                key = (k.target, k.property)
                if key not in best or len(text) < best[key][0]:
                    best[key] = (len(text), str(path.relative_to(corpus.CORPUS.parent))
                                 if path.is_relative_to(corpus.CORPUS.parent) else str(path))
        return [p for _, p in sorted(best.values(), key=lambda x: x[1])]

    @property
    def signatures(self) -> list[str]:
        return sorted({s for k in self.entries for s in known_causes.entry_signatures(k)})

    @property
    def severity(self) -> str:
        levels = [level for k in self.entries for level in known_causes.entry_severities(k)]
        return min(levels, key=signatures.rank) if levels else "medium"

    @property
    def versions(self) -> list[str]:
        return sorted({corpus.load(p).version for p in self.case_paths()} - {""})

    def to_json(self) -> dict:
        return {"id": self.id, "library": self.library, "severity": self.severity,
                "title": self.title, "provisional": self.provisional, "status": self.status,
                "triage": {"pattern": self.pattern, "note": self.note} if self.pattern else None,
                "functions": list(self.functions), "versions": self.versions,
                "targets": self.targets, "signature": self.signatures,
                "properties": sorted({k.property for k in self.entries}),
                "known_entries": len(self.entries), "reasons": self.reasons,
                "cases": self.cases}


def library_of(target: str) -> str:
    try:
        return registry.get(target).library
    except Exception:  # a target this checkout does not register
        return target.partition(":")[0]


def slug(library: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", library.lower()).strip("-")


_FUNCTION = re.compile(r"`?([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+)(?:\(\))?`?|`([a-z_]\w+)`")


def functions_in(reason: str) -> tuple[str, ...]:
    """The dotted names a reason starts from (`Cls.method`, `module.func`): the function at
    fault as the reason's author named it."""
    found = [m.group(1) or m.group(2) for m in _FUNCTION.finditer(reason[:400])]
    found = [f for f in found if not re.fullmatch(r"\w+\.(py|json)", f)]
    return tuple(dict.fromkeys(found))[:3]


#: A note closing a reason that names another cause its case also shows (`…  (Its case
#: shows X too.)`): the case could not be cut to one cause, but the entry is of the first.
_CO_CAUSE_NOTE = re.compile(r"\s+\((?:Its|its) [^()]*(?:\([^()]*\)[^()]*)*\)\s*$")


def own_reason(reason: str) -> str:
    """The reason a known failure is grouped by: without a closing note on the other cause
    its case shows, so an entry is counted under its own root cause, not as a new one."""
    return _CO_CAUSE_NOTE.sub("", reason)


def base_reason(reason: str, others: set[str]) -> str:
    """The shortest of `others` that this reason begins with, whole sentences and then more
    (a shared reason with a sentence on the target appended, as expectations/ are written: the
    same cause met again), else the reason itself."""
    bases = [b for b in others if len(b) < len(reason) and b.endswith((".", ".)", ")"))
             and reason.startswith(b) and reason[len(b)].isspace()]
    return min(bases, key=len) if bases else reason


def provisional_id(library: str, reason: str) -> str:
    return f"{slug(library)}-p{hashlib.sha256(reason.encode()).hexdigest()[:6]}"


def _title(reason: str) -> str:
    first = re.split(r"(?<=[.;])\s", reason, maxsplit=1)[0]
    return first if len(first) <= 160 else first[:157] + "…"


def build(known: tuple[Known, ...] | None = None) -> list[Defect]:
    """Every root cause, most severe first, then by library and id."""
    known = expectations.KNOWN if known is None else known
    found: dict[str, Defect] = {}
    unnamed: list[tuple[Known, str, str]] = []
    for k in known:
        library = library_of(k.target)
        cause = next((c for c in CAUSES if c.claims(library, k.reason, k.target)), None)
        if cause is not None:
            defect = found.setdefault(cause.id, Defect(cause.id, cause.library, cause.title,
                                                       cause.functions, False, status=cause.status,
                                                       pattern=cause.pattern, note=cause.note))
            defect.entries.append(k)
        else:
            unnamed.append((k, library, own_reason(k.reason)))
    reasons: dict[str, set[str]] = {}
    for _, library, reason in unnamed:
        reasons.setdefault(library, set()).add(reason)
    for k, library, reason in unnamed:
        reason = base_reason(reason, reasons[library])
        pid = provisional_id(library, reason)
        defect = found.setdefault(pid, Defect(pid, library, _title(reason),
                                              functions_in(reason), True))
        defect.entries.append(k)
    return sorted(found.values(), key=lambda d: (d.status != "defect", signatures.rank(d.severity),
                                                 d.library, d.id))


def triage(defects: list[Defect]) -> dict[str, int]:
    """Known failures moved by the re-triage, per pattern: those whose root cause is documented
    or out of contract, and those whose every signature is of a low-severity kind of a pattern
    (whitespace-only, an equal number respelled)."""
    from targets.defects.causes import SEVERITY_PATTERNS

    moved: dict[str, int] = {}
    for d in defects:
        if d.pattern:
            moved[d.pattern] = moved.get(d.pattern, 0) + len(d.entries)
            continue
        for k in d.entries:
            kinds = {s.partition(":")[2] for s in known_causes.entry_signatures(k)}
            for pattern, kind in SEVERITY_PATTERNS.items():
                if kinds == {kind}:
                    moved[pattern] = moved.get(pattern, 0) + 1
    return moved
