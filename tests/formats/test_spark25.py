"""The spark25 renderer writes Spark-X2.5's documented wire format (the vendor's plugin README
and SGLang's Spark25Detector docstring): `<tool_call>NAME\\n`, one
`<arg_key>K</arg_key><arg_value>V</arg_value>\\n` line per argument, `</tool_call>`."""

import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, loads, strict_equal

SPARK = get("spark25")
WEATHER = Tool("get_weather", "", {"type": "object", "properties": {
    "city": {"type": "string"}, "days": {"type": "integer"}}})


def test_spark25_documented_example():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Paris", "days": 3}),), tools=(WEATHER,))
    assert SPARK.render(turn).text == (
        "<tool_call>get_weather\n"
        "<arg_key>city</arg_key><arg_value>Paris</arg_value>\n"
        "<arg_key>days</arg_key><arg_value>3</arg_value>\n"
        "</tool_call>")


def test_spark25_content_and_calls_without_separators():
    turn = Turn(before="answer:", calls=(Call.of("get_weather", {"days": 0}), Call.of("now", {})),
                tools=(WEATHER, Tool("now", "", {"type": "object", "properties": {}})))
    r = SPARK.render(turn)
    assert r.text == ("answer:<tool_call>get_weather\n<arg_key>days</arg_key><arg_value>0"
                      "</arg_value>\n</tool_call><tool_call>now\n</tool_call>")
    assert r.expected.content == "answer:"


def test_spark25_limits():
    assert not SPARK.can_express(Turn(calls=(Call.of("get_weather", {"city": "<arg_value>"}),),
                                      tools=(WEATHER,)))
    assert not SPARK.can_express(Turn(calls=(Call.of("get_weather", {}),), between=(),
                                      after="done", tools=(WEATHER,)))
    # nothing says the template trims the content, so padded content is written as it is
    assert SPARK.can_express(Turn(before=" x\n", calls=(Call.of("get_weather", {}),),
                                  tools=(WEATHER,)))


_CALL = re.compile(r"<tool_call>(.*?)</tool_call>", re.S)
_LINE = re.compile(r"<arg_key>(.*?)</arg_key><arg_value>(.*?)</arg_value>\n", re.S)


@given(turns(SPARK).filter(SPARK.can_express))
def test_spark25_rendering_parses_back_to_the_calls(turn):
    text = SPARK.render(turn).text
    head = text[: text.index("<tool_call>")]
    assert head == (turn.before or "")
    bodies = _CALL.findall(text)
    assert _CALL.sub("", text) == head and len(bodies) == len(turn.calls)
    for body, call in zip(bodies, turn.calls):
        name, newline, args = body.partition("\n")
        assert name == call.name and newline == "\n" and _LINE.sub("", args) == ""
        props = tool_properties(turn, name)
        got = {k: typed_value(v, props.get(k, {}), "json") for k, v in _LINE.findall(args)}
        assert strict_equal(got, loads(call.arguments))
