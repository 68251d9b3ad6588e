"""The Mistral renderers write what mistral-common's instruct tokenizers write for an assistant
message with tool calls (V7 pre-v11 array, V11 and V13 `[TOOL_CALLS]name[ARGS]{json}`), without
the EOS the server strips.  test_mistral_crosscheck.py compares them with mistral-common itself."""

import json
import re

import pytest
from hypothesis import given, strategies as st

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

V7, V11, V13 = get("mistral_v7"), get("mistral"), get("mistral_v13")
CALLS = (Call.of("get_weather", {"city": "Paris"}), Call.of("get_time", {}))


def test_pre_v11_array_after_content():
    assert V7.render(Turn(before="Sure.", calls=CALLS)).text == (
        'Sure.[TOOL_CALLS][{"name": "get_weather", "arguments": {"city": "Paris"}}, '
        '{"name": "get_time", "arguments": {}}]')


def test_v11_one_tool_calls_token_per_call():
    assert V11.render(Turn(calls=CALLS)).text == (
        '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}[TOOL_CALLS]get_time[ARGS]{}')


def test_v13_reasoning_then_content_then_calls():
    r = V13.render(Turn(reasoning="Need weather.", before="On it.", calls=CALLS[:1]))
    assert r.text == '[THINK]Need weather.[/THINK]On it.[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}'
    assert (r.expected.reasoning, r.expected.content) == ("Need weather.", "On it.")
    assert V13.render(Turn(calls=CALLS[:1])).text.startswith("[TOOL_CALLS]")


@pytest.mark.parametrize("fmt", [V7, V11, V13], ids=lambda f: f.name)
def test_limits(fmt):
    assert all(m.special for m in fmt.markers)
    assert not fmt.can_express(Turn(before="trailing ", calls=CALLS))
    assert not fmt.can_express(Turn(calls=(Call.of("f", {"a": "[TOOL_CALLS]"}),)))
    assert not fmt.can_express(Turn(calls=CALLS, after="more"))


@given(data=st.data())
def test_renderings_are_well_formed(data):
    fmt = data.draw(st.sampled_from([V7, V11, V13]))
    turn = data.draw(turns(fmt).filter(fmt.can_express))
    text = fmt.render(turn).text
    if turn.reasoning is not None:
        assert text.startswith(f"[THINK]{turn.reasoning}[/THINK]")
        text = text.split("[/THINK]", 1)[1]
    head, _, calls = text.partition("[TOOL_CALLS]")
    assert head == (turn.before or "")
    want = [(c.name, json.loads(c.arguments)) for c in turn.calls]
    if fmt is V7:
        assert calls.startswith(" [" if turn.variant == "sentencepiece" else "[")
        assert [(o["name"], o["arguments"]) for o in json.loads(calls)] == want
    else:
        got = [m.split("[ARGS]", 1) for m in ("[TOOL_CALLS]" + calls).split("[TOOL_CALLS]")[1:]]
        assert [(n, json.loads(a)) for n, a in got] == want


def test_sentencepiece_dialect_has_a_space_after_the_token_and_no_content():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Paris"}),), variant="sentencepiece")
    r = V7.render(turn)
    assert r.text == '[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Paris"}}]'
    assert r.expected.calls == turn.calls and r.expected.content is None
    assert not V7.can_express(Turn(before="Sure.", calls=turn.calls, variant="sentencepiece"))
