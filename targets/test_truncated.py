"""truncated: a valid rendering cut after any token, as max_tokens stops a model mid-reply,
parsed whole and streamed.

The oracle (targets/properties.py `cut_violations`): every call completed before the cut comes
back intact and in order; after them only the turn's next calls, in order (a section the cut
leaves open may hold calls written whole), each intact but the last, which the cut may leave
unfinished: under its own name, with arguments that are a JSON object whole (streamed:
possibly the unfinished beginning of one, trait UNFINISHED_STREAM); no other call; and no
marker token the format writes as syntax in the content.  What a completed call is:
strategies/cuts.py.

The property runs on the targets in VERIFIED (targets/verified.py): those whose findings under
the ci profile have been judged against the library's code and recorded
(targets/expectations/).  Every other target is skipped with that reason until it is checked
the same way (`--truncated-all` runs them all, for that check).
"""

import pytest
from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from targets import selection, verified
from targets.examples import truncated_examples
from targets.properties import truncated_run
from targets.registry import TargetSpec
from targets.verdict import enforce, judge
from targets.workers import worker_for

#: Targets whose truncated findings have been judged and recorded (targets/verified.py).
VERIFIED = verified.TRUNCATED
#: Each target's cut renderings, built once per session.
EXAMPLES: dict = {}


@pytest.mark.parametrize("target", selection.verified_params(
    "test_truncated", VERIFIED, "--truncated-all", "truncated is"))
@given(data=st.data())
def test_truncated(target: TargetSpec, data: st.DataObject) -> None:
    spec = target
    fmt = get_format(spec.format)
    worker = worker_for(spec)
    version = worker.info.get("version", "")
    if spec.id not in EXAMPLES:
        EXAMPLES[spec.id] = truncated_examples(spec)
    turn, _, cut = data.draw(EXAMPLES[spec.id], label="cut rendering")
    tools = list(turn.tools)
    chunkings = data.draw(chunkings_for(cut.text, fmt), label="chunkings") if spec.streams else []
    result = truncated_run(worker, cut, tools, chunkings, spec.traits)
    enforce(judge(spec, "truncated", result, cut.text, tools, chunkings, version))
