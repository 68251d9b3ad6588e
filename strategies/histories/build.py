"""Hypothesis strategies for valid multi-turn chat histories in the canonical form, and for
those histories with one of the eight corruptions applied at a drawn site.

A valid history is what every provider shape accepts (PROVIDER_RULES.md): it starts with a user
message; each user message is answered by zero or more call rounds (an assistant turn with
1..`max_parallel` calls, optional text and reasoning, then one result per call, in call order,
right after it) and optionally a closing assistant text; an assistant text turn is always
followed by a user message (Gemini wants a call turn right after a user or response turn); the
history ends with a user message or a round's results, ready for the model's next turn.
"""

from __future__ import annotations

import itertools
from typing import Iterator

from hypothesis import strategies as st

from strategies.histories.canonical import Assistant, History, ToolCall, ToolResult, User
from strategies.histories.corruptions import CORRUPTIONS, Corruption

_ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def id_stems() -> st.SearchStrategy[str]:
    """The 3-alphanumeric stem of a history's call ids: id n is the stem and n in 6 digits, so
    ids are unique within the history and are 9 alphanumerics, valid in every shape and for
    mistral-common's validator (drawing unique free-form ids costs far more for nothing the
    validators look at: they compare ids, never read them)."""
    return st.text(_ALNUM, min_size=3, max_size=3)


def function_names() -> st.SearchStrategy[str]:
    """Function names every provider accepts; a small pool, so parallel calls often repeat a
    name (as real parallel calls do)."""
    return st.sampled_from(["get_weather", "search", "read_file", "run_shell", "f"])


def message_texts() -> st.SearchStrategy[str]:
    """Non-empty message text (Anthropic rejects empty text blocks)."""
    return st.text(st.characters(exclude_categories=["Cs"]), min_size=1, max_size=30).filter(
        lambda t: t.strip() != "")


def arguments() -> st.SearchStrategy[dict]:
    """A small JSON object of arguments."""
    scalar = st.none() | st.booleans() | st.integers(-1000, 1000) | st.text(max_size=10)
    return st.dictionaries(st.text(min_size=1, max_size=8), scalar, max_size=3)


# Built once: building a strategy inside every draw costs more than the drawing itself.
_TEXT = message_texts()
_MAYBE_TEXT = st.none() | _TEXT
_NAME = function_names()
_ARGUMENTS = arguments()


@st.composite
def call_rounds(draw: st.DrawFn, ids: Iterator[str], max_parallel: int = 3,
                reasoning: bool = True) -> list:
    """One assistant turn with 1..max_parallel calls (ids taken from `ids`) and its results in
    call order."""
    n = draw(st.integers(1, max_parallel))
    calls = tuple(ToolCall(id=next(ids), name=draw(_NAME), arguments=draw(_ARGUMENTS))
                  for _ in range(n))
    turn = Assistant(text=draw(_MAYBE_TEXT), calls=calls,
                     reasoning=draw(_MAYBE_TEXT) if reasoning else None)
    return [turn] + [ToolResult(call_id=c.id, name=c.name, content=draw(_TEXT))
                     for c in calls]


@st.composite
def histories(draw: st.DrawFn, max_exchanges: int = 3, max_rounds: int = 3,
              max_parallel: int = 3, reasoning: bool = True) -> History:
    """A valid history of 1..max_exchanges user messages, each answered by 0..max_rounds call
    rounds (see the module docstring for the rules it keeps)."""
    exchanges = draw(st.integers(1, max_exchanges))
    stem = draw(id_stems())
    ids = (f"{stem}{n:06d}" for n in itertools.count(1))
    h: list = []
    for e in range(exchanges):
        h.append(User(draw(_TEXT)))
        rounds = draw(st.integers(0, max_rounds))
        for _ in range(rounds):
            h += draw(call_rounds(ids, max_parallel, reasoning))
        last = e == exchanges - 1
        if last and (rounds == 0 or not draw(st.booleans())):
            break      # ends with the user message or the last round's results
        h.append(Assistant(text=draw(_TEXT),
                           reasoning=draw(_MAYBE_TEXT) if reasoning else None))
        if last:
            h.append(User(draw(_TEXT)))
    return tuple(h)


def histories_for(corruption: Corruption, **kwargs) -> st.SearchStrategy[History]:
    """Valid histories with at least one site for `corruption` (a parallel round for 7)."""
    return histories(**kwargs).filter(lambda h: bool(corruption.sites(h)))


@st.composite
def corrupted_histories(draw: st.DrawFn, corruption: Corruption | None = None,
                        **kwargs) -> tuple[Corruption, History, object, History]:
    """(corruption, valid history, site, corrupted history): the corruption drawn unless
    given, the site drawn among all of the history's sites for it."""
    c = corruption or draw(st.sampled_from(CORRUPTIONS))
    h = draw(histories_for(c, **kwargs))
    site = draw(st.sampled_from(c.sites(h)))
    return c, h, site, c.apply(h, site)
