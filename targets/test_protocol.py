"""protocol: each stream obeys the OpenAI delta contract (indexes, id and name once, first;
arguments concatenate to valid JSON)."""

from hypothesis import given, strategies as st

from strategies.calls import tools_for
from strategies.formats import get as get_format
from strategies.renderings import renderings
from strategies.streams import chunkings_for
from targets import properties
from targets.verdict import judge


@given(data=st.data())
def test_protocol(spec, worker, data):
    fmt = get_format(spec.format)
    rendering = data.draw(renderings(fmt), label="rendering")
    tools = tools_for(rendering.expected.calls)
    chunkings = data.draw(chunkings_for(rendering.text, fmt), label="chunkings")
    result = properties.protocol(worker, rendering.text, tools, chunkings)
    judge(spec, "protocol", result, rendering.text, tools, chunkings,
          worker.info.get("version", ""))
