"""The ling3 renderer writes GLM-4.7's calls after the stripped content: `<tool_call>name`,
`<arg_key>k</arg_key><arg_value>v</arg_value>` per argument, `</tool_call>`, back to back."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, strict_equal

LING3 = get("ling3")
WEATHER = Tool("get_weather", "", {"type": "object", "properties": {
    "city": {"type": "string"}, "days": {"type": ["integer", "null"]}}})


def test_ling3_single_call():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Paris", "days": None}),), tools=(WEATHER,))
    assert LING3.render(turn).text == (
        "<tool_call>get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value>"
        "<arg_key>days</arg_key><arg_value>null</arg_value></tool_call>")


def test_ling3_strips_content_and_writes_calls_back_to_back():
    turn = Turn(before="  Let me look.\n", tools=(WEATHER,),
                calls=(Call.of("get_weather", {"city": "a b"}), Call.of("get_weather", {"days": 2})))
    rendering = LING3.render(turn)
    assert rendering.text == (
        "Let me look.<tool_call>get_weather<arg_key>city</arg_key><arg_value>a b</arg_value>"
        "</tool_call><tool_call>get_weather<arg_key>days</arg_key><arg_value>2</arg_value>"
        "</tool_call>")
    assert rendering.expected.content == "Let me look."
    assert LING3.render(Turn(before=" \n", calls=turn.calls, tools=(WEATHER,))).expected.content is None


@given(turns(LING3).filter(LING3.can_express))
def test_ling3_rendering_types_back_to_the_calls(turn):
    text = LING3.render(turn).text
    assert text.startswith((turn.before or "").strip())
    calls = re.findall(r"<tool_call>(.*?)</tool_call>", text, re.DOTALL)
    assert len(calls) == len(turn.calls)
    for body, call in zip(calls, turn.calls):
        name = body.split("<arg_key>")[0]
        assert name == call.name
        pairs = re.findall(r"<arg_key>(.*?)</arg_key><arg_value>(.*?)</arg_value>", body, re.DOTALL)
        props = tool_properties(turn, name)
        assert strict_equal({k: typed_value(v, props.get(k, {})) for k, v in pairs},
                            json.loads(call.arguments))
