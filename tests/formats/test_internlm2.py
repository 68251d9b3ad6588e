"""The internlm2 renderer writes InternLM2-Chat's documented function-call turn."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

INTERN = get("internlm2")


def test_internlm2_documented_example():
    r = INTERN.render(Turn(before="Sure, I will search for the weather of Shanghai.",
                           calls=(Call.of("get_current_weather", {"location": "Shanghai"}),)))
    assert r.text == ("Sure, I will search for the weather of Shanghai.<|action_start|><|plugin|>\n"
                      '{"name": "get_current_weather", "parameters": {"location": "Shanghai"}}'
                      "<|action_end|>")
    assert r.expected.content == "Sure, I will search for the weather of Shanghai."


def test_internlm2_call_without_content():
    r = INTERN.render(Turn(calls=(Call.of("f", {}),)))
    assert r.text == '<|action_start|><|plugin|>\n{"name": "f", "parameters": {}}<|action_end|>'
    assert r.expected.content is None


def test_internlm2_one_action_per_turn():
    assert not INTERN.can_express(Turn(calls=(Call.of("a", {}), Call.of("b", {}))))


@given(turns(INTERN).filter(INTERN.can_express))
def test_internlm2_rendering_holds_one_json_action(turn):
    text = INTERN.render(turn).text
    head, body = text.split("<|action_start|><|plugin|>\n")
    assert head == (turn.before or "") and body.endswith("<|action_end|>")
    obj = json.loads(body[: -len("<|action_end|>")])
    assert obj == {"name": turn.calls[0].name, "parameters": json.loads(turn.calls[0].arguments)}
