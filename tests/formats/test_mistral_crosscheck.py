"""Our Mistral renderers against mistral-common's instruct tokenizers (pre-v11 = V7, V11, V13),
each over a Tekken vocabulary mistral-common ships."""

import pytest
from hypothesis import HealthCheck, given, settings

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call
from tests.formats._crosscheck import reference, rendered

VERSIONS = {"mistral_v7": "v7", "mistral": "v11", "mistral_v13": "v13"}


@pytest.fixture(scope="module", params=sorted(VERSIONS))
def pair(request):
    fmt = get(request.param)
    version = VERSIONS[request.param]
    worker = reference(f"ref:mistral-common@{version}", "targets.adapters.ref_mistral:Adapter",
                       tekken="tekken_240911.json", version=version)
    yield fmt, worker
    worker.close()


GOLDEN = [
    Turn(calls=(Call.of("get_weather", {"city": "Paris", "unit": "celsius"}),)),
    Turn(before="Sure.", calls=(Call.of("a", {}), Call.of("b_2", {"x": [1, 2.0], "y": "東京"}))),
]


@pytest.mark.parametrize("turn", GOLDEN)
def test_golden_turns_match_mistral_common(pair, turn):
    fmt, worker = pair
    assert fmt.render(turn).text == rendered(worker, turn)


def test_v13_reasoning_matches_mistral_common(pair):
    fmt, worker = pair
    if not fmt.reasoning:
        pytest.skip("only v13 writes reasoning")
    turn = Turn(reasoning="Plan.", before="Done:", calls=(Call.of("f", {"k": True}),))
    assert fmt.render(turn).text == rendered(worker, turn)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=__import__("hypothesis").strategies.data())
def test_generated_turns_match_mistral_common(pair, data):
    fmt, worker = pair
    # The Tekken layout (the sentencepiece dialect has its own cross-check below).
    turn = data.draw(turns(fmt).filter(fmt.can_express).filter(lambda t: t.variant == ""))
    assert fmt.render(turn).text == rendered(worker, turn)


@pytest.mark.parametrize("turn", [
    Turn(calls=(Call.of("get_weather", {"city": "Paris", "unit": "celsius"}),)),
    Turn(calls=(Call.of("a", {}), Call.of("b_2", {"x": [1, 2.0], "y": "東京"}))),
])
def test_sentencepiece_dialect_matches_mistral_common_v3(turn):
    """Mistral-7B-Instruct-v0.3's tokenizer: `[TOOL_CALLS]` then the word-start piece `▁[`."""
    worker = reference("ref:mistral-common@v3-sentencepiece", "targets.adapters.ref_mistral:Adapter",
                       env="mistral_common", version="v3",
                       sentencepiece="mistral_instruct_tokenizer_240323.model.v3")
    try:
        turn = Turn(calls=turn.calls, variant="sentencepiece")
        assert get("mistral_v7").render(turn).text == rendered(worker, turn)
    finally:
        worker.close()
