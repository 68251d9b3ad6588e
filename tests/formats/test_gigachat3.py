"""The gigachat3 renderer writes what the GigaChat3-10B-A1.8B template writes after
`assistant<|role_sep|>\\n`: content, `<|message_sep|>\\n\\n`, `function call<|role_sep|>\\n`, JSON."""

import json

from hypothesis import given

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call

GIGA = get("gigachat3")


def test_gigachat3_call_without_content():
    turn = Turn(calls=(Call.of("manage_user_memory", {"action": "create", "id": "preferences"}),))
    assert GIGA.render(turn).text == (
        '<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "manage_user_memory", '
        '"arguments": {"action": "create", "id": "preferences"}}')


def test_gigachat3_content_then_call():
    rendering = GIGA.render(Turn(before="Сейчас узнаю.", calls=(Call.of("weather", {"city": "Москва"}),)))
    assert rendering.text == ('Сейчас узнаю.<|message_sep|>\n\nfunction call<|role_sep|>\n'
                              '{"name": "weather", "arguments": {"city": "Москва"}}')
    assert rendering.expected.content == "Сейчас узнаю."


def test_gigachat3_writes_one_call_only():
    assert not GIGA.can_express(Turn(calls=(Call.of("a", {}), Call.of("b", {}))))


@given(turns(GIGA).filter(GIGA.can_express))
def test_gigachat3_rendering_ends_in_the_call_json(turn):
    text = GIGA.render(turn).text
    head, body = text.split("function call<|role_sep|>\n")
    assert head == (turn.before or "") + "<|message_sep|>\n\n"
    obj = json.loads(body)
    assert obj == {"name": turn.calls[0].name, "arguments": json.loads(turn.calls[0].arguments)}
