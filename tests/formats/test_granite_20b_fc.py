"""The granite_20b_fc renderer writes granite-20b-functioncalling's template output."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

G20 = get("granite_20b_fc")


def test_granite_20b_fc_single_call():
    r = G20.render(Turn(calls=(Call.of("get_current_weather", {"location": "Boston"}),)))
    assert r.text == ('<function_call> {"name": "get_current_weather", '
                      '"arguments": {"location": "Boston"}}\n')
    assert r.expected.content is None


def test_granite_20b_fc_one_call_per_line_and_escaped_name():
    r = G20.render(Turn(calls=(Call.of('we"ird', {}), Call.of("b", {"x": "é"}))))
    assert r.text == ('<function_call> {"name": "we\\"ird", "arguments": {}}\n'
                      '<function_call> {"name": "b", "arguments": {"x": "é"}}\n')


@given(turns(G20).filter(G20.can_express))
def test_granite_20b_fc_rendering_lines_decode_to_the_calls(turn):
    lines = G20.render(turn).text.split("\n")
    assert lines[-1] == "" and len(lines) == len(turn.calls) + 1
    for line, call in zip(lines, turn.calls):
        assert line.startswith("<function_call> ")
        obj = json.loads(line[len("<function_call> "):])
        assert obj == {"name": call.name, "arguments": json.loads(call.arguments)}
