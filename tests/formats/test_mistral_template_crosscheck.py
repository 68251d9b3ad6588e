"""Our Mistral renderers against the chat templates mistral-common generates (pre-v11 = v7, v11,
v13, Tekken), rendered by transformers as `apply_chat_template` renders them.

A chat template writes a history, and a history's calls carry ids; the model generates none
(see strategies/formats/_mistral.py).  So the one id the reference gives every call is taken
out of the template's text before comparing, and only where that version writes it: `, "id":
"…"` in each pre-v11 call object, `[CALL_ID]…` before each v11 `[ARGS]`; v13 writes no id.
Each must be present as many times as there are calls, so the comparison cannot pass by
removing nothing.
"""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from strategies.formats import Turn, get
from strategies.turns import turns
from targets.canonical import Call
from tests.formats._crosscheck import reference, rendered

CALL_ID = "abcDEF123"  # targets/adapters/ref_mistral_template.py
VERSIONS = {"mistral_v7": "v7", "mistral": "v11", "mistral_v13": "v13"}
#: The id text each version's template writes per call.
ID_TEXT = {"v7": f', "id": "{CALL_ID}"}}', "v11": f"[CALL_ID]{CALL_ID}[ARGS]", "v13": None}
#: What that text becomes without the id.
WITHOUT_ID = {"v7": "}", "v11": "[ARGS]"}


@pytest.fixture(scope="module", params=sorted(VERSIONS))
def pair(request):
    fmt = get(request.param)
    version = VERSIONS[request.param]
    worker = reference(f"ref:mistral-template@{version}",
                       "targets.adapters.ref_mistral_template:Adapter", version=version)
    yield fmt, version, worker
    worker.close()


def without_ids(text: str, version: str, calls: int) -> str:
    """The template's turn with the history's call ids taken out (each must be there)."""
    marker = ID_TEXT[version]
    if marker is None:
        return text
    assert text.count(marker) >= calls, f"{version} template wrote no id: {text!r}"
    return text.replace(marker, WITHOUT_ID[version])


GOLDEN = [
    Turn(calls=(Call.of("get_weather", {"city": "Paris", "unit": "celsius"}),)),
    Turn(before="Sure.", calls=(Call.of("a", {}), Call.of("b_2", {"x": [1, 2.0], "y": "東京"}))),
]


@pytest.mark.parametrize("turn", GOLDEN)
def test_golden_turns_match_the_chat_template(pair, turn):
    fmt, version, worker = pair
    assert fmt.render(turn).text == without_ids(rendered(worker, turn), version, len(turn.calls))


def test_v13_reasoning_matches_the_chat_template(pair):
    fmt, version, worker = pair
    if not fmt.reasoning:
        pytest.skip("only v13 writes reasoning")
    turn = Turn(reasoning="Plan.", before="Done:", calls=(Call.of("f", {"k": True}),))
    assert fmt.render(turn).text == rendered(worker, turn)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_generated_turns_match_the_chat_template(pair, data):
    fmt, version, worker = pair
    # The templates write the Tekken layout (dialect ""), not the SentencePiece one.
    turn = data.draw(turns(fmt).filter(fmt.can_express).filter(lambda t: t.variant == ""))
    assert fmt.render(turn).text == without_ids(rendered(worker, turn), version, len(turn.calls))
