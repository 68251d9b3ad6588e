"""split: every chunking streams to the same message, and it equals the non-streamed parse."""

from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.turns import renderings
from strategies.streams import chunkings_for
from targets import properties
from targets.verdict import judge


@given(data=st.data())
def test_split(spec, worker, data):
    fmt = get_format(spec.format)
    turn, rendering = data.draw(renderings(fmt), label="rendering")
    tools = list(turn.tools)
    chunkings = data.draw(chunkings_for(rendering.text, fmt), label="chunkings")
    result = properties.split(worker, rendering.text, tools, chunkings)
    judge(spec, "split", result, rendering.text, tools, chunkings, worker.info.get("version", ""))
