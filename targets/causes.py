"""The signatures each known failure shows, read from its corpus cases (never written by hand).

A known failure (targets/expectations/) names its corpus cases; what they show, classified by
targets/signatures.py, is what the failure forgives in a search.  An entry none of whose cases
this corpus holds (an out-of-tree plugin's, a test's) forgives any kind of its checks
(`check:*`), as check-level matching did.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from targets import corpus, signatures
from targets.expectations import Known


@lru_cache(maxsize=1)
def _index(root: str) -> dict[str, Path]:
    """Corpus case file name → path."""
    return {p.name: p for p in Path(root).glob("*/*.json")}


@lru_cache(maxsize=4096)
def case_signatures(path: str) -> frozenset[str]:
    return signatures.of_case(corpus.load(Path(path)))


@lru_cache(maxsize=4096)
def case_oracle(path: str) -> str:
    """The oracle the case was judged by, for its severity (targets/signatures.py
    `oracle_of`; '' for the faithful properties)."""
    case = corpus.load(Path(path))
    return signatures.oracle_of(case.expected, signatures.traits_of(case.format, case.target,
                                                                    case.property))


def case_paths(entry: Known) -> list[Path]:
    index = _index(str(corpus.CORPUS))
    return [index[name] for name in (Path(c).name for c in entry.cases) if name in index]


def entry_signatures(entry: Known) -> frozenset[str]:
    """What an entry's cases show (each case's own signatures, restricted to the entry's
    checks); `check:*` for each check when none of its cases is in this corpus."""
    found: set[str] = set()
    for path in case_paths(entry):
        found |= {s for s in case_signatures(str(path)) if s.split(":")[0] in entry.checks}
    if not found:
        return frozenset(f"{c}:{signatures.ANY_KIND}" for c in entry.checks)
    return frozenset(found)


def entry_severities(entry: Known) -> list[str]:
    """The severity of each signature an entry's cases show, each judged with its case's
    oracle (targets/signatures.py `severity`)."""
    levels = [signatures.severity(s, entry.property, case_oracle(str(path)))
              for path in case_paths(entry)
              for s in case_signatures(str(path)) if s.split(":")[0] in entry.checks]
    return levels or [signatures.severity(s, entry.property) for s in entry_signatures(entry)]


_KNOWN_CACHE: dict[tuple[str, str], frozenset[str]] = {}
_CACHED_FOR: list[object] = [None]  # the KNOWN tuple the cache is of (register() replaces it)


#: The template-faithful properties whose known failures an off-template variant of the same
#: target inherits.  An off-template example shrinks towards the plainest text that still
#: fails, which is often a faithful rendering: a defect the target shows on faithful text (the
#: same check, failing the same way) is that defect, found again through a wider generator, not
#: a new one; recording it once per variant would file one root cause six more times.  What
#: only off-template text shows (prose lost after a call, a marker read as data, an unoffered
#: call leaking into content) has no faithful counterpart and still fails as new.
INHERITED_BY_OFFTEMPLATE = ("roundtrip", "split", "protocol")
#: Variants judged by another faithful property's oracle inherit that property instead:
#: bracket-text is plain text with one-character markers, judged by the plaintext oracle, so a
#: held-back `{` already recorded for plain text is that defect (and its calls-free examples
#: share nothing with roundtrip's).  Only its own oracle's property: a text-after example's lost
#: prose is not forgiven by a plaintext entry, whose cause lies elsewhere.
#: Value edges (strategies/edges.py) are faithful turns with one more string value, which may
#: hold the format's own marker at its edge: the faithful failures, and a marker read as
#: markup already recorded by marker-data (the same text in a value, where it begins or ends
#: instead of in the middle), are those defects.
INHERITED_BY_VARIANT: dict[str, tuple[str, ...]] = {
    "bracket-text": ("plaintext",),
    "value-edges": INHERITED_BY_OFFTEMPLATE + ("marker-data",)}


def matched_signatures(target: str, prop: str) -> frozenset[str]:
    """The signatures that make an example of target × prop a known failure: the property's
    own, and for an off-template variant those it inherits (INHERITED_BY_VARIANT, else
    INHERITED_BY_OFFTEMPLATE)."""
    from targets.properties import OFFTEMPLATE_PROPERTIES

    found = known_signatures(target, prop)
    if prop in OFFTEMPLATE_PROPERTIES:
        for faithful in INHERITED_BY_VARIANT.get(prop, INHERITED_BY_OFFTEMPLATE):
            found |= known_signatures(target, faithful)
    return found


def known_signatures(target: str, prop: str) -> frozenset[str]:
    """Every signature the known failures of a target × property show."""
    from targets import expectations

    if _CACHED_FOR[0] is not expectations.KNOWN:
        _KNOWN_CACHE.clear()
        _CACHED_FOR[0] = expectations.KNOWN
    key = (target, prop)
    if key not in _KNOWN_CACHE:
        found: set[str] = set()
        for k in expectations.KNOWN:
            if k.target == target and k.property == prop:
                found |= entry_signatures(k)
        _KNOWN_CACHE[key] = frozenset(found)
    return _KNOWN_CACHE[key]
