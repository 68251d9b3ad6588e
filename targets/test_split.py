"""split: every chunking streams to the same message, and it equals the non-streamed parse."""

from hypothesis import given, strategies as st

from strategies.calls import tools_for
from strategies.formats import get as get_format
from strategies.renderings import renderings
from strategies.streams import chunkings_for
from targets import properties
from targets.verdict import judge


@given(data=st.data())
def test_split(spec, worker, data):
    fmt = get_format(spec.format)
    rendering = data.draw(renderings(fmt), label="rendering")
    tools = tools_for(rendering.expected.calls)
    chunkings = data.draw(chunkings_for(rendering.text, fmt), label="chunkings")
    result = properties.split(worker, rendering.text, tools, chunkings)
    judge(spec, "split", result, rendering.text, tools, chunkings, worker.info.get("version", ""))
