"""The check catalogue and the stream reconstruction, on hand-written streams."""

from targets.canonical import Call, Delta, DeltaCall, Message
from targets.checks import CATALOGUE, check_stream_protocol, compare_messages
from targets.reconstruct import reconstruct


def ids(violations):
    return [v.check for v in violations]


def test_compare_is_strict_about_numbers():
    want = Message(calls=(Call.of("f", {"a": 1}),))
    assert ids(compare_messages(want, Message(calls=(Call("f", '{"a": 1.0}'),)))) == ["calls.arguments"]
    assert ids(compare_messages(want, Message(calls=(Call("f", '{"a": 1}'),)))) == []


def test_compare_classifies_content_losses():
    assert ids(compare_messages(Message(content="ab<"), Message(content="ab"))) == ["content.truncated"]
    assert ids(compare_messages(Message(content="<"), Message(content=None))) == ["content.dropped"]
    assert ids(compare_messages(Message(content=None), Message(content=" \n"))) == ["content.blank"]
    assert ids(compare_messages(Message(content="a"), Message(content="b"))) == ["content"]


def test_compare_reports_invalid_and_non_object_arguments():
    want = Message(calls=(Call.of("f", {}), Call.of("g", {})))
    got = Message(calls=(Call("f", "{"), Call("g", "[]")))
    assert ids(compare_messages(want, got)) == ["calls.arguments-invalid", "calls.arguments-not-object"]


def test_compare_with_a_reference_whose_arguments_are_not_json():
    # split compares each stream with the whole parse, whose arguments may be broken: a
    # stream that gives a JSON object there differs from it (and the comparison must not raise)
    want = Message(calls=(Call("f", '{"note": "Aa'),))
    got = Message(calls=(Call("f", '{"note": "Aa "}'),))
    assert ids(compare_messages(want, got)) == ["calls.arguments"]


def test_good_stream_reconstructs_and_passes_protocol():
    deltas = [Delta(0, content="hi"),
              Delta(1, calls=(DeltaCall(0, id="c0", name="f"),)),
              Delta(2, calls=(DeltaCall(0, arguments='{"a": '),)),
              Delta(3, calls=(DeltaCall(0, arguments="1}"), DeltaCall(1, id="c1", name="g", arguments="{}")))]
    assert check_stream_protocol(deltas) == []
    msg = reconstruct(deltas)
    assert msg.content == "hi" and [c.name for c in msg.calls] == ["f", "g"]
    assert msg.calls[0].arguments == '{"a": 1}'


def test_protocol_faults_are_each_named():
    deltas = [Delta(0, calls=(DeltaCall(1, id=None, name=None, arguments="{"),)),
              Delta(1, calls=(DeltaCall(1, id="again", name="f"),)),
              Delta(2, calls=(DeltaCall(2, id="x", name="g"), DeltaCall(1, arguments="}")))]
    assert ids(check_stream_protocol(deltas)) == [
        "protocol.index", "protocol.id-first", "protocol.name-first", "protocol.id-repeated",
        "protocol.name-repeated", "protocol.index", "protocol.arguments-after-next",
        "protocol.arguments-invalid"]


def test_every_check_has_failure_text():
    assert all(text and not text.endswith(".") for text in CATALOGUE.values())
