"""Assistant turns a format can express: calls with schema-typed or schema-free arguments,
text around them, and reasoning where the format has it."""

from __future__ import annotations

from hypothesis import strategies as st

from strategies.text import contents
from strategies.formats import Format, Rendering, Turn
from strategies.schemas import arguments_for, parameter_schemas
from strategies.values import argument_objects
from targets.canonical import Call, Tool


def names(fmt: Format) -> st.SearchStrategy[str]:
    """Function names in the format's alphabet."""
    return st.from_regex(fmt.name_pattern, fullmatch=True).filter(lambda n: n.strip() == n and n)


@st.composite
def tools_and_calls(draw: st.DrawFn, fmt: Format, max_calls: int = 4) -> tuple[tuple[Tool, ...], tuple[Call, ...]]:
    """1..max_calls calls over 1..3 tools; repeated names as often as distinct ones.

    Schema-typed formats always get schemas (their values are untyped on the wire); others get
    schema-free tools half the time."""
    pool = draw(st.lists(names(fmt), min_size=1, max_size=3, unique=True))
    typed = fmt.schema_typed or draw(st.booleans())
    tools = {}
    for name in pool:
        params = draw(parameter_schemas()) if typed else {"type": "object"}
        tools[name] = Tool(name=name, description=f"the {name} tool", parameters=params)
    chosen = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=max_calls))
    calls = []
    for name in chosen:
        schema = tools[name].parameters
        args = draw(arguments_for(schema) if typed else argument_objects())
        calls.append(Call.of(name, args))
    used = tuple(tools[n] for n in dict.fromkeys(chosen))
    return used, tuple(calls)


@st.composite
def turns(draw: st.DrawFn, fmt: Format) -> Turn:
    tools, calls = draw(tools_and_calls(fmt))
    between: tuple[str, ...] = ()
    after = None
    if fmt.text_after_calls and draw(st.booleans()):
        between = tuple(draw(st.lists(contents().map(lambda c: c or ""),
                                      min_size=len(calls) - 1, max_size=len(calls) - 1)))
        after = draw(contents())
    reasoning = draw(st.none() | contents()) if fmt.reasoning else None
    return Turn(calls=calls, before=draw(contents()), between=between, after=after,
                reasoning=reasoning, tools=tools, variant=draw(st.sampled_from(fmt.variants)))


def renderings(fmt: Format, target: str = "") -> st.SearchStrategy[tuple[Turn, Rendering]]:
    """A turn the format can express, as `target`'s deployment writes it (Format.deployed),
    with its exact rendering."""
    return turns(fmt).map(lambda t: fmt.as_deployed(t, target)).filter(fmt.can_express).map(
        lambda t: (t, fmt.render(t)))
