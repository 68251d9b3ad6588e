"""Chat-history targets (kind "history", targets/history_targets.py): sanitizers are judged by
repaired, lossless, unchanged and idempotent, validators by agrees (targets/history_props.py
states each invariant).

The histories are strategies/histories' valid histories, and the same with each of the eight
corruptions applied at a drawn site, in the target's input shape.  Each kind of history (valid,
then each corruption) gets its own share of the examples: one strategy drawing the kind would
leave most corruptions undrawn under the derandomized ci profile (a run of 35 corrupted
examples drew three of the eight).
"""

from __future__ import annotations

import hashlib
import json
from typing import Callable

import pytest
from hypothesis import given, seed, settings, strategies as st

from strategies.histories import sdk_shapes
from strategies.histories.build import corrupted_histories, histories
from strategies.histories.corruptions import CORRUPTIONS
from targets import history_props, selection
from targets.budgets import max_examples
from targets.registry import TargetSpec
from targets.verdict import enforce, judge
from targets.workers import worker_for

TARGET_KIND = "history"
#: The kinds of history each test draws from, in this order: valid ones, then each corruption.
KINDS = ("valid", *(c.name for c in CORRUPTIONS))


def kind_histories(kind: str) -> st.SearchStrategy[tuple]:
    """Valid histories, or histories with the named corruption applied at a drawn site."""
    if kind == "valid":
        return histories()
    corruption = next(c for c in CORRUPTIONS if c.name == kind)
    return corrupted_histories(corruption).map(lambda drawn: drawn[3])


def each_kind(test: str, spec_id: str, nodeid: str,
              body: Callable[[tuple, bool], None]) -> None:
    """Run `body(history, valid)` as a property over every kind of history, each with its
    share of the test's example count (seeded per kind under a derandomized profile)."""
    share = max(1, max_examples(test, spec_id) // len(KINDS))
    for kind in KINDS:
        @settings(max_examples=share)
        @given(history=kind_histories(kind))
        def run(history):
            body(history, kind == "valid")

        if settings.default.derandomize:
            digest = hashlib.sha256(f"{nodeid} {kind}".encode()).digest()
            run = seed(int.from_bytes(digest[:8], "big"))(run)
        # Each target and kind its own key in a shared example database (targets/database.py),
        # as Hypothesis' pytest plugin gives each parametrized test: the nested test's source is
        # the same for all of them.
        run.hypothesis.inner_test._hypothesis_internal_add_digest = f"{nodeid} {kind}".encode()
        run()


def case_text(history: tuple) -> str:
    """A corpus case's input: the canonical history as JSON."""
    return json.dumps(sdk_shapes.to_json(history), ensure_ascii=False)


@pytest.mark.parametrize("target", selection.params(TARGET_KIND, "test_sanitizer"))
def test_sanitizer(target: TargetSpec, request: pytest.FixtureRequest) -> None:
    """Every history a sanitizer answers passes every reference validator and keeps every
    valid message; a valid one comes back unchanged; a second pass changes nothing."""
    spec, worker = target, worker_for(target)
    judged = selection.judged("test_sanitizer", spec)
    version = worker.info.get("version", "")

    def sanitizer(history, valid):
        results = history_props.sanitizer_results(worker, history, valid, judged)
        enforce(*[judge(spec, prop, result, case_text(history), [], [], version)
                  for prop, result in sorted(results.items())])

    each_kind("test_sanitizer", spec.id, request.node.nodeid, sanitizer)


@pytest.mark.parametrize("target", selection.params(TARGET_KIND, "test_validator"))
def test_validator(target: TargetSpec, request: pytest.FixtureRequest) -> None:
    """A validator accepts exactly the histories the reference validator of its shape
    accepts."""
    spec, worker = target, worker_for(target)
    version = worker.info.get("version", "")

    def validator(history, _valid):
        enforce(judge(spec, "agrees", history_props.agrees(worker, history),
                      case_text(history), [], [], version))

    each_kind("test_validator", spec.id, request.node.nodeid, validator)
