"""roundtrip, split and protocol, judged on the same rendered turn.

One generated turn is rendered exactly as the model writes it, parsed whole once and streamed
once per chunking (whole, one token per delta, two-delta splits, random groupings); then

- roundtrip: the whole parse equals the turn, strict JSON, modulo declared traits;
- split: every stream reconstructs to that same parse;
- protocol: every stream obeys the OpenAI delta contract.

Sharing the example makes the three cost one generation and one round of parsing.  Each
property fails with its own exception type, so Hypothesis shrinks each failure separately.
The example count is the target's (targets/budgets.py, set per item by targets/conftest.py).
"""

import pytest
from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from targets import selection
from targets.workers import worker_for
from targets.examples import rendered_examples
from targets.properties import protocol_of, roundtrip_of, split_of
from targets.registry import TargetSpec
from targets.verdict import enforce, judge, observe

#: Each target's rendered examples, built once per session.
EXAMPLES: dict = {}


@pytest.mark.parametrize("target", selection.params("calls", "test_rendered"))
@given(data=st.data())
def test_rendered(target: TargetSpec, data: st.DataObject) -> None:
    spec, judged = target, selection.judged("test_rendered", target)
    fmt = get_format(spec.format)
    traits = fmt.traits + spec.traits
    worker = worker_for(spec)
    version = worker.info.get("version", "")
    if spec.id not in EXAMPLES:
        EXAMPLES[spec.id] = rendered_examples(spec)
    turn, rendering = data.draw(EXAMPLES[spec.id], label="rendering")
    text, tools = rendering.text, list(turn.tools)
    chunkings = data.draw(chunkings_for(text, fmt), label="chunkings") if spec.streams else []
    parsed = worker.parse(text, tools)
    streamed = worker.stream(chunkings, tools) if {"split", "protocol"} & judged else None
    observe(text, parsed, streamed)
    enforce(
        judge(spec, "roundtrip", roundtrip_of(parsed, traits, rendering.expected),
              text, tools, [], version) if "roundtrip" in judged else None,
        judge(spec, "split", split_of(parsed, streamed, chunkings), text, tools, chunkings,
              version) if "split" in judged else None,
        judge(spec, "protocol", protocol_of(streamed, chunkings), text, tools, chunkings,
              version) if "protocol" in judged else None,
    )
