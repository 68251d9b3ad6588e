"""The harmony renderer writes what openai-harmony renders for an assistant turn after the
`<|start|>assistant` prompt (test_harmony_crosscheck.py compares with the library), and the
gpt-oss variant with the recipient after the channel."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

H = get("harmony")
CALL = (Call.of("get_weather", {"location": "San Francisco"}),)


def test_bare_call_library_layout():
    assert H.render(Turn(calls=CALL)).text == (
        ' to=functions.get_weather<|channel|>commentary <|constrain|>json<|message|>'
        '{"location":"San Francisco"}<|call|>')


def test_reasoning_and_preamble_then_call_model_layout():
    r = H.render(Turn(calls=CALL, reasoning="Need weather.", before="Checking.",
                      variant="recipient-after-channel"))
    assert r.text == (
        "<|channel|>analysis<|message|>Need weather.<|end|><|start|>assistant"
        "<|channel|>commentary<|message|>Checking.<|end|><|start|>assistant"
        "<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>"
        '{"location":"San Francisco"}<|call|>')
    assert (r.expected.reasoning, r.expected.content) == ("Need weather.", "Checking.")


def test_one_call_per_turn():
    assert not H.can_express(Turn(calls=CALL * 2))
    assert not H.can_express(Turn(calls=(Call.of("f", {"a": "<|end|>"}),)))


@given(turns(H).filter(H.can_express))
def test_rendering_is_well_formed(turn):
    text = H.render(turn).text
    m = re.search(r"(?: to=functions\.(\S+?)<\|channel\|>commentary|<\|channel\|>commentary "
                  r"to=functions\.(\S+)) (?:<\|constrain\|>)?json<\|message\|>(.*)<\|call\|>$",
                  text, re.S)
    assert ("<|constrain|>" in text) == (turn.variant != "chat-template")
    assert m and (m[1] or m[2]) == turn.calls[0].name
    assert json.loads(m[3]) == json.loads(turn.calls[0].arguments)


def test_chat_template_dialect_has_no_constrain_token_and_spaced_json():
    """gpt-oss's chat_template.jinja: `"<|channel|>commentary " + "json" + "<|message|>"`, then
    `arguments|tojson`."""
    r = H.render(Turn(calls=(Call.of("get_weather", {"location": "東京", "days": 3}),),
                      reasoning="Need weather.", variant="chat-template"))
    assert r.text == (
        "<|channel|>analysis<|message|>Need weather.<|end|><|start|>assistant"
        ' to=functions.get_weather<|channel|>commentary json<|message|>'
        '{"location": "東京", "days": 3}<|call|>')
    assert r.expected.calls == (Call.of("get_weather", {"location": "東京", "days": 3}),)
