"""The minicpm5 renderer writes what MiniCPM5's chat template writes after the generation prompt
`<|im_start|>assistant\\n`: the content as it is, then per call `\\n` (not before the first call
when there is no content) and `<function name="NAME">`, `<param name="KEY">VALUE</param>` per
argument and `</function>`; strings raw or in CDATA when they hold `<`, `&` or a line feed,
everything else as Python's str.
"""

import ast
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._typed import typed_of
from strategies.formats._common import tool_properties
from strategies.turns import turns
from targets.canonical import Call, Tool, loads, strict_equal

CPM = get("minicpm5")
WEATHER = Tool("get_weather", "", {"type": "object", "properties": {
    "city": {"type": "string"}, "days": {"type": "integer"}, "metric": {"type": "boolean"},
    "at": {"type": ["number", "null"]}, "tags": {"type": "array", "items": {"type": "string"}},
    "opts": {"type": "object"}}})


def test_single_call_without_content():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Paris, France", "days": 3}),),
                tools=(WEATHER,))
    r = CPM.render(turn)
    assert r.text == ('<function name="get_weather"><param name="city">Paris, France</param>'
                      '<param name="days">3</param></function>')
    assert r.expected.content is None


def test_content_then_parallel_calls_python_values_and_cdata():
    turn = Turn(before="Let me check.",
                calls=(Call.of("get_weather", {"metric": True, "at": None, "tags": ["a", "b"],
                                               "opts": {"x": 1.0}}),
                       Call.of("get_weather", {"city": "a < b & c\nd", "at": 1e16})),
                tools=(WEATHER,))
    r = CPM.render(turn)
    assert r.text == (
        'Let me check.\n<function name="get_weather"><param name="metric">True</param>'
        '<param name="at">None</param><param name="tags">[\'a\', \'b\']</param>'
        "<param name=\"opts\">{'x': 1.0}</param></function>\n"
        '<function name="get_weather"><param name="city"><![CDATA[a < b & c\nd]]></param>'
        '<param name="at">1e+16</param></function>')
    assert r.expected.content == "Let me check."
    assert [loads(c.arguments) for c in r.expected.calls] == [
        {"metric": True, "at": None, "tags": ["a", "b"], "opts": {"x": 1.0}},
        {"city": "a < b & c\nd", "at": 1e16}]


def test_content_is_written_as_is():
    turn = Turn(before=" so \n", calls=(Call.of("ping", {}),))
    assert CPM.render(turn).text == ' so \n\n<function name="ping"></function>'


def test_call_without_arguments():
    assert CPM.render(Turn(calls=(Call.of("ping", {}),))).text == (
        '<function name="ping"></function>')


def test_limits():
    def ok(args, before=None, name="get_weather"):
        return CPM.can_express(Turn(calls=(Call.of(name, args),), before=before,
                                    tools=(WEATHER,)))

    assert ok({"city": "x > y"})
    assert not ok({"city": "a]]>b"})
    assert not ok({"city": "a\rb"})
    assert not ok({"city": "a\x00b"})
    assert not ok({"city": "a</param>b"})
    assert not ok({"tags": ["<b>"]})
    assert not ok({"opts": {"k": "a&b"}})
    assert ok({"opts": {"k": "a\nb"}})      # Python's str escapes the line feed
    assert not ok({"city": "x"}, before="<function")
    assert not ok({"city": "x"}, before="a</think>b")
    assert not ok({"city": "x"}, before="a<tool_sep>b")
    assert not CPM.can_express(Turn(calls=(Call.of('a"b', {}),)))
    assert not CPM.can_express(Turn(calls=(Call.of("f", {"a\tb": 1}),)))
    union = Tool("f", "", {"type": "object", "properties": {"x": {"type": ["string", "integer"]}}})
    assert not CPM.can_express(Turn(calls=(Call.of("f", {"x": "5"}),), tools=(union,)))
    assert CPM.can_express(Turn(calls=(Call.of("f", {"x": 5}),), tools=(union,)))


def test_markers_are_special_tokens():
    assert {m["text"] for m in CPM.marker_tokens()} == {
        "<function", "</function>", "<param", "</param>"}
    assert all(m["special"] for m in CPM.marker_tokens())


_CALL = re.compile(r'<function name="([^"]*)">(.*?)</function>', re.S)
_PARAM = re.compile(r'<param name="([^"]*)">(<!\[CDATA\[(.*?)\]\]>|[^<]*)</param>', re.S)


@given(turns(CPM).filter(CPM.can_express))
def test_rendering_parses_back_to_the_typed_calls(turn):
    r = CPM.render(turn)
    head = turn.before + "\n" if turn.before else ""
    assert r.text.startswith(head)
    found = list(_CALL.finditer(r.text))
    assert len(found) == len(turn.calls) == len(r.expected.calls)
    assert "\n".join(m.group(0) for m in found) == r.text[len(head):]
    for m, call, want in zip(found, turn.calls, r.expected.calls):
        name, body = m.groups()
        assert name == call.name
        assert _PARAM.sub("", body) == ""
        props = tool_properties(turn, name)
        got = {}
        for key, whole, cdata in _PARAM.findall(body):
            text = cdata if whole.startswith("<![CDATA[") else whole
            got[key] = typed_of(text, props.get(key, {}), "py")
        assert strict_equal(got, loads(want.arguments))
        assert strict_equal(got, loads(call.arguments))
        # Non-string values are Python literals, as Jinja prints them.
        for key, value in loads(call.arguments).items():
            if not isinstance(value, str) and value is not None and not isinstance(value, bool):
                assert ast.literal_eval(str(value)) == value
