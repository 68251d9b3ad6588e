"""The pythonic renderer writes a Python list of calls as Llama 3.2 / ToolACE models do.

Golden strings follow the template's layout (`[`, calls joined by `, `, `]`; keyword arguments
joined by `, `) with values as Python literals, as in Meta's Llama 3.2 prompt-format example
`[get_weather(city='San Francisco', metric='celsius')]`.
"""

import ast

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal
from tests.formats._readers import python_value, read_calls

PYTHONIC = get("pythonic")


def test_pythonic_single_call_as_in_metas_example():
    turn = Turn(calls=(Call.of("get_weather", {"city": "San Francisco", "metric": "celsius"}),))
    assert PYTHONIC.render(turn).text == "[get_weather(city='San Francisco', metric='celsius')]"


def test_pythonic_parallel_calls_with_every_literal_type():
    turn = Turn(calls=(
        Call.of("register_user", {"name": "John Doe", "age": 37,
                                  "address": {"city": "San Francisco", "state": "CA"},
                                  "role": None, "passed_test": True,
                                  "aliases": ["John", "Johnny"]}),
        Call.of("get_weather", {}),
    ))
    assert PYTHONIC.render(turn).text == (
        "[register_user(name='John Doe', age=37, address={'city': 'San Francisco', "
        "'state': 'CA'}, role=None, passed_test=True, aliases=['John', 'Johnny']), "
        "get_weather()]")


def test_pythonic_writes_strings_and_numbers_as_repr_does():
    turn = Turn(calls=(Call.of("f", {"s": "Martha's \"Vineyard\"\n", "big": 2**64 + 1,
                                     "f": 1e100, "z": -0.0, "two": 2.0, "u": "東京"}),))
    assert PYTHONIC.render(turn).text == (
        "[f(s='Martha\\'s \"Vineyard\"\\n', big=18446744073709551617, f=1e+100, z=-0.0, "
        "two=2.0, u='東京')]")


def test_pythonic_expected_message_has_the_calls_and_no_content():
    call = Call.of("f", {"a": 1})
    rendering = PYTHONIC.render(Turn(calls=(call,), before=""))
    assert rendering.expected.content is None and rendering.expected.calls == (call,)


def test_pythonic_cannot_express_text_or_non_kwarg_names():
    ok = Call.of("f", {"a": 1})
    assert PYTHONIC.can_express(Turn(calls=(ok,)))
    assert not PYTHONIC.can_express(Turn(calls=(ok,), before="Sure."))
    assert not PYTHONIC.can_express(Turn(calls=(Call.of("f", {"from": 1}),)))
    assert not PYTHONIC.can_express(Turn(calls=(Call.of("f", {"a b": 1}),)))
    assert not PYTHONIC.can_express(Turn(calls=(Call.of("f", {"ﬁ": 1}),)))  # NFKC: fi
    assert not PYTHONIC.can_express(Turn(calls=(Call.of("class", {}),)))
    assert PYTHONIC.can_express(Turn(calls=(Call.of("f", {"ключ": {"a b": None}}),)))


@given(turns(PYTHONIC).filter(PYTHONIC.can_express))
def test_pythonic_rendering_is_a_python_list_of_the_calls(turn):
    text = PYTHONIC.render(turn).text
    tree = ast.parse(text, mode="eval").body
    assert isinstance(tree, ast.List) and len(tree.elts) == len(turn.calls)
    for node, call in zip(tree.elts, turn.calls):
        assert isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        assert node.func.id == call.name
        args = {k.arg: ast.literal_eval(k.value) for k in node.keywords}
        assert strict_equal(args, loads(call.arguments))
    read = read_calls(text[1:-1], python_value, ", ")
    assert [n for n, _ in read] == [c.name for c in turn.calls]
