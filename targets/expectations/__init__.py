"""Known failures (one module per format in this package): per target × property, the checks that target is known to fail, why, and
the corpus case that shows it.

A generated example whose violations are all known is counted (Hypothesis `event`) and does
not fail the run, so the search goes on for *other* failures; the known failure itself is
replayed from its corpus case by targets/test_corpus.py, which fails if it stops failing
(stale entry: remove it) and passes while it still fails the same way.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Known:
    target: str
    property: str
    checks: frozenset[str]
    reason: str
    cases: tuple[str, ...]


def _collect() -> tuple[Known, ...]:
    """Every `KNOWN` tuple of the modules in this package (one module per format)."""
    import pkgutil
    from importlib import import_module

    found: list[Known] = []
    for info in pkgutil.iter_modules(__path__):
        found.extend(getattr(import_module(f"{__name__}.{info.name}"), "KNOWN", ()))
    return tuple(found)


def _collect_module_entries() -> tuple[Known, ...]:
    """The entries of the per-format modules (by_cause.py reads them while it is imported)."""
    import pkgutil
    from importlib import import_module

    found: list[Known] = []
    for info in pkgutil.iter_modules(__path__):
        if info.name != "by_cause":
            found.extend(getattr(import_module(f"{__name__}.{info.name}"), "KNOWN", ()))
    return tuple(found)


KNOWN: tuple[Known, ...] = _collect()


def register(known: Known) -> None:
    """Add a known failure at run time (plugins for out-of-tree targets, the suite's tests)."""
    global KNOWN
    KNOWN = (*KNOWN, known)


def known_checks(target: str, prop: str) -> frozenset[str]:
    found: set[str] = set()
    for k in KNOWN:
        if k.target == target and k.property == prop:
            found |= k.checks
    return frozenset(found)


def entry_for_case(case_file: str) -> Known | None:
    for k in KNOWN:
        if any(case_file.endswith(c) for c in k.cases):
            return k
    return None
