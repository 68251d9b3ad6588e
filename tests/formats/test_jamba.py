"""The jamba renderer writes the output shape of Jamba models seen in vLLM's parser tests."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

JAMBA = get("jamba")


def test_jamba_content_then_one_call():
    r = JAMBA.render(Turn(before="Sure! let me call the tool for you.",
                          calls=(Call.of("get_current_weather", {"city": "Dallas", "state": "TX"}),)))
    assert r.text == ("Sure! let me call the tool for you.<tool_calls>[\n"
                      '    {"name": "get_current_weather", "arguments": {"city": "Dallas", "state": "TX"}}\n'
                      "]</tool_calls>")
    assert r.expected.content == "Sure! let me call the tool for you."


def test_jamba_parallel_calls_one_per_line():
    r = JAMBA.render(Turn(calls=(Call.of("a", {}), Call.of("b", {"x": 1}))))
    assert r.text == ('<tool_calls>[\n    {"name": "a", "arguments": {}},\n'
                      '    {"name": "b", "arguments": {"x": 1}}\n]</tool_calls>')
    assert r.expected.content is None


@given(turns(JAMBA).filter(JAMBA.can_express))
def test_jamba_rendering_is_a_json_array_between_tags(turn):
    text = JAMBA.render(turn).text
    head, rest = text.split("<tool_calls>")
    assert head == (turn.before or "") and rest.endswith("</tool_calls>")
    got = json.loads(rest[: -len("</tool_calls>")])
    assert got == [{"name": c.name, "arguments": json.loads(c.arguments)} for c in turn.calls]
