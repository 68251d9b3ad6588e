"""The DeepSeek V3 and V3.1 renderers write what their chat templates write after
`<｜Assistant｜>` (V3.1: after `<｜Assistant｜></think>`), up to `<｜tool▁calls▁end｜>`."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

V3, V31 = get("deepseek_v3"), get("deepseek_v31")
TURN = Turn(before="Let me check.", calls=(Call.of("get_weather", {"city": "Hangzhou"}),
                                            Call.of("get_time", {})))


def test_v3_fenced_json_newline_between_calls():
    assert V3.render(TURN).text == (
        "Let me check.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n"
        '```json\n{"city": "Hangzhou"}\n```<｜tool▁call▁end｜>\n'
        "<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_time\n```json\n{}\n```<｜tool▁call▁end｜>"
        "<｜tool▁calls▁end｜>")
    assert V3.render(TURN).expected.content == "Let me check."


def test_v3_no_content_starts_with_the_section():
    r = V3.render(Turn(calls=(Call.of("f", {"x": "東京"}),)))
    assert r.text == ("<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>f\n"
                      '```json\n{"x": "東京"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>')
    assert r.expected.content is None


def test_v31_bare_json_no_separator():
    assert V31.render(TURN).text == (
        "Let me check.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>"
        '{"city": "Hangzhou"}<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{}'
        "<｜tool▁call▁end｜><｜tool▁calls▁end｜>")


def test_markers_are_plain_added_tokens_and_text_after_calls_is_not_expressible():
    assert all(m.token and not m.special for m in V3.markers + V31.markers)
    assert not V3.can_express(Turn(calls=(Call.of("f", {"a": "<｜tool▁sep｜>"}),)))
    assert not V31.can_express(Turn(calls=(Call.of("f", {}),), after="done"))
    assert not V3.can_express(Turn(calls=(Call.of("a\nb", {}),)))


V3_CALL = re.compile(r"<｜tool▁call▁begin｜>function<｜tool▁sep｜>(.*)\n```json\n(.*?)\n```<｜tool▁call▁end｜>")
V31_CALL = re.compile(r"<｜tool▁call▁begin｜>(.*?)<｜tool▁sep｜>(.*?)<｜tool▁call▁end｜>")


@given(turns(V3).filter(V3.can_express))
def test_v3_rendering_is_well_formed(turn):
    text = V3.render(turn).text
    body = text[len(turn.before or ""):]
    assert body.startswith("<｜tool▁calls▁begin｜>") and body.endswith("<｜tool▁calls▁end｜>")
    got = [(m[1], json.loads(m[2])) for m in V3_CALL.finditer(body)]
    assert got == [(c.name, json.loads(c.arguments)) for c in turn.calls]


@given(turns(V31).filter(V31.can_express))
def test_v31_rendering_is_well_formed(turn):
    body = V31.render(turn).text[len(turn.before or ""):]
    got = [(m[1], json.loads(m[2])) for m in V31_CALL.finditer(body)]
    assert got == [(c.name, json.loads(c.arguments)) for c in turn.calls]
