"""The hermes renderer writes exactly what the model's chat template writes.

Hermes: the expected strings are Qwen2.5's template output after the generation prompt
`<|im_start|>assistant\n` (content, then `\n<tool_call>\n{json}\n</tool_call>` per call,
no newline before the first call when there is no content).
"""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

HERMES = get("hermes")


def test_hermes_single_call_without_content():
    msg = Turn(calls=(Call.of("get_current_temperature",
                              {"location": "Paris, France", "unit": "celsius"}),))
    assert HERMES.render(msg).text == (
        '<tool_call>\n{"name": "get_current_temperature", "arguments": '
        '{"location": "Paris, France", "unit": "celsius"}}\n</tool_call>')


def test_hermes_content_then_parallel_calls():
    msg = Turn(before="THIS IS CONTENT", calls=(Call.of("a", {}), Call.of("b", {"x": [1, 2.0]})))
    assert HERMES.render(msg).text == (
        'THIS IS CONTENT\n<tool_call>\n{"name": "a", "arguments": {}}\n</tool_call>\n'
        '<tool_call>\n{"name": "b", "arguments": {"x": [1, 2.0]}}\n</tool_call>')


def test_hermes_keeps_non_ascii_unescaped_like_tojson():
    text = HERMES.render(Turn(calls=(Call.of("f", {"city": "東京", "e": "😀"}),))).text
    assert "東京" in text and "😀" in text and "\\u" not in text


def test_hermes_empty_content_renders_and_means_no_content():
    r = HERMES.render(Turn(before="", calls=(Call.of("f", {}),)))
    assert r.text.startswith("<tool_call>") and r.expected.content is None


@given(turns(HERMES).filter(HERMES.can_express))
def test_hermes_rendering_is_valid_json_between_markers(msg):
    text = HERMES.render(msg).text
    inner = "" if msg.variant == "compact" else "\n"
    bodies = text.split("<tool_call>" + inner)[1:]
    assert len(bodies) == len(msg.calls)
    for body, call in zip(bodies, msg.calls):
        obj = json.loads(body.split(inner + "</tool_call>")[0])
        assert obj["name"] == call.name and obj["arguments"] == json.loads(call.arguments)


def test_hermes_2_pro_writes_arguments_first():
    turn = Turn(calls=(Call.of("get_stock_fundamentals", {"symbol": "TSLA"}),), variant="arguments-first")
    assert HERMES.render(turn).text == (
        '<tool_call>\n{"arguments": {"symbol": "TSLA"}, "name": "get_stock_fundamentals"}\n</tool_call>')


def test_compact_dialect_writes_each_call_on_one_line():
    """One-line tool instructions: `<tool_call>{"name": …, "arguments": …}</tool_call>`."""
    turn = Turn(before="Checking.", calls=(Call.of("f", {"a": 1}), Call.of("g", {})),
                variant="compact")
    r = HERMES.render(turn)
    assert r.text == ('Checking.\n<tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call>\n'
                      '<tool_call>{"name": "g", "arguments": {}}</tool_call>')
    assert r.expected.content == "Checking." and r.expected.calls == turn.calls
