"""The selectools_fence renderer writes the documented "With Code Fence" layout: `TOOL_CALL`, a
blank line, the object indented by two spaces in a ```json fence."""

import json
from dataclasses import replace

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal

SEL = get("selectools_fence")


def test_fence_documented_example():
    turn = Turn(calls=(Call.of("search", {"query": "Python tutorials"}),))  # name / parameters
    assert SEL.render(turn).text == (
        'TOOL_CALL\n\n```json\n{\n  "name": "search",\n  "parameters": {\n'
        '    "query": "Python tutorials"\n  }\n}\n```')


def test_fence_with_text_and_no_fence_inside():
    turn = Turn(calls=(Call.of("get_time", {}),), before="Checking.")  # tool_name / params
    assert SEL.render(turn).text == (
        'Checking.\n\nTOOL_CALL\n\n```json\n{\n  "tool_name": "get_time",\n  "params": {}\n}\n```')
    assert not SEL.can_express(Turn(calls=(Call.of("f", {"code": "```py\nx\n```"}),)))


# The documented layout only: the variants are checked in test_selectools.py.
@given(turns(SEL).map(lambda t: replace(t, variant="")).filter(SEL.can_express))
def test_fence_rendering_holds_the_call_object(turn):
    text = SEL.render(turn).text
    body = text.split("TOOL_CALL\n\n```json\n", 1)[1].split("\n```", 1)[0]
    obj = json.loads(body)
    name = obj.get("tool_name") or obj.get("tool") or obj.get("name")
    # `null` or a missing field is the documented spelling of empty parameters.
    params = (obj["parameters"] if "parameters" in obj else obj.get("params")) or {}
    assert name == turn.calls[0].name and strict_equal(params, loads(turn.calls[0].arguments))
