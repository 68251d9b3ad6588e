"""A reply with no call, as each format's template leaves it to the model (Format.plain_reply),
and the turn vLLM's llama3_json deployment writes (Format.deployed): golden strings."""

from strategies.formats import Turn, get
from targets.canonical import Call


def test_thinking_by_default_closes_the_prefilled_block() -> None:
    # encoding_dsv4.py / encoding_dsv41.py: the prompt ends `<think>`; `{reasoning}</think>{content}`
    assert get("deepseek_v4").reply("Hi") == "</think>Hi"
    assert get("deepseek_v41").reply("Hi") == "</think>Hi"
    # Kimi-K2-Thinking chat template: `<think></think>` when there is no reasoning
    assert get("kimi_k2").reply("Hi") == "<think></think>Hi"


def test_grammars_without_bare_text_wrap_the_reply() -> None:
    assert get("harmony").reply("Hi") == "<|channel|>final<|message|>Hi<|return|>"
    # cohere_melody 0.15.3 render_cmd4 of a chatbot turn with text and no plan
    assert get("cohere_command4").reply("Hi") == (
        "<|START_THINKING|><|END_THINKING|><|START_TEXT|>Hi<|END_TEXT|>")


def test_other_formats_take_the_text_as_it_is() -> None:
    assert get("hermes").reply("Hi") == "Hi"


def test_llama3_json_target_writes_the_call_alone() -> None:
    fmt = get("llama3_json")
    turn = Turn(calls=(Call("f", "{}"),), before="Sure", after="done")
    assert fmt.render(fmt.as_deployed(turn, "vllm:llama3_json")).text == (
        '{"name": "f", "parameters": {}}')
    assert fmt.as_deployed(turn, "vllm:llama4_json") == turn
