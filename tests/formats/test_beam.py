"""The beam renderer writes what the Qwen 3.5-style chat template writes after the generation
prompt `<|im_start|>assistant\\n`: `<think>\\n` + reasoning + `\\n</think>\\n\\n` in thinking mode,
the content and `\\n\\n`, then per call `<tool_call>\\n<function=NAME>\\n`,
`<parameter=KEY>\\nVALUE\\n</parameter>\\n` per argument and `</function>\\n</tool_call>`, calls
joined by `\\n`; scalars as Python's str, containers as JSON.  Values come back typed as the
template's parser casts them by the tool schema.
"""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties
from strategies.formats.beam import RESPONSE_TEMPLATE, typed
from strategies.turns import turns
from targets.canonical import Call, Tool, loads, strict_equal

BEAM = get("beam")
WEATHER = Tool("get_weather", "", {"type": "object", "properties": {
    "city": {"type": "string"}, "days": {"type": "integer"}, "metric": {"type": "boolean"},
    "at": {"type": ["number", "null"]}, "tags": {"type": "array", "items": {"type": "string"}}}})


def test_single_call_without_content():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Paris, France", "days": 3}),),
                tools=(WEATHER,))
    r = BEAM.render(turn)
    assert r.text == (
        "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis, France\n</parameter>\n"
        "<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>")
    assert r.expected.calls == turn.calls and r.expected.content is None


def test_reasoning_content_and_parallel_calls_with_python_scalars():
    turn = Turn(reasoning="Two lookups.", before="Let me check.",
                calls=(Call.of("get_weather", {"metric": True, "at": None, "tags": ["a", "b"]}),
                       Call.of("get_weather", {"at": 1.5})),
                tools=(WEATHER,))
    r = BEAM.render(turn)
    assert r.text == (
        "<think>\nTwo lookups.\n</think>\n\nLet me check.\n\n<tool_call>\n<function=get_weather>\n"
        "<parameter=metric>\nTrue\n</parameter>\n<parameter=at>\nNone\n</parameter>\n"
        '<parameter=tags>\n["a", "b"]\n</parameter>\n</function>\n</tool_call>\n'
        "<tool_call>\n<function=get_weather>\n<parameter=at>\n1.5\n</parameter>\n"
        "</function>\n</tool_call>")
    assert r.expected.content == "Let me check." and r.expected.reasoning == "Two lookups."
    assert [loads(c.arguments) for c in r.expected.calls] == [
        {"metric": True, "at": None, "tags": ["a", "b"]}, {"at": 1.5}]


def test_call_without_arguments():
    assert BEAM.render(Turn(calls=(Call.of("ping", {}),))).text == (
        "<tool_call>\n<function=ping>\n</function>\n</tool_call>")


def test_casting_follows_the_schema_order():
    assert typed("5", {"type": ["string", "integer"]}) == 5
    assert typed("5", {"type": "string"}) == "5"
    assert typed("TRUE", {"type": "boolean"}) is True
    assert typed("None", {"anyOf": [{"type": "null"}]}) is None
    assert strict_equal(typed("1e+16", {"type": "number"}), 10**16)
    assert strict_equal(typed("3.0", {"type": "integer"}), 3)
    assert typed("x", {"enum": ["x"]}) == "x"


def test_limits():
    ok = Call.of("get_weather", {"city": "x"})
    assert BEAM.can_express(Turn(calls=(ok,), tools=(WEATHER,)))
    assert not BEAM.can_express(Turn(calls=(Call.of("get_weather", {"city": "a</parameter>b"}),),
                                     tools=(WEATHER,)))
    assert not BEAM.can_express(Turn(calls=(Call.of("get_weather", {"city": " x"}),),
                                     tools=(WEATHER,)))
    assert not BEAM.can_express(Turn(calls=(ok,), before=" padded ", tools=(WEATHER,)))
    assert not BEAM.can_express(Turn(calls=(ok,), before="<tool_call>", tools=(WEATHER,)))
    assert not BEAM.can_express(Turn(calls=(Call.of("get_weather", {"at": 1e16}),),
                                     tools=(WEATHER,)))
    union = Tool("f", "", {"type": "object", "properties": {"x": {"type": ["string", "integer"]}}})
    assert not BEAM.can_express(Turn(calls=(Call.of("f", {"x": "5"}),), tools=(union,)))
    assert BEAM.can_express(Turn(calls=(Call.of("f", {"x": 5}),), tools=(union,)))
    assert not BEAM.can_express(Turn(calls=(Call.of("g", {"x": 5}),)))  # no schema: text


def test_template_names_the_function_in_the_opener():
    fields = RESPONSE_TEMPLATE["fields"]
    assert "(?P<name>" in fields["tool_calls"]["open_pattern"]
    assert fields["tool_calls"]["content"] == "xml-inline"
    json.dumps(RESPONSE_TEMPLATE)


_CALL = re.compile(r"<tool_call>\n<function=([^>\n]+)>\n(.*?)</function>\n</tool_call>", re.S)
_PARAM = re.compile(r"<parameter=([^>\n]+)>\n(.*?)\n</parameter>\n", re.S)


@given(turns(BEAM).filter(BEAM.can_express))
def test_rendering_is_well_formed(turn):
    r = BEAM.render(turn)
    text = r.text
    if turn.reasoning is not None:
        head = f"<think>\n{turn.reasoning}\n</think>\n\n"
        assert text.startswith(head)
        text = text[len(head):]
    content, _, rest = text.partition("<tool_call>")
    assert content == (turn.before + "\n\n" if turn.before else "")
    rest = "<tool_call>" + rest
    found = _CALL.findall(rest)
    assert "\n".join(m.group(0) for m in _CALL.finditer(rest)) == rest
    assert len(found) == len(turn.calls) == len(r.expected.calls)
    for (name, body), call, want in zip(found, turn.calls, r.expected.calls):
        assert name == call.name == want.name
        assert _PARAM.sub("", body) == ""
        props = tool_properties(turn, name)
        got = {k: typed(v, props.get(k, {})) for k, v in _PARAM.findall(body)}
        assert strict_equal(got, loads(want.arguments))
        assert strict_equal(got, loads(call.arguments))
