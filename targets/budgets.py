"""How many examples each target property test runs, per Hypothesis profile and target.

DESIGN.md budgets `make test` under the ci profile at 20 minutes on two cores with every
environment installed.  With 61 vLLM targets that leaves about 30 core-seconds per target for
the three property tests, so under ci each test has its own count, weighted by what an example
costs: a rendered example parses once and streams four to eight chunkings; a plaintext or
nocrash example is smaller.  REFERENCE targets run the profile's full `max_examples` (200):
vllm:hermes is the target the suite itself is proven on.  The dev and nightly profiles run
their own `max_examples` everywhere.  Known failures are not rediscovered here: the corpus
replays them (targets/test_corpus.py).
"""

from __future__ import annotations

import hashlib
import os
from typing import Any, Callable

from hypothesis import seed, settings

from targets import uservalues

#: Examples per target property test under the ci profile.
CI_EXAMPLES = {"test_rendered": 40, "test_plaintext": 60, "test_nocrash": 60,
               # a cut rendering is shorter than a rendering and streams the same chunkings
               "test_truncated": 15,
               # one off-template example of one variant (targets/test_offtemplate.py)
               "test_offtemplate": 30,
               # one faithful turn with one string value edged (targets/test_edges.py)
               "test_value_edges": 30,
               # per format, each example parsed once by every implementation
               "test_differential": 30,
               # partial-JSON targets: a prefix example parses every prefix of a document
               "test_json_prefix": 40, "test_json_roundtrip": 60, "test_json_nocrash": 100,
               # chat-history targets (targets/test_histories.py): a few ms per request
               "test_sanitizer": 180, "test_validator": 180}
#: Targets that run the profile's full max_examples under ci too.
REFERENCE = frozenset({"vllm:hermes"})
#: Targets whose every example is costly run a fraction of the ci count.  granite and
#: inkling parse in quadratic time (a recorded `target.hang`, see their expectations): most
#: generated turns burn a whole time budget and a worker restart.  vLLM's Mistral parser
#: compiles a regex per special token each time it is built, about 0.9 s per request.
SLOW = {"vllm:granite": 0.5, "vllm:inkling": 0.5,
        "vllm:mistral": 0.5, "vllm:mistral@v7": 0.5, "vllm:mistral@v13": 0.5}
#: Under ci, the longest text these targets are given.  Their recorded failure is a quadratic
#: parse (`target.hang`, replayed from the corpus): a 12 KB rendering takes inkling 16 s to
#: parse and hangs its streams, so each long example cost a minute and could only find that
#: known hang again (inkling still spent 5 minutes on texts of up to 6 000 characters: its
#: whole parse of 2 000 takes a second, and every chunking costs as much).  The ci profile replays known failures instead of rediscovering them; dev
#: and nightly keep every length.
MAX_TEXT = {"vllm:granite": 6000, "vllm:inkling": 2000}


def profile_name() -> str:
    """TOOLFUZZ_PROFILE, else `ci` under CI=true, else `dev` (`dev` while the name is not a
    profile: the root conftest refuses such a run at start, naming the fix)."""
    try:
        return uservalues.profile()
    except uservalues.UserValueError:
        return "dev"


#: Under ci, the share of the rendered examples per library: issue 7 budgets SGLang's 43
#: detector targets together with the differential tests at 8 minutes, where 60 vLLM targets
#: take 8.5; the differential test parses its own renderings with every SGLang detector too.
LIBRARY_SHARE = {"sglang": {"test_rendered": 0.5}}


def max_examples(test: str, target: str) -> int:
    """How many examples `test` runs against `target` under the current profile (outside ci,
    TOOLFUZZ_MAX_EXAMPLES overrides the profile's count: a shard matrix may want less)."""
    if profile_name() == "ci":
        if target in REFERENCE:
            return settings.default.max_examples
        share = LIBRARY_SHARE.get(target.partition(":")[0], {}).get(test, 1.0)
        return max(1, round(CI_EXAMPLES[test] * SLOW.get(target, 1.0) * share))
    override = os.environ.get("TOOLFUZZ_MAX_EXAMPLES")
    return int(override) if override else settings.default.max_examples


def max_text(target: str) -> int | None:
    """The longest text `target`'s property tests draw under the current profile (None: any)."""
    return MAX_TEXT.get(target) if profile_name() == "ci" else None


def node_seed(nodeid: str) -> int:
    """The seed of a pytest node under a derandomized profile."""
    return int.from_bytes(hashlib.sha256(nodeid.encode()).digest()[:8], "big")


def apply(property_test: Callable[..., Any], test: str, target: str, nodeid: str) -> None:
    """Give a module-level parametrized property test (targets/test_*.py) the budget of the
    item about to run: this target's example count, and under a derandomized profile the
    seed of its node id, so that every target draws its own examples and every run the same
    ones (the seeds the nested tests these replaced had: ci draws what it drew before).
    A parametrized @given function is one object for all its items, so its settings are set
    per item before the call, on the attribute Hypothesis' own pytest plugin sets per
    parametrized item too."""
    fn = getattr(property_test, "__func__", property_test)
    fn._hypothesis_internal_use_settings = settings(
        settings.default, max_examples=max_examples(test, target))
    fn._hypothesis_internal_use_seed = None
    if settings.default.derandomize:
        seed(node_seed(nodeid))(fn)
