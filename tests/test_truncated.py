"""The truncated property: which calls a cut reply owes (strategies/cuts.py) and the oracle
(targets/properties.py `truncated_of`) on hand-written parses and streams."""

from hypothesis import given, settings

from strategies.chunkings import units
from strategies.cuts import Cut, complete_calls, cut_renderings, syntax_markers
from strategies.formats import Turn, get
from targets.canonical import Call, Delta, DeltaCall, Message
from targets.client import Outcome
from targets.properties import truncated_of

HERMES, MISTRAL = get("hermes"), get("mistral_v7")
F, G = Call.of("f", {"a": 1}), Call.of("g", {"b": [1, 2]})
TURN = Turn(before="Checking.", calls=(F, G))


def test_a_call_is_complete_once_its_closing_tag_is_in():
    text = HERMES.render(TURN).text
    first_end = text.index("</tool_call>") + len("</tool_call>")
    r = HERMES.render(TURN)
    assert complete_calls(HERMES, TURN, r, first_end - 1) == ()
    assert complete_calls(HERMES, TURN, r, first_end) == (F,)
    assert complete_calls(HERMES, TURN, r, len(text) - 1) == (F,)
    assert complete_calls(HERMES, TURN, r, len(text)) == (F, G)


def test_a_list_format_completes_no_call_before_its_list_closes():
    """`[TOOL_CALLS][{f}, {g}]`: `[TOOL_CALLS][{f}]` is not a prefix, so f is owed nothing."""
    r = MISTRAL.render(Turn(calls=(F, G)))
    assert complete_calls(MISTRAL, Turn(calls=(F, G)), r, len(r.text) - 1) == ()


def test_syntax_markers_leave_out_what_the_turn_itself_says():
    assert syntax_markers(HERMES, TURN) == ("<tool_call>", "</tool_call>")


@settings(max_examples=30, deadline=None)
@given(cut_renderings(HERMES))
def test_cuts_fall_between_tokens_keep_a_token_and_owe_a_prefix_of_the_calls(example):
    turn, rendering, cut = example
    assert rendering.text.startswith(cut.text) and len(cut.text) < max(1, len(rendering.text))
    tokens = units(rendering.text, [m.text for m in HERMES.markers if m.token])
    # max_tokens is at least 1: a cut reply holds one token or more
    assert cut.text in {"".join(tokens[:k]) for k in range(1, len(tokens))}
    assert cut.complete == rendering.expected.calls[:len(cut.complete)]
    assert cut.calls == rendering.expected.calls


def _ok(message: Message) -> Outcome:
    return Outcome("ok", message)


def _stream(*deltas: Delta) -> Outcome:
    return Outcome("ok", [list(deltas)])


CUT = Cut('Checking.\n<tool_call>\n{"name": "f", "arguments": {"a": 1}}\n</tool_call>\n'
          '<tool_call>\n{"name": "g", "argu', (F,), (F, G), ("<tool_call>", "</tool_call>"))


def test_completed_calls_and_nothing_of_the_unfinished_one_hold():
    result = truncated_of(CUT, _ok(Message(content="Checking.", calls=(F,))),
                          _stream(Delta(0, content="Checking."),
                                  Delta(1, calls=(DeltaCall(0, "id0", "f", '{"a": 1}'),)),
                                  Delta(2, calls=(DeltaCall(1, "id1", "g", '{"b": [1'),))),
                          [["x"]])
    assert result.violations == []


def test_a_lost_changed_or_invented_call_and_leaked_markers_fail():
    lost = truncated_of(CUT, _ok(Message(content=CUT.text)), Outcome("ok", []), [])
    assert {v.check for v in lost.violations} == {"truncated.lost", "truncated.marker-in-content"}
    changed = truncated_of(CUT, _ok(Message(calls=(Call.of("f", {"a": 1.0}),))),
                           Outcome("ok", []), [])
    assert [v.check for v in changed.violations] == ["truncated.changed"]
    invented = truncated_of(CUT, _ok(Message(calls=(F, Call.of("h", {})))), Outcome("ok", []), [])
    assert [v.check for v in invented.violations] == ["truncated.invented"]
    two_more = truncated_of(CUT, _ok(Message(calls=(F, G, G))), Outcome("ok", []), [])
    assert [v.check for v in two_more.violations] == ["truncated.invented"]


