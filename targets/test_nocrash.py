"""nocrash and malformed, judged on the same text.

- nocrash: any text, whole or streamed, is answered without exception, hang or crash;
- malformed: whatever comes out of it has calls whose arguments are JSON objects.

Texts: soups of syntax, marker floods, unclosed tags, near misses, and valid renderings cut
at every position."""

from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from targets.examples import crash_examples
from targets.properties import ANY_TOOL as TOOLS, malformed_of, nocrash_of
from targets.budgets import budgeted
from targets.verdict import enforce, judge


def test_nocrash(spec, worker, judged, request):
    fmt = get_format(spec.format)
    texts = crash_examples(spec)
    version = worker.info.get("version", "")

    @given(data=st.data())
    def nocrash(data):
        text = data.draw(texts, label="text")
        chunkings = data.draw(chunkings_for(text, fmt), label="chunkings") if spec.streams else []
        parsed, streamed = worker.parse(text, TOOLS), worker.stream(chunkings, TOOLS)
        enforce(
            judge(spec, "nocrash", nocrash_of(parsed, streamed, spec.errors), text, TOOLS, chunkings,
                  version) if "nocrash" in judged else None,
            judge(spec, "malformed", malformed_of(parsed, streamed, chunkings), text, TOOLS,
                  chunkings, version) if "malformed" in judged else None,
        )

    budgeted(nocrash, "test_nocrash", spec.id, request.node.nodeid)()
