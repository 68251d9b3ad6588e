"""The step3p5 renderer writes what the StepFun3.7-Flash template writes for tool calls:
Qwen3-Coder XML, values through Jinja's `| string` (`True`, `None`) or `tojson` for containers."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, strict_equal

STEP = get("step3p5")
TOOL = Tool("f", "", {"type": "object", "properties": {
    "flag": {"type": "boolean"}, "none": {"type": ["null", "integer"]}, "xs": {"type": "array"},
    "text": {"type": "string"}}})


def test_step3p5_values_as_jinja_string_writes_them():
    turn = Turn(calls=(Call.of("f", {"flag": True, "none": None, "xs": [1, "a"], "text": "two\nlines"}),),
                tools=(TOOL,))
    assert STEP.render(turn).text == (
        "<tool_call>\n<function=f>\n<parameter=flag>\nTrue\n</parameter>\n"
        "<parameter=none>\nNone\n</parameter>\n"
        '<parameter=xs>\n[1, "a"]\n</parameter>\n'
        "<parameter=text>\ntwo\nlines\n</parameter>\n</function>\n</tool_call>")


def test_step3p5_content_then_calls_back_to_back():
    turn = Turn(before="On it.", calls=(Call.of("f", {}), Call.of("f", {"flag": False})), tools=(TOOL,))
    assert STEP.render(turn).text == (
        "On it.<tool_call>\n<function=f>\n</function>\n</tool_call>"
        "<tool_call>\n<function=f>\n<parameter=flag>\nFalse\n</parameter>\n</function>\n</tool_call>")


@given(turns(STEP).filter(STEP.can_express))
def test_step3p5_rendering_types_back_to_the_calls(turn):
    text = STEP.render(turn).text
    calls = re.findall(r"<tool_call>\n<function=(.*?)>\n(.*?)</function>\n</tool_call>", text,
                       re.DOTALL)
    assert [name for name, _ in calls] == [c.name for c in turn.calls]
    for (name, body), call in zip(calls, turn.calls):
        pairs = re.findall(r"<parameter=(.*?)>\n(.*?)\n</parameter>\n", body, re.DOTALL)
        props = tool_properties(turn, name)
        assert strict_equal({k: typed_value(v, props.get(k, {}), "str") for k, v in pairs},
                            json.loads(call.arguments))
