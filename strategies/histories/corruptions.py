"""The eight corruptions agent SDK event logs produce (PROVIDER_RULES.md), each a pure function
`apply(history, site) -> history` on the canonical form, with `sites(history)` listing every
position of that history where it applies.  `build.corrupted_histories()` is the strategy that
draws a valid history, a corruption and a site.  `LOG_CORRUPTIONS` adds three forms agent event
logs produce beyond the eight (sibling-id swaps in a parallel batch, crash recovery's synthetic
error followed by the late real result, a duplicate inside a parallel batch).

Sites: a call turn (its index), a gap inside a turn's answer block (turn, k: before its k-th
result), a result and where its copy goes, a result and the call it wrongly answers, an answer
block and where it moves, or an insertion point (0..len).  Inserted messages use ids no
other call or result uses (`canonical.fresh_id`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from strategies.histories.canonical import (Assistant, History, ToolResult, User, call_turns,
                                            fresh_id, results_after)

Site = Any


@dataclass(frozen=True)
class Corruption:
    """One corruption: its number and name in PROVIDER_RULES.md, where it applies, what it does."""

    number: int
    name: str
    title: str
    sites: Callable[[History], list[Site]]
    apply: Callable[[History, Site], History]


def _answered_turns(h: History) -> list[int]:
    return [i for i in call_turns(h) if results_after(h, i)]


def _gaps(h: History) -> list[tuple[int, int]]:
    return [(i, k) for i in _answered_turns(h) for k in range(len(results_after(h, i)))]


def _results(h: History) -> list[int]:
    return [i for i, m in enumerate(h) if isinstance(m, ToolResult)]


def _parallel_results(h: History) -> list[tuple[int, int]]:
    return [(i, k) for i in _answered_turns(h)
            for k in range(len(results_after(h, i))) if len(h[i].calls) >= 2]


def _insert(h: History, at: int, m: Any) -> History:
    return h[:at] + (m,) + h[at:]


def unmatched_call(h: History, turn: int) -> History:
    """1: a call turn loses its whole answer block (every result of that turn)."""
    drop = set(results_after(h, turn))
    return tuple(m for j, m in enumerate(h) if j not in drop)


def unmatched_result(h: History, at: int) -> History:
    """2: a result whose id no call has is inserted at `at`."""
    name = next((c.name for i in call_turns(h) for c in h[i].calls), "lookup")
    return _insert(h, at, ToolResult(call_id=fresh_id(h, "O"), name=name,
                                      content="result of a call that is not in the history"))


def user_between(h: History, gap: tuple[int, int]) -> History:
    """3: a user message stands between a call turn and its k-th result."""
    turn, k = gap
    return _insert(h, results_after(h, turn)[k], User(text="Any news?"))


def assistant_between(h: History, gap: tuple[int, int]) -> History:
    """4: an assistant text message stands between a call turn and its k-th result."""
    turn, k = gap
    return _insert(h, results_after(h, turn)[k], Assistant(text="Still waiting for the tool."))


def _duplicate_sites(h: History) -> list[tuple[int, int]]:
    return [(at, to) for at in _results(h) for to in range(at + 1, len(h) + 1)]


def duplicate_result(h: History, site: tuple[int, int]) -> History:
    """5: the result at `at` is sent again, the copy inserted at `to` (anywhere after it:
    right after it, or later, as when an SDK replays an event)."""
    at, to = site
    return _insert(h, to, h[at])


def _wrong_call_sites(h: History) -> list[tuple[int, str | None]]:
    sites: list[tuple[int, str | None]] = []
    for turn in _answered_turns(h):
        others = [c.id for i in call_turns(h) if i != turn for c in h[i].calls]
        sites += [(at, target) for at in results_after(h, turn) for target in [None] + others]
    return sites


def wrong_call(h: History, site: tuple[int, str | None]) -> History:
    """6: the result at `at` answers the wrong call: the call of another turn whose id is
    `target`, or (target None) a call that is not in the history, by a fresh id.  The function
    name is kept, as when an SDK mixes up or re-issues ids."""
    at, target = site
    m = h[at]
    return h[:at] + (replace(m, call_id=target or fresh_id(h, "W")),) + h[at + 1:]


def missing_parallel_result(h: History, site: tuple[int, int]) -> History:
    """7: of a turn's parallel calls, the k-th result is missing."""
    turn, k = site
    drop = results_after(h, turn)[k]
    return h[:drop] + h[drop + 1:]


def _before_sites(h: History) -> list[tuple[int, int]]:
    return [(turn, to) for turn in _answered_turns(h) for to in range(turn + 1)]


