"""The lfm2 renderer writes what LFM2.5's chat template (`render_tool_calls`) writes: the calls
`<|tool_call_start|>[name(key=value, ...), ...]<|tool_call_end|>`, then the content; strings
in raw double quotes, objects as JSON, everything else by Python's str."""

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal
from tests.formats._readers import python_value, read_calls

LFM2 = get("lfm2")


def _value(text: str):
    if text.startswith('"'):
        assert text.endswith('"')
        return text[1:-1]
    return python_value(text)


def test_lfm2_call_then_content_as_in_the_model_card():
    turn = Turn(calls=(Call.of("get_candidate_status", {"candidate_id": "12345"}),),
                after="Checking the current status of candidate ID 12345.")
    rendering = LFM2.render(turn)
    assert rendering.text == (
        '<|tool_call_start|>[get_candidate_status(candidate_id="12345")]<|tool_call_end|>'
        "Checking the current status of candidate ID 12345.")
    assert rendering.expected.content == "Checking the current status of candidate ID 12345."


def test_lfm2_mixes_python_str_for_lists_and_json_for_objects():
    turn = Turn(calls=(
        Call.of("register_user", {"name": "John Doe", "age": 37, "role": None, "ok": True,
                                  "aliases": ["John", "O'Neil", {"k": None}],
                                  "address": {"city": "SF", "tags": [True, None]}, "x": 1e100}),
        Call.of("get_weather", {})))
    assert LFM2.render(turn).text == (
        '<|tool_call_start|>[register_user(name="John Doe", age=37, role=None, ok=True, '
        "aliases=['John', \"O'Neil\", {'k': None}], "
        'address={"city": "SF", "tags": [true, null]}, x=1e+100), get_weather()]'
        "<|tool_call_end|>")


def test_lfm2_raw_strings_keep_newlines_but_cannot_hold_quotes():
    turn = Turn(calls=(Call.of("exec", {"command": "cat f\nls"}),))
    assert LFM2.render(turn).text == (
        '<|tool_call_start|>[exec(command="cat f\nls")]<|tool_call_end|>')
    assert not LFM2.can_express(Turn(calls=(Call.of("f", {"a": 'say "hi"'}),)))
    assert not LFM2.can_express(Turn(calls=(Call.of("f", {"a": "C:\\x"}),)))
    assert LFM2.can_express(Turn(calls=(Call.of("f", {"a": ['say "hi"', "C:\\x"]}),)))
    assert not LFM2.can_express(Turn(calls=(Call.of("f", {}),), before="First,"))


@given(turns(LFM2).filter(LFM2.can_express))
def test_lfm2_rendering_reads_back(turn):
    text = LFM2.render(turn).text
    assert text.startswith("<|tool_call_start|>[")
    block, _, after = text[len("<|tool_call_start|>["):].partition("]<|tool_call_end|>")
    assert after == (turn.after or "")
    read = read_calls(block, _value, ", ")
    assert [n for n, _ in read] == [c.name for c in turn.calls]
    for (_, args), call in zip(read, turn.calls):
        assert strict_equal(args, loads(call.arguments))
