"""Each of the eight corruptions, at each of its sites of a hand-written history, gives exactly
the corrupted history it names; every site list is complete."""

import pytest

from strategies.histories.canonical import Assistant, ToolCall, ToolResult, User, fresh_id
from strategies.histories.corruptions import (BY_NAME, CORRUPTIONS, CRASH_RECOVERY_ERROR,
                                            LOG_CORRUPTIONS)

U1, U2 = User("q"), User("r")
A1 = Assistant(calls=(ToolCall("a", "f"),))
RA = ToolResult("a", "f", "1")
A2 = Assistant(text="two", calls=(ToolCall("b", "f"), ToolCall("c", "g")))
RB, RC = ToolResult("b", "f", "2"), ToolResult("c", "g", "3")
H = (U1, A1, RA, A2, RB, RC, U2)


def test_the_eight_are_numbered_in_order():
    assert [c.number for c in CORRUPTIONS] == list(range(1, 9))


@pytest.mark.parametrize("name, sites", [
    ("unmatched_call", [1, 3]),
    ("unmatched_result", list(range(8))),
    ("user_between", [(1, 0), (3, 0), (3, 1)]),
    ("assistant_between", [(1, 0), (3, 0), (3, 1)]),
    ("duplicate_result", [(2, t) for t in range(3, 8)] + [(4, t) for t in range(5, 8)]
     + [(5, 6), (5, 7)]),
    ("wrong_call", [(2, None), (2, "b"), (2, "c"), (4, None), (4, "a"), (5, None), (5, "a")]),
    ("missing_parallel_result", [(3, 0), (3, 1)]),
    ("results_before_call", [(1, 0), (1, 1), (3, 0), (3, 1), (3, 2), (3, 3)]),
])
def test_sites(name, sites):
    assert BY_NAME[name].sites(H) == sites


def test_no_sites_without_calls():
    text_only = (U1, Assistant(text="hi"), U2)
    assert {c.name: c.sites(text_only) for c in CORRUPTIONS} == {
        c.name: ([0, 1, 2, 3] if c.name == "unmatched_result" else []) for c in CORRUPTIONS}


def test_unmatched_call_drops_the_whole_answer_block():
    assert BY_NAME["unmatched_call"].apply(H, 3) == (U1, A1, RA, A2, U2)


def test_unmatched_result_inserts_a_result_with_a_fresh_id():
    out = BY_NAME["unmatched_result"].apply(H, 0)
    assert out[1:] == H and out[0] == ToolResult("O00000001", "f", out[0].content)


def test_user_between_a_call_and_its_second_result():
    assert BY_NAME["user_between"].apply(H, (3, 1)) == (U1, A1, RA, A2, RB, User("Any news?"), RC, U2)


def test_assistant_between_a_call_and_its_result():
    out = BY_NAME["assistant_between"].apply(H, (1, 0))
    assert out == (U1, A1, Assistant(text="Still waiting for the tool."), RA, A2, RB, RC, U2)


def test_duplicate_result_right_after_itself_or_later():
    assert BY_NAME["duplicate_result"].apply(H, (4, 5)) == (U1, A1, RA, A2, RB, RB, RC, U2)
    assert BY_NAME["duplicate_result"].apply(H, (2, 7)) == H + (RA,)


def test_wrong_call_replaces_the_id_only():
    assert BY_NAME["wrong_call"].apply(H, (5, None)) == (
        U1, A1, RA, A2, RB, ToolResult("W00000001", "g", "3"), U2)
    assert BY_NAME["wrong_call"].apply(H, (5, "a")) == (U1, A1, RA, A2, RB, ToolResult("a", "g", "3"), U2)


def test_missing_parallel_result():
    assert BY_NAME["missing_parallel_result"].apply(H, (3, 0)) == (U1, A1, RA, A2, RC, U2)


def test_results_before_call_moves_the_block():
    assert BY_NAME["results_before_call"].apply(H, (3, 3)) == (U1, A1, RA, RB, RC, A2, U2)
    assert BY_NAME["results_before_call"].apply(H, (3, 2)) == (U1, A1, RB, RC, RA, A2, U2)
    assert BY_NAME["results_before_call"].apply(H, (1, 1)) == (U1, RA, A1, A2, RB, RC, U2)
    assert BY_NAME["results_before_call"].apply(H, (1, 0)) == (RA, U1, A1, A2, RB, RC, U2)


def test_fresh_ids_avoid_every_id_in_use():
    h = (A1, ToolResult("X00000001", "f", ""))
    assert fresh_id(h) == "X00000002" and len(fresh_id(h)) == 9


def test_the_agent_log_corruptions_follow_the_eight():
    assert [c.number for c in LOG_CORRUPTIONS] == [9, 10, 11]
    assert all(BY_NAME[c.name] is c for c in CORRUPTIONS + LOG_CORRUPTIONS)


def test_sibling_swap_pairs_only_results_of_one_parallel_batch():
    assert BY_NAME["sibling_swap"].sites(H) == [(4, 5)]
    assert BY_NAME["sibling_swap"].apply(H, (4, 5)) == (
        U1, A1, RA, A2, ToolResult("c", "f", "2", answers="b"),
        ToolResult("b", "g", "3", answers="c"), U2)


def test_crash_recovery_writes_the_error_then_the_real_result_late():
    error = ToolResult("b", "f", CRASH_RECOVERY_ERROR, synthetic=True)
    assert BY_NAME["crash_recovery"].apply(H, (4, 5)) == (U1, A1, RA, A2, error, RB, RC, U2)
    assert BY_NAME["crash_recovery"].apply(H, (4, 7)) == (U1, A1, RA, A2, error, RC, U2, RB)
    assert BY_NAME["crash_recovery"].sites(H) == [(2, t) for t in range(3, 8)] + \
        [(4, t) for t in range(5, 8)] + [(5, 6), (5, 7)]


def test_parallel_duplicate_copies_inside_or_right_after_the_batch():
    assert BY_NAME["parallel_duplicate"].sites(H) == [(4, 5), (4, 6), (5, 6)]
    assert BY_NAME["parallel_duplicate"].apply(H, (4, 6)) == (U1, A1, RA, A2, RB, RC, RB, U2)
