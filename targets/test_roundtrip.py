"""roundtrip: parse(render(message)) equals the message, strict JSON, modulo declared traits."""

from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.turns import renderings
from targets import properties
from targets.verdict import judge


@given(data=st.data())
def test_roundtrip(spec, worker, data):
    fmt = get_format(spec.format)
    turn, rendering = data.draw(renderings(fmt), label="rendering")
    tools = list(turn.tools)
    result = properties.roundtrip(worker, fmt.traits + spec.traits, rendering.text, tools,
                                  rendering.expected)
    judge(spec, "roundtrip", result, rendering.text, tools, [], worker.info.get("version", ""))
