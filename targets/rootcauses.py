"""The root causes the report counts: one row per defect (library, severity, id, title,
targets, corpus cases).

`root_causes()` is the report's only source of them.  Today it derives them from the Known
entries (targets/expectations/): the entries that share a library and a reason are one root
cause (the expectations name one reason constant per defect and reuse it for every target the
defect shows in), and its severity is the worst of its checks under SEVERITY_OF_CHECK.  A
catalogue of defects with their own ids and severities (DESIGN.md, "Defect") replaces this
derivation by replacing this one function.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from targets import expectations, registry

#: Most severe first (DESIGN.md: critical, high, medium, low).
SEVERITIES = ("critical", "high", "medium", "low")

#: The severity a failed check implies when no catalogue says otherwise, after DESIGN.md's
#: rule: critical when another tool would run (a call's name taken from elsewhere); high when
#: a call or its arguments are lost or are not JSON, and for exceptions, crashes and hangs;
#: medium when content is lost, a stream breaks the protocol or a value comes back changed;
#: low for whitespace-only differences and slowness short of a hang.
SEVERITY_OF_CHECK = {
    "calls.name": "critical", "offtemplate.call-changed": "critical",
    "calls.count": "high", "calls.arguments": "high", "target.raised": "high",
    "target.crash": "high", "target.hang": "high", "prefix.raised": "high",
    "history.unreadable": "high",
    "offtemplate.text-lost": "medium", "offtemplate.text-extra": "medium",
    "content.dropped": "medium", "content.truncated": "medium", "protocol.index": "medium",
    "roundtrip.value": "medium", "prefix.type": "medium", "history.changed": "medium",
    "time.growth": "medium", "time.stream-growth": "medium",
    "content.blank": "low", "time.slow": "low",
}


@dataclass(frozen=True)
class RootCause:
    library: str
    severity: str
    id: str
    title: str
    #: (target, property) pairs it fails.
    targets: tuple[tuple[str, str], ...]
    #: Corpus file names that show it.
    cases: tuple[str, ...]
    #: The whole explanation (the function at fault, the input that shows it).
    reason: str = ""


def severity_of(checks: frozenset[str] | set[str]) -> str:
    """The worst severity any of `checks` implies (medium for a check not in the table)."""
    found = [SEVERITY_OF_CHECK.get(c, "medium") for c in checks] or ["medium"]
    return min(found, key=SEVERITIES.index)


def library_of(target: str) -> str:
    """The library a target tests (the registry's name for it; the id's prefix otherwise)."""
    try:
        return registry.get(target).library
    except registry.UnknownTarget:
        return target.partition(":")[0]


def title_of(reason: str, limit: int = 140) -> str:
    """The first sentence of a reason, shortened to `limit` characters."""
    first = re.split(r"(?<=[.!?])\s+(?=[A-Z`(])", reason.strip(), maxsplit=1)[0]
    return first if len(first) <= limit else first[:limit - 1].rstrip() + "…"


def root_causes() -> list[RootCause]:
    """Every root cause, most severe first, then by library and id: the defect catalogue's
    (targets/defects/: named causes, and provisional ones grouped by library and reason;
    severity from the signatures its cases show), without the entries re-triaged as
    documented behaviour or out of contract."""
    from targets.defects.catalogue import build

    out = []
    for d in build():
        if d.status != "defect":
            continue
        out.append(RootCause(
            library=d.library, severity=d.severity, id=d.id, title=d.title,
            targets=tuple(sorted({(k.target, k.property) for k in d.entries})),
            cases=tuple(c for k in d.entries for c in k.cases),
            reason="\n".join(d.reasons)))
    return sorted(out, key=lambda r: (SEVERITIES.index(r.severity), r.library, r.id))


def _by_reason() -> list[RootCause]:
    """The derivation before the catalogue (entries sharing a library and a reason, severity
    by check): kept for comparison."""
    groups: dict[tuple[str, str], list[expectations.Known]] = {}
    for k in expectations.KNOWN:
        groups.setdefault((library_of(k.target), k.reason), []).append(k)
    out = []
    for (library, reason), known in groups.items():
        digest = hashlib.sha256(f"{library}\n{reason}".encode()).hexdigest()[:8]
        out.append(RootCause(
            library=library,
            severity=severity_of(frozenset().union(*(k.checks for k in known))),
            id=f"{re.sub(r'[^a-z0-9]+', '-', library.lower()).strip('-')}-{digest}",
            title=title_of(reason),
            targets=tuple(sorted({(k.target, k.property) for k in known})),
            cases=tuple(c for k in known for c in k.cases),
            reason=reason))
    return sorted(out, key=lambda r: (SEVERITIES.index(r.severity), r.library, r.id))
