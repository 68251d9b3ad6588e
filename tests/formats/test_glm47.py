"""The glm45 and glm47 renderers write what the GLM-4.5/4.6 and GLM-4.7 chat templates write
with thinking off (generation prompts `<|assistant|>\\n<think></think>` and
`<|assistant|></think>`): GLM-4.5 puts every tag on its own line, GLM-4.7 writes none."""

import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties, typed_value
from strategies.turns import turns
from targets.canonical import Call, Tool, loads, strict_equal

GLM45, GLM47 = get("glm45"), get("glm47")
TOOL = Tool("get_weather", "", {"type": "object", "properties": {
    "city": {"type": "string"}, "days": {"type": "integer"}, "hourly": {"type": "boolean"},
    "extra": {"type": ["object", "null"]}}})


def test_glm47_is_compact():
    turn = Turn(before="Sure.", calls=(Call.of("get_weather", {"city": "Paris", "extra": {"a": [1]}}),
                                       Call.of("ping", {})),
                tools=(TOOL, Tool("ping")))
    r = GLM47.render(turn)
    assert r.text == ('Sure.<tool_call>get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value>'
                      '<arg_key>extra</arg_key><arg_value>{"a": [1]}</arg_value></tool_call>'
                      '<tool_call>ping</tool_call>')
    assert r.expected.content == "Sure."


def test_limits():
    for fmt in (GLM47,):
        assert not fmt.can_express(Turn(calls=(Call.of("get_weather", {"city": "a</arg_value>"}),),
                                        tools=(TOOL,)))
        assert not fmt.can_express(Turn(calls=(Call.of("get_weather", {"city": "2"}),),
                                        tools=(Tool("get_weather", "", {"type": "object", "properties": {
                                            "city": {"type": ["string", "integer"]}}}),)))
        assert not fmt.can_express(Turn(calls=(Call.of("get_weather", {}),), before=" x",
                                        tools=(TOOL,)))


_ARG = re.compile(r"<arg_key>(.*?)</arg_key>\n?<arg_value>(.*?)</arg_value>\n?", re.S)


@given(turns(GLM47).filter(GLM47.can_express))
def test_rendering_parses_back_to_the_calls(turn):
    fmt = GLM47
    text = fmt.render(turn).text
    if turn.variant == "thinking":
        head, _, text = text.partition("</think>")
        assert head == ("\n<think>" if fmt is GLM45 else "") + (turn.reasoning or "")
    else:
        assert "<think>" not in text and "</think>" not in text
    lead = "\n" if fmt is GLM45 else ""
    head, _, rest = text.partition(lead + "<tool_call>")
    assert head == (lead + turn.before if turn.before else "")
    bodies = (lead + "<tool_call>" + rest).split(lead + "<tool_call>")[1:]
    assert len(bodies) == len(turn.calls)
    for body, call in zip(bodies, turn.calls):
        assert body.endswith("</tool_call>")
        name, sep, args = body[: -len("</tool_call>")].partition("\n" if fmt is GLM45 else "<arg_key>")
        args = (sep + args) if fmt is GLM47 else args
        assert name == call.name and _ARG.sub("", args) == ""
        props = tool_properties(turn, name)
        got = {k: typed_value(v, props.get(k, {}), "json") for k, v in _ARG.findall(args)}
        assert strict_equal(got, loads(call.arguments))


def test_glm47_thinking_dialect_closes_the_prefilled_think_block():
    """Thinking on (the template's default: the prompt ends `<|assistant|><think>`), the model
    writes the reasoning and `</think>`, then what thinking off writes."""
    turn = Turn(before="Sure.", reasoning="Paris, then.",
                calls=(Call.of("get_weather", {"city": "Paris"}),), tools=(TOOL,),
                variant="thinking")
    r = GLM47.render(turn)
    assert r.text == ("Paris, then.</think>Sure.<tool_call>get_weather<arg_key>city</arg_key>"
                      "<arg_value>Paris</arg_value></tool_call>")
    assert r.expected.reasoning == "Paris, then." and r.expected.content == "Sure."
    assert GLM47.render(Turn(calls=(Call.of("ping", {}),), variant="thinking")).text == (
        "</think><tool_call>ping</tool_call>")
    assert GLM47.reply("Hi.") == "</think>Hi."
    assert not GLM47.can_express(Turn(calls=(Call.of("ping", {}),), reasoning="r"))
    assert not GLM47.can_express(Turn(calls=(Call.of("ping", {}),), reasoning="r ",
                                      variant="thinking"))
