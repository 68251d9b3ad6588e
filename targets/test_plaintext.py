"""plaintext: text with no call, near-miss markers included, gives no call and exactly the
text, whole and streamed."""

from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from targets.examples import PLAIN_TOOLS as TOOLS, plain_examples
from targets.properties import plaintext_of
from targets.budgets import budgeted
from targets.verdict import enforce, judge


def test_plaintext(spec, worker, judged, request):
    fmt = get_format(spec.format)
    texts = plain_examples(spec)
    version = worker.info.get("version", "")

    @given(data=st.data())
    def plaintext(data):
        text = data.draw(texts, label="text")
        chunkings = data.draw(chunkings_for(text, fmt), label="chunkings") if spec.streams else []
        result = plaintext_of(text, worker.parse(text, TOOLS), worker.stream(chunkings, TOOLS),
                              chunkings)
        enforce(judge(spec, "plaintext", result, text, TOOLS, chunkings, version))

    budgeted(plaintext, "test_plaintext", spec.id, request.node.nodeid)()
