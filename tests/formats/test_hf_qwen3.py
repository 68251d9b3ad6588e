"""The hf_qwen3 renderer writes what Qwen3's chat template writes after the generation prompt
`<|im_start|>assistant\\n`: in thinking mode `<think>\\n` + reasoning + `\\n</think>\\n\\n`, then
the content, then per call `\\n` (not before the first call when there is no content),
`<tool_call>\\n{"name": "NAME", "arguments": ARGS}\\n</tool_call>`.  Its response template is
the one transformers ships for the qwen2/qwen3 model types.
"""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats.hf_qwen3 import RESPONSE_TEMPLATE
from strategies.turns import turns
from targets.canonical import Call, loads

HF = get("hf_qwen3")


def test_single_call_without_content():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Paris"}),))
    r = HF.render(turn)
    assert r.text == ('<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n'
                      "</tool_call>")
    assert r.expected.content is None and r.expected.reasoning is None


def test_reasoning_content_and_parallel_calls():
    turn = Turn(reasoning="The user wants weather.", before="Checking both.",
                calls=(Call.of("get_weather", {"city": "Paris"}), Call.of("ping", {})))
    r = HF.render(turn)
    assert r.text == (
        "<think>\nThe user wants weather.\n</think>\n\nChecking both.\n"
        '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>\n'
        '<tool_call>\n{"name": "ping", "arguments": {}}\n</tool_call>')
    assert r.expected.content == "Checking both."
    assert r.expected.reasoning == "The user wants weather."
    assert r.expected.calls == turn.calls


def test_empty_reasoning_is_an_empty_think_block():
    r = HF.render(Turn(reasoning="", calls=(Call.of("f", {}),)))
    assert r.text == '<think>\n\n</think>\n\n<tool_call>\n{"name": "f", "arguments": {}}\n</tool_call>'
    assert r.expected.reasoning is None


def test_limits():
    ok = Call.of("f", {"a": 1})
    assert HF.can_express(Turn(calls=(ok,), before="Sure."))
    assert not HF.can_express(Turn(calls=(ok,), before="Sure. "))
    assert not HF.can_express(Turn(calls=(ok,), reasoning="\nhm"))
    assert not HF.can_express(Turn(calls=(ok,), after="bye"))
    assert not HF.can_express(Turn(calls=(Call.of('a"b', {}),)))
    assert not HF.can_express(Turn(calls=(Call.of("f", {"x": "<tool_call>"}),)))
    assert not HF.can_express(Turn(calls=(ok,), before="a<|eot_id|>b"))


def test_template_is_the_qwen_response_template():
    assert RESPONSE_TEMPLATE["start_anchor"] == "<|im_start|>assistant\n"
    fields = RESPONSE_TEMPLATE["fields"]
    assert (fields["thinking"]["open"], fields["thinking"]["close"]) == ("<think>", "</think>")
    assert fields["tool_calls"]["open_pattern"] == r"\s*<tool_call>"
    assert fields["tool_calls"]["content"] == "json"
    json.dumps(RESPONSE_TEMPLATE)  # travels to the worker as JSON


_CALL = re.compile(r"<tool_call>\n(.*?)\n</tool_call>", re.S)


@given(turns(HF).filter(HF.can_express))
def test_rendering_is_well_formed(turn):
    r = HF.render(turn)
    text = r.text
    if turn.reasoning is not None:
        head = f"<think>\n{turn.reasoning}\n</think>\n\n"
        assert text.startswith(head)
        text = text[len(head):]
    content, _, rest = text.partition("<tool_call>")
    assert content == (turn.before + "\n" if turn.before else "")
    bodies = _CALL.findall("<tool_call>" + rest)
    assert "\n".join(f"<tool_call>\n{b}\n</tool_call>" for b in bodies) == "<tool_call>" + rest
    assert len(bodies) == len(turn.calls)
    for body, call in zip(bodies, r.expected.calls):
        data = json.loads(body)
        assert list(data) == ["name", "arguments"]
        assert data["name"] == call.name
        assert data["arguments"] == loads(call.arguments)
