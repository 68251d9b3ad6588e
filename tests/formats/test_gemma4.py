"""The gemma4 renderer writes what Gemma 4's chat template writes for a model turn's tool calls
(`<|tool_call>call:name{args}<tool_call|>` per call), as in vLLM's Gemma 4 tests:
`<|tool_call>call:get_weather{location:<|"|>London<|"|>}<tool_call|>`."""

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal
from tests.formats._readers import read_gemma_calls

GEMMA4 = get("gemma4")


def test_gemma4_single_call():
    turn = Turn(calls=(Call.of("get_weather", {"location": "London"}),))
    assert GEMMA4.render(turn).text == (
        '<|tool_call>call:get_weather{location:<|"|>London<|"|>}<tool_call|>')


def test_gemma4_parallel_calls_nested_values_sorted_keys():
    turn = Turn(calls=(
        Call.of("complex_function", {"nested": {"inner": "value"}, "list": ["a", "b"],
                                     "count": 42, "active": True, "score": 3.14}),
        Call.of("get-time", {})))
    assert GEMMA4.render(turn).text == (
        '<|tool_call>call:complex_function{active:true,count:42,list:[<|"|>a<|"|>,<|"|>b<|"|>],'
        'nested:{inner:<|"|>value<|"|>},score:3.14}<tool_call|>'
        "<|tool_call>call:get-time{}<tool_call|>")


def test_gemma4_strings_are_raw_between_delimiters():
    turn = Turn(calls=(Call.of("f", {"s": 'a "b", {c}: [d]\n'}),))
    assert GEMMA4.render(turn).text == (
        '<|tool_call>call:f{s:<|"|>a "b", {c}: [d]\n<|"|>}<tool_call|>')
    assert not GEMMA4.can_express(Turn(calls=(Call.of("f", {"s": 'x<|"|>'}),)))
    assert not GEMMA4.can_express(Turn(calls=(Call.of("f", {"n": [None]}),)))


@given(turns(GEMMA4).filter(GEMMA4.can_express))
def test_gemma4_rendering_reads_back(turn):
    calls = read_gemma_calls(GEMMA4.render(turn).text, "<|tool_call>", "<tool_call|>", '<|"|>')
    assert [n for n, _ in calls] == [c.name for c in turn.calls]
    for (_, args), call in zip(calls, turn.calls):
        assert strict_equal(args, loads(call.arguments))
