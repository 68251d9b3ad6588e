"""nocrash: any text, whole or streamed, is answered without exception, hang or crash.

Texts: soups of syntax, marker floods, unclosed tags, near misses, and valid renderings cut
at every position."""

from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from strategies.text import adversarial_texts, truncations
from strategies.turns import renderings
from targets.canonical import Tool
from targets.properties import nocrash_of
from targets.budgets import budgeted
from targets.verdict import enforce, judge

TOOLS = [Tool("f", "a tool", {"type": "object"})]


def test_nocrash(spec, worker, judged, request):
    fmt = get_format(spec.format)
    rendered_texts = renderings(fmt).map(lambda tr: tr[1].text)
    texts = st.one_of(adversarial_texts(fmt), truncations(rendered_texts))
    version = worker.info.get("version", "")

    @given(data=st.data())
    def nocrash(data):
        text = data.draw(texts, label="text")
        chunkings = data.draw(chunkings_for(text, fmt), label="chunkings")
        result = nocrash_of(worker.parse(text, TOOLS), worker.stream(chunkings, TOOLS))
        enforce(judge(spec, "nocrash", result, text, TOOLS, chunkings, version))

    budgeted(nocrash, "test_nocrash", spec.id, request.node.nodeid)()
