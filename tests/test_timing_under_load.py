"""Timing verdicts do not depend on the machine's load: the time property and growth judge the
CPU time the worker spends on a request, not the clock.

Busy processes (two per core, started and stopped here) compete with the worker for the
cores; a linear fake target is still never judged worse than linear, and a quadratic one
still is.  The fakes spend CPU time (tests/fakes.py `burn`), as a real parser does."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from typing import Iterator

import pytest

from strategies.formats import get as get_format
from strategies.growth import SIZES, families
from targets import registry
from targets.client import Worker
from targets.properties import ANY_TOOL, growth, time_of

LINEAR = registry.TargetSpec(id="fake:steady", env=registry.SELF_ENV,
                             adapter="tests.fakes:Steady", format="hermes", library="fake")
QUADRATIC = registry.TargetSpec(id="fake:sluggish", env=registry.SELF_ENV,
                                adapter="tests.fakes:Sluggish", format="hermes", library="fake")


@pytest.fixture
def busy() -> Iterator[list[subprocess.Popen[bytes]]]:
    """Two busy processes per core, for the length of the test."""
    count = 2 * (os.cpu_count() or 2)
    procs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    time.sleep(0.5)  # let them get going
    try:
        yield procs
    finally:
        for proc in procs:
            proc.kill()
        for proc in procs:
            proc.wait()


@pytest.fixture
def workers() -> Iterator[dict[str, Worker]]:
    started = {spec.id: Worker(spec) for spec in (LINEAR, QUADRATIC)}
    for w in started.values():
        w.start()
    yield started
    for w in started.values():
        w.close()


def test_growth_verdicts_hold_under_competing_load(busy, workers):
    linear, quadratic = workers["fake:steady"], workers["fake:sluggish"]
    hermes = families(get_format("hermes"))[:2]
    wall: list[float] = []
    for family in hermes:
        result = growth(linear, ANY_TOOL, family.to_json(), SIZES)
        assert not result.violations, (family.name, result.violations, result.observed)
        # The exponent was measured, not let off as too small to say: the largest size cost
        # a quarter of a second of CPU.
        assert result.observed["clock"] == "cpu"
        assert result.observed["times"]["parse"][-1] >= 0.2, result.observed
        out = linear.parse(family.text(SIZES[-1]), ANY_TOOL)
        wall.append(out.elapsed / out.cost)
    result = growth(quadratic, ANY_TOOL, hermes[0].to_json(), SIZES)
    assert [v.check for v in result.violations] == ["time.growth"], result.observed
    assert "parse" in result.violations[0].detail and "size^2" in result.violations[0].detail
    assert all(p.poll() is None for p in busy), "the competing load stopped early"
    print(f"wall time over CPU time under load: {', '.join(f'{w:.1f}' for w in wall)}")


def test_the_time_budget_is_judged_on_cpu_time_under_load(busy, workers):
    """A request whose wall time under load exceeds the budget, but whose CPU time does not,
    is within budget; the budget still catches a request whose own cost exceeds it."""
    linear = workers["fake:steady"]
    text = "x" * 16000
    parsed, streamed = linear.parse(text, ANY_TOOL), linear.stream([[text]], ANY_TOOL)
    assert parsed.ok and streamed.ok
    tight = time_of(text, parsed, streamed, [[text]], baseline=0.0)
    assert not tight.violations, tight.observed
    assert tight.observed["parse"] == parsed.cpu
    # The same answers against a budget below their CPU time: slow, in both modes.
    from targets import properties

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(properties, "TIME_FLOOR", 0.0)
        mp.setattr(properties, "TIME_PER_KCHAR", 0.001)
        slow = time_of(text, parsed, streamed, [[text]], baseline=0.0)
    assert [v.check for v in slow.violations] == ["time.slow", "time.slow"], slow.observed
