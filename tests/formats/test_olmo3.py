"""The olmo3 renderer writes what Olmo 3's function-calling chat template writes: content, then
`<function_calls>` + one `name(key=tojson(value), ...)` per line + `</function_calls>`, the
format vllm#26126 describes:
`<function_calls>function1(arg1=value1)\nfunction2(arg2=value2)</function_calls>`."""

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal
from tests.formats._readers import json_value, read_calls

OLMO3 = get("olmo3")


def test_olmo3_single_call_with_json_values():
    turn = Turn(calls=(Call.of("get_weather", {"city": "New York", "units": "celsius"}),))
    assert OLMO3.render(turn).text == (
        '<function_calls>get_weather(city="New York", units="celsius")</function_calls>')


def test_olmo3_content_then_calls_one_per_line():
    turn = Turn(before="Let me check.", calls=(
        Call.of("register_user", {"name": "John Doe", "age": 37, "role": None,
                                  "passed_test": True, "aliases": ["John", "Johnny"],
                                  "address": {"city": "SF", "zip": 94107}}),
        Call.of("get_time", {})))
    rendering = OLMO3.render(turn)
    assert rendering.text == (
        'Let me check.<function_calls>register_user(name="John Doe", age=37, role=null, '
        'passed_test=true, aliases=["John", "Johnny"], address={"city": "SF", "zip": 94107})\n'
        "get_time()</function_calls>")
    assert rendering.expected.content == "Let me check."


def test_olmo3_escapes_strings_like_tojson():
    turn = Turn(calls=(Call.of("f", {"s": 'a"b\\c\nd', "u": "東京", "x": 1e100, "z": -0.0}),))
    assert OLMO3.render(turn).text == (
        '<function_calls>f(s="a\\"b\\\\c\\nd", u="東京", x=1e+100, z=-0.0)</function_calls>')


def test_olmo3_reserved_words_are_written_but_not_non_identifiers():
    assert OLMO3.can_express(Turn(calls=(Call.of("f", {"from": 1}),)))
    assert OLMO3.render(Turn(calls=(Call.of("f", {"from": 1}),))).text == (
        "<function_calls>f(from=1)</function_calls>")
    assert not OLMO3.can_express(Turn(calls=(Call.of("f", {"a-b": 1}),)))
    assert not OLMO3.can_express(Turn(calls=(Call.of("f", {}),), after="done"))


@given(turns(OLMO3).filter(OLMO3.can_express))
def test_olmo3_rendering_reads_back_as_json_keyword_arguments(turn):
    text = OLMO3.render(turn).text
    before, _, rest = text.partition("<function_calls>")
    assert before == (turn.before or "") and rest.endswith("</function_calls>")
    read = read_calls(rest[:-len("</function_calls>")], json_value, "\n")
    assert [name for name, _ in read] == [c.name for c in turn.calls]
    for (_, args), call in zip(read, turn.calls):
        assert strict_equal(args, loads(call.arguments))
