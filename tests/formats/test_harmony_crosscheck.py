"""Our harmony renderer against openai-harmony's own rendering of the same assistant turn.

Only the library's layout (recipient in the header, variant "") is compared: gpt-oss's own
layout (recipient after the channel) is one the library reads but does not write.
oss-harmony, the fork, installs the same `openai_harmony` module and cannot share the `vllm`
environment with openai-harmony: test_harmony_sdk_crosscheck.py compares both SDKs, each in its
own environment, through their whole-conversation renderers.
"""

import pytest
from hypothesis import HealthCheck, given, settings

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call
from tests.formats._crosscheck import reference, rendered

HARMONY = get("harmony")


@pytest.fixture(scope="module")
def openai_harmony():
    worker = reference("ref:openai-harmony", "targets.adapters.ref_harmony:Adapter")
    yield worker
    worker.close()


GOLDEN = [
    Turn(calls=(Call.of("get_weather", {"location": "Tokyo"}),)),
    Turn(reasoning="Need the weather.", before="Checking.",
         calls=(Call.of("lookup", {"q": "東京", "n": [1, 2.5, None]}),)),
]


@pytest.mark.parametrize("turn", GOLDEN)
def test_golden_turns_match_openai_harmony(openai_harmony, turn):
    assert HARMONY.render(turn).text == rendered(openai_harmony, turn)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(turns(HARMONY).filter(HARMONY.can_express).filter(lambda t: t.variant == ""))
def test_generated_turns_match_openai_harmony(openai_harmony, turn):
    assert HARMONY.render(turn).text == rendered(openai_harmony, turn)
