"""The property tests' examples, drawn and judged as targets/test_rendered.py,
test_plaintext.py and test_nocrash.py draw and judge them, with the time each part takes.

A bench run must measure what `make test` does, so each example uses the tests' strategies,
their per-target example counts and text limits (targets/budgets.py) and their seeds (the
pytest node id, under a derandomized profile).  Judging here returns every violation, known
ones included: the caller decides what to forgive.  Shrinking is left out: it only follows a
new failure, and the bench measures the search, not the minimisation.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import time
from dataclasses import asdict, dataclass
from typing import Any, Callable, Iterator

from hypothesis import HealthCheck, Phase, Verbosity, given, seed, settings, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from targets import budgets
from targets.client import Outcome, Worker
from targets.properties import JUDGES as ALL_JUDGES
from targets.properties import (ANY_TOOL, malformed_of, nocrash_of, plaintext_of, protocol_of,
                                truncated_of,
                                roundtrip_of, split_of)
from targets.properties import Result
from targets.examples import (PLAIN_TOOLS, crash_examples, plain_examples, rendered_examples,
                              truncated_examples)
from targets.registry import TargetSpec

#: The property tests whose examples are drawn here, and what each judges (the time
#: property's growth families are not drawn examples: first_failure.py times them itself).
JUDGES = {test: props for test, props in ALL_JUDGES.items() if test != "test_growth"}
TEST_OF = {prop: test for test, props in JUDGES.items() for prop in props}
#: Every phase a profile runs except shrinking (see the module docstring).
SEARCH = (Phase.explicit, Phase.reuse, Phase.generate, Phase.target)


@dataclass
class Timing:
    """Where the seconds of a run of examples went.  `parser` is the sum of the outcomes'
    `elapsed` (time inside the adapter, measured in the worker); `requests` is the wall time
    of the same requests seen from the test process, so `requests - parser` is the protocol:
    serialisation, pipes, the worker's own decoding.  `generation` includes the draws of test
    cases Hypothesis abandoned (`discarded`): they cost time and give no example."""

    examples: int = 0
    discarded: int = 0  # test cases Hypothesis abandoned while drawing (filters, overruns)
    wall: float = 0.0
    generation: float = 0.0
    requests: float = 0.0
    parser: float = 0.0
    judging: float = 0.0

    def add(self, other: "Timing") -> None:
        for name, value in asdict(other).items():
            setattr(self, name, getattr(self, name) + value)

    @property
    def engine(self) -> float:
        """Hypothesis' own time between examples (wall minus everything measured inside)."""
        return max(0.0, self.wall - self.generation - self.requests - self.judging)


def ensure_profiles() -> None:
    """The suite's Hypothesis profiles (conftest.py registers them; `ci` replaces Hypothesis'
    built-in profile of that name, so `dev`, which only ours has, tells whether it ran)."""
    try:
        settings.get_profile("dev")
    except Exception:
        import importlib

        importlib.import_module("conftest")


@contextlib.contextmanager
def profile(name: str) -> Iterator[settings]:
    """Within: `name` is the loaded profile and TOOLFUZZ_PROFILE (budgets.py reads both);
    yields the profile."""
    ensure_profiles()
    before, loaded = os.environ.get("TOOLFUZZ_PROFILE"), settings.get_current_profile_name()
    os.environ["TOOLFUZZ_PROFILE"] = name
    settings.load_profile(name)
    try:
        yield settings.get_profile(name)
    finally:
        settings.load_profile(loaded)
        if before is None:
            os.environ.pop("TOOLFUZZ_PROFILE", None)
        else:
            os.environ["TOOLFUZZ_PROFILE"] = before


def nodeid(test: str, target: str) -> str:
    """The pytest node id of a property test on a target (its seed under ci)."""
    return f"targets/{test}.py::{test}[{target}]"


Body = Callable[[Any, Timing], dict[str, Result]]


def _timed(timing: Timing, call: Callable[[], Outcome]) -> Outcome:
    started = time.perf_counter()
    out = call()
    timing.requests += time.perf_counter() - started
    timing.parser += out.elapsed
    return out


def _draw(timing: Timing, data: Any, strategy: Any, label: str) -> Any:
    # A draw that Hypothesis abandons (a filter that never passes, an overrun) raises out of
    # here and ends the test case: its time is generation too, spent on a discarded example.
    started = time.perf_counter()
    try:
        return data.draw(strategy, label=label)
    finally:
        timing.generation += time.perf_counter() - started


def _judged(timing: Timing, judges: dict[str, Callable[[], Result]]) -> dict[str, Result]:
    started = time.perf_counter()
    out = {prop: judge() for prop, judge in judges.items()}
    timing.judging += time.perf_counter() - started
    return out


