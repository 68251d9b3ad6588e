"""The granite renderer writes Granite 3's template output: `<|tool_call|>` + tojson(indent=4)."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

GRANITE = get("granite")


def test_granite_single_call_indented_like_tojson_indent_4():
    r = GRANITE.render(Turn(calls=(Call.of("get_weather", {"city": "Tokyo"}),)))
    assert r.text == ('<|tool_call|>[\n    {\n        "name": "get_weather",\n'
                      '        "arguments": {\n            "city": "Tokyo"\n        }\n    }\n]')
    assert r.expected.content is None


def test_granite_empty_arguments_and_two_calls():
    r = GRANITE.render(Turn(calls=(Call.of("refresh", {}), Call.of("b", {"x": [1.5]}))))
    assert r.text == ('<|tool_call|>[\n    {\n        "name": "refresh",\n        "arguments": {}\n'
                      '    },\n    {\n        "name": "b",\n        "arguments": {\n'
                      '            "x": [\n                1.5\n            ]\n        }\n    }\n]')


@given(turns(GRANITE).filter(GRANITE.can_express))
def test_granite_rendering_is_marker_plus_json_array(turn):
    text = GRANITE.render(turn).text
    assert text.startswith("<|tool_call|>[")
    got = json.loads(text[len("<|tool_call|>"):])
    assert got == [{"name": c.name, "arguments": json.loads(c.arguments)} for c in turn.calls]
