"""The Kimi K3 renderer writes K3's XTML channels as vLLM documents the encoder (instruct mode:
the prompt ends `<|open|>response<|sep|>`)."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

K3 = get("kimi_k3")


def test_content_and_typed_arguments():
    turn = Turn(before="Hi", calls=(Call.of("python", {"code": "print(1)", "opts": {"a": 1}, "n": 2}),))
    assert K3.render(turn).text == (
        "Hi<|close|>response<|sep|><|open|>tools<|sep|>"
        '<|open|>call tool="python" index="1"<|sep|>'
        '<|open|>argument key="code" type="string"<|sep|>print(1)<|close|>argument<|sep|>'
        '<|open|>argument key="opts" type="object"<|sep|>{"a":1}<|close|>argument<|sep|>'
        '<|open|>argument key="n" type="number"<|sep|>2<|close|>argument<|sep|>'
        "<|close|>call<|sep|><|close|>tools<|sep|><|close|>message<|sep|>")


def test_attributes_escaped_and_calls_counted_from_one():
    text = K3.render(Turn(calls=(Call.of('a"&b', {'k"': None}), Call.of("c", {})))).text
    assert 'tool="a&quot;&amp;b" index="1"' in text and 'key="k&quot;" type="null"' in text
    assert '<|open|>call tool="c" index="2"<|sep|><|close|>call<|sep|>' in text
    assert text.startswith("<|close|>response<|sep|>")


def test_limits():
    assert all(m.special for m in K3.markers)
    assert not K3.can_express(Turn(calls=(Call.of("f", {"x": "<|sep|>"}),)))
    assert not K3.can_express(Turn(calls=(Call.of("f", {}),), after="x"))


CALL = re.compile(r'<\|open\|>call tool="([^"]*)" index="(\d+)"<\|sep\|>(.*?)<\|close\|>call<\|sep\|>', re.S)
ARG = re.compile(r'<\|open\|>argument key="([^"]*)" type="(\w+)"<\|sep\|>(.*?)<\|close\|>argument<\|sep\|>', re.S)


def _unescape(s):
    return s.replace("&quot;", '"').replace("&amp;", "&")


@given(turns(K3).filter(K3.can_express))
def test_rendering_is_well_formed(turn):
    text = K3.render(turn).text
    assert text.startswith((turn.before or "") + "<|close|>response<|sep|><|open|>tools<|sep|>")
    got = []
    for i, m in enumerate(CALL.finditer(text), start=1):
        assert int(m[2]) == i
        args = {_unescape(a[1]): a[3] if a[2] == "string" else json.loads(a[3])
                for a in ARG.finditer(m[3])}
        got.append((_unescape(m[1]), args))
    assert got == [(c.name, json.loads(c.arguments)) for c in turn.calls]
