"""The selectools_marker renderer writes the documented "Standard Format" and "Mixed with Text"
layouts: `TOOL_CALL`, newline, the object on one line; explanation around it after blank lines."""

import json
from dataclasses import replace

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal

SEL = get("selectools_marker")


def test_marker_standard_format():
    turn = Turn(calls=(Call.of("search", {"q": "test"}),))  # spelt tool / parameters
    rendering = SEL.render(turn)
    assert rendering.text == 'TOOL_CALL\n{"tool": "search", "parameters": {"q": "test"}}'
    assert rendering.expected.content is None


def test_marker_mixed_with_text():
    turn = Turn(calls=(Call.of("search", {"query": "Python"}),),  # spelt name / params
                before="I'll search for that information.", after="Let me find that for you.")
    rendering = SEL.render(turn)
    assert rendering.text == (
        "I'll search for that information.\n\nTOOL_CALL\n"
        '{"name": "search", "params": {"query": "Python"}}\n\nLet me find that for you.')
    assert rendering.expected.content == (
        "I'll search for that information.\n\nLet me find that for you.")


def test_marker_one_call_and_no_marker_in_text():
    assert not SEL.can_express(Turn(calls=(Call.of("a", {}), Call.of("b", {}))))
    assert not SEL.can_express(Turn(calls=(Call.of("a", {"x": "TOOL_CALL"}),)))
    assert SEL.can_express(Turn(calls=(Call.of("a", {"x": "{}"}),), before="{ok}"))


# The documented layout only: the variants are checked in test_selectools.py.
@given(turns(SEL).map(lambda t: replace(t, variant="")).filter(SEL.can_express))
def test_marker_rendering_holds_the_call_object(turn):
    text = SEL.render(turn).text
    line = text.split("TOOL_CALL\n", 1)[1]
    obj, end = json.JSONDecoder().raw_decode(line)
    name = obj.get("tool_name") or obj.get("tool") or obj.get("name")
    # `null` or a missing field is the documented spelling of empty parameters.
    params = (obj["parameters"] if "parameters" in obj else obj.get("params")) or {}
    call = turn.calls[0]
    assert name == call.name and strict_equal(params, loads(call.arguments))
    assert line[end:] == ("\n\n" + turn.after if turn.after else "")
