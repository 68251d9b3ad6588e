"""The harmony SDK adapter's routing of StreamableParser's per-token state into OpenAI deltas
(targets/adapters/harmony_sdk.py), on a scripted parser: no target library is imported."""

from types import SimpleNamespace

from targets.adapters.harmony_sdk import _Router
from targets.canonical import Delta, DeltaCall
from targets.reconstruct import reconstruct

F = "functions.get_weather"


def routed(states):
    """Deltas for a script of (recipient, channel, last_content_delta) after each token."""
    route = _Router()
    out = [route(SimpleNamespace(current_recipient=r, current_channel=c, last_content_delta=d), 0)
           for r, c, d in states]
    return [d for d in out if d is not None]


def test_reasoning_content_and_a_call_in_order():
    deltas = routed([(None, None, None), (None, "analysis", None), (None, "analysis", "think"),
                     (None, None, None), (None, "commentary", "Checking."), (None, None, None),
                     (F, "commentary", None), (F, "commentary", '{"a"'), (F, "commentary", ":1}"),
                     (None, None, None)])
    assert deltas == [Delta(0, reasoning="think"), Delta(0, content="Checking."),
                      Delta(0, calls=(DeltaCall(0, id="call_0", name="get_weather"),)),
                      Delta(0, calls=(DeltaCall(0, arguments='{"a"'),)),
                      Delta(0, calls=(DeltaCall(0, arguments=":1}"),))]
    whole = reconstruct(deltas)
    assert (whole.reasoning, whole.content, [(c.name, c.arguments) for c in whole.calls]) == (
        "think", "Checking.", [("get_weather", '{"a":1}')])


def test_two_messages_to_one_function_are_two_calls():
    deltas = routed([(F, "commentary", "{}"), (None, None, None), (F, "commentary", "{}")])
    assert [c.index for d in deltas for c in d.calls] == [0, 1]
    assert [c.id for d in deltas for c in d.calls] == ["call_0", "call_1"]


def test_a_built_in_tools_message_is_neither_content_nor_a_call():
    assert routed([("browser.search", "analysis", '{"q":1}'), ("python", None, "print(1)")]) == []
