"""Our harmony renderer against both harmony SDKs' rendering of a whole conversation.

For openai-harmony 0.0.8 and oss-harmony 0.0.11, each in its own environment (both install the
module `openai_harmony`), through a reference worker (targets/adapters/ref_harmony.py, mode
`conversation`): the completion is what `render_conversation` writes for the conversation with
the turn appended, after what `render_conversation_for_completion(…, Role.ASSISTANT)` writes
for the prompt.  It must be exactly our rendering, as text and as token ids: the SDK's ids are
the ids of its text, encoded with special tokens allowed (which is how the parse targets turn
our text into the ids they read).

The two SDKs write a call's header differently, and each is compared in the layout it writes:
openai-harmony puts the recipient in the role part (` to=functions.NAME<|channel|>commentary
<|constrain|>json`: our variant ""; gpt-oss's chat template writes that header with ` json` and
no `<|constrain|>`, our variant "chat-template"), oss-harmony
after the channel (`<|channel|>commentary to=functions.NAME <|constrain|>json`: our variant
"recipient-after-channel", the layout gpt-oss itself generates, as OpenAI's harmony guide
shows).  Both are layouts of the real model, both are renderer variants drawn by every property
test, so neither SDK's difference calls for a renderer change; each SDK reads both.
"""

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings

from strategies.formats import Turn, get
from strategies.formats.harmony import CHANNEL_RECIPIENT
from strategies.turns import turns
from targets.canonical import Call, Tool
from tests.formats._crosscheck import reference, rendered

HARMONY = get("harmony")
#: SDK -> the renderer variant that is its layout of a call's header.
SDKS = {"openai-harmony": "", "oss-harmony": CHANNEL_RECIPIENT}


@pytest.fixture(scope="module", params=sorted(SDKS))
def sdk(request):
    worker = reference(f"ref:{request.param}:conversation", "targets.adapters.ref_harmony:Adapter",
                       env=request.param, library=request.param, mode="conversation")
    worker.layout = SDKS[request.param]
    yield worker
    worker.close()


def check(worker, turn: Turn) -> None:
    turn = replace(turn, variant=worker.layout)
    ours = HARMONY.render(turn).text
    theirs = rendered(worker, turn)
    assert theirs["prompt_is_prefix"], "the completion prompt is not a prefix of the conversation"
    assert ours == theirs["text"]
    assert theirs["encoded"] == theirs["tokens"], "the SDK's ids are not the ids of its text"


WEATHER = Tool("get_weather", "Gets the weather.",
               {"type": "object", "properties": {"location": {"type": "string"}},
                "required": ["location"]})
GOLDEN = [
    Turn(calls=(Call.of("get_weather", {"location": "Tokyo"}),), tools=(WEATHER,)),
    Turn(reasoning="Need the weather.", before="Checking.",
         calls=(Call.of("lookup", {"q": "東京", "n": [1, 2.5, None]}),)),
]


@pytest.mark.parametrize("turn", GOLDEN)
def test_golden_turns_match_the_sdks(sdk, turn):
    check(sdk, turn)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(turns(HARMONY).filter(HARMONY.can_express))
def test_generated_turns_match_the_sdks(sdk, turn):
    check(sdk, turn)


def test_the_other_layout_is_not_the_sdks(sdk):
    """The comparison can fail: each SDK writes one layout, not the other."""
    other = CHANNEL_RECIPIENT if sdk.layout == "" else ""
    turn = Turn(calls=(Call.of("f", {"a": 1}),), variant=other)
    assert HARMONY.render(turn).text != rendered(sdk, turn)["text"]
