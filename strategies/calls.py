"""Tool calls and the messages that carry them."""

from __future__ import annotations

from hypothesis import strategies as st

from strategies.values import argument_objects, plain_strings, tricky_strings
from targets.canonical import Call, Message, Tool


def identifier_names() -> st.SearchStrategy[str]:
    """Function names every format can write: letters, digits and underscores."""
    return st.from_regex(r"[a-z][a-z0-9_]{0,20}", fullmatch=True)


def punctuated_names() -> st.SearchStrategy[str]:
    """Names with dots, dashes, colons or non-ASCII, for formats that allow them."""
    return st.one_of(identifier_names(),
                     st.from_regex(r"[a-z][a-z0-9_]{0,8}[.:-][a-z0-9_]{1,8}", fullmatch=True),
                     st.sampled_from(["get.weather", "ns:tool", "my-tool", "wetter_für", "天气"]))


def calls(names: st.SearchStrategy[str] | None = None) -> st.SearchStrategy[Call]:
    """One call: a name and schema-free arguments (empty object included)."""
    return st.builds(Call.of, names if names is not None else identifier_names(), argument_objects())


@st.composite
def parallel_calls(draw: st.DrawFn, names: st.SearchStrategy[str] | None = None,
                   max_calls: int = 4) -> tuple[Call, ...]:
    """1 to `max_calls` calls, with repeated names as often as distinct ones."""
    pool = draw(st.lists(names if names is not None else identifier_names(), min_size=1, max_size=3))
    chosen = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=max_calls))
    return tuple(Call.of(name, draw(argument_objects())) for name in chosen)


def contents() -> st.SearchStrategy[str | None]:
    """Assistant text around calls: none, empty, whitespace only, prose, or hostile text."""
    return st.one_of(st.none(), st.just(""), st.sampled_from([" ", "\n", "\n\n", " \t "]),
                     plain_strings(), tricky_strings())


def tools_for(calls: tuple[Call, ...]) -> list[Tool]:
    """Schema-free tool definitions naming every called function once, in first-call order."""
    seen: dict[str, Tool] = {}
    for call in calls:
        seen.setdefault(call.name, Tool(name=call.name, description=f"the {call.name} tool",
                                        parameters={"type": "object"}))
    return list(seen.values())


@st.composite
def messages(draw: st.DrawFn, names: st.SearchStrategy[str] | None = None) -> Message:
    """An assistant message with at least one call and optional leading text."""
    return Message(content=draw(contents()), calls=draw(parallel_calls(names)))
