"""The phi4_mini_json renderer writes `functools[` + a JSON list of the calls, as Phi-4-mini's
system prompt in vLLM's template tells the model to."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

PHI = get("phi4_mini_json")


def test_phi4_single_call():
    r = PHI.render(Turn(calls=(Call.of("get_weather", {"city": "Paris"}),)))
    assert r.text == 'functools[{"name": "get_weather", "arguments": {"city": "Paris"}}]'
    assert r.expected.content is None


def test_phi4_parallel_calls():
    r = PHI.render(Turn(calls=(Call.of("a", {"n": 7.0}), Call.of("b", {}))))
    assert r.text == ('functools[{"name": "a", "arguments": {"n": 7.0}}, '
                      '{"name": "b", "arguments": {}}]')


def test_phi4_has_no_place_for_text():
    assert not PHI.can_express(Turn(calls=(Call.of("a", {}),), before="x"))


@given(turns(PHI).filter(PHI.can_express))
def test_phi4_rendering_is_marker_plus_json_list(turn):
    text = PHI.render(turn).text
    assert text.startswith("functools[")
    got = json.loads(text[len("functools"):])
    assert got == [{"name": c.name, "arguments": json.loads(c.arguments)} for c in turn.calls]
