"""The Kimi K2 renderer writes what Kimi-K2-Thinking's chat template writes after
`<|im_assistant|>assistant<|im_middle|>`, up to `<|tool_calls_section_end|>`; its `k2-instruct`
dialect what Kimi-K2-Instruct's template writes there (no think block)."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

K2 = get("kimi_k2")


def test_thinking_content_and_two_calls():
    turn = Turn(reasoning="Need the weather.", before="Checking.",
                calls=(Call.of("get_weather", {"city": "Tokyo"}), Call.of("get_time", {})))
    r = K2.render(turn)
    assert r.text == (
        "<think>Need the weather.</think>Checking.<|tool_calls_section_begin|>"
        '<|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Tokyo"}'
        "<|tool_call_end|><|tool_call_begin|>functions.get_time:1<|tool_call_argument_begin|>{}"
        "<|tool_call_end|><|tool_calls_section_end|>")
    assert (r.expected.reasoning, r.expected.content) == ("Need the weather.", "Checking.")


def test_no_reasoning_is_an_empty_think_block():
    r = K2.render(Turn(calls=(Call.of("f", {"a": [1, 2.5]}),)))
    assert r.text == ("<think></think><|tool_calls_section_begin|><|tool_call_begin|>functions.f:0"
                      '<|tool_call_argument_begin|>{"a": [1, 2.5]}<|tool_call_end|>'
                      "<|tool_calls_section_end|>")
    assert r.expected.reasoning is None and r.expected.content is None


def test_limits():
    assert all(m.special for m in K2.markers)
    assert not K2.can_express(Turn(calls=(Call.of("a:b", {}),)))
    assert not K2.can_express(Turn(calls=(Call.of("f", {"x": "</think>"}),)))
    assert not K2.can_express(Turn(calls=(Call.of("f", {}),), after="more"))


CALL = re.compile(r"<\|tool_call_begin\|>functions\.(.*?):(\d+)<\|tool_call_argument_begin\|>"
                  r"(.*?)<\|tool_call_end\|>", re.S)


@given(turns(K2).filter(K2.can_express))
def test_rendering_is_well_formed(turn):
    text = K2.render(turn).text
    think = "" if turn.variant == "k2-instruct" else f"<think>{turn.reasoning or ''}</think>"
    assert text.startswith(f"{think}{turn.before or ''}<|tool_calls_section_begin|>")
    section = text.split("<|tool_calls_section_begin|>", 1)[1]
    assert section.endswith("<|tool_calls_section_end|>")
    got = [(m[1], int(m[2]), json.loads(m[3])) for m in CALL.finditer(section)]
    assert got == [(c.name, i, json.loads(c.arguments)) for i, c in enumerate(turn.calls)]


def test_k2_instruct_dialect_writes_no_think_block():
    """Kimi-K2-Instruct's template: the content, then the tool section; no `<think>`, and its
    generation prompt `<|im_assistant|>assistant<|im_middle|>` pre-fills nothing."""
    turn = Turn(before="Let me check.", variant="k2-instruct",
                calls=(Call.of("get_weather", {"city": "Beijing"}), Call.of("get_time", {})))
    r = K2.render(turn)
    assert r.text == (
        "Let me check.<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0"
        '<|tool_call_argument_begin|>{"city": "Beijing"}<|tool_call_end|><|tool_call_begin|>'
        "functions.get_time:1<|tool_call_argument_begin|>{}<|tool_call_end|>"
        "<|tool_calls_section_end|>")
    assert (r.expected.content, r.expected.reasoning) == ("Let me check.", None)
    alone = K2.render(Turn(calls=(Call.of("f", {}),), variant="k2-instruct"))
    assert alone.text.startswith("<|tool_calls_section_begin|>") and alone.expected.content is None


def test_k2_instruct_has_no_reasoning_and_vllm_reads_the_thinking_layout():
    assert [d.variant for d in K2.dialects] == ["", "k2-instruct"]
    assert "Kimi-K2-Instruct" in K2.dialects[1].source
    thinking = Turn(calls=(Call.of("f", {}),), reasoning="hm", variant="k2-instruct")
    assert not K2.can_express(thinking)
    # vllm:kimi_k2 is deployed with the thinking reasoning parser (trait k2-thinking-deployment)
    assert K2.as_deployed(thinking, "vllm:kimi_k2").variant == ""
    assert K2.can_express(K2.as_deployed(thinking, "vllm:kimi_k2"))
    assert K2.as_deployed(thinking, "sglang:kimi_k2").variant == "k2-instruct"
