"""The cohere_command3 renderer writes what Cohere's own renderer, `cohere_melody.render_cmd3`,
writes for an assistant turn with tool calls (the golden strings below were checked against
cohere-melody 0.15.3, which also agreed on 400 generated turns)."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._cohere import ryu, serde_read
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal

CMD3 = get("cohere_command3")


def test_cmd3_plan_then_action_block():
    turn = Turn(reasoning="I will call f.", calls=(
        Call.of("f", {"a": 1, "b": 'x"y\né<', "c": [1.0, -0.0, 1e100]}), Call.of("g", {})))
    rendering = CMD3.render(turn)
    assert rendering.text == (
        "<|START_THINKING|>I will call f.<|END_THINKING|><|START_ACTION|>[\n"
        '    {"tool_call_id": "0", "tool_name": "f", "parameters": {"a": 1, "b": "x\\"y\\né<", '
        '"c": [1.0, -0.0, 1e100]}},\n'
        '    {"tool_call_id": "1", "tool_name": "g", "parameters": {}}\n'
        "]<|END_ACTION|>")
    assert rendering.expected.reasoning == "I will call f." and rendering.expected.content is None


def test_cmd3_without_plan_has_no_thinking_block():
    turn = Turn(calls=(Call.of("f", {}),))
    assert CMD3.render(turn).text == (
        '<|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "f", "parameters": {}}\n'
        "]<|END_ACTION|>")


def test_cmd3_numbers_as_serde_json_writes_them():
    turn = Turn(calls=(Call.of("f", {"v": [1e16, 1e15, 1e-5, 1e-7, 5e-324, 2**53 + 1,
                                           12345678901234567.0, 0.0015]}),))
    assert '"parameters": {"v": [1e16, 1000000000000000.0, 0.00001, 1e-7, 5e-324, ' \
           '9007199254740993, 1.2345678901234568e16, 0.0015]}' in CMD3.render(turn).text
    assert ryu(serde_read("3.0099677850322424e-183")) == "3.009967785032242e-183"


def test_cmd3_cannot_express_content_big_ints_or_changed_floats():
    assert not CMD3.can_express(Turn(calls=(Call.of("f", {}),), before="Sure."))
    assert not CMD3.can_express(Turn(calls=(Call.of("f", {"n": 2**64}),)))
    assert CMD3.can_express(Turn(calls=(Call.of("f", {"n": 2**64 - 1}),)))
    assert not CMD3.can_express(Turn(calls=(Call.of("f", {"x": 3.0099677850322424e-183}),)))
    assert not CMD3.can_express(Turn(calls=(Call.of("f", {}),), reasoning="<|END_THINKING|>"))


@given(turns(CMD3).filter(CMD3.can_express))
def test_cmd3_action_block_is_json(turn):
    text = CMD3.render(turn).text
    head, _, block = text.partition("<|START_ACTION|>")
    assert head == ("" if turn.reasoning is None
                    else f"<|START_THINKING|>{turn.reasoning}<|END_THINKING|>")
    assert block.endswith("<|END_ACTION|>")
    calls = json.loads(block[:-len("<|END_ACTION|>")])
    assert [c["tool_call_id"] for c in calls] == [str(i) for i in range(len(turn.calls))]
    for got, call in zip(calls, turn.calls):
        assert got["tool_name"] == call.name
        assert strict_equal(got["parameters"], loads(call.arguments))
