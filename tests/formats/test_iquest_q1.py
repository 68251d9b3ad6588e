"""The iquest_q1 renderer writes what IQuestLab/IQuest-Q1's chat template writes with thinking
off (generation prompt `<|iquest_assistant|><think></think>`): `content.strip()`, then each call
as `<iquest_tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value>…</iquest_tool_call>`, no
newline anywhere."""

import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, loads, strict_equal

IQUEST = get("iquest_q1")
LOOKUP = Tool("lookup", "", {"type": "object", "properties": {
    "count": {"type": "integer"}, "text": {"type": "string"}, "data": {"type": "object"}}})


def test_iquest_history_call_as_the_template_writes_it():
    # The template's own rendering of {"count": 2} with empty content.
    turn = Turn(calls=(Call.of("lookup", {"count": 2}),), tools=(LOOKUP,))
    assert IQUEST.render(turn).text == (
        "<iquest_tool_call>lookup<arg_key>count</arg_key><arg_value>2</arg_value>"
        "</iquest_tool_call>")
    assert IQUEST.render(turn).expected.content is None


def test_iquest_content_then_calls_compact():
    turn = Turn(before="Looking it up.",
                calls=(Call.of("lookup", {"text": "서울", "data": {"city": "서울", "items": [1, None]}}),
                       Call.of("lookup", {})), tools=(LOOKUP,))
    r = IQUEST.render(turn)
    assert r.text == (
        "Looking it up.<iquest_tool_call>lookup<arg_key>text</arg_key><arg_value>서울</arg_value>"
        '<arg_key>data</arg_key><arg_value>{"city": "서울", "items": [1, null]}</arg_value>'
        "</iquest_tool_call><iquest_tool_call>lookup</iquest_tool_call>")
    assert r.expected.content == "Looking it up."


def test_iquest_limits():
    assert not IQUEST.can_express(Turn(before=" padded ", calls=(Call.of("lookup", {}),), tools=(LOOKUP,)))
    assert not IQUEST.can_express(Turn(calls=(Call.of("lookup", {"text": "a</arg_value>"}),),
                                       tools=(LOOKUP,)))
    assert not IQUEST.can_express(Turn(calls=(Call.of("lookup", {"text": "<iquest_tool_call>"}),),
                                       tools=(LOOKUP,)))
    assert not IQUEST.can_express(Turn(calls=(Call.of("lookup", {}),), after="later",
                                       tools=(LOOKUP,)))
    # `<tool_call>` is GLM's tag, plain text here
    assert IQUEST.can_express(Turn(before="<tool_call>", calls=(Call.of("lookup", {}),),
                                   tools=(LOOKUP,)))


_CALL = re.compile(r"<iquest_tool_call>(.*?)</iquest_tool_call>", re.S)
_ARG = re.compile(r"<arg_key>(.*?)</arg_key><arg_value>(.*?)</arg_value>", re.S)


@given(turns(IQUEST).filter(IQUEST.can_express))
def test_iquest_rendering_parses_back_to_the_calls(turn):
    text = IQUEST.render(turn).text
    head = text[: text.index("<iquest_tool_call>")]
    assert head == (turn.before or "")
    bodies = _CALL.findall(text)
    assert _CALL.sub("", text) == head and len(bodies) == len(turn.calls)
    for body, call in zip(bodies, turn.calls):
        name, _, args = body.partition("<arg_key>")
        args = "<arg_key>" + args if args else ""
        assert name == call.name and _ARG.sub("", args) == ""
        props = tool_properties(turn, name)
        got = {k: typed_value(v, props.get(k, {}), "json") for k, v in _ARG.findall(args)}
        assert strict_equal(got, loads(call.arguments))
