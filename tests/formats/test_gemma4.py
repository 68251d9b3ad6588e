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


def test_gemma4_json_null_dialect_writes_null():
    """Variant `json-null`: the Hub template since 6ea8ce9 (PR #36) writes null as `null`
    (`{%- if argument is none -%}{{- 'null' -}}`), nested too; the default dialect (the
    release template, vLLM's example) would print Python's `None` and generates no null."""
    call = Call.of("set_alarm", {"label": None, "days": [None, 2], "opts": {"snooze": None}})
    turn = Turn(calls=(call,), variant="json-null")
    assert GEMMA4.can_express(turn)
    assert GEMMA4.render(turn).text == (
        "<|tool_call>call:set_alarm{days:[null,2],label:null,opts:{snooze:null}}<tool_call|>")
    assert GEMMA4.render(turn).expected.calls == (call,)
    assert not GEMMA4.can_express(Turn(calls=(call,)))


def test_gemma4_content_is_written_after_the_calls():
    """Both templates write a turn's content after its calls, trimmed and glued to
    `<tool_call|>` (then `<|tool_response>`, the stop token); never before or between them.
    The targets draw a turn's text as that content (template_turn, Format.deployed)."""
    calls = (Call.of("get_weather", {"location": "London"}), Call.of("get_time", {}))
    turn = Turn(calls=calls, after="Let me check both.")
    assert GEMMA4.can_express(turn)
    rendering = GEMMA4.render(turn)
    assert rendering.text == (
        '<|tool_call>call:get_weather{location:<|"|>London<|"|>}<tool_call|>'
        "<|tool_call>call:get_time{}<tool_call|>Let me check both.")
    assert rendering.expected.content == "Let me check both."
    assert rendering.expected.calls == calls
    for bad in (Turn(calls=calls, after=" padded"),
                Turn(calls=calls, after="ok<|tool_response>"),
                Turn(calls=calls, after="a<|channel>thought"),
                Turn(calls=calls, before="Let me check."),
                Turn(calls=calls, between=("x",))):
        assert not GEMMA4.can_express(bad)
    drawn = Turn(calls=calls, before="  Let me check both.\n", variant="json-null")
    for target in ("vllm:gemma4", "sglang:gemma4", "transformers:gemma4", "mlx_lm:gemma4"):
        assert GEMMA4.as_deployed(drawn, target) == Turn(calls=calls, after="Let me check both.",
                                                         variant="json-null")
    assert GEMMA4.as_deployed(Turn(calls=calls, before=" "), "vllm:gemma4") == Turn(calls=calls)


def test_gemma4_thought_channel_before_the_calls():
    """A thinking Gemma 4 (enable_thinking: `<|think|>` in the system turn) opens its turn
    with the thought channel, as the template writes a message's reasoning:
    `<|channel>thought\n` + reasoning + `\n<channel|>`, then the calls, then the content."""
    calls = (Call.of("get_weather", {"location": "London"}),)
    turn = Turn(calls=calls, reasoning="The user asks for London.\nCall get_weather.",
                after="Checking.")
    assert GEMMA4.can_express(turn)
    rendering = GEMMA4.render(turn)
    assert rendering.text == (
        "<|channel>thought\nThe user asks for London.\nCall get_weather.\n<channel|>"
        '<|tool_call>call:get_weather{location:<|"|>London<|"|>}<tool_call|>Checking.')
    assert rendering.expected.reasoning == "The user asks for London.\nCall get_weather."
    assert rendering.expected.content == "Checking."
    for bad in ("", " padded", "a<channel|>b", "a<|tool_response>"):
        assert not GEMMA4.can_express(Turn(calls=calls, reasoning=bad))


@given(turns(GEMMA4).filter(GEMMA4.can_express))
def test_gemma4_rendering_reads_back(turn):
    text = GEMMA4.render(turn).text
    if turn.reasoning is not None:
        thought = f"<|channel>thought\n{turn.reasoning}\n<channel|>"
        assert text.startswith(thought)
        text = text.removeprefix(thought)
    assert text.endswith(turn.after or "")
    calls = read_gemma_calls(text.removesuffix(turn.after or ""), "<|tool_call>", "<tool_call|>",
                             '<|"|>')
    assert [n for n, _ in calls] == [c.name for c in turn.calls]
    for (_, args), call in zip(calls, turn.calls):
        assert strict_equal(args, loads(call.arguments))
