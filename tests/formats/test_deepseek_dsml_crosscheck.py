"""Our DSML renderers (DeepSeek V3.2, V4, V4.1) against DeepSeek's reference encoders as vLLM
vendors them (vllm/tokenizers/deepseek_v*_encoding.py)."""

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
    turn = data.draw(turns(fmt).filter(fmt.can_express))
    assert fmt.render(turn).text == rendered(worker, turn)