def results_before_call(h: History, site: tuple[int, int]) -> History:
    """8: a turn's answer block is moved to position `to`, before the turn that made the calls
    (`to` == the turn's index: right before it)."""
    turn, to = site
    block = results_after(h, turn)
    moved = tuple(h[j] for j in block)
    rest = tuple(m for j, m in enumerate(h) if j not in set(block))
    return rest[:to] + moved + rest[to:]


CORRUPTIONS: tuple[Corruption, ...] = (
    Corruption(1, "unmatched_call", "unmatched call", _answered_turns, unmatched_call),
    Corruption(2, "unmatched_result", "unmatched result",
               lambda h: list(range(len(h) + 1)), unmatched_result),
    Corruption(3, "user_between", "user message between call and result", _gaps, user_between),
    Corruption(4, "assistant_between", "assistant message between call and result", _gaps,
               assistant_between),
    Corruption(5, "duplicate_result", "duplicate result", _duplicate_sites, duplicate_result),
    Corruption(6, "wrong_call", "result answering the wrong call", _wrong_call_sites,
               wrong_call),
    Corruption(7, "missing_parallel_result", "parallel calls with one result missing",
               _parallel_results, missing_parallel_result),
    Corruption(8, "results_before_call", "results before their call", _before_sites,
               results_before_call),
)
"""The eight corruptions, in PROVIDER_RULES.md's order."""


# The forms agent event logs produce beyond the eight (issue #24): the truth an agent's log
# keeps beside the ids (`ToolResult.answers`, `ToolResult.synthetic`) is recorded on the
# result, so that `lossless` can tell a result kept under the wrong call from one kept right.

CRASH_RECOVERY_ERROR = ("Tool call interrupted before completion. The conversation was paused.")
"""The error result an agent writes for a call in flight when it recovers from a crash or an
interrupt (OpenHands' `LocalConversation._emit_orphaned_action_errors` writes this text)."""


def _sibling_pairs(h: History) -> list[tuple[int, int]]:
    return [(block[j], block[k]) for i in _answered_turns(h) if len(h[i].calls) >= 2
            for block in [results_after(h, i)]
            for j in range(len(block)) for k in range(j + 1, len(block))]


def sibling_swap(h: History, site: tuple[int, int]) -> History:
    """9: two results of one parallel batch swap their call ids (as a retry that re-issues a
    batch and matches results by position does); each keeps the call it really answers in
    `answers`, as an agent log that names the action apart from the id does."""
    a, b = site
    out = list(h)
    out[a] = replace(h[a], call_id=h[b].call_id, answers=h[a].true_call)
    out[b] = replace(h[b], call_id=h[a].call_id, answers=h[b].true_call)
    return tuple(out)


def _late_sites(h: History) -> list[tuple[int, int]]:
    return [(at, to) for at in _results(h) for to in range(at + 1, len(h) + 1)]


def crash_recovery(h: History, site: tuple[int, int]) -> History:
    """10: the result at `at` was still in flight when the agent crashed: recovery recorded a
    synthetic error result in its place, and the real result arrived late, at `to` (after the
    conversation went on, or right after the error)."""
    at, to = site
    real = h[at]
    error = ToolResult(real.call_id, real.name, CRASH_RECOVERY_ERROR, synthetic=True)
    return h[:at] + (error,) + h[at + 1:to] + (real,) + h[to:]


def _parallel_copy_sites(h: History) -> list[tuple[int, int]]:
    return [(at, to) for i in _answered_turns(h) if len(h[i].calls) >= 2
            for block in [results_after(h, i)] for at in block
            for to in range(at + 1, block[-1] + 2)]


def parallel_duplicate(h: History, site: tuple[int, int]) -> History:
    """11: of a parallel batch's results, one is recorded twice, the copy inside the batch's
    answer block or right after it (an observation re-delivered while its siblings run)."""
    at, to = site
    return _insert(h, to, h[at])


LOG_CORRUPTIONS: tuple[Corruption, ...] = (
    Corruption(9, "sibling_swap", "sibling results swap ids in a parallel batch",
               _sibling_pairs, sibling_swap),
    Corruption(10, "crash_recovery", "synthetic error result, then the real one late",
               _late_sites, crash_recovery),
    Corruption(11, "parallel_duplicate", "a parallel call's result duplicated in its batch",
               _parallel_copy_sites, parallel_duplicate),
)
"""The agent-log corruptions beyond PROVIDER_RULES.md's eight, numbered after them."""

BY_NAME: dict[str, Corruption] = {c.name: c for c in CORRUPTIONS + LOG_CORRUPTIONS}
