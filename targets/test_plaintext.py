"""plaintext: a reply with no call, near-miss markers included, gives no call and exactly its
text as the content, whole and streamed (the reply as the format's template leaves it to the
model: targets/examples.py plain_examples)."""

import pytest
from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from targets import selection
from targets.workers import worker_for
from targets.examples import PLAIN_TOOLS as TOOLS, plain_examples
from targets.properties import plaintext_of
from targets.registry import TargetSpec
from targets.verdict import enforce, judge, observe

#: Each target's texts, built once per session.
TEXTS: dict = {}


@pytest.mark.parametrize("target", selection.params("calls", "test_plaintext"))
@given(data=st.data())
def test_plaintext(target: TargetSpec, data: st.DataObject) -> None:
    spec = target
    fmt = get_format(spec.format)
    worker = worker_for(spec)
    version = worker.info.get("version", "")
    if spec.id not in TEXTS:
        TEXTS[spec.id] = plain_examples(spec)
    text, content = data.draw(TEXTS[spec.id], label="text")
    chunkings = data.draw(chunkings_for(text, fmt), label="chunkings") if spec.streams else []
    parsed, streamed = worker.parse(text, TOOLS), worker.stream(chunkings, TOOLS)
    observe(text, parsed, streamed)
    enforce(judge(spec, "plaintext", plaintext_of(text, parsed, streamed, chunkings, content),
                  text,
                  TOOLS, chunkings, version))
