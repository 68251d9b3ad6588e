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


def test_glm45_content_and_two_calls():
    turn = Turn(before="Let me look.",
                calls=(Call.of("get_weather", {"city": "北京", "days": 2}),
                       Call.of("get_weather", {"hourly": True, "extra": None})),
                tools=(TOOL,))
    assert GLM45.render(turn).text == (
        "\nLet me look.\n<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>北京</arg_value>\n"
        "<arg_key>days</arg_key>\n<arg_value>2</arg_value>\n</tool_call>\n<tool_call>get_weather\n"
        "<arg_key>hourly</arg_key>\n<arg_value>true</arg_value>\n<arg_key>extra</arg_key>\n"
        "<arg_value>null</arg_value>\n</tool_call>")


def test_glm45_call_without_arguments_or_content():
    assert GLM45.render(Turn(calls=(Call.of("ping", {}),))).text == "\n<tool_call>ping\n</tool_call>"


def test_limits():
    for fmt in (GLM45,):
        assert not fmt.can_express(Turn(calls=(Call.of("get_weather", {"city": "a</arg_value>"}),),
                                        tools=(TOOL,)))
        assert not fmt.can_express(Turn(calls=(Call.of("get_weather", {"city": "2"}),),
                                        tools=(Tool("get_weather", "", {"type": "object", "properties": {
                                            "city": {"type": ["string", "integer"]}}}),)))
        assert not fmt.can_express(Turn(calls=(Call.of("get_weather", {}),), before=" x",
                                        tools=(TOOL,)))


_ARG = re.compile(r"<arg_key>(.*?)</arg_key>\n?<arg_value>(.*?)</arg_value>\n?", re.S)


@given(turns(GLM45).filter(GLM45.can_express))
def test_rendering_parses_back_to_the_calls(turn):
    fmt = GLM45
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


def test_glm45_thinking_dialect_opens_with_the_think_block():
    """Thinking on (the template's default: the prompt ends `<|assistant|>`), the model writes
    `\\n<think>` + the reasoning + `</think>`, then what thinking off writes."""
    turn = Turn(before="Let me look.", reasoning="The user wants Paris.",
                calls=(Call.of("get_weather", {"city": "Paris"}),), tools=(TOOL,),
                variant="thinking")
    r = GLM45.render(turn)
    assert r.text == ("\n<think>The user wants Paris.</think>\nLet me look.\n<tool_call>get_weather\n"
                      "<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n</tool_call>")
    assert r.expected.reasoning == "The user wants Paris." and r.expected.content == "Let me look."
    quiet = GLM45.render(Turn(calls=(Call.of("ping", {}),), variant="thinking"))
    assert quiet.text == "\n<think></think>\n<tool_call>ping\n</tool_call>"
    assert quiet.expected.reasoning is None
    assert GLM45.reply("Hi.") == "\n<think></think>\nHi."
    assert GLM45.reply("") == "\n<think></think>"


def test_glm45_reasoning_limits():
    call = (Call.of("ping", {}),)
    assert not GLM45.can_express(Turn(calls=call, reasoning="r"))  # thinking off: no block
    assert not GLM45.can_express(Turn(calls=call, reasoning=" r\n", variant="thinking"))
    assert not GLM45.can_express(Turn(calls=call, reasoning="a</think>b", variant="thinking"))
    assert not GLM45.can_express(Turn(calls=call, before="<think>", variant="thinking"))
    assert GLM45.can_express(Turn(calls=call, reasoning="r", variant="thinking"))
