"""The hy_v3 renderer writes the Hy3 template's layout: one tag per line inside <tool_calls>,
strings raw and other values as JSON; typing the values back by the schema gives the call."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, strict_equal

HY3 = get("hy_v3")
WEATHER = Tool("get_weather", "", {"type": "object", "properties": {
    "city": {"type": "string"}, "days": {"type": "integer"}, "opts": {"type": "object"}}})


def test_hy_v3_call_with_typed_arguments():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Beijing", "days": 3, "opts": {"a": [1]}}),),
                tools=(WEATHER,))
    assert HY3.render(turn).text == (
        "<tool_calls>\n<tool_call>get_weather<tool_sep>\n"
        "<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n"
        "<arg_key>days</arg_key>\n<arg_value>3</arg_value>\n"
        '<arg_key>opts</arg_key>\n<arg_value>{"a": [1]}</arg_value>\n'
        "</tool_call>\n</tool_calls>")


def test_hy_v3_content_then_two_calls_one_without_arguments():
    turn = Turn(before="Checking.", calls=(Call.of("get_current_date", {}),
                                           Call.of("get_weather", {"city": "杭州"})),
                tools=(WEATHER, Tool("get_current_date")))
    rendering = HY3.render(turn)
    assert rendering.text == (
        "Checking.<tool_calls>\n<tool_call>get_current_date<tool_sep>\n</tool_call>\n"
        "<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>杭州</arg_value>\n"
        "</tool_call>\n</tool_calls>")
    assert rendering.expected.content == "Checking."


def test_hy_v3_rejects_ambiguous_string_values():
    tool = Tool("f", "", {"type": "object", "properties": {"x": {"type": ["string", "integer"]}}})
    assert not HY3.can_express(Turn(calls=(Call.of("f", {"x": "5"}),), tools=(tool,)))
    assert HY3.can_express(Turn(calls=(Call.of("f", {"x": 5}),), tools=(tool,)))


@given(turns(HY3).filter(HY3.can_express))
def test_hy_v3_rendering_types_back_to_the_calls(turn):
    text = HY3.render(turn).text
    calls = re.findall(r"<tool_call>(.*?)<tool_sep>\n(.*?)</tool_call>\n", text, re.DOTALL)
    assert [name for name, _ in calls] == [c.name for c in turn.calls]
    for (name, body), call in zip(calls, turn.calls):
        pairs = re.findall(r"<arg_key>(.*?)</arg_key>\n<arg_value>(.*?)</arg_value>\n", body,
                           re.DOTALL)
        props = tool_properties(turn, name)
        args = {k: typed_value(v, props.get(k, {})) for k, v in pairs}
        assert strict_equal(args, json.loads(call.arguments))
