"""nocrash and malformed, judged on the same text.

- nocrash: any text, whole or streamed, is answered without exception, hang or crash;
- malformed: whatever comes out of it has calls whose arguments are JSON objects.

Texts: soups of syntax, marker floods, unclosed tags, near misses, and valid renderings cut
at every position."""

import pytest
from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from targets import selection
from targets.workers import worker_for
from targets.examples import crash_examples
from targets.properties import ANY_TOOL as TOOLS, malformed_of, nocrash_of
from targets.registry import TargetSpec
from targets.verdict import enforce, judge, observe

#: Each target's texts, built once per session.
TEXTS: dict = {}


@pytest.mark.parametrize("target", selection.params("calls", "test_nocrash"))
@given(data=st.data())
def test_nocrash(target: TargetSpec, data: st.DataObject) -> None:
    spec, judged = target, selection.judged("test_nocrash", target)
    fmt = get_format(spec.format)
    worker = worker_for(spec)
    version = worker.info.get("version", "")
    if spec.id not in TEXTS:
        TEXTS[spec.id] = crash_examples(spec)
    text = data.draw(TEXTS[spec.id], label="text")
    chunkings = data.draw(chunkings_for(text, fmt), label="chunkings") if spec.streams else []
    parsed, streamed = worker.parse(text, TOOLS), worker.stream(chunkings, TOOLS)
    observe(text, parsed, streamed)
    enforce(
        judge(spec, "nocrash", nocrash_of(parsed, streamed, spec.errors), text, TOOLS, chunkings,
              version) if "nocrash" in judged else None,
        judge(spec, "malformed", malformed_of(parsed, streamed, chunkings), text, TOOLS,
              chunkings, version) if "malformed" in judged else None,
    )
