"""The DSML renderers (DeepSeek V3.2, V4, V4.1) write what DeepSeek's reference encoders
(encoding_dsv32.py / encoding_dsv4.py / encoding_dsv41.py) write for an assistant message,
after the generation prompt (`<｜Assistant｜></think>` for V3.2 in chat mode, `<｜Assistant｜><think>`
for V4 and V4.1 in thinking mode)."""

import json
import re

import pytest
from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

V32, V4, V41 = get("deepseek_v32"), get("deepseek_v4"), get("deepseek_v41")
TURN = Turn(before="On it.", reasoning="plan",
            calls=(Call.of("get_weather", {"location": "杭州", "count": 5, "opts": {"a": None}}),
                   Call.of("ping", {})))


def test_v32_chat_mode():
    assert V32.render(Turn(before="On it.", calls=TURN.calls)).text == (
        "On it.\n\n<｜DSML｜function_calls>\n"
        '<｜DSML｜invoke name="get_weather">\n'
        '<｜DSML｜parameter name="location" string="true">杭州</｜DSML｜parameter>\n'
        '<｜DSML｜parameter name="count" string="false">5</｜DSML｜parameter>\n'
        '<｜DSML｜parameter name="opts" string="false">{"a": null}</｜DSML｜parameter>\n'
        "</｜DSML｜invoke>\n"
        '<｜DSML｜invoke name="ping">\n\n</｜DSML｜invoke>\n'
        "</｜DSML｜function_calls>")


def test_v4_thinking_mode():
    r = V4.render(Turn(reasoning="plan", calls=(Call.of("f", {"s": "a b"}),)))
    assert r.text == ("plan</think>\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"f\">\n"
                      '<｜DSML｜parameter name="s" string="true">a b</｜DSML｜parameter>\n'
                      "</｜DSML｜invoke>\n</｜DSML｜tool_calls>")
    assert (r.expected.reasoning, r.expected.content) == ("plan", None)


def test_v41_spaced_tags():
    assert V41.render(Turn(before="x", calls=(Call.of("f", {"n": -0.0}),))).text == (
        "</think>x\n\n<｜DSML｜ calls>\n<｜DSML｜ invoke name=\"f\">\n"
        '<｜DSML｜ parameter name="n" string="false">-0.0</｜DSML｜ parameter>\n'
        "</｜DSML｜ invoke>\n</｜DSML｜ calls>")


def test_v4_self_closing_zero_argument_call():
    """Dialect `self-closing` (sglang#23915): DeepSeek-V4 writes a parameterless call as one
    self-closing invoke; calls with arguments keep the encoder's layout."""
    turn = Turn(reasoning="Done.", calls=(Call.of("submit", {}),), variant="self-closing")
    assert V4.render(turn).text == ("Done.</think>\n\n<｜DSML｜tool_calls>\n"
                                    '<｜DSML｜invoke name="submit"/>\n</｜DSML｜tool_calls>')
    mixed = Turn(before="Two.", calls=(Call.of("f", {"s": "a"}), Call.of("ping", {})),
                 variant="self-closing")
    r = V4.render(mixed)
    assert r.text == ("</think>Two.\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"f\">\n"
                      '<｜DSML｜parameter name="s" string="true">a</｜DSML｜parameter>\n'
                      "</｜DSML｜invoke>\n"
                      '<｜DSML｜invoke name="ping"/>\n</｜DSML｜tool_calls>')
    assert (r.expected.content, r.expected.calls) == ("Two.", mixed.calls)
    assert V4.dialect("self-closing").source.startswith("sglang#23915")


@pytest.mark.parametrize("fmt", [V32, V4, V41], ids=lambda f: f.name)
def test_limits(fmt):
    assert [m.text for m in fmt.markers if m.special] == ["｜DSML｜"]
    assert not fmt.can_express(Turn(calls=(Call.of("f", {'a"b': 1}),)))
    assert not fmt.can_express(Turn(calls=(Call.of("f", {"a": "x｜DSML｜y"}),)))
    assert not fmt.can_express(Turn(calls=(Call.of("f", {}),), after="later"))


def _read(fmt, block, invoke, param, text):
    calls = []
    body = text.split(f"\n\n<｜DSML｜{block}>\n", 1)[1]
    assert body.endswith(f"\n</｜DSML｜{block}>")
    for m in re.finditer(rf'<｜DSML｜{invoke} name="([^"]*)"(?:/>|>\n(.*?)\n</｜DSML｜{invoke}>)',
                         body, re.S):
        args = {}
        for p in re.finditer(rf'<｜DSML｜{param} name="([^"]*)" string="(true|false)">(.*?)'
                             rf"</｜DSML｜{param}>", m[2] or "", re.S):
            args[p[1]] = p[3] if p[2] == "true" else json.loads(p[3])
        calls.append((m[1], args))
    return calls


@pytest.mark.parametrize("fmt,names", [(V32, ("function_calls", "invoke", "parameter")),
                                       (V4, ("tool_calls", "invoke", "parameter")),
                                       (V41, (" calls", " invoke", " parameter"))],
                         ids=["v32", "v4", "v41"])
@given(data=__import__("hypothesis").strategies.data())
def test_rendering_is_well_formed(fmt, names, data):
    turn = data.draw(turns(fmt).filter(fmt.can_express))
    text = fmt.render(turn).text
    if fmt.reasoning:
        assert text.startswith(f"{turn.reasoning or ''}</think>{turn.before or ''}\n\n")
    got = _read(fmt, *names, text)
    assert got == [(c.name, json.loads(c.arguments)) for c in turn.calls]
    self_closed = len(re.findall(rf'<｜DSML｜{names[1]} name="[^"]*"/>', text))
    assert self_closed == (sum(c.arguments == "{}" for c in turn.calls)
                           if turn.variant == "self-closing" else 0)
