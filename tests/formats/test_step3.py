"""The step3 renderer writes the layout the Step3 template teaches: `<｜tool_call_begin｜>\\n
function<｜tool_sep｜><steptml:invoke …>…` per call inside `<｜tool_calls_begin｜>\\n…`."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, strict_equal

STEP3 = get("step3")
TOOLS = (Tool("get_weather", "", {"type": "object", "properties": {"city": {"type": "string"}}}),
         Tool("get_time", "", {"type": "object", "properties": {"n": {"type": "number"}}}))


def test_step3_single_call():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Tokyo"}),), tools=TOOLS)
    assert STEP3.render(turn).text == (
        "<｜tool_calls_begin｜>\n<｜tool_call_begin｜>\nfunction<｜tool_sep｜>"
        '<steptml:invoke name="get_weather"><steptml:parameter name="city">Tokyo'
        "</steptml:parameter></steptml:invoke><｜tool_call_end｜>\n<｜tool_calls_end｜>")


def test_step3_content_and_parallel_calls():
    turn = Turn(before="Let me check.", calls=(Call.of("get_weather", {"city": "Tokyo"}),
                                               Call.of("get_time", {"n": 1.5})), tools=TOOLS)
    assert STEP3.render(turn).text == (
        "Let me check.<｜tool_calls_begin｜>\n<｜tool_call_begin｜>\nfunction<｜tool_sep｜>"
        '<steptml:invoke name="get_weather"><steptml:parameter name="city">Tokyo'
        "</steptml:parameter></steptml:invoke><｜tool_call_end｜>\n"
        "<｜tool_call_begin｜>\nfunction<｜tool_sep｜>"
        '<steptml:invoke name="get_time"><steptml:parameter name="n">1.5'
        "</steptml:parameter></steptml:invoke><｜tool_call_end｜>\n<｜tool_calls_end｜>")


@given(turns(STEP3).filter(STEP3.can_express))
def test_step3_rendering_types_back_to_the_calls(turn):
    text = STEP3.render(turn).text
    invokes = re.findall(r'<steptml:invoke name="(.*?)">(.*?)</steptml:invoke>', text, re.DOTALL)
    assert [name for name, _ in invokes] == [c.name for c in turn.calls]
    for (name, body), call in zip(invokes, turn.calls):
        pairs = re.findall(r'<steptml:parameter name="(.*?)">(.*?)</steptml:parameter>', body,
                           re.DOTALL)
        props = tool_properties(turn, name)
        assert strict_equal({k: typed_value(v, props.get(k, {})) for k, v in pairs},
                            json.loads(call.arguments))
