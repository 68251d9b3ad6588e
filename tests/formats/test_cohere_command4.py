"""The cohere_command4 renderer writes what `cohere_melody.render_cmd4` writes for an assistant
turn with tool calls: the thinking block always, then the same action block as Command 3
(checked against cohere-melody 0.15.3)."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal

CMD4 = get("cohere_command4")


def test_cmd4_empty_thinking_block_without_plan():
    rendering = CMD4.render(Turn(calls=(Call.of("f", {}),)))
    assert rendering.text == (
        '<|START_THINKING|><|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", '
        '"tool_name": "f", "parameters": {}}\n]<|END_ACTION|>')
    assert rendering.expected.reasoning is None


def test_cmd4_plan_kept_verbatim():
    turn = Turn(reasoning=" pl\nan ", calls=(Call.of("f", {"q": "東京"}),))
    assert CMD4.render(turn).text == (
        '<|START_THINKING|> pl\nan <|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", '
        '"tool_name": "f", "parameters": {"q": "東京"}}\n]<|END_ACTION|>')


@given(turns(CMD4).filter(CMD4.can_express))
def test_cmd4_rendering_is_thinking_then_json_actions(turn):
    text = CMD4.render(turn).text
    assert text.startswith(f"<|START_THINKING|>{turn.reasoning or ''}<|END_THINKING|>")
    block = text.split("<|START_ACTION|>", 1)[1]
    calls = json.loads(block[:-len("<|END_ACTION|>")])
    for got, call in zip(calls, turn.calls):
        assert got["tool_name"] == call.name
        assert strict_equal(got["parameters"], loads(call.arguments))
    assert len(calls) == len(turn.calls)
