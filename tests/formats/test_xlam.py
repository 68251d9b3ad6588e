"""The xlam renderer writes what xLAM's chat templates write: one JSON array, nothing else."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

XLAM = get("xlam")


def test_xlam_single_call():
    r = XLAM.render(Turn(calls=(Call.of("get_weather", {"city": "東京"}),)))
    assert r.text == '[{"name": "get_weather", "arguments": {"city": "東京"}}]'
    assert r.expected.content is None


def test_xlam_parallel_calls_joined_by_comma_space():
    r = XLAM.render(Turn(calls=(Call.of("a", {}), Call.of("b", {"x": [1, 2.0], "y": None}))))
    assert r.text == ('[{"name": "a", "arguments": {}}, '
                      '{"name": "b", "arguments": {"x": [1, 2.0], "y": null}}]')


def test_xlam_has_no_place_for_text():
    assert not XLAM.can_express(Turn(calls=(Call.of("a", {}),), before="Sure."))
    assert XLAM.can_express(Turn(calls=(Call.of("a", {}),), before=""))


@given(turns(XLAM).filter(XLAM.can_express))
def test_xlam_rendering_is_a_json_array_of_the_calls(turn):
    got = json.loads(XLAM.render(turn).text)
    assert got == [{"name": c.name, "arguments": json.loads(c.arguments)} for c in turn.calls]
