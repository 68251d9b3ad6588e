"""The functiongemma renderer writes what FunctionGemma's chat template writes, as in Google's
"FunctionGemma formatting and best practices": `<start_function_call>call:` +
`get_current_temperature{location:<escape>Paris<escape>,unit:<escape>celsius<escape>}` +
`<end_function_call>`."""

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal
from tests.formats._readers import read_gemma_calls

FG = get("functiongemma")


def test_functiongemma_documented_example():
    turn = Turn(calls=(Call.of("get_current_temperature",
                               {"location": "Paris", "unit": "celsius"}),))
    assert FG.render(turn).text == (
        "<start_function_call>call:get_current_temperature{location:<escape>Paris<escape>,"
        "unit:<escape>celsius<escape>}<end_function_call>")


def test_functiongemma_sorts_keys_and_writes_bare_literals():
    turn = Turn(calls=(
        Call.of("set", {"zeta": 1, "Alpha": [True, 2.0, "x"], "beta": {"b": 1e100, "a": -0.0}}),
        Call.of("get_time", {})))
    assert FG.render(turn).text == (
        "<start_function_call>call:set{Alpha:[true,2.0,<escape>x<escape>],"
        "beta:{a:-0.0,b:1e+100},zeta:1}<end_function_call>"
        "<start_function_call>call:get_time{}<end_function_call>")


def test_functiongemma_cannot_express_null_bare_key_clashes_or_text():
    assert not FG.can_express(Turn(calls=(Call.of("f", {"a": None}),)))
    assert not FG.can_express(Turn(calls=(Call.of("f", {"a:b": 1}),)))
    assert not FG.can_express(Turn(calls=(Call.of("f", {"a": "x<escape>y"}),)))
    assert not FG.can_express(Turn(calls=(Call.of("f", {}),), before="Sure"))
    assert FG.can_express(Turn(calls=(Call.of("f", {"a": "{x}, [y]: z"}),)))


@given(turns(FG).filter(FG.can_express))
def test_functiongemma_rendering_reads_back(turn):
    calls = read_gemma_calls(FG.render(turn).text, "<start_function_call>",
                             "<end_function_call>", "<escape>")
    assert [n for n, _ in calls] == [c.name for c in turn.calls]
    for (_, args), call in zip(calls, turn.calls):
        assert strict_equal(args, loads(call.arguments))
