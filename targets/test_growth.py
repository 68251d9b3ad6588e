"""time (growth): parsing adversarial families grows no faster than size^1.5.

Each family of strategies/growth.py (marker floods, unclosed tags, bracket runs, repeated
separators, in the target's own syntax) is timed at 2 000 to 16 000 characters, whole and as
one streamed delta; the worker measures the time spent inside the parser.  A hang at any size
fails too.  The failing family is written to corpus/ as data, and its replay measures again.
Measured, not drawn: not a Hypothesis test.
"""

import pytest

from strategies.formats import get as get_format
from strategies.growth import SIZES, families
from targets import selection
from targets.expectations import known_checks
from targets.properties import ANY_TOOL, growth
from targets.registry import TargetSpec
from targets.verdict import enforce, judge
from targets.workers import worker_for


@pytest.mark.parametrize("target", selection.params("calls", "test_growth"))
def test_growth(target: TargetSpec) -> None:
    spec, worker = target, worker_for(target)
    version = worker.info.get("version", "")
    known = known_checks(spec.id, "time")
    for family in families(get_format(spec.format)):
        result = growth(worker, ANY_TOOL, family.to_json(), SIZES, known)
        failure = judge(spec, "time", result, family.text(1), ANY_TOOL, [], version)
        enforce(failure)
