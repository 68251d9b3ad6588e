"""Each off-template oracle (targets/offtemplate.py) on hand-written parses and streams."""

from strategies.formats import Trait
from targets.canonical import Call, Delta, DeltaCall, Message
from targets.client import Outcome
from targets.offtemplate import (UNOFFERED_DROPPED, judge_offtemplate, text_violations,
                                 unoffered_violations)

F, G = Call.of("f", {"a": 1}), Call.of("g", {"b": "x"})
NONE: list = []


def ok(message: Message) -> Outcome:
    return Outcome("ok", message)


def streamed(*messages: Message) -> tuple[Outcome, list[list[str]]]:
    """One whole-text delta per message (a stream per chunking)."""
    streams = [[Delta(0, content=m.content, calls=tuple(
        DeltaCall(i, id=f"c{i}", name=c.name, arguments=c.arguments)
        for i, c in enumerate(m.calls)))] for m in messages]
    return Outcome("ok", streams), [["text"] for _ in messages]


def example(oracle: str, message: Message, **more) -> dict:
    return {"variant": "x", "oracle": oracle, "message": message.to_json(), **more}


def checks(result) -> set[str]:
    return set(result.checks)


# --- text -----------------------------------------------------------------------------------

def test_text_pieces_found_in_order_with_whitespace_at_the_joints():
    assert text_violations(("Before", "After"), "Before\n\nAfter", "parse") == []
    assert text_violations(("Before", "After"), "BeforeAfter ", "parse") == []


def test_text_piece_lost_or_extra_text_is_a_violation():
    assert [v.check for v in text_violations(("A", "B"), "A", "parse")] == ["offtemplate.text-lost"]
    # out of order: B before A is text beyond the pieces, and no B follows A
    assert [v.check for v in text_violations(("A", "B"), "B A", "parse")] == [
        "offtemplate.text-extra", "offtemplate.text-lost"]
    found = text_violations(("A",), "A <tool_call>", "parse")
    assert [v.check for v in found] == ["offtemplate.text-extra"]


def test_text_oracle_wants_the_calls_and_the_prose_in_both_modes():
    want = Message(content="Done", calls=(F,))
    ex = example("text", want, pieces=["Done"])
    good, chunkings = streamed(Message(content="\nDone", calls=(F,)))
    assert judge_offtemplate(ex, "t", ok(Message(content="Done", calls=(F,))), good, chunkings,
                             (), False).violations == []
    lost, chunkings = streamed(Message(calls=(F,)))
    result = judge_offtemplate(ex, "t", ok(Message(calls=(F,))), lost, chunkings, (), False)
    assert checks(result) == {"offtemplate.text-lost"}
    assert result.expected == ex  # replay reads the oracle back from the case


def test_text_oracle_judges_a_content_is_reply_target_by_its_calls():
    ex = example("text", Message(content="Done", calls=(F,)), pieces=["Done"])
    s, chunkings = streamed(Message(calls=(F,)))
    trait = (Trait("content-is-reply", "normalise", "r"),)
    assert judge_offtemplate(ex, "t", ok(Message(calls=(F,))), s, chunkings, trait,
                             False).violations == []
    s, chunkings = streamed(Message(calls=()))
    assert "calls.count" in checks(judge_offtemplate(ex, "t", ok(Message(calls=(F,))), s,
                                                     chunkings, trait, False))


# --- consistency ----------------------------------------------------------------------------

def test_consistency_asks_agreement_not_a_reading():
    ex = example("consistency", Message(calls=(F,)))
    either = Message(content="whatever the parser made of it")
    s, chunkings = streamed(either)
    assert judge_offtemplate(ex, "t", ok(either), s, chunkings, (), False).violations == []
    s, chunkings = streamed(Message(calls=(F,)))
    assert "calls.count" in checks(judge_offtemplate(ex, "t", ok(either), s, chunkings, (),
                                                     False))


def test_consistency_wants_json_arguments_and_no_exception():
    ex = example("consistency", Message(calls=(F,)))
    bad = Message(calls=(Call("f", '{"a": 1}}'),))
    s, chunkings = streamed(bad)
    assert "calls.arguments-invalid" in checks(judge_offtemplate(ex, "t", ok(bad), s,
                                                                 chunkings, (), False))
    raised = Outcome("raised", error={"type": "ValueError", "message": "x", "traceback": ""})
    s, chunkings = streamed(Message())
    assert "target.raised" in checks(judge_offtemplate(ex, "t", raised, s, chunkings, (),
                                                       False))


