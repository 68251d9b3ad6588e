"""The dots renderer writes `<dots_function_call>` blocks of `<invoke>`/`<parameter>` lines;
typing the values back by the schema gives the call."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, strict_equal

DOTS = get("dots")
SEARCH = Tool("search", "", {"type": "object", "properties": {
    "query": {"type": "string"}, "days": {"type": "integer"}, "where": {"type": "object"}}})


def test_dots_single_call():
    turn = Turn(calls=(Call.of("search", {"query": "weather in Shanghai", "days": 3}),),
                tools=(SEARCH,))
    assert DOTS.render(turn).text == (
        '<dots_function_call>\n<invoke name="search">\n'
        '<parameter name="query">weather in Shanghai</parameter>\n'
        '<parameter name="days">3</parameter>\n</invoke>\n</dots_function_call>')


def test_dots_content_and_two_invokes():
    turn = Turn(before="ok", calls=(Call.of("search", {"where": {"city": "上海"}}),
                                    Call.of("search", {})), tools=(SEARCH,))
    rendering = DOTS.render(turn)
    assert rendering.text == (
        'ok<dots_function_call>\n<invoke name="search">\n'
        '<parameter name="where">{"city": "上海"}</parameter>\n</invoke>\n'
        '<invoke name="search">\n</invoke>\n</dots_function_call>')
    assert rendering.expected.content == "ok"


def test_dots_content_holding_an_invoke_tag_is_content():
    """`<invoke name="` before the block is text to every reader (they parse invokes inside
    `<dots_function_call>` only): the turn is expressible and its rendering reads back."""
    turn = Turn(before='<invoke name="', calls=(Call.of("search", {}),), tools=(SEARCH,))
    assert DOTS.can_express(turn)
    test_dots_rendering_types_back_to_the_calls.hypothesis.inner_test(turn)


@given(turns(DOTS).filter(DOTS.can_express))
def test_dots_rendering_types_back_to_the_calls(turn):
    """Read as vLLM's DotsToolParser and SGLang's DotsDetector read it: the content is the
    text before `<dots_function_call>`, the invokes are looked for inside the block only (so
    content holding `<invoke name="` is text, not a call: an earlier version of this test
    searched the whole text and read it as one)."""
    text = DOTS.render(turn).text
    start = text.index("<dots_function_call>")
    assert text[:start] == (turn.before or "")
    invokes = re.findall(r'<invoke name="(.*?)">\n(.*?)</invoke>\n', text[start:], re.DOTALL)
    assert [name for name, _ in invokes] == [c.name for c in turn.calls]
    for (name, body), call in zip(invokes, turn.calls):
        pairs = re.findall(r'<parameter name="(.*?)">(.*?)</parameter>\n', body, re.DOTALL)
        props = tool_properties(turn, name)
        assert strict_equal({k: typed_value(v, props.get(k, {})) for k, v in pairs},
                            json.loads(call.arguments))
