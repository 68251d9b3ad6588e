"""The muse renderer writes the ATEM tool message Muse Glimmer's template writes after the
prompt `<|start|>assistant`: ` to=NAME<|message|>` and the `<atem:function_calls>` block."""

import json
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call, loads, strict_equal

MUSE = get("muse")


def test_template_example():
    r = MUSE.render(Turn(calls=(Call.of("get_weather", {"city": "Paris"}),)))
    assert r.text == (' to=get_weather<|message|><atem:function_calls>\n'
                      '<atem:invoke name="get_weather">\n'
                      '<atem:parameter name="city">Paris</atem:parameter>\n'
                      '</atem:invoke>\n</atem:function_calls>')


def test_non_strings_are_json():
    r = MUSE.render(Turn(calls=(Call.of("weather.get", {"days": 3, "detailed": True, "opts": {"a": None}}),)))
    assert ('<atem:parameter name="days">3</atem:parameter>\n'
            '<atem:parameter name="detailed">true</atem:parameter>\n'
            '<atem:parameter name="opts">{"a": null}</atem:parameter>\n') in r.text
    assert r.text.startswith(" to=weather.get<|message|>")


def test_limits():
    assert not MUSE.can_express(Turn(calls=(Call.of("f", {"x": "3"}),)))
    assert not MUSE.can_express(Turn(calls=(Call.of("user", {}),)))
    assert not MUSE.can_express(Turn(calls=(Call.of("f", {}), Call.of("g", {}))))
    assert not MUSE.can_express(Turn(calls=(Call.of("f", {}),), before="Hi"))


_PARAM = re.compile(r'<atem:parameter name="([^"]+)">(.*?)</atem:parameter>\n', re.S)


@given(turns(MUSE).filter(MUSE.can_express))
def test_rendering_reads_back_with_the_response_schema(turn):
    text = MUSE.render(turn).text
    call = turn.calls[0]
    head = f' to={call.name}<|message|><atem:function_calls>\n<atem:invoke name="{call.name}">\n'
    tail = "</atem:invoke>\n</atem:function_calls>"
    assert text.startswith(head) and text.endswith(tail)
    body = text[len(head):-len(tail)]
    assert _PARAM.sub("", body) == ""

    def read(raw):
        try:
            return json.loads(raw)
        except ValueError:
            return raw

    assert strict_equal({k: read(v) for k, v in _PARAM.findall(body)}, loads(call.arguments))
