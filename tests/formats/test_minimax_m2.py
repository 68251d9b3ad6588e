"""The minimax_m2 renderer writes what MiniMax-M2's chat template writes: the content as it is,
`\\n<minimax:tool_call>\\n`, per call `<invoke name="NAME">\\n`, per argument
`<parameter name="KEY">VALUE</parameter>\\n` and `</invoke>\\n`, then `</minimax:tool_call>`."""

import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, loads, strict_equal

MM = get("minimax_m2")
TOOL = Tool("search_web", "", {"type": "object", "properties": {
    "query_list": {"type": "array", "items": {"type": "string"}}, "query_tag": {"type": "string"},
    "limit": {"type": ["integer", "null"]}}})


def test_guide_example():
    """The two-call example of MiniMax-M2.5's tool_calling_guide.md, as the template writes it."""
    turn = Turn(calls=(Call.of("search_web", {"query_tag": "technology",
                                              "query_list": ['"OpenAI" "latest" "release"']}),
                       Call.of("search_web", {"limit": None})), tools=(TOOL,))
    assert MM.render(turn).text == (
        '\n<minimax:tool_call>\n<invoke name="search_web">\n'
        '<parameter name="query_tag">technology</parameter>\n'
        '<parameter name="query_list">["\\"OpenAI\\" \\"latest\\" \\"release\\""]</parameter>\n'
        '</invoke>\n<invoke name="search_web">\n<parameter name="limit">null</parameter>\n'
        '</invoke>\n</minimax:tool_call>')


def test_content_is_written_as_it_is():
    r = MM.render(Turn(before="Let me help you query the weather. ",
                       calls=(Call.of("ping", {}),)))
    assert r.text == ('Let me help you query the weather. \n<minimax:tool_call>\n'
                      '<invoke name="ping">\n</invoke>\n</minimax:tool_call>')
    assert r.expected.content == "Let me help you query the weather. "


def test_limits():
    assert not MM.can_express(Turn(calls=(Call.of("search_web", {"query_tag": "</invoke>"}),),
                                   tools=(TOOL,)))
    assert not MM.can_express(Turn(calls=(Call.of('a"b', {}),)))
    assert not MM.can_express(Turn(calls=(Call.of("ping", {}),), before="x</think>y"))


_INVOKE = re.compile(r'<invoke name="([^"\n<>]*)">\n(.*?)</invoke>\n', re.S)
_PARAM = re.compile(r'<parameter name="([^"\n<>]*)">(.*?)</parameter>\n', re.S)


@given(turns(MM).filter(MM.can_express))
def test_rendering_parses_back_to_the_calls(turn):
    text = MM.render(turn).text
    head, _, rest = text.partition("\n<minimax:tool_call>\n")
    assert head == (turn.before or "") and rest.endswith("</minimax:tool_call>")
    body = rest[: -len("</minimax:tool_call>")]
    assert _INVOKE.sub("", body) == ""
    found = _INVOKE.findall(body)
    assert len(found) == len(turn.calls)
    for (name, params), call in zip(found, turn.calls):
        assert name == call.name and _PARAM.sub("", params) == ""
        props = tool_properties(turn, name)
        got = {k: typed_value(v, props.get(k, {}), "json") for k, v in _PARAM.findall(params)}
        assert strict_equal(got, loads(call.arguments))
