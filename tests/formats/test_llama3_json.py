"""The llama3_json renderer writes what Llama 3.x / 4 models emit, and its content oracle is
the documented fix of vLLM's Llama 3 JSON content bug (text around the calls kept)."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

LLAMA = get("llama3_json")


def test_llama3_single_call_as_the_template_writes_it():
    r = LLAMA.render(Turn(calls=(Call.of("get_weather", {"city": "Paris", "unit": "c"}),)))
    assert r.text == '{"name": "get_weather", "parameters": {"city": "Paris", "unit": "c"}}'
    assert r.expected.content is None


def test_llama3_calls_joined_by_semicolon_with_text_around():
    r = LLAMA.render(Turn(before="Here is the result: ", after="\nWould you like to know more?",
                          calls=(Call.of("a", {}), Call.of("b", {"x": [1, 2.0]})),
                          between=("",)))
    assert r.text == ('Here is the result: {"name": "a", "parameters": {}}; '
                      '{"name": "b", "parameters": {"x": [1, 2.0]}}\nWould you like to know more?')
    assert r.expected.content == "Here is the result: Would you like to know more?"


def test_llama3_content_oracle_follows_the_documented_fix():
    call = (Call.of("f", {}),)
    assert LLAMA.render(Turn(calls=call, before="  ", after=" \n")).expected.content is None
    assert LLAMA.render(Turn(calls=call, before="Tools;", after="")).expected.content == "Tools;"
    assert LLAMA.render(Turn(calls=call, before="a; b ", after=None)).expected.content == "a b"
    assert LLAMA.render(Turn(calls=call, after="  Done!")).expected.content == "Done!"


def test_llama3_cannot_express_braces_in_prose_or_text_between_calls():
    two = (Call.of("a", {}), Call.of("b", {}))
    assert not LLAMA.can_express(Turn(calls=two, between=("and",)))
    assert not LLAMA.can_express(Turn(calls=two[:1], before="x {"))
    assert LLAMA.can_express(Turn(calls=two, between=("",), after="ok"))


@given(turns(LLAMA).filter(LLAMA.can_express))
def test_llama3_renderings_decode_back_to_the_calls(turn):
    text = LLAMA.render(turn).text
    tag = "<|python_tag|>" if turn.variant == "python-tag" else ""
    assert text[len(turn.before or ""):].startswith(tag)
    decoder, pos, found = json.JSONDecoder(), len(turn.before or "") + len(tag), []
    for i, call in enumerate(turn.calls):
        obj, pos = decoder.raw_decode(text, pos)
        assert obj == {"name": call.name, "parameters": json.loads(call.arguments)}
        if i < len(turn.calls) - 1:
            assert text[pos:pos + 2] == "; "
            pos += 2
        found.append(obj)
    assert text[pos:] == (turn.after or "") and len(found) == len(turn.calls)


def test_llama31_python_tag_dialect_opens_the_calls_with_the_tag():
    turn = Turn(calls=(Call.of("f", {"a": 1}), Call.of("g", {})), after=" Done.",
                variant="python-tag")
    r = LLAMA.render(turn)
    assert r.text == ('<|python_tag|>{"name": "f", "parameters": {"a": 1}}; '
                      '{"name": "g", "parameters": {}} Done.')
    assert r.expected.content == "Done." and r.expected.calls == turn.calls
