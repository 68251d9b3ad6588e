"""roundtrip, split and protocol, judged on the same rendered turn.

One generated turn is rendered exactly as the model writes it, parsed whole once and streamed
once per chunking (whole, one token per delta, two-delta splits, random groupings); then

- roundtrip: the whole parse equals the turn, strict JSON, modulo declared traits;
- split: every stream reconstructs to that same parse;
- protocol: every stream obeys the OpenAI delta contract.

Sharing the example makes the three cost one generation and one round of parsing.  Each
property fails with its own exception type, so Hypothesis shrinks each failure separately.
The example count is the target's (targets/budgets.py).
"""

from hypothesis import given, strategies as st

from strategies.formats import get as get_format
from strategies.streams import chunkings_for
from targets.examples import rendered_examples
from targets.properties import protocol_of, roundtrip_of, split_of
from targets.budgets import budgeted
from targets.verdict import enforce, judge


def test_rendered(spec, worker, judged, request):
    fmt = get_format(spec.format)
    traits = fmt.traits + spec.traits
    version = worker.info.get("version", "")
    examples = rendered_examples(spec)

    @given(data=st.data())
    def rendered(data):
        turn, rendering = data.draw(examples, label="rendering")
        text, tools = rendering.text, list(turn.tools)
        chunkings = data.draw(chunkings_for(text, fmt), label="chunkings") if spec.streams else []
        parsed = worker.parse(text, tools)
        streamed = worker.stream(chunkings, tools) if {"split", "protocol"} & judged else None
        enforce(
            judge(spec, "roundtrip", roundtrip_of(parsed, traits, rendering.expected),
                  text, tools, [], version) if "roundtrip" in judged else None,
            judge(spec, "split", split_of(parsed, streamed, chunkings), text, tools, chunkings,
                  version) if "split" in judged else None,
            judge(spec, "protocol", protocol_of(streamed, chunkings), text, tools, chunkings,
                  version) if "protocol" in judged else None,
        )

    budgeted(rendered, "test_rendered", spec.id, request.node.nodeid)()
