"""The llama4_pythonic renderer wraps the pythonic call list in Llama 4's code markers, as in
vLLM's Llama 4 tests: `<|python_start|>[get_weather(city='LA', metric='C')]<|python_end|>`;
its `bare-list` dialect writes the list alone, as Meta's Llama 4 prompt format shows."""

import ast

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal

LLAMA4 = get("llama4_pythonic")


def test_llama4_single_call():
    turn = Turn(calls=(Call.of("get_weather", {"city": "LA", "metric": "C"}),))
    assert LLAMA4.render(turn).text == (
        "<|python_start|>[get_weather(city='LA', metric='C')]<|python_end|>")


def test_llama4_parallel_calls_and_literals():
    turn = Turn(calls=(Call.of("get_weather", {"city": "LA", "metric": "C"}),
                       Call.of("register_user", {"name": "Doe", "age": 9, "ok": False,
                                                 "tags": [], "meta": {}})))
    assert LLAMA4.render(turn).text == (
        "<|python_start|>[get_weather(city='LA', metric='C'), register_user(name='Doe', age=9, "
        "ok=False, tags=[], meta={})]<|python_end|>")


def test_llama4_markers_are_special_tokens_and_cannot_be_values():
    assert all(m.special for m in LLAMA4.markers if m.token)
    assert not LLAMA4.can_express(Turn(calls=(Call.of("f", {"a": "<|python_end|>"}),)))
    assert not LLAMA4.can_express(Turn(calls=(Call.of("f", {}),), before="Let me check."))


def test_llama4_bare_list_dialect_as_metas_prompt_format_shows_it():
    """Meta's Llama 4 prompt format: `[get_user_info(user_id=7890, special='black')]<|eot|>`
    (the stop token stripped by the server), the list with no code markers."""
    turn = Turn(calls=(Call.of("get_user_info", {"user_id": 7890, "special": "black"}),),
                variant="bare-list")
    r = LLAMA4.render(turn)
    assert r.text == "[get_user_info(user_id=7890, special='black')]"
    assert r.expected.content is None and r.expected.calls == turn.calls
    two = Turn(calls=(Call.of("get_weather", {"city": "San Francisco"}),
                      Call.of("get_weather", {"city": "Seattle"})), variant="bare-list")
    assert LLAMA4.render(two).text == (
        "[get_weather(city='San Francisco'), get_weather(city='Seattle')]")


def test_llama4_dialects_are_listed_with_sources():
    assert [d.variant for d in LLAMA4.dialects] == ["", "bare-list"]
    assert "llama4/prompt_format.md" in LLAMA4.dialects[1].source


@given(turns(LLAMA4).filter(LLAMA4.can_express))
def test_llama4_rendering_is_a_marked_python_list(turn):
    text = LLAMA4.render(turn).text
    if turn.variant == "bare-list":
        assert "<|python_start|>" not in text and "<|python_end|>" not in text
        text = f"<|python_start|>{text}<|python_end|>"
    assert text.startswith("<|python_start|>[") and text.endswith("]<|python_end|>")
    tree = ast.parse(text[len("<|python_start|>"):-len("<|python_end|>")], mode="eval").body
    assert isinstance(tree, ast.List) and len(tree.elts) == len(turn.calls)
    for node, call in zip(tree.elts, turn.calls):
        assert isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        args = {k.arg: ast.literal_eval(k.value) for k in node.keywords}
        assert node.func.id == call.name and strict_equal(args, loads(call.arguments))