#: Two calls written whole in a section the cut leaves open (`…<|close|>call<|sep|>` twice, no
#: `<|close|>tools<|sep|>`): neither is provably complete (strategies/cuts.py).
OPEN_SECTION = Cut("<tools><f/><g/>", (), (F, G), ("<tools>",))


def test_calls_written_whole_in_an_open_section_may_come_back_in_order():
    assert truncated_of(OPEN_SECTION, _ok(Message(calls=(F, G))), Outcome("ok", []),
                        []).violations == []
    assert truncated_of(OPEN_SECTION, _ok(Message(calls=(F,))), Outcome("ok", []),
                        []).violations == []
    skipped = truncated_of(OPEN_SECTION, _ok(Message(calls=(G,))), Outcome("ok", []), [])
    assert [v.check for v in skipped.violations] == ["truncated.invented"]
    changed = truncated_of(OPEN_SECTION, _ok(Message(calls=(Call.of("f", {"a": 2}), G))),
                           Outcome("ok", []), [])
    assert [v.check for v in changed.violations] == ["truncated.invented"]


def test_whole_arguments_must_be_json_streamed_ones_may_be_unfinished():
    whole = truncated_of(CUT, _ok(Message(calls=(F, Call("g", '{"b": [1')))), Outcome("ok", []),
                         [])
    assert [v.check for v in whole.violations] == ["calls.arguments-invalid"]


def test_a_case_round_trips_through_its_expected_json():
    assert Cut.from_json(CUT.text, CUT.to_json()) == CUT


def test_a_target_that_keeps_the_reply_as_content_is_judged_by_its_calls():
    from strategies.formats import Trait

    reply = (Trait("content-is-reply", "normalise", "the agent keeps the whole reply"),)
    result = truncated_of(CUT, _ok(Message(content=CUT.text, calls=(F,))), Outcome("ok", []), [],
                          reply)
    assert result.violations == []


def test_a_list_formats_calls_written_whole_before_the_cut_are_not_invented():
    """`[TOOL_CALLS][{f}, {"name": "g`: no call is complete (the list is open), yet f is
    written whole: f intact and g by its name are the calls of the turn, not invented ones;
    f changed, or a call after g, is."""
    text = MISTRAL.render(Turn(calls=(F, G))).text
    cut = Cut(text[:text.index('"g"') + 2], (), (F, G), ("[TOOL_CALLS]",))
    assert truncated_of(cut, _ok(Message(calls=(F, Call.of("g", {})))), Outcome("ok", []),
                        []).violations == []
    assert truncated_of(cut, _ok(Message(calls=(F,))), Outcome("ok", []), []).violations == []
    for calls in ((Call.of("f", {"a": 2}), Call.of("g", {})), (F, G, G), (G,)):
        result = truncated_of(cut, _ok(Message(calls=calls)), Outcome("ok", []), [])
        assert [v.check for v in result.violations] == ["truncated.invented"], calls


def test_a_declared_rejection_in_every_mode_is_an_answer_to_a_cut_reply():
    from targets.registry import DeclaredError

    rejection = (DeclaredError("lib.Rejected", "the library refuses text it does not decode"),)
    raised = Outcome("raised", error={"type": "lib.Rejected", "mro": ["lib.Rejected"],
                                      "message": "x", "traceback": ""})
    assert truncated_of(CUT, raised, Outcome("ok", []), [], (), rejection).violations == []
    # undeclared, or one mode refusing while the other answers: still judged
    assert "target.raised" in truncated_of(CUT, raised, Outcome("ok", []), []).checks
    answered = Outcome("ok", [[Delta(0, calls=(DeltaCall(0, id="c", name="f",
                                                         arguments='{"a": 1}'),))]])
    assert "target.raised" in truncated_of(CUT, raised, answered, [["t"]], (), rejection).checks


def test_a_target_whose_arguments_are_its_text_is_not_judged_on_their_json():
    from strategies.formats import Trait

    as_written = (Trait("arguments-as-written", "fact", "the SDK returns the message text"),)
    unfinished = Message(calls=(F, Call("g", "")))
    assert truncated_of(CUT, _ok(unfinished), Outcome("ok", []), [], as_written).violations == []
    assert "calls.arguments-invalid" in truncated_of(CUT, _ok(unfinished), Outcome("ok", []),
                                                     []).checks
    # a completed call must still come back exactly
    changed = Message(calls=(Call("f", ""),))
    assert "truncated.changed" in truncated_of(CUT, _ok(changed), Outcome("ok", []), [],
                                               as_written).checks
