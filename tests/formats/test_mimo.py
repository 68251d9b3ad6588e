"""The mimo renderer writes MiMo's compact XML: no newline anywhere, strings raw, JSON otherwise
(as xgrammar's `mimo` structural tag, checked against the MiMo-V2.6 templates, accepts)."""

import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, loads, strict_equal

MIMO = get("mimo")
TOOL = Tool("run", "", {"type": "object", "properties": {
    "cmd": {"type": "string"}, "n": {"type": "integer"}, "env": {"type": "object"},
    "dry": {"type": "boolean"}}})


def test_single_call():
    turn = Turn(calls=(Call.of("run", {"cmd": "ls -la\n", "n": 2}),), tools=(TOOL,))
    assert MIMO.render(turn).text == (
        "<tool_call><function=run><parameter=cmd>ls -la\n</parameter>"
        "<parameter=n>2</parameter></function></tool_call>")


def test_content_and_parallel_calls_have_no_separators():
    turn = Turn(before="On it.", calls=(Call.of("run", {"dry": False, "env": {"A": "1"}}),
                                        Call.of("run", {})), tools=(TOOL,))
    r = MIMO.render(turn)
    assert r.text == ('On it.<tool_call><function=run><parameter=dry>false</parameter>'
                      '<parameter=env>{"A": "1"}</parameter></function></tool_call>'
                      '<tool_call><function=run></function></tool_call>')
    assert r.expected.content == "On it."


def test_limits():
    assert not MIMO.can_express(Turn(calls=(Call.of("run", {"cmd": "a<parameter=b"}),),
                                     tools=(TOOL,)))
    assert not MIMO.can_express(Turn(calls=(Call.of("run", {"cmd": "<tool_call>"}),),
                                     tools=(TOOL,)))


_CALL = re.compile(r"<tool_call><function=([^>\n]*)>(.*?)</function></tool_call>", re.S)
_PARAM = re.compile(r"<parameter=([^>\n]*)>(.*?)</parameter>", re.S)


@given(turns(MIMO).filter(MIMO.can_express))
def test_rendering_parses_back_to_the_calls(turn):
    text = MIMO.render(turn).text
    head = text.partition("<tool_call>")[0]
    assert head == (turn.before or "")
    assert "".join(m.group(0) for m in _CALL.finditer(text)) == text[len(head):]
    found = _CALL.findall(text)
    assert len(found) == len(turn.calls)
    for (name, body), call in zip(found, turn.calls):
        assert name == call.name and _PARAM.sub("", body) == ""
        props = tool_properties(turn, name)
        got = {k: typed_value(v, props.get(k, {}), "json") for k, v in _PARAM.findall(body)}
        assert strict_equal(got, loads(call.arguments))
