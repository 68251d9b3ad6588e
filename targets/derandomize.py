"""What a derandomized profile must also pin for a run to draw the same examples every time.

Hypothesis seeds each test (targets/budgets.py seeds each target's node), but since 6.131 its
provider also draws, with a small probability, *local constants*: the literals of every
module outside site-packages and the standard library that the process has imported so
far.  That pool grows as modules load, so what a test draws depends on what ran before it in
the same process; under pytest-xdist the order of tests in a worker changes from run to run,
and so did the examples of `make test` (CI drew a GLM case that no local run of the same
commit drew; a second run drew a failing SGLang pythonic case instead).  Under the ci profile
the pool is pinned empty: Hypothesis' global constants (fixed, sorted) still apply, and the
format strategies draw every marker explicitly, so nothing the search needs is lost.
"""

from __future__ import annotations


def pin_local_constants() -> bool:
    """Make Hypothesis' local-constant pool empty for the rest of the process; False when the
    installed Hypothesis has no such pool (nothing to pin)."""
    try:
        from hypothesis.internal.conjecture import providers
        from hypothesis.internal.constants_ast import Constants
    except ImportError:  # pragma: no cover - a Hypothesis before local constants
        return False
    if not hasattr(providers, "_get_local_constants"):
        return False
    empty = Constants()
    providers._get_local_constants = lambda: empty
    providers.CONSTANTS_CACHE.cache.clear()
    return True
