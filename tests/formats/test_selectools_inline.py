"""The selectools_inline renderer writes the call object inside the explanation, without marker,
as selectools' fallback reads it (`parser.parse('{"tool": "search", "params": {}}')`)."""

import json
from dataclasses import replace

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal

SEL = get("selectools_inline")


def test_inline_bare_object():
    turn = Turn(calls=(Call.of("search", {"q": "test"}),))  # tool / parameters
    assert SEL.render(turn).text == '{"tool": "search", "parameters": {"q": "test"}}'


def test_inline_in_prose():
    turn = Turn(calls=(Call.of("search", {"query": "Python"}),), before="I'll search.",
                after="One moment.")
    rendering = SEL.render(turn)
    assert rendering.text == (
        'I\'ll search. {"name": "search", "params": {"query": "Python"}} One moment.')
    assert rendering.expected.content == "I'll search. One moment."
    assert not SEL.can_express(Turn(calls=(Call.of("f", {}),), before="a {b}"))
    assert SEL.can_express(Turn(calls=(Call.of("f", {"v": "a {b}"}),)))


# The documented layout only: the variants are checked in test_selectools.py.
@given(turns(SEL).map(lambda t: replace(t, variant="")).filter(SEL.can_express))
def test_inline_rendering_holds_the_only_object(turn):
    text = SEL.render(turn).text
    start = text.index("{")
    obj, end = json.JSONDecoder().raw_decode(text, start)
    name = obj.get("tool_name") or obj.get("tool") or obj.get("name")
    # `null` or a missing field is the documented spelling of empty parameters.
    params = (obj["parameters"] if "parameters" in obj else obj.get("params")) or {}
    assert name == turn.calls[0].name and strict_equal(params, loads(turn.calls[0].arguments))
    assert "{" not in text[:start] and "{" not in text[end:]
