"""The ernie45 renderer writes ERNIE 4.5's tool-call lines: `<tool_call>\\n{json}\\n</tool_call>\\n`
per call (the text after the reasoning block)."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

ERNIE = get("ernie45")


def test_ernie45_single_call():
    turn = Turn(calls=(Call.of("get_current_temperature", {"location": "Beijing"}),))
    assert ERNIE.render(turn).text == (
        '<tool_call>\n{"name": "get_current_temperature", "arguments": {"location": "Beijing"}}\n'
        '</tool_call>\n')


def test_ernie45_parallel_calls():
    turn = Turn(calls=(Call.of("get_current_temperature", {"location": "Beijing"}),
                       Call.of("get_temperature_unit", {"location": "Guangzhou", "unit": "c"})))
    assert ERNIE.render(turn).text == (
        '<tool_call>\n{"name": "get_current_temperature", "arguments": {"location": "Beijing"}}\n'
        '</tool_call>\n<tool_call>\n{"name": "get_temperature_unit", "arguments": '
        '{"location": "Guangzhou", "unit": "c"}}\n</tool_call>\n')


def test_ernie45_writes_calls_only():
    assert not ERNIE.can_express(Turn(before="text", calls=(Call.of("f", {}),)))
    assert ERNIE.can_express(Turn(before="", calls=(Call.of("f", {}),)))


@given(turns(ERNIE).filter(ERNIE.can_express))
def test_ernie45_rendering_is_json_between_markers(turn):
    text = ERNIE.render(turn).text
    blocks = text.split("<tool_call>\n")[1:]
    assert len(blocks) == len(turn.calls)
    for block, call in zip(blocks, turn.calls):
        obj = json.loads(block.removesuffix("\n</tool_call>\n"))
        assert obj == {"name": call.name, "arguments": json.loads(call.arguments)}
