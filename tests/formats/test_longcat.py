"""The longcat renderer writes LongCat-Flash's envelope: content, then
`<longcat_tool_call>{json}</longcat_tool_call>` per call, calls separated by a newline."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

LONGCAT = get("longcat")


def test_longcat_single_call():
    turn = Turn(calls=(Call.of("search", {"query": "绿色猫眼美甲", "filters": {"colors": ["绿色"]}}),))
    assert LONGCAT.render(turn).text == (
        '<longcat_tool_call>{"name": "search", "arguments": {"query": "绿色猫眼美甲", '
        '"filters": {"colors": ["绿色"]}}}</longcat_tool_call>')


def test_longcat_content_then_two_calls():
    turn = Turn(before="Sure.", calls=(Call.of("a", {}), Call.of("b", {"n": -0.0})))
    rendering = LONGCAT.render(turn)
    assert rendering.text == (
        'Sure.<longcat_tool_call>{"name": "a", "arguments": {}}</longcat_tool_call>\n'
        '<longcat_tool_call>{"name": "b", "arguments": {"n": -0.0}}</longcat_tool_call>')
    assert rendering.expected.content == "Sure."


@given(turns(LONGCAT).filter(LONGCAT.can_express))
def test_longcat_rendering_is_json_between_markers(turn):
    text = LONGCAT.render(turn).text
    bodies = text.split("<longcat_tool_call>")
    assert bodies[0] == (turn.before or "")
    for body, call in zip(bodies[1:], turn.calls, strict=True):
        obj = json.loads(body.removesuffix("\n").removesuffix("</longcat_tool_call>"))
        assert obj == {"name": call.name, "arguments": json.loads(call.arguments)}
