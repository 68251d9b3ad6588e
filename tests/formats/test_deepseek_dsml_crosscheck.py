"""Our DSML renderers (DeepSeek V3.2, V4, V4.1) against DeepSeek's reference encoders as vLLM
vendors them (vllm/tokenizers/deepseek_v*_encoding.py).

The encoders write only the default dialect.  V4's `self-closing` dialect (the model's
`<｜DSML｜invoke name="…"/>` for a call with no arguments, sglang#23915) is compared with the
encoder's rendering in which each empty invoke body is collapsed into that element: everything
else (separator, block, other invokes) must be the encoder's."""

import re
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call
from tests.formats._crosscheck import reference, rendered

ENCODERS = {"deepseek_v32": ("deepseek_v32_encoding", False),
            "deepseek_v4": ("deepseek_v4_encoding", True),
            "deepseek_v41": ("deepseek_v41_encoding", True)}


@pytest.fixture(scope="module", params=sorted(ENCODERS))
def pair(request):
    encoder, thinking = ENCODERS[request.param]
    worker = reference(f"ref:{encoder}", "targets.adapters.ref_dsml:Adapter", encoder=encoder,
                       thinking=thinking)
    yield get(request.param), worker
    worker.close()


GOLDEN = [
    Turn(calls=(Call.of("get_weather", {"location": "杭州", "count": 5}),)),
    Turn(before="On it.", reasoning="plan", calls=(Call.of("a", {}), Call.of("b", {"x": [1, 2.0], "s": "a b"}))),
]


@pytest.mark.parametrize("turn", GOLDEN)
def test_golden_turns_match_deepseek_encoders(pair, turn):
    fmt, worker = pair
    turn = turn if fmt.reasoning else Turn(calls=turn.calls, before=turn.before)
    assert fmt.render(turn).text == rendered(worker, turn)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_generated_turns_match_deepseek_encoders(pair, data):
    fmt, worker = pair
    turn = data.draw(turns(fmt).filter(fmt.can_express).filter(lambda t: t.variant == ""))
    assert fmt.render(turn).text == rendered(worker, turn)


def _self_closed(text: str) -> str:
    """The encoder's text with every empty invoke body written as one self-closing element."""
    return re.sub(r'<｜DSML｜invoke name="([^"]*)">\n\n</｜DSML｜invoke>',
                  r'<｜DSML｜invoke name="\1"/>', text)


@pytest.fixture(scope="module")
def v4_worker():
    encoder, thinking = ENCODERS["deepseek_v4"]
    worker = reference(f"ref:{encoder}", "targets.adapters.ref_dsml:Adapter", encoder=encoder,
                       thinking=thinking)
    yield worker
    worker.close()


def test_self_closing_dialect_golden_against_encoder(v4_worker):
    fmt = get("deepseek_v4")
    turn = Turn(before="On it.", reasoning="plan", variant="self-closing",
                calls=(Call.of("submit", {}), Call.of("b", {"x": [1, 2.0]}), Call.of("a", {})))
    ours, theirs = fmt.render(turn).text, rendered(v4_worker, replace(turn, variant=""))
    assert ours.count('"/>') == 2 and ours == _self_closed(theirs)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_self_closing_dialect_matches_encoder_elsewhere(v4_worker, data):
    fmt = get("deepseek_v4")
    turn = data.draw(turns(fmt).filter(fmt.can_express)
                     .map(lambda t: replace(t, variant="self-closing")))
    assert fmt.render(turn).text == _self_closed(rendered(v4_worker, replace(turn, variant="")))
