"""nocrash: any text, whole or streamed, is answered without exception, hang or crash."""

from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from strategies.text import soups
from targets import properties
from targets.canonical import Tool
from targets.verdict import judge

TOOLS = [Tool("f", "a tool", {"type": "object"})]


@given(data=st.data())
def test_nocrash(spec, worker, data):
    fmt = get_format(spec.format)
    text = data.draw(soups(fmt), label="text")
    chunkings = data.draw(chunkings_for(text, fmt), label="chunkings")
    result = properties.nocrash(worker, text, TOOLS, chunkings)
    judge(spec, "nocrash", result, text, TOOLS, chunkings, worker.info.get("version", ""))
