"""The inkling renderer writes Inkling's typed blocks after a prompt ending `<|message_model|>`:
text blocks and compact JSON call blocks, each closed by `<|end_message|>`."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

INK = get("inkling")


def test_single_call():
    r = INK.render(Turn(calls=(Call.of("get_weather", {"city": "SF"}),)))
    assert r.text == ('<|content_invoke_tool_json|>{"name":"get_weather","args":{"city":"SF"}}'
                      "<|end_message|>")
    assert r.expected.content is None


def test_text_around_calls():
    r = INK.render(Turn(before="Checking.", calls=(Call.of("a", {}), Call.of("b", {"x": [1, 2.0]})),
                        between=("Then:",), after="Done."))
    assert r.text == (
        "<|content_text|>Checking.<|end_message|>"
        '<|message_model|><|content_invoke_tool_json|>{"name":"a","args":{}}<|end_message|>'
        "<|message_model|><|content_text|>Then:<|end_message|>"
        '<|message_model|><|content_invoke_tool_json|>{"name":"b","args":{"x":[1,2.0]}}<|end_message|>'
        "<|message_model|><|content_text|>Done.<|end_message|>")
    assert r.expected.content == "Checking.Then:Done."


def test_limits():
    assert not INK.can_express(Turn(calls=(Call.of("a", {"x": "<|end_message|>"}),)))
    assert not INK.can_express(Turn(calls=(Call.of('a"b', {}),)))


@given(turns(INK).filter(INK.can_express))
def test_blocks_hold_the_turn(turn):
    r = INK.render(turn)
    blocks = r.text.split("<|end_message|>")
    assert blocks[-1] == ""
    calls, texts = [], []
    for i, block in enumerate(blocks[:-1]):
        if i:
            assert block.startswith("<|message_model|>")
            block = block[len("<|message_model|>"):]
        if block.startswith("<|content_invoke_tool_json|>"):
            calls.append(json.loads(block[len("<|content_invoke_tool_json|>"):]))
        else:
            assert block.startswith("<|content_text|>")
            texts.append(block[len("<|content_text|>"):])
    assert calls == [{"name": c.name, "args": json.loads(c.arguments)} for c in turn.calls]
    assert ("".join(texts) or None) == r.expected.content
