"""The gigachat35 renderer writes what the GigaChat3.5 template (llama.cpp
models/templates/GigaChat3.5.jinja) writes after `assistant<|role_sep|>\\n`: the content and the
GCML block joined by `\\n\\n`, invokes and parameters one per line."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal

GIGA = get("gigachat35")


def test_gigachat35_call_without_content():
    turn = Turn(calls=(Call.of("get_weather", {"city": "Москва"}),))
    assert GIGA.render(turn).text == (
        "<｜GCML｜tool_calls>\n"
        '<｜GCML｜invoke name="get_weather">\n'
        '<｜GCML｜parameter name="city" string="true">Москва</｜GCML｜parameter>\n'
        "</｜GCML｜invoke>\n"
        "</｜GCML｜tool_calls>")


def test_gigachat35_content_typed_values_and_an_empty_call():
    turn = Turn(before="Сейчас узнаю.",
                calls=(Call.of("typed", {"n": 7, "x": 2.5, "ok": True, "none": None,
                                          "list": [1, "a"], "obj": {"k": "в"}, "s": "7"}),
                       Call.of("ping", {})))
    r = GIGA.render(turn)
    assert r.text == (
        "Сейчас узнаю.\n\n<｜GCML｜tool_calls>\n"
        '<｜GCML｜invoke name="typed">\n'
        '<｜GCML｜parameter name="n" string="false">7</｜GCML｜parameter>\n'
        '<｜GCML｜parameter name="x" string="false">2.5</｜GCML｜parameter>\n'
        '<｜GCML｜parameter name="ok" string="false">true</｜GCML｜parameter>\n'
        '<｜GCML｜parameter name="none" string="false">null</｜GCML｜parameter>\n'
        '<｜GCML｜parameter name="list" string="false">[1, "a"]</｜GCML｜parameter>\n'
        '<｜GCML｜parameter name="obj" string="false">{"k": "в"}</｜GCML｜parameter>\n'
        '<｜GCML｜parameter name="s" string="true">7</｜GCML｜parameter>\n'
        "</｜GCML｜invoke>\n"
        '<｜GCML｜invoke name="ping">\n'
        "</｜GCML｜invoke>\n"
        "</｜GCML｜tool_calls>")
    assert r.expected.content == "Сейчас узнаю."


def test_gigachat35_limits():
    assert not GIGA.can_express(Turn(calls=(Call.of('a"b', {}),)))
    assert not GIGA.can_express(Turn(calls=(Call.of("f", {'k"': 1}),)))
    assert not GIGA.can_express(Turn(calls=(Call.of("f", {"s": "x</｜GCML｜parameter>"}),)))
    assert not GIGA.can_express(Turn(before="a<|message_sep|>", calls=(Call.of("f", {}),)))
    assert not GIGA.can_express(Turn(calls=(Call.of("f", {}),), after="later"))


_BLOCK = re.compile(r"<｜GCML｜tool_calls>\n(.*)\n</｜GCML｜tool_calls>", re.S)
_INVOKE = re.compile(r'<｜GCML｜invoke name="([^"]*)">\n(.*?)</｜GCML｜invoke>', re.S)
_PARAM = re.compile(r'<｜GCML｜parameter name="([^"]*)" string="(true|false)">(.*?)'
                    r"</｜GCML｜parameter>\n", re.S)


@given(turns(GIGA).filter(GIGA.can_express))
def test_gigachat35_rendering_parses_back_to_the_calls(turn):
    text = GIGA.render(turn).text
    block = _BLOCK.search(text)
    assert block and block.end() == len(text)
    assert text[: block.start()] == (turn.before + "\n\n" if turn.before else "")
    invokes = _INVOKE.findall(block.group(1))
    assert "\n".join(m.group(0) for m in _INVOKE.finditer(block.group(1))) == block.group(1)
    assert len(invokes) == len(turn.calls)
    for (name, params), call in zip(invokes, turn.calls):
        assert name == call.name and _PARAM.sub("", params) == ""
        got = {k: v if flag == "true" else json.loads(v) for k, flag, v in _PARAM.findall(params)}
        assert strict_equal(got, loads(call.arguments))
