"""Off-template variants: shapes models write although their template never does (text after
calls, markers as data, unoffered tools, number spellings, brackets in prose, wide names,
many keys), each judged by its stated oracle.

The examples and their oracles: strategies/offtemplate.py and targets/offtemplate.py.  Each
example is of one variant, and the variant is the property it is judged as, so the report
shows off-template results apart from the template-faithful ones (targets/test_rendered.py
and the others, whose draws this module does not touch).

The variants run on the targets in VERIFIED (targets/verified.py): those whose off-template
findings under the ci profile have been judged against the library's code and recorded
(targets/expectations/).  Every other target is skipped with that reason until it is checked
the same way (`--offtemplate-all` runs them all, for that check).
"""

import pytest
from hypothesis import event, given, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from targets import selection, verified
from targets.examples import offtemplate_examples_for
from targets.offtemplate import judge_offtemplate
from targets.registry import TargetSpec
from targets.verdict import enforce, judge
from targets.workers import worker_for

#: Targets whose off-template findings have been judged and recorded (targets/verified.py).
VERIFIED = verified.OFFTEMPLATE
#: Each target's off-template examples, built once per session.
EXAMPLES: dict = {}


@pytest.mark.parametrize("target", selection.verified_params(
    "test_offtemplate", VERIFIED, "--offtemplate-all", "the off-template variants are"))
@given(data=st.data())
def test_offtemplate(target: TargetSpec, data: st.DataObject) -> None:
    spec, judged = target, selection.judged("test_offtemplate", target)
    fmt = get_format(spec.format)
    worker = worker_for(spec)
    version = worker.info.get("version", "")
    if spec.id not in EXAMPLES:
        EXAMPLES[spec.id] = offtemplate_examples_for(spec)
    example = data.draw(EXAMPLES[spec.id], label="off-template example")
    event(f"variant: {example.variant} ({example.oracle})")
    if example.variant not in judged:
        return
    text, tools = example.text, list(example.tools)
    chunkings = data.draw(chunkings_for(text, fmt), label="chunkings") if spec.streams else []
    result = judge_offtemplate(example.to_json(), text, worker.parse(text, tools),
                               worker.stream(chunkings, tools), chunkings,
                               fmt.traits + spec.traits, fmt.schema_typed, spec.errors)
    enforce(judge(spec, example.variant, result, text, tools, chunkings, version))
