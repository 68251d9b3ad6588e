"""The hunyuan renderer writes what vLLM's Hunyuan-A13B tool template writes after the
generation prompt: content, `<tool_calls>[`, the calls joined by `, `, `]</tool_calls>`."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

HUNYUAN = get("hunyuan")


def test_hunyuan_single_call_without_content():
    turn = Turn(calls=(Call.of("get_weather", {"city": "北京", "unit": "c"}),))
    assert HUNYUAN.render(turn).text == (
        '<tool_calls>[{"name": "get_weather", "arguments": {"city": "北京", "unit": "c"}}]'
        '</tool_calls>')


def test_hunyuan_content_then_parallel_calls():
    turn = Turn(before="Let me check.", calls=(Call.of("a", {}), Call.of("b", {"x": [1, 2.0]})))
    rendering = HUNYUAN.render(turn)
    assert rendering.text == (
        'Let me check.<tool_calls>[{"name": "a", "arguments": {}}, '
        '{"name": "b", "arguments": {"x": [1, 2.0]}}]</tool_calls>')
    assert rendering.expected.content == "Let me check."


def test_hunyuan_cannot_express_text_after_calls_or_think_tags():
    call = (Call.of("f", {}),)
    assert not HUNYUAN.can_express(Turn(calls=call, after="done"))
    assert not HUNYUAN.can_express(Turn(calls=(Call.of("f", {"a": "</think>"}),)))
    assert not HUNYUAN.can_express(Turn(calls=(Call.of('f"', {}),)))
    assert HUNYUAN.can_express(Turn(calls=call, before="x"))


@given(turns(HUNYUAN).filter(HUNYUAN.can_express))
def test_hunyuan_rendering_is_a_json_array_between_markers(turn):
    text = HUNYUAN.render(turn).text
    assert text.startswith(turn.before or "") and text.endswith("</tool_calls>")
    body = text[len(turn.before or "") + len("<tool_calls>"):-len("</tool_calls>")]
    calls = json.loads(body)
    assert [c["name"] for c in calls] == [c.name for c in turn.calls]
    assert [c["arguments"] for c in calls] == [json.loads(c.arguments) for c in turn.calls]
