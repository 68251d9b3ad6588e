"""The hy_v4 renderer writes the Hy4 checkpoint layout: `:opensource` tags, no `<tool_sep>`, no
line breaks inside a call; typing the values back by the schema gives the call."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, strict_equal

HY4 = get("hy_v4")
S = ":opensource"
WEATHER = Tool("get_weather", "", {"type": "object", "properties": {
    "city": {"type": "string"}, "ok": {"type": "boolean"}}})


def test_hy_v4_single_call():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Beijing", "ok": True}),), tools=(WEATHER,))
    assert HY4.render(turn).text == (
        f"<tool_calls{S}>\n<tool_call{S}>get_weather"
        f"<arg_key{S}>city</arg_key{S}><arg_value{S}>Beijing</arg_value{S}>"
        f"<arg_key{S}>ok</arg_key{S}><arg_value{S}>true</arg_value{S}>"
        f"</tool_call{S}>\n</tool_calls{S}>")


def test_hy_v4_content_and_two_calls():
    turn = Turn(before="ok", calls=(Call.of("get_weather", {}), Call.of("get_weather", {"city": "x"})),
                tools=(WEATHER,))
    assert HY4.render(turn).text == (
        f"ok<tool_calls{S}>\n<tool_call{S}>get_weather</tool_call{S}>\n"
        f"<tool_call{S}>get_weather<arg_key{S}>city</arg_key{S}><arg_value{S}>x</arg_value{S}>"
        f"</tool_call{S}>\n</tool_calls{S}>")


@given(turns(HY4).filter(HY4.can_express))
def test_hy_v4_rendering_types_back_to_the_calls(turn):
    text = HY4.render(turn).text
    calls = re.findall(rf"<tool_call{S}>(.*?)</tool_call{S}>\n", text, re.DOTALL)
    assert len(calls) == len(turn.calls)
    for body, call in zip(calls, turn.calls):
        name = body.split(f"<arg_key{S}>")[0]
        assert name == call.name
        pairs = re.findall(rf"<arg_key{S}>(.*?)</arg_key{S}><arg_value{S}>(.*?)</arg_value{S}>",
                           body, re.DOTALL)
        props = tool_properties(turn, name)
        args = {k: typed_value(v, props.get(k, {})) for k, v in pairs}
        assert strict_equal(args, json.loads(call.arguments))
