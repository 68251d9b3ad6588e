"""The apertus renderer writes what Apertus' chat template writes for tool calls."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

APERTUS = get("apertus")


def test_apertus_content_then_calls():
    r = APERTUS.render(Turn(before="I will check.",
                            calls=(Call.of("get_weather", {"city": "Paris"}), Call.of("b", {}))))
    assert r.text == ('I will check.<|tools_prefix|>[{"get_weather": {"city": "Paris"}}, '
                      '{"b": {}}]<|tools_suffix|>')
    assert r.expected.content == "I will check."


def test_apertus_call_without_content():
    r = APERTUS.render(Turn(calls=(Call.of("f", {"a": [True, None]}),)))
    assert r.text == '<|tools_prefix|>[{"f": {"a": [true, null]}}]<|tools_suffix|>'
    assert r.expected.content is None


@given(turns(APERTUS).filter(APERTUS.can_express))
def test_apertus_rendering_is_a_json_array_of_one_key_objects(turn):
    text = APERTUS.render(turn).text
    head, rest = text.split("<|tools_prefix|>")
    assert head == (turn.before or "") and rest.endswith("<|tools_suffix|>")
    got = json.loads(rest[: -len("<|tools_suffix|>")])
    assert got == [{c.name: json.loads(c.arguments)} for c in turn.calls]
