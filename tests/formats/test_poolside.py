"""The poolside renderer writes Laguna's one-line GLM-style calls: `<tool_call>name`, then
`<arg_key>k</arg_key><arg_value>v</arg_value>` per argument, then `</tool_call>`."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, strict_equal

POOLSIDE = get("poolside")
WRITE = Tool("write_file", "", {"type": "object", "properties": {
    "content": {"type": "string"}, "mode": {"type": "integer"}}})


def test_poolside_single_call_keeps_string_whitespace():
    turn = Turn(calls=(Call.of("write_file", {"content": "    def f():\n        return 1\n",
                                              "mode": 420}),), tools=(WRITE,))
    assert POOLSIDE.render(turn).text == (
        "<tool_call>write_file<arg_key>content</arg_key>"
        "<arg_value>    def f():\n        return 1\n</arg_value>"
        "<arg_key>mode</arg_key><arg_value>420</arg_value></tool_call>")


def test_poolside_content_then_two_calls():
    turn = Turn(before="I'll read the file now.", tools=(WRITE,),
                calls=(Call.of("write_file", {"content": "a"}), Call.of("write_file", {})))
    rendering = POOLSIDE.render(turn)
    assert rendering.text == (
        "I'll read the file now.<tool_call>write_file<arg_key>content</arg_key>"
        "<arg_value>a</arg_value></tool_call><tool_call>write_file</tool_call>")
    assert rendering.expected.content == "I'll read the file now."


@given(turns(POOLSIDE).filter(POOLSIDE.can_express))
def test_poolside_rendering_types_back_to_the_calls(turn):
    text = POOLSIDE.render(turn).text
    calls = re.findall(r"<tool_call>(.*?)</tool_call>", text, re.DOTALL)
    assert len(calls) == len(turn.calls)
    for body, call in zip(calls, turn.calls):
        name = body.split("<arg_key>")[0]
        assert name == call.name
        pairs = re.findall(r"<arg_key>(.*?)</arg_key><arg_value>(.*?)</arg_value>", body, re.DOTALL)
        props = tool_properties(turn, name)
        assert strict_equal({k: typed_value(v, props.get(k, {})) for k, v in pairs},
                            json.loads(call.arguments))
