"""The minimax_m3 renderer writes MiniMax-M3's namespace-prefixed XML: every tag behind
`]<]minimax[>[`, one element per argument, nested mappings as child elements and sequences as
`<item>` elements (the layout of vLLM's minimax_m3 docstring example)."""

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats.minimax_m3 import NS, typed
from strategies.formats._common import tool_properties
from strategies.turns import turns
from targets.canonical import Call, Tool, loads, strict_equal

M3 = get("minimax_m3")
ORDER = Tool("create_order", "", {"type": "object", "properties": {
    "user_id": {"type": "integer"},
    "items": {"type": "array", "items": {"type": "object", "properties": {"sku": {"type": "string"}}}},
    "gift": {"type": "boolean"}, "note": {"type": ["string", "null"]}}})


def test_vllm_docstring_example():
    turn = Turn(calls=(Call.of("create_order", {"user_id": 42, "items": [{"sku": "book-001"}]}),),
                tools=(ORDER,))
    assert M3.render(turn).text == (
        f"{NS}<tool_call>\n{NS}<invoke name=\"create_order\">\n{NS}<user_id>42{NS}</user_id>\n"
        f"{NS}<items>\n{NS}<item>{NS}<sku>book-001{NS}</sku>{NS}</item>\n{NS}</items>\n"
        f"{NS}</invoke>\n{NS}</tool_call>")


def test_scalars_are_json_and_empty_containers_empty_elements():
    turn = Turn(before="Ordering.", calls=(Call.of("create_order", {"gift": True, "note": None,
                                                                   "items": []}),
                                           Call.of("create_order", {})), tools=(ORDER,))
    r = M3.render(turn)
    assert r.text == (
        f"Ordering.{NS}<tool_call>\n{NS}<invoke name=\"create_order\">\n{NS}<gift>true{NS}</gift>\n"
        f"{NS}<note>null{NS}</note>\n{NS}<items>{NS}</items>\n{NS}</invoke>\n"
        f"{NS}<invoke name=\"create_order\">\n{NS}</invoke>\n{NS}</tool_call>")
    assert r.expected.content == "Ordering."


def test_limits():
    assert not M3.can_express(Turn(calls=(Call.of("create_order", {"note": "null"}),), tools=(ORDER,)))
    untyped = Tool("f", "", {"type": "object", "properties": {"o": {"type": "object"}}})
    assert not M3.can_express(Turn(calls=(Call.of("f", {"o": {"n": 1}}),), tools=(untyped,)))
    assert M3.can_express(Turn(calls=(Call.of("f", {"o": {"n": "1"}}),), tools=(untyped,)))
    assert not M3.can_express(Turn(calls=(Call.of("f", {"o": {"a>b": "1"}}),), tools=(untyped,)))


@given(turns(M3).filter(M3.can_express))
def test_rendering_types_back_to_the_calls(turn):
    r = M3.render(turn)
    assert r.text.startswith((turn.before or "") + f"{NS}<tool_call>\n")
    assert r.text.endswith(f"{NS}</invoke>\n{NS}</tool_call>")
    assert r.text.count(f'{NS}<invoke name="') == len(turn.calls)
    for call in turn.calls:
        schema = {"type": "object", "properties": tool_properties(turn, call.name)}
        assert strict_equal(typed(loads(call.arguments), schema), loads(call.arguments))


def _elements(text):
    """Top-level (name, body) elements of an invoke body, skipping whitespace between them."""
    out, pos = [], 0
    while True:
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos == len(text):
            return out
        assert text.startswith(NS + "<", pos)
        name_end = text.index(">", pos + len(NS))
        name = text[pos + len(NS) + 1:name_end]
        depth, i = 1, name_end + 1
        while depth:
            j = text.index(NS, i)
            if text.startswith(f"{NS}</{name}>", j):
                depth -= 1
                i = j + len(f"{NS}</{name}>")
            elif text.startswith(f"{NS}<{name}>", j):
                depth += 1
                i = j + len(f"{NS}<{name}>")
            else:
                i = j + len(NS)
        out.append((name, text[name_end + 1:i - len(f"{NS}</{name}>")]))
        pos = i


@given(turns(M3).filter(M3.can_express))
def test_each_invoke_holds_one_element_per_argument_in_order(turn):
    body = M3.render(turn).text.split(f"{NS}<tool_call>\n", 1)[1]
    invokes = body.split(f'{NS}<invoke name="')[1:]
    for inv, call in zip(invokes, turn.calls):
        name, rest = inv.split('">\n', 1)
        assert name == call.name
        params = rest.split(f"{NS}</invoke>\n")[0]
        assert [n for n, _ in _elements(params)] == list(loads(call.arguments))
