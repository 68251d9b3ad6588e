"""Property tests: every generated valid history passes every reference validator in every
shape (rules at their defaults and all on), and every corruption at every drawn site is judged
by each shape exactly as targets/histories/expected.py records (rejected, or accepted for the
recorded reason, in which case the strict reading rejects it, unless no reading can: the
undetectable corruptions of expected.py)."""

import pytest
from hypothesis import Phase, find, given, settings

from strategies.histories.build import corrupted_histories, histories
from strategies.histories.canonical import Assistant, ToolResult, User
from strategies.histories.corruptions import CORRUPTIONS, LOG_CORRUPTIONS
from strategies.histories.exporters import EXPORTERS
from targets.histories import VALIDATORS, all_on
from targets.histories.expected import ACCEPTED, SHAPES, UNDETECTABLE, rejects
from targets.budgets import profile_name

#: Under ci, examples per corruption: 8 x 40 corrupted histories, each judged in four shapes,
#: cost about as much as the profile's 200 for one test (a drawn history with its exports and
#: validations takes ~30 ms); dev and nightly run their own max_examples.
CI_PER_CORRUPTION = 40


@given(histories())
def test_valid_histories_pass_every_validator(h):
    for shape in SHAPES:
        exported = EXPORTERS[shape](h)
        assert VALIDATORS[shape](exported) == [], shape
        assert VALIDATORS[shape](exported, all_on(shape)) == [], shape


@pytest.mark.parametrize("corruption", CORRUPTIONS + LOG_CORRUPTIONS, ids=lambda c: c.name)
def test_each_corruption_is_judged_as_recorded(corruption):
    @settings(max_examples=CI_PER_CORRUPTION if profile_name() == "ci"
              else settings.default.max_examples)
    @given(corrupted_histories(corruption))
    def check(drawn):
        c, _, site, corrupted = drawn
        for shape in SHAPES:
            exported = EXPORTERS[shape](corrupted)
            violations = VALIDATORS[shape](exported)
            assert bool(violations) == rejects(c.name, shape), (shape, site, violations)
            if not violations and c.name not in UNDETECTABLE:
                # accepted for a recorded reason: the strict reading rejects it
                assert VALIDATORS[shape](exported, all_on(shape)), (shape, site)
    check()


def test_recorded_acceptances_name_real_corruptions_and_shapes():
    names = {c.name for c in CORRUPTIONS + LOG_CORRUPTIONS}
    assert all(c in names and s in SHAPES for c, s in ACCEPTED)


@pytest.mark.parametrize("kind, holds", [
    ("parallel calls", lambda h: any(isinstance(m, Assistant) and len(m.calls) >= 2 for m in h)),
    ("text with calls", lambda h: any(isinstance(m, Assistant) and m.calls and m.text for m in h)),
    ("reasoning", lambda h: any(isinstance(m, Assistant) and m.reasoning for m in h)),
    ("two call rounds in a row", lambda h: any(
        isinstance(a, ToolResult) and isinstance(b, Assistant) and b.calls for a, b in zip(h, h[1:]))),
    ("several user turns", lambda h: sum(isinstance(m, User) for m in h) >= 3),
    ("ends with results", lambda h: isinstance(h[-1], ToolResult)),
    ("ends with a user message after a reply", lambda h: len(h) > 2 and isinstance(h[-2], Assistant) and not h[-2].calls),
])
def test_the_strategy_reaches_every_kind_of_history(kind, holds):
    """Found within the profile's examples, unshrunk (what is found matters, not its size)."""
    found = find(histories(), holds, settings=settings(phases=[Phase.generate], database=None,
                                                      derandomize=True))
    assert holds(found)
