"""The plamo3 renderer writes PLaMo 3's tool-request tags: content, then the requests block,
each request holding the name and the JSON arguments, with nothing between requests."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

PLAMO = get("plamo3")
B, E = "<|plamo:begin_", "<|plamo:end_"


def test_single_call():
    r = PLAMO.render(Turn(calls=(Call.of("get_weather", {"city": "東京"}),)))
    assert r.text == (
        "<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|>"
        "<|plamo:begin_tool_name:plamo|>get_weather<|plamo:end_tool_name:plamo|>"
        '<|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"city": "東京"}'
        "<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|>"
        "<|plamo:end_tool_requests:plamo|>")
    assert r.expected.content is None


def test_content_and_two_calls():
    r = PLAMO.render(Turn(before="I will check.", calls=(Call.of("a", {}), Call.of("b", {"x": [1, 2.0]}))))
    assert r.text.startswith("I will check.<|plamo:begin_tool_requests:plamo|>")
    assert r.text.count("<|plamo:begin_tool_request:plamo|>") == 2
    assert "<|plamo:end_tool_request:plamo|><|plamo:begin_tool_request:plamo|>" in r.text
    assert '<|plamo:msg|>{"x": [1, 2.0]}<|plamo:end_tool_arguments:plamo|>' in r.text
    assert r.expected.content == "I will check."


def test_limits():
    assert not PLAMO.can_express(Turn(calls=(Call.of("a", {"x": "<|plamo:end_"}),)))
    assert not PLAMO.can_express(Turn(calls=(Call.of("a", {}),), after="bye"))


@given(turns(PLAMO).filter(PLAMO.can_express))
def test_rendering_holds_each_call(turn):
    text = PLAMO.render(turn).text
    head, _, rest = text.partition("<|plamo:begin_tool_requests:plamo|>")
    assert head == (turn.before or "") and rest.endswith("<|plamo:end_tool_requests:plamo|>")
    requests = rest[: -len("<|plamo:end_tool_requests:plamo|>")].split(
        "<|plamo:begin_tool_request:plamo|>")[1:]
    assert len(requests) == len(turn.calls)
    for req, call in zip(requests, turn.calls):
        name = req.split("<|plamo:begin_tool_name:plamo|>")[1].split("<|plamo:end_tool_name:plamo|>")[0]
        args = req.split("<|plamo:msg|>")[1].split("<|plamo:end_tool_arguments:plamo|>")[0]
        assert name == call.name and json.loads(args) == json.loads(call.arguments)
