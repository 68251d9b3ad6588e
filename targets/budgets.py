"""How many examples each target property test runs, per Hypothesis profile.

DESIGN.md budgets `make test` under the ci profile at 20 minutes on two cores with every
environment installed.  With 61 vLLM targets that leaves about 30 core-seconds per target for
the three property tests, so the ci profile gives each test its own count, weighted by what an
example costs: a rendered example parses once and streams four to eight chunkings, a plaintext
or nocrash example is smaller.  The dev and nightly profiles keep their own `max_examples`.
Known failures are not rediscovered here: the corpus replays them (targets/test_corpus.py).
"""

from __future__ import annotations

import os

from hypothesis import settings

#: Examples per target property test under the ci profile.
CI_EXAMPLES = {"test_rendered": 40, "test_plaintext": 60, "test_nocrash": 60}


def profile_name() -> str:
    """TOOLFUZZ_PROFILE, else `ci` under CI=true, else `dev`."""
    default = "ci" if os.environ.get("CI", "").lower() in ("1", "true", "yes") else "dev"
    return os.environ.get("TOOLFUZZ_PROFILE", default)


def examples(test: str) -> settings:
    """The settings a target property test runs with under the current profile."""
    if profile_name() == "ci":
        return settings(max_examples=CI_EXAMPLES[test])
    return settings()
