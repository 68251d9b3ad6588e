"""roundtrip: parse(render(message)) equals the message, strict JSON, modulo declared traits."""

from hypothesis import given, strategies as st

from strategies.calls import tools_for
from strategies.formats import get as get_format
from strategies.renderings import renderings
from targets import properties
from targets.verdict import judge


@given(data=st.data())
def test_roundtrip(spec, worker, data):
    fmt = get_format(spec.format)
    rendering = data.draw(renderings(fmt), label="rendering")
    tools = tools_for(rendering.expected.calls)
    result = properties.roundtrip(worker, fmt.traits + spec.traits, rendering.text, tools,
                                  rendering.expected)
    judge(spec, "roundtrip", result, rendering.text, tools, [], worker.info.get("version", ""))
