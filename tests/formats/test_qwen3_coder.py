"""The qwen3_coder renderer writes what Qwen3-Coder's chat template writes after the
generation prompt `<|im_start|>assistant\\n`: content `| trim` and `\\n\\n`, then per call
`<tool_call>\\n<function=NAME>\\n`, `<parameter=KEY>\\nVALUE\\n</parameter>\\n` per argument and
`</function>\\n</tool_call>`, calls joined by `\\n`; scalars as Python's str, containers as JSON.
"""

import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, loads, strict_equal

QWEN = get("qwen3_coder")
WEATHER = Tool("get_weather", "", {"type": "object", "properties": {
    "city": {"type": "string"}, "days": {"type": "integer"}, "metric": {"type": "boolean"},
    "at": {"type": ["number", "null"]}, "tags": {"type": "array", "items": {"type": "string"}}}})


def test_single_call_without_content():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Paris, France", "days": 3}),),
                tools=(WEATHER,))
    assert QWEN.render(turn).text == (
        "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis, France\n</parameter>\n"
        "<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>")


def test_content_then_parallel_calls_and_python_scalars():
    turn = Turn(before="Let me check.",
                calls=(Call.of("get_weather", {"metric": True, "at": None, "tags": ["a", "b"]}),
                       Call.of("get_weather", {"at": 1.0})),
                tools=(WEATHER,))
    r = QWEN.render(turn)
    assert r.text == (
        "Let me check.\n\n<tool_call>\n<function=get_weather>\n"
        "<parameter=metric>\nTrue\n</parameter>\n<parameter=at>\nNone\n</parameter>\n"
        '<parameter=tags>\n["a", "b"]\n</parameter>\n</function>\n</tool_call>\n'
        "<tool_call>\n<function=get_weather>\n<parameter=at>\n1.0\n</parameter>\n"
        "</function>\n</tool_call>")
    assert r.expected.content == "Let me check."
    assert [loads(c.arguments) for c in r.expected.calls] == [
        {"metric": True, "at": None, "tags": ["a", "b"]}, {"at": 1.0}]


def test_call_without_arguments():
    assert QWEN.render(Turn(calls=(Call.of("ping", {}),))).text == (
        "<tool_call>\n<function=ping>\n</function>\n</tool_call>")


def test_limits():
    call = Call.of("get_weather", {"city": "a</parameter>b"})
    assert not QWEN.can_express(Turn(calls=(call,), tools=(WEATHER,)))
    ok = Call.of("get_weather", {"city": "x"})
    assert not QWEN.can_express(Turn(calls=(ok,), before=" padded ", tools=(WEATHER,)))
    assert not QWEN.can_express(Turn(calls=(ok,), before="<tool_call>", tools=(WEATHER,)))
    union = Tool("f", "", {"type": "object", "properties": {"x": {"type": ["string", "integer"]}}})
    assert not QWEN.can_express(Turn(calls=(Call.of("f", {"x": "5"}),), tools=(union,)))
    assert QWEN.can_express(Turn(calls=(Call.of("f", {"x": 5}),), tools=(union,)))


_CALL = re.compile(r"<tool_call>\n<function=([^>\n]*)>\n(.*?)</function>\n</tool_call>", re.S)
_PARAM = re.compile(r"<parameter=([^>\n]*)>\n(.*?)\n</parameter>\n", re.S)


@given(turns(QWEN).filter(QWEN.can_express))
def test_rendering_parses_back_to_the_typed_calls(turn):
    r = QWEN.render(turn)
    head, sep, _ = r.text.partition("<tool_call>")
    assert head == (turn.before + "\n\n" if turn.before else "")
    found = _CALL.findall(r.text)
    assert len(found) == len(turn.calls) == len(r.expected.calls)
    assert "\n".join(m.group(0) for m in _CALL.finditer(r.text)) == r.text[len(head):]
    for (name, body), call, want in zip(found, turn.calls, r.expected.calls):
        assert name == call.name
        assert _PARAM.sub("", body) == ""
        props = tool_properties(turn, name)
        style = "json" if turn.variant == "json-literals" else "str"
        got = {k: typed_value(v, props.get(k, {}), style) for k, v in _PARAM.findall(body)}
        assert strict_equal(got, loads(want.arguments))
        assert strict_equal(got, loads(call.arguments))


def test_json_literals_dialect_writes_scalars_as_json():
    """Qwen3.5/3.6 templates: `args_value | string if args_value is string else tojson`."""
    turn = Turn(before="Let me check.",
                calls=(Call.of("get_weather", {"metric": True, "at": None, "city": "True",
                                               "tags": ["a", "b"]}),),
                tools=(WEATHER,), variant="json-literals")
    assert QWEN.can_express(turn)
    r = QWEN.render(turn)
    assert r.text == (
        "Let me check.\n\n<tool_call>\n<function=get_weather>\n"
        "<parameter=metric>\ntrue\n</parameter>\n<parameter=at>\nnull\n</parameter>\n"
        "<parameter=city>\nTrue\n</parameter>\n"
        '<parameter=tags>\n["a", "b"]\n</parameter>\n</function>\n</tool_call>')
    assert loads(r.expected.calls[0].arguments) == {"metric": True, "at": None, "city": "True",
                                                   "tags": ["a", "b"]}
    # A string reading as null under [string, null] cannot be written in this dialect either.
    union = Tool("f", "", {"type": "object", "properties": {"x": {"type": ["string", "null"]}}})
    assert not QWEN.can_express(Turn(calls=(Call.of("f", {"x": "null"}),), tools=(union,),
                                     variant="json-literals"))
    assert QWEN.can_express(Turn(calls=(Call.of("f", {"x": "None"}),), tools=(union,),
                                 variant="json-literals"))
