"""Streamed one token per delta, a stream that re-reads what came before at each delta is told
from a linear one, although both are linear on a whole text and on a one-delta stream
(targets/properties.py token_growth, targets/test_growth.py test_token_stream_growth)."""

from __future__ import annotations

from typing import Iterator

import pytest

from strategies.formats import get as get_format
from strategies.growth import SIZES, families
from targets import registry
from targets.client import Worker
from targets.properties import ANY_TOOL, TOKEN_GROWTH, growth, token_growth
from targets.snippets.growth import growth_block

LINEAR = registry.TargetSpec(id="fake:steady", env=registry.SELF_ENV,
                             adapter="tests.fakes:Steady", format="hermes", library="fake")
RESCAN = registry.TargetSpec(id="fake:rescanner", env=registry.SELF_ENV,
                             adapter="tests.fakes:Rescanner", format="hermes", library="fake")
HERMES = get_format("hermes")
MARKERS = [m.text for m in HERMES.markers if m.token]
#: The unclosed call with a long string body: a long argument being streamed.
LONG_BODY = next(f for f in families(HERMES) if f.name == "unclosed tag, long body")


@pytest.fixture
def workers() -> Iterator[dict[str, Worker]]:
    started = {spec.id: Worker(spec) for spec in (LINEAR, RESCAN)}
    for w in started.values():
        w.start()
    yield started
    for w in started.values():
        w.close()


def test_a_linear_stream_passes_one_token_per_delta(workers):
    result = token_growth(workers["fake:steady"], ANY_TOOL, LONG_BODY.to_json(), MARKERS, SIZES)
    assert not result.violations, result.observed
    # measured, not let off as too small to say
    assert result.observed["times"]["tokens"][-1] >= 0.2, result.observed


def test_a_stream_that_rereads_per_delta_grows_one_token_per_delta(workers):
    rescanner = workers["fake:rescanner"]
    # whole, and streamed as one delta, it is linear: only token_growth sees it
    assert not growth(rescanner, ANY_TOOL, LONG_BODY.to_json(), SIZES).violations
    result = token_growth(rescanner, ANY_TOOL, LONG_BODY.to_json(), MARKERS, SIZES)
    assert [v.check for v in result.violations] == [TOKEN_GROWTH], result.observed
    assert "one token per delta" in result.violations[0].detail
    assert "size^2" in result.violations[0].detail
    assert result.expected["growth"]["deltas"] == "token"
    assert result.expected["growth"]["markers"] == MARKERS


def test_a_known_stream_growth_is_still_seen(workers):
    """A recorded stream growth replays as still there (the corpus replay's question)."""
    result = token_growth(workers["fake:rescanner"], ANY_TOOL, LONG_BODY.to_json(), MARKERS,
                          SIZES, known=frozenset({TOKEN_GROWTH}))
    assert [v.check for v in result.violations] == [TOKEN_GROWTH], result.observed


def test_the_snippet_times_the_stream_one_token_per_delta():
    from types import SimpleNamespace

    case = SimpleNamespace(
        expected={"growth": {"family": LONG_BODY.to_json(), "sizes": [2000, 4000],
                             "deltas": "token", "markers": MARKERS}},
        observed={"sizes": [2000, 4000], "baseline": 0.0,
                  "times": {"tokens": [0.1, 0.4]}})
    block = growth_block(case)  # type: ignore[arg-type]
    seen: list[list[str]] = []
    namespace = {"parse": lambda text: None, "stream": seen.append}
    exec(block, namespace)
    assert "streamed one token per delta" in block
    text = LONG_BODY.text(2000)
    assert seen and seen[0][0] == "<tool_call>" and "".join(seen[0]) == text
    assert max(len(c) for c in seen[0][1:]) == 4
