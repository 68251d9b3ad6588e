"""The granite4 renderer writes Granite 4.0's template output (the Hermes/Qwen layout)."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

GRANITE4 = get("granite4")


def test_granite4_single_call_without_content():
    r = GRANITE4.render(Turn(calls=(Call.of("find_bbox", {"coordinate_type": "latlong"}),)))
    assert r.text == ('<tool_call>\n{"name": "find_bbox", "arguments": '
                      '{"coordinate_type": "latlong"}}\n</tool_call>')


def test_granite4_content_then_parallel_calls():
    r = GRANITE4.render(Turn(before="Here goes.", calls=(Call.of("a", {}), Call.of("b", {"x": 2}))))
    assert r.text == ('Here goes.\n<tool_call>\n{"name": "a", "arguments": {}}\n</tool_call>\n'
                      '<tool_call>\n{"name": "b", "arguments": {"x": 2}}\n</tool_call>')
    assert r.expected.content == "Here goes."


@given(turns(GRANITE4).filter(GRANITE4.can_express))
def test_granite4_rendering_is_valid_json_between_markers(turn):
    bodies = GRANITE4.render(turn).text.split("<tool_call>\n")[1:]
    assert len(bodies) == len(turn.calls)
    for body, call in zip(bodies, turn.calls):
        obj = json.loads(body.split("\n</tool_call>")[0])
        assert obj == {"name": call.name, "arguments": json.loads(call.arguments)}
