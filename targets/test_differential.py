"""differential: every implementation of a format reads one rendering the same way.

For each format that two or more selected targets parse (vLLM's and SGLang's parsers of one
model family, the harmony libraries, agent-tool-parser's two paths…), one generated turn is
rendered exactly as the model writes it and parsed whole by every one of them (except a target
whose deployment never writes that turn, Format.deployed: it sits the example out).  Each pair of
answers is then

- the same: equal, strict JSON, call ids aside;
- a declared difference: unequal, but each equals the generated turn modulo its own declared
  traits (vLLM reports blank content beside calls as null, SGLang keeps it: both by design);
- a divergence: at least one side disagrees with the generated ground truth.

Because the ground truth is known, a divergence always names the side that is wrong: it is that
side's roundtrip failure on this input.  It is judged as one (known roundtrip failures of that
target are counted, not failed) and a new one is written to corpus/ as a roundtrip case of the
side at fault, whose replay needs no other implementation.  The pairwise counts go to
reports/results/ for the report's agreement table (targets/agreement.py).
"""

from __future__ import annotations

import pytest
from hypothesis import event, given, strategies as st

from strategies.formats import get as get_format
from strategies.turns import renderings
from targets import agreement, selection
from targets.budgets import max_text
from targets.checks import compare_messages
from targets.properties import roundtrip_of
from targets.verdict import enforce, judge
from targets.workers import worker_for

#: Each format's renderings (no longer than any implementation's text limit), built once.
EXAMPLES: dict = {}


@pytest.mark.parametrize("differential_format", selection.format_params())
@given(data=st.data())
def test_differential(differential_format: str, data: st.DataObject) -> None:
    fmt = get_format(differential_format)
    specs = selection.present(selection.implementations()[differential_format])
    workers = {s.id: worker_for(s) for s in specs}
    if differential_format not in EXAMPLES:
        limits = [m for m in (max_text(s.id) for s in specs) if m]
        examples = renderings(fmt)
        if limits:
            examples = examples.filter(lambda tr: len(tr[1].text) <= min(limits))
        EXAMPLES[differential_format] = examples
    # The session's counts for this format, recorded when the test ends (targets/conftest.py).
    tally = agreement.tally_for(differential_format, [s.id for s in specs])
    turn, rendering = data.draw(EXAMPLES[differential_format], label="rendering")
    text, tools = rendering.text, list(turn.tools)
    # A target deployed with a template that writes only part of a turn (Format.deployed:
    # vLLM's llama3_json is served with the Llama 3.1/3.2 templates, which write a call
    # without its content) never sees the other turns: it sits out those examples, as its
    # own roundtrip harness (targets/fuzz/harness.py) never draws them.
    sees = [fmt.as_deployed(turn, s.id) == turn for s in specs]
    answers = [workers[s.id].parse(text, tools) if seen else None
               for s, seen in zip(specs, sees)]
    for spec, answer in zip(specs, answers):
        if answer is not None:
            event(f"{spec.id} parse: {answer.kind}")
    verdicts = [roundtrip_of(a, fmt.traits + s.traits, rendering.expected)
                if a is not None else None for s, a in zip(specs, answers)]
    for i in range(len(specs)):
        for j in range(i + 1, len(specs)):
            if sees[i] and sees[j]:
                tally.add(i, j, _pair(answers[i], answers[j], verdicts[i], verdicts[j]))
    # The first side that disagrees with the ground truth in a way not yet known fails
    # the example (one exception type per property: Hypothesis shrinks it as such).
    for spec, verdict in zip(specs, verdicts):
        if verdict is not None and verdict.violations:
            version = workers[spec.id].info.get("version", "")
            failure = judge(spec, "roundtrip", verdict, text, tools, [], version)
            if failure is not None:
                others = [s.id for s, v in zip(specs, verdicts) if v is not None
                          and not v.violations]
                failure.args = (f"{failure.args[0]}\nThe other implementations of "
                                f"{fmt.name}: {', '.join(others) or 'none'} agree with the "
                                f"generated turn.",)
                enforce(failure)


def _pair(a, b, va, vb) -> str:
    """How two answers to one rendering relate (module docstring)."""
    if a.ok and b.ok and not compare_messages(a.result, b.result):
        return "same"
    if not va.violations and not vb.violations:
        return "declared"
    if va.violations and vb.violations:
        return "both-wrong"
    return "first-wrong" if va.violations else "second-wrong"
