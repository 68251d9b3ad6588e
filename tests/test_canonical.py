"""Canonical types survive JSON serialisation; strict equality keeps what JSON keeps apart."""

import json

from hypothesis import given, strategies as st

from strategies.formats import get
from strategies.turns import turns
from strategies.values import json_values
from targets.canonical import Call, Delta, DeltaCall, Message, Tool, dumps, loads, strict_equal


@given(turns(get("hermes")))
def test_message_json_roundtrip(turn):
    message = Message(content=turn.before, reasoning=turn.reasoning, calls=turn.calls)
    wire = json.loads(json.dumps(message.to_json(), ensure_ascii=True))
    assert Message.from_json(wire) == message


@given(st.lists(st.builds(DeltaCall, st.integers(0, 3), st.none() | st.text(), st.none() | st.text(),
                          st.none() | st.text()), max_size=3),
       st.none() | st.text(), st.integers(0, 10))
def test_delta_json_roundtrip(calls, content, chunk):
    delta = Delta(chunk=chunk, content=content, calls=tuple(calls))
    assert Delta.from_json(json.loads(json.dumps(delta.to_json()))) == delta


def test_tool_json_and_openai_shape():
    tool = Tool("get_weather", "weather", {"type": "object", "properties": {"city": {"type": "string"}}})
    assert Tool.from_json(tool.to_json()) == tool
    assert tool.to_openai()["function"]["name"] == "get_weather"


@given(json_values())
def test_strict_json_roundtrip(value):
    assert strict_equal(loads(dumps(value)), value)


def test_strict_equality_keeps_json_distinctions():
    assert not strict_equal(1, 1.0)
    assert not strict_equal(0, -0.0)
    assert not strict_equal(0.0, -0.0)
    assert not strict_equal(True, 1)
    assert not strict_equal(None, False)
    assert strict_equal({"a": [1, 2.5]}, {"a": [1, 2.5]})
    assert strict_equal({"a": 1, "b": 2}, {"b": 2, "a": 1})
    assert not strict_equal([1, 2], [2, 1])


def test_loads_rejects_non_json_constants():
    for text in ("NaN", "Infinity", "-Infinity", '{"a": NaN}'):
        try:
            loads(text)
        except ValueError:
            continue
        raise AssertionError(f"{text} accepted")


def test_call_of_renders_standard_json():
    assert Call.of("f", {"b": "é", "a": 2**64}).arguments == '{"b": "é", "a": 18446744073709551616}'