def test_a_declared_rejection_answers_only_texts_the_format_never_writes():
    from targets.registry import DeclaredError

    rejection = (DeclaredError("lib.Rejected", "the library refuses text it does not decode"),)
    raised = Outcome("raised", error={"type": "lib.Rejected", "mro": ["lib.Rejected"],
                                      "message": "x", "traceback": ""})
    none = Outcome("ok", [])  # a target with no streaming path is given no chunking
    for oracle in ("text", "consistency"):
        ex = example(oracle, Message(calls=(F,)), pieces=["Done"])
        assert judge_offtemplate(ex, "t", raised, none, [], (), False, rejection).violations == []
        assert "target.raised" in checks(judge_offtemplate(ex, "t", raised, none, [], (), False))
    # a text the format writes exactly must parse, rejection or not
    ex = example("roundtrip", Message(calls=(F,)))
    assert "target.raised" in checks(judge_offtemplate(ex, "t", raised, none, [], (), False,
                                                       rejection))
    # one mode refusing while the other answers is a disagreement
    ex = example("consistency", Message(calls=(F,)))
    s, chunkings = streamed(Message(calls=(F,)))
    assert "target.raised" in checks(judge_offtemplate(ex, "t", raised, s, chunkings, (), False,
                                                       rejection))


# --- unoffered ------------------------------------------------------------------------------

def test_unoffered_without_a_trait_allows_dropping_but_not_changing():
    rendered = (F, G)  # g is not offered
    assert unoffered_violations(rendered, frozenset({"f"}), False, Message(calls=(F,)),
                                "parse") == []
    assert unoffered_violations(rendered, frozenset({"f"}), False, Message(calls=(F, G)),
                                "parse") == []
    changed = Message(calls=(F, Call.of("g", {"b": "y"})))
    assert [v.check for v in unoffered_violations(rendered, frozenset({"f"}), False, changed,
                                                  "parse")] == ["offtemplate.call-changed"]
    swapped = Message(calls=(G, F))
    assert [v.check for v in unoffered_violations(rendered, frozenset({"f"}), False, swapped,
                                                  "parse")] == ["offtemplate.call-changed"]


def test_unoffered_calls_of_a_schema_typed_format_are_matched_by_name():
    retyped = Message(calls=(Call.of("g", {"b": 7}),))
    assert unoffered_violations((G,), frozenset(), True, retyped, "parse") == []
    assert unoffered_violations((G,), frozenset({"g"}), True, retyped, "parse") != []


def test_unoffered_modes_must_agree():
    ex = example("unoffered", Message(calls=(F, G)), offered=["f"])
    s, chunkings = streamed(Message(calls=(F,)))
    assert "calls.count" in checks(judge_offtemplate(ex, "t", ok(Message(calls=(F, G))), s,
                                                     chunkings, (), False))


def test_unoffered_dropped_trait_owes_exactly_the_offered_calls():
    ex = example("unoffered", Message(calls=(F, G)), offered=["f"])
    trait = (Trait(UNOFFERED_DROPPED, "fact", "the library drops them"),)
    s, chunkings = streamed(Message(calls=(F,)))
    assert judge_offtemplate(ex, "t", ok(Message(calls=(F,))), s, chunkings, trait,
                             False).violations == []
    s, chunkings = streamed(Message(calls=(F, G)))
    assert "calls.count" in checks(judge_offtemplate(ex, "t", ok(Message(calls=(F, G))), s,
                                                     chunkings, trait, False))


# --- roundtrip and plaintext ----------------------------------------------------------------

def test_roundtrip_oracle_is_strict_json():
    want = Message(calls=(Call.of("f", {"n": 100000.0}),))
    ex = example("roundtrip", want)
    s, chunkings = streamed(want)
    assert judge_offtemplate(ex, "t", ok(want), s, chunkings, (), False).violations == []
    as_int = Message(calls=(Call.of("f", {"n": 100000}),))
    s, chunkings = streamed(as_int)
    assert "calls.arguments" in checks(judge_offtemplate(ex, "t", ok(as_int), s, chunkings,
                                                         (), False))


def test_plaintext_oracle_wants_exactly_the_text():
    text = "use a[0] and {x}"
    ex = example("plaintext", Message(content=text))
    s, chunkings = streamed(Message(content=text))
    assert judge_offtemplate(ex, text, ok(Message(content=text)), s, chunkings, (),
                             False).violations == []
    s, chunkings = streamed(Message(content="use a"))
    assert judge_offtemplate(ex, text, ok(Message(content=text)), s, chunkings, (),
                             False).violations
