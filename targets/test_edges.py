"""Value edges: a faithful turn with one string argument whose first or last characters are a
tag, a quote, an escape, a bracket or the format's own marker (strategies/edges.py), judged
as property `value-edges` by the off-template oracles (roundtrip where the format writes the
value as data, else consistency; targets/offtemplate.py).

A test of its own, not a variant drawn by targets/test_offtemplate.py, so that its examples
changed none of that test's ci draws.  It runs on the targets in EDGES (targets/verified.py),
whose value-edge findings under the ci profile have been judged and recorded; every other
target is skipped with that reason (`--edges-all` runs them all, for that check).
"""

import pytest
from hypothesis import event, given, strategies as st

from strategies.edges import EDGES
from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from targets import selection, verified
from targets.examples import edge_examples_for
from targets.offtemplate import judge_offtemplate
from targets.registry import TargetSpec
from targets.verdict import enforce, judge
from targets.workers import worker_for

#: Targets whose value-edge findings have been judged and recorded (targets/verified.py).
VERIFIED = verified.EDGES
#: Each target's examples, built once per session.
EXAMPLES: dict = {}


@pytest.mark.parametrize("target", selection.verified_params(
    "test_value_edges", VERIFIED, "--edges-all", "the value-edge examples are"))
@given(data=st.data())
def test_value_edges(target: TargetSpec, data: st.DataObject) -> None:
    spec = target
    if EDGES not in selection.judged("test_value_edges", spec):
        return
    fmt = get_format(spec.format)
    worker = worker_for(spec)
    version = worker.info.get("version", "")
    if spec.id not in EXAMPLES:
        EXAMPLES[spec.id] = edge_examples_for(spec)
    example = data.draw(EXAMPLES[spec.id], label="value-edge example")
    event(f"oracle: {example.oracle}")
    text, tools = example.text, list(example.tools)
    chunkings = data.draw(chunkings_for(text, fmt), label="chunkings") if spec.streams else []
    result = judge_offtemplate(example.to_json(), text, worker.parse(text, tools),
                               worker.stream(chunkings, tools), chunkings,
                               fmt.traits + spec.traits, fmt.schema_typed, spec.errors)
    enforce(judge(spec, EDGES, result, text, tools, chunkings, version))
