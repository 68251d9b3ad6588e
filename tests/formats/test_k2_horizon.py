"""The K2 Horizon renderer writes IFM's xml tool calls as the chat template does (one tag per
line), after a generation prompt that closes the think block."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool

K2H = get("k2_horizon")
WEATHER = Tool("get_weather", parameters={"type": "object", "properties": {
    "city": {"type": "string"}, "days": {"type": "integer"}, "tags": {"type": "array"}}})


def test_template_layout():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Seoul", "days": 3, "tags": ["a", "b"]}),
                       Call.of("get_weather", {})), tools=(WEATHER,))
    assert K2H.render(turn).text == (
        "<ifm|tool_calls>\n<ifm|tool_call>get_weather\n"
        "<ifm|arg_key>city</ifm|arg_key>\n<ifm|arg_value>Seoul</ifm|arg_value>\n"
        "<ifm|arg_key>days</ifm|arg_key>\n<ifm|arg_value>3</ifm|arg_value>\n"
        '<ifm|arg_key>tags</ifm|arg_key>\n<ifm|arg_value>["a", "b"]</ifm|arg_value>\n'
        "</ifm|tool_call>\n<ifm|tool_call>get_weather\n</ifm|tool_call>\n</ifm|tool_calls>")


def test_content_directly_before_the_group():
    r = K2H.render(Turn(before="Let me look.", calls=(Call.of("get_weather", {"city": "x"}),),
                        tools=(WEATHER,)))
    assert r.text.startswith("Let me look.<ifm|tool_calls>\n") and r.expected.content == "Let me look."


def test_ambiguous_values_are_not_expressible():
    union = Tool("f", parameters={"type": "object", "properties": {"v": {"type": ["string", "integer"]}}})
    assert not K2H.can_express(Turn(calls=(Call.of("f", {"v": "5"}),), tools=(union,)))
    assert K2H.can_express(Turn(calls=(Call.of("f", {"v": 5}),), tools=(union,)))


CALL = re.compile(r"<ifm\|tool_call>(.*?)\n(.*?)</ifm\|tool_call>\n", re.S)
ARG = re.compile(r"<ifm\|arg_key>(.*?)</ifm\|arg_key>\n<ifm\|arg_value>(.*?)</ifm\|arg_value>\n", re.S)


@given(turns(K2H).filter(K2H.can_express))
def test_rendering_types_back_to_the_calls(turn):
    text = K2H.render(turn).text
    assert text.startswith((turn.before or "") + "<ifm|tool_calls>\n")
    assert text.endswith("</ifm|tool_calls>")
    got = []
    for m in CALL.finditer(text):
        props = tool_properties(turn, m[1])
        got.append((m[1], {k: typed_value(v, props.get(k, {})) for k, v in ARG.findall(m[2])}))
    assert got == [(c.name, json.loads(c.arguments)) for c in turn.calls]
