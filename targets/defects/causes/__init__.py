"""Root causes that several known failures share (one module per library in this package): each a rule over the known failures'
library and reason, with a stable id, the function(s) at fault and a title.

A known failure (targets/expectations/) belongs to the first cause here whose rule it meets;
one that meets none is grouped with the others of its library that share its reason word for
word, into a *provisional* root cause (targets/defects/catalogue.py), listed as such until a
rule here names it.  New known failures added elsewhere therefore need no edit here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Cause:
    id: str
    library: str
    title: str
    functions: tuple[str, ...]
    #: which known failures it groups: their library is one of `libraries` (the cause's own
    #: when empty) and their reason matches `reason` (a regular expression)
    reason: str
    libraries: tuple[str, ...] = ()
    #: "defect"; or, by the re-triage against the format's contract (issue #22), "documented"
    #: (the library documents the behaviour: `note` links it) or "out-of-contract" (the input
    #: is not one the format's producers write: `note` says why and what the generator must do)
    status: str = "defect"
    #: the re-triage pattern it falls under (TRIAGE below)
    pattern: str = ""
    note: str = ""
    #: only the known failures of targets matching this (a regular expression)
    targets: str = ""

    def claims(self, library: str, reason: str, target: str = "") -> bool:
        return (library in (self.libraries or (self.library,))
                and bool(re.search(self.reason, reason))
                and (not self.targets or bool(re.search(self.targets, target))))



def _collect() -> tuple[Cause, ...]:
    """Every module's CAUSES, modules in name order (a known failure goes to the first cause
    that claims it, and a library's causes claim only that library's failures)."""
    import pkgutil
    from importlib import import_module

    found: list[Cause] = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        found.extend(import_module(f"{__name__}.{info.name}").CAUSES)
    return tuple(found)


CAUSES: tuple[Cause, ...] = _collect()

#: Re-triage patterns that need no rule above: the signature's severity moves them (low).
SEVERITY_PATTERNS = {"whitespace-only content": "whitespace-only",
                     "strict number identity (0.0 vs 0)": "number-respelled"}