def body(test: str, spec: TargetSpec, worker: Worker, props: tuple[str, ...]) -> Body:
    """One example of `test` on `spec`, judging `props`: its results, property by property."""
    fmt = get_format(spec.format)
    streams = spec.streams
    if test == "test_rendered":
        traits = fmt.traits + spec.traits
        examples = rendered_examples(spec)

        def rendered(data: Any, t: Timing) -> dict[str, Result]:
            turn, rendering = _draw(t, data, examples, "rendering")
            text, tools = rendering.text, list(turn.tools)
            chunkings = _draw(t, data, chunkings_for(text, fmt), "chunkings") if streams else []
            parsed = _timed(t, lambda: worker.parse(text, tools))
            streamed = (_timed(t, lambda: worker.stream(chunkings, tools))
                        if {"split", "protocol"} & set(props) else None)
            judges = {"roundtrip": lambda: roundtrip_of(parsed, traits, rendering.expected),
                      "split": lambda: split_of(parsed, streamed, chunkings),
                      "protocol": lambda: protocol_of(streamed, chunkings)}
            return _judged(t, {p: judges[p] for p in props})

        return rendered
    if test == "test_plaintext":
        texts = plain_examples(spec)

        def plaintext(data: Any, t: Timing) -> dict[str, Result]:
            text, content = _draw(t, data, texts, "text")
            chunkings = _draw(t, data, chunkings_for(text, fmt), "chunkings") if streams else []
            parsed = _timed(t, lambda: worker.parse(text, PLAIN_TOOLS))
            streamed = _timed(t, lambda: worker.stream(chunkings, PLAIN_TOOLS))
            return _judged(t, {"plaintext": lambda: plaintext_of(text, parsed, streamed,
                                                                 chunkings, content)})

        return plaintext
    if test == "test_truncated":
        cuts = truncated_examples(spec)

        def truncated(data: Any, t: Timing) -> dict[str, Result]:
            turn, _, cut = _draw(t, data, cuts, "cut rendering")
            tools = list(turn.tools)
            chunkings = _draw(t, data, chunkings_for(cut.text, fmt), "chunkings") if streams else []
            # a cut reply, as test_truncated sends it (no end-of-turn token after it)
            parsed = _timed(t, lambda: worker.parse(cut.text, tools, cut=True))
            streamed = _timed(t, lambda: worker.stream(chunkings, tools, cut=True))
            return _judged(t, {"truncated": lambda: truncated_of(cut, parsed, streamed, chunkings,
                                                                 spec.traits, spec.errors)})

        return truncated
    texts = crash_examples(spec)

    def nocrash(data: Any, t: Timing) -> dict[str, Result]:
        text = _draw(t, data, texts, "text")
        chunkings = _draw(t, data, chunkings_for(text, fmt), "chunkings") if streams else []
        parsed = _timed(t, lambda: worker.parse(text, ANY_TOOL))
        streamed = _timed(t, lambda: worker.stream(chunkings, ANY_TOOL))
        judges = {"nocrash": lambda: nocrash_of(parsed, streamed, spec.errors),
                  "malformed": lambda: malformed_of(parsed, streamed, chunkings)}
        return _judged(t, {p: judges[p] for p in props})

    return nocrash


class _Stop(Exception):
    """Ends a run early: the example it follows is the last one counted."""


def _stop() -> None:
    # One place, so that Hypothesis' replay of the last example fails identically.
    raise _Stop


def run(test: str, spec: TargetSpec, worker: Worker, profile_name: str,
        on_example: Callable[[dict[str, Result]], bool], max_examples: int | None = None,
        seconds: float | None = None, props: tuple[str, ...] | None = None) -> Timing:
    """Run `test`'s examples on `spec` under a profile (its example count for this target
    unless `max_examples`), calling `on_example` with each example's results; the run ends
    when it returns True, or after `seconds`, or at the example count.  Under every profile
    the seed is the test's node id, so two runs draw the same examples (nightly is not
    derandomized in the suite: a fixed seed here makes its measurement repeatable)."""
    props = tuple(p for p in (props or JUDGES[test]) if p in spec.properties)
    timing = Timing()
    with profile(profile_name) as chosen:
        count = max_examples or budgets.max_examples(test, spec.id)
        one = body(test, spec, worker, props)  # within the profile: its text limits apply
    digest = hashlib.sha256(nodeid(test, spec.id).encode()).digest()
    started = time.perf_counter()
    stopped = False

    @seed(int.from_bytes(digest[:8], "big"))
    @settings(chosen, max_examples=count, database=None, phases=SEARCH, deadline=None,
              suppress_health_check=list(HealthCheck), print_blob=False,
              report_multiple_bugs=False, verbosity=Verbosity.quiet)
    @given(data=st.data())
    def example(data: Any) -> None:
        nonlocal stopped
        if not stopped:
            timing.discarded += 1  # until the example is drawn and judged
            results = one(data, timing)
            timing.discarded -= 1
            timing.examples += 1
            stopped = on_example(results) or bool(
                seconds and time.perf_counter() - started > seconds)
        if stopped:
            _stop()

    try:
        example()
    except Exception:
        # After a stop Hypothesis replays the last example (which stops again at once, with
        # nothing drawn) and may call that flaky: either way the run is over.
        if not stopped:
            raise
    finally:
        timing.wall += time.perf_counter() - started
    return timing
