"""The taxonomy (targets/signatures.py): one test per class of difference, and the severity rule."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from targets.canonical import Call, Message
from targets.checks import compare_messages
from targets.signatures import classify, matches, raiser_of, severity


def sig(want: Message, got: Message, prop: str = "roundtrip") -> set[str]:
    """The signatures of a roundtrip (or split) outcome, judged on the checks it violates."""
    checks = {v.check for v in compare_messages(want, got)}
    observed = got.to_json() if prop == "roundtrip" else [got.to_json()]
    return set(classify(prop, checks, want.to_json(), observed))


def calls(*pairs: tuple[str, str], content: str | None = None) -> Message:
    return Message(content=content, calls=[Call(n, a) for n, a in pairs])


A = ("a", '{"x": 1}')
B = ("b", '{"y": "s"}')


@pytest.mark.parametrize(("want", "got", "expected"), [
    (calls(A, B), calls(A), "calls.count:call-lost"),
    (calls(("a", '{"x": 1}'), ("b", '{"y": 2}')), calls(("a", '{"x": 1, "y": 2}')),
     "calls.count:calls-merged"),
    (calls(("a", '{"q": {"name": "b", "arguments": {}}}')),
     calls(("a", '{"q": {"name": "b", "arguments": {}}}'), ("b", "{}")), "calls.count:nested-call-taken"),
    (calls(A), calls(A, A), "calls.count:call-duplicated"),
    (calls(("a", '{"u": 1}'), ("a", '{"u": 1}')), calls(("a", '{"u": 1}')), "calls.count:call-lost"),
    (calls(A), calls(A, ("zz", "{}")), "calls.count:call-invented"),
    (calls(content="text"), calls(("f", "{}")), "calls.count:call-from-text"),
])
def test_call_count(want, got, expected):
    assert expected in sig(want, got)


def test_call_name_respelled_beside_an_equal_value_is_respelled():
    """`A` lowercased to `a` with `{"city": "a"}` kept whole: respelled, not taken from it."""
    assert "calls.name:name-respelled" in sig(calls(("A", '{"city": "a"}')),
                                              calls(("a", '{"city": "a"}')))
    assert "calls.name:name-from-arguments" in sig(calls(("A", '{"city": "a", "u": 1}')),
                                                   calls(("a", '{"u": 1}')))


def test_call_name_respelled_beside_another_change_is_respelled():
    """`A` lowercased to `a` while another value of its arguments changed, `a` still in them:
    respelled (the two differences are two causes), not taken from the arguments."""
    assert "calls.name:name-respelled" in sig(calls(("A", '{"a": 1, "n": 18446744073709551616}')),
                                              calls(("a", '{"a": 1, "n": 1.8446744073709552e+19}')))


@pytest.mark.parametrize(("got", "expected"), [
    (calls(("", '{"x": 1}')), "calls.name:name-lost"),
    (calls(("ev", '{"x": "ev"}')), "calls.name:name-from-arguments"),
    (calls(("get", '{"x": 1}')), "calls.name:name-truncated"),
    (calls(("Get-Weather", '{"x": 1}')), "calls.name:name-respelled"),
    (calls(("other", '{"x": 1}')), "calls.name:name-changed"),
])
def test_call_name(got, expected):
    want = calls(("get_weather", '{"x": "ev"}' if "ev" in got.calls[0].name else '{"x": 1}'))
    assert sig(want, got) == {expected}


def test_arguments_of_another_call_and_overrun_into_it():
    want = calls(("a", '{"x": 1}'), ("b", '{"y": 2}'))
    assert sig(want, calls(("a", '{"y": 2}'), ("b", '{"y": 2}'))) == {
        "calls.arguments:arguments-of-another-call"}
    assert sig(want, calls(("a", '{"x": 1}'), ("b", '{"y": 2}\n```<|end|>'))) == {
        "calls.arguments-invalid:arguments-overrun"}


def test_a_loss_behind_a_whitespace_difference():
    assert sig(Message(content="</parameter>x"), Message(content="\t</parame")) == {
        "content:suffix-lost"}


def test_name_of_another_call():
    assert "calls.name:name-of-another-call" in sig(calls(A, B), calls(B, B))


@pytest.mark.parametrize(("want", "got", "expected"), [
    ('{"s": " x "}', '{"s": "x"}', "string-stripped"),
    ('{"s": "abc"}', '{"s": "ab"}', "string-truncated"),
    ('{"s": "a &amp;"}', '{"s": "a &"}', "string-changed"),  # an entity decoded, not cut
    ('{"s": "a\\\\nb"}', '{"s": "a\\nb"}', "string-escapes-changed"),
    ('{"s": "abc"}', '{"s": "xyz"}', "string-changed"),
    ('{"n": 1.0}', '{"n": 1}', "number-respelled"),
    ('{"n": 1}', '{"n": 2}', "number-changed"),
    ('{"s": "null"}', '{"s": null}', "value-nulled"),
    ('{"s": 78}', '{"s": null}', "value-nulled"),
    ('{"s": "1"}', '{"s": 1}', "string-typed"),
    ('{"n": 5}', '{"n": "5"}', "value-stringified"),
    ('{"b": true}', '{"b": 1}', "type-changed"),
    ('{"s": 1, "t": 2}', '{"s": 1}', "key-lost"),
    ('{"s": 1}', '{"s": 1, "t": 2}', "key-injected"),
    ('{"l": [1, 2]}', '{"l": [1]}', "list-changed"),
    ('{"s": " "}', '{"s": ""}', "whitespace-only"),
])
def test_argument_values(want, got, expected):
    assert sig(calls(("f", want)), calls(("f", got))) == {f"calls.arguments:{expected}"}


@pytest.mark.parametrize(("got", "expected"), [
    ("", "arguments-empty"),
    ('{"x": ', "arguments-truncated"),
    ("{'x': 1}", "arguments-python-literal"),
    ('{"x": NaN}', "arguments-non-finite-number"),
    ('{"x": "\x08"}', "arguments-control-character"),
    ("x=1", "arguments-not-json"),
    ('{"x": 1}\n```<|end|>', "arguments-overrun"),
])
def test_arguments_not_json(got, expected):
    assert sig(calls(("f", '{"x": 1}')), calls(("f", got))) == {f"calls.arguments-invalid:{expected}"}


def test_arguments_not_object():
    assert sig(calls(("f", "{}")), calls(("f", "[1]"))) == {"calls.arguments-not-object:list"}


@pytest.mark.parametrize(("want", "got", "expected"), [
    ("hello world", "hello", "content.truncated:suffix-lost"),
    ("hello ", "hello", "content.truncated:whitespace-only"),
    ("hello world", "world", "content:prefix-lost"),
    ("hi", "hi<|end|>", "content:marker-leaked"),
    ("hi", "hi there", "content:text-added"),
    (" hi", "hi ", "content:whitespace-only"),
    ("abc", "xyz", "content:changed"),
    ("abcde", "bcd", "content:middle-kept"),
    ("0```0", "00", "content:middle-lost"),
    ("0```0```", "00", "content:middle-lost"),
    ("hello", None, "content.dropped:lost"),
    (" ", None, "content.blank:whitespace-only"),
    # only whitespace expected: what came instead is added (kani keeps a call as text, stripped)
    (" ", "<|call|>", "content:marker-leaked"),
    ("\n", "abc", "content:text-added"),
])
def test_content(want, got, expected):
    assert sig(Message(content=want), Message(content=got)) == {expected}


def test_content_moved_to_reasoning_or_taken_as_call():
    assert sig(Message(content="think"), Message(reasoning="think")) == {
        "content.dropped:moved-to-other-channel", "reasoning:text-added"}
    assert sig(Message(content='{"name": "f"}'), calls(("f", "{}"))) == {
        "content.dropped:taken-as-call", "calls.count:call-from-text"}


def test_reasoning():
    assert sig(Message(reasoning="abc def"), Message(reasoning="abc")) == {"reasoning:suffix-lost"}


def test_split_classifies_every_stream():
    want = calls(A, B)
    observed = [calls(A).to_json(), calls(A, ("b", '{"y": "t"}')).to_json()]
    assert classify("split", {"calls.count", "calls.arguments"}, want.to_json(), observed) == {
        "calls.count:call-lost", "calls.arguments:string-changed"}


def test_malformed_reads_the_calls_that_came_out():
    observed = {"parse": calls(("f", "")).to_json(),
                "stream": [calls(("f", '{"a": [1')).to_json()]}  # an unfinished stream is fine
    assert classify("malformed", {"calls.arguments-invalid"}, None, observed) == {
        "calls.arguments-invalid:arguments-empty"}
    legacy = {"violations": ["[calls.arguments-invalid] a call's arguments are not valid JSON: "
                             "parse, call 0 ('f'): '{\"t\": NaN}' (NaN is not JSON)"]}
    assert classify("malformed", {"calls.arguments-invalid"}, None, legacy) == {
        "calls.arguments-invalid:arguments-non-finite-number"}


def test_a_cut_reply_reads_the_calls_that_came_out_as_malformed_does():
    """A cut reply's arguments are judged as malformed judges them, so an entry for `` does
    not make a later `{"a": "x` known."""
    observed = {"parse": calls(("f", "")).to_json(),
                "stream": [calls(("f", '{"a": [1')).to_json()]}  # an unfinished stream is fine
    cut = {"calls": [{"name": "f", "arguments": "{}", "id": None}], "complete": [], "markers": []}
    assert classify("truncated", {"calls.arguments-invalid"}, cut, observed) == {
        "calls.arguments-invalid:arguments-empty"}
    observed = {"parse": calls(("f", '{"a": "x')).to_json()}
    assert classify("truncated", {"calls.arguments-invalid"}, cut, observed) == {
        "calls.arguments-invalid:arguments-not-json"}


TRACEBACK = """parse: raised json.decoder.JSONDecodeError: Expecting value
Traceback (most recent call last):
  File "/work/main/targets/worker.py", line 80, in serve
  File "/work/main/targets/adapters/vllm.py", line 12, in parse
  File "/x/.envs/vllm/lib/python3.12/site-packages/vllm/tool_parsers/hermes.py", line 9, in extract
  File "/usr/lib/python3.12/json/decoder.py", line 355, in raw_decode
"""


def test_exception_type_and_raising_function():
    assert raiser_of(TRACEBACK) == "JSONDecodeError@vllm.tool_parsers.hermes.extract"
    assert classify("nocrash", {"target.raised"}, None, None,
                    details=[("target.raised", TRACEBACK)]) == {
        "target.raised:JSONDecodeError@vllm.tool_parsers.hermes.extract"}
    # a case recorded without its exception matches any raiser until it is re-recorded
    assert classify("nocrash", {"target.raised"}, None, None) == {"target.raised:?"}
    assert matches("target.raised:X@m.f", {"target.raised:?"})
    assert not matches("target.raised:X@m.f", {"target.raised:Y@m.f"})


def test_a_long_exception_message_keeps_the_frames_that_name_the_raiser():
    """transformers' json dialect quotes the input twice in its ValueError: a 10 000-character
    argument once pushed every frame out of the traceback the worker keeps (raiser `?`)."""
    from targets.worker import describe

    def _json(text):
        raise ValueError("could not parse " + text * 2)

    try:
        _json("0" * 10_000)
    except ValueError as exc:
        error = describe(exc)
    detail = f"parse: raised builtins.ValueError: {error['message']}\n{error['traceback']}"
    assert raiser_of(detail).endswith("._json")


@pytest.mark.parametrize("check", ["target.hang", "target.crash", "time.growth",
                                   "protocol.index", "prefix.type", "history.changed"])
def test_checks_that_are_their_own_signature(check):
    assert classify("nocrash", {check}, None, None) == {f"{check}:-"}


def test_a_text_lost_whole_and_a_text_losing_its_end_are_one_finding():
    assert matches("content.truncated:suffix-lost", {"content.dropped:lost"})
    assert matches("content.dropped:lost", {"content:prefix-lost"})
    assert not matches("content.dropped:lost", {"reasoning:suffix-lost"})
    assert matches("content:middle-lost", {"content:prefix-lost"})
    assert not matches("content:text-added", {"content:prefix-lost"})
    assert not matches("content:whitespace-only", {"content.dropped:lost"})
    assert matches("content.truncated:whitespace-only", {"content.blank:whitespace-only"})
    assert not matches("content.truncated:whitespace-only", {"reasoning:whitespace-only"})


def test_a_call_lost_shifts_the_pairs_without_a_finding_of_its_own():
    want, got = calls(A, B, ("c", "{}")), calls(B, ("c", "{}"))  # a lost: b paired with a
    assert sig(want, got) == {"calls.count:call-lost", "calls.name:shifted",
                              "calls.arguments:shifted"}
    assert matches("calls.name:shifted", set())
    # a call that came back exactly is not paired with another of its name
    assert sig(calls(("a", "{}"), ("a", '{"k": 1}')), calls(("a", '{"k": 1}'))) == {
        "calls.count:call-lost", "calls.arguments:shifted"}


def test_an_entry_without_readable_cases_matches_any_kind_of_its_check():
    assert matches("calls.count:call-lost", {"calls.count:*"})
    assert not matches("calls.count:call-lost", {"calls.count:calls-merged"})


def test_traits_normalise_before_classifying():
    from strategies.formats import Trait

    blank = Trait("blank-content-is-none", "normalise", "r")
    want, got = calls(A, content=" "), calls(A)
    assert classify("roundtrip", {"content.blank"}, want.to_json(), got.to_json(), (blank,)) == {
        "content.blank:-"}  # normalised away: nothing to classify (the check alone)


@pytest.mark.parametrize(("signature", "prop", "level"), [
    ("calls.name:name-from-arguments", "roundtrip", "critical"),
    ("calls.count:nested-call-taken", "roundtrip", "critical"),
    ("calls.arguments:key-injected", "split", "critical"),
    ("calls.count:call-lost", "roundtrip", "high"),
    ("calls.count:call-lost", "split", "medium"),
    ("calls.arguments-invalid:arguments-not-json", "malformed", "high"),
    ("target.raised:ValueError@m.f", "nocrash", "high"),
    ("target.hang:-", "nocrash", "high"),
    ("content.truncated:suffix-lost", "plaintext", "medium"),
    ("content.blank:whitespace-only", "roundtrip", "low"),
    ("calls.arguments:number-respelled", "roundtrip", "low"),
    ("time.growth:-", "time", "low"),
])
def test_severity_rule(signature, prop, level):
    assert severity(signature, prop) == level


@pytest.mark.parametrize(("signature", "level"), [
    ("calls.arguments:string-changed", "medium"),
    ("calls.count:call-invented", "medium"),
    ("calls.count:call-lost", "medium"),
    ("content.truncated:suffix-lost", "medium"),
    ("content.blank:whitespace-only", "low"),
    ("calls.arguments-invalid:arguments-not-json", "high"),
    ("calls.arguments:reference-not-json", "high"),
    ("target.raised:ValueError@m.f", "high"),
    ("target.hang:-", "high"),
])
def test_a_consistency_disagreement_is_at_most_medium(signature, level):
    """A format's own marker as data where nothing escapes it has no right reading: the whole
    parse and the stream disagreeing on it is a disagreement (medium at most), while a crash,
    a hang or arguments that are not JSON stay as severe as anywhere."""
    assert severity(signature, "marker-data", "consistency") == level
    assert severity(signature, "value-edges", "consistency") == level


def test_the_cap_is_the_consistency_oracles_only():
    assert severity("calls.arguments:string-changed", "marker-data", "roundtrip") == "critical"
    assert severity("calls.count:call-invented", "unoffered", "unoffered") == "critical"
    assert severity("calls.arguments:string-changed", "marker-data") == "critical"


def test_an_unoffered_call_one_mode_drops_is_a_disagreement_rated_at_most_high():
    """A target that declares no drop owes the same handling whole and streamed: a call the
    model wrote, streamed but dropped whole, is a disagreement of the modes (at most high), and
    a key lost between them is medium, as under split; a target that declares the drop owes
    exactly the offered calls, rated as anywhere."""
    from strategies.formats import Trait
    from targets.signatures import UNOFFERED_CONSISTENT, UNOFFERED_DROPPED, oracle_of

    expected = {"oracle": "unoffered", "variant": "unoffered", "message": {}}
    assert oracle_of(expected, ()) == UNOFFERED_CONSISTENT
    dropped = Trait(UNOFFERED_DROPPED, "fact", "r")
    assert oracle_of(expected, (dropped,)) == "unoffered"
    assert oracle_of({"oracle": "consistency"}, ()) == "consistency"
    assert oracle_of(None, ()) == ""
    assert severity("calls.count:call-invented", "unoffered", UNOFFERED_CONSISTENT) == "high"
    assert severity("calls.arguments:key-lost", "unoffered", UNOFFERED_CONSISTENT) == "medium"
    assert severity("target.raised:ValueError@m.f", "unoffered", UNOFFERED_CONSISTENT) == "high"
    assert severity("calls.count:call-invented", "unoffered", "unoffered") == "critical"


def test_a_causes_severity_reads_each_cases_oracle(tmp_path, monkeypatch):
    """The catalogue rates a case by the oracle it was judged by: the same signature is
    critical from a roundtrip case and medium from a consistency case."""
    from targets import causes, corpus
    from targets.expectations import Known

    def write(name, oracle):
        (tmp_path / "fmt").mkdir(exist_ok=True)
        # consistency: the stream's value differs from the whole parse's; roundtrip: the whole
        # parse's differs from the value written
        written = calls(("f", '{"a": "y"}')).to_json()
        parse = calls(("f", '{"a": "x"}')).to_json()
        # (a roundtrip result stores [whole, [streams]], a consistency one {parse, stream})
        observed = ({"parse": parse, "stream": [written]} if oracle == "consistency"
                    else [parse, [parse]])
        case = corpus.Case(format="fmt", target="t:x", property="marker-data", text="x",
                           tools=[], chunkings=[], checks=["calls.arguments"],
                           expected={"oracle": oracle, "variant": "marker-data",
                                     "message": written},
                           observed=observed)
        (tmp_path / "fmt" / name).write_text(json.dumps(case.to_json()))

    write("n_a.json", "consistency")
    write("n_b.json", "roundtrip")
    monkeypatch.setattr(corpus, "CORPUS", tmp_path)
    entry = Known("t:x", "marker-data", frozenset({"calls.arguments"}), "r", ("n_a.json",))
    assert causes.entry_severities(entry) == ["medium"]
    entry = Known("t:x", "marker-data", frozenset({"calls.arguments"}), "r",
                  ("n_a.json", "n_b.json"))
    assert sorted(causes.entry_severities(entry)) == ["critical", "medium"]


def test_an_off_template_text_example_is_classified_by_its_calls_in_each_mode():
    """The text-after oracle compares the calls exactly in every mode and the prose by its own
    checks: a name respelled in the stream only is still `name-respelled`, and the prose
    check keeps no kind."""
    expected = {"oracle": "text", "variant": "text-after", "pieces": ["ok"],
                "message": Message(calls=[Call("Get", "{}")], content="ok").to_json()}
    observed = {"parse": Message(calls=[Call("Get", "{}")], content="ok").to_json(),
                "stream": [Message(calls=[Call("get", "{}")]).to_json()]}
    assert classify("text-after", ["calls.name", "offtemplate.text-lost"], expected,
                    observed) == {"calls.name:name-respelled", "offtemplate.text-lost:-"}


def test_an_off_template_consistency_example_compares_each_stream_with_the_whole_parse():
    """Markers as data where the format cannot quote them: no expected message, so the kinds
    come from each stream against the whole parse (as split's)."""
    expected = {"oracle": "consistency", "variant": "marker-data", "message": {}}
    observed = {"parse": Message(calls=[], content="a <tool_call>").to_json(),
                "stream": [Message(calls=[], content="a ").to_json()]}
    assert classify("marker-data", ["content.truncated"], expected, observed) == {
        "content.truncated:suffix-lost"}


def test_a_stream_that_differs_from_a_whole_parse_whose_arguments_are_not_json():
    """The reference's arguments are broken (the whole parse cut a value at a control token),
    the stream's are an object: not a value that changed type, a mode that broke them."""
    expected = {"oracle": "consistency", "variant": "marker-data", "message": {}}
    observed = {"parse": Message(calls=[Call("f", '{"note": "Aa')]).to_json(),
                "stream": [Message(calls=[Call("f", '{"note": "Aa [X]"}')]).to_json()]}
    found = classify("marker-data", ["calls.arguments"], expected, observed)
    assert found == {"calls.arguments:reference-not-json"}
    assert severity("calls.arguments:reference-not-json", "marker-data") == "high"
    assert severity("calls.arguments:reference-not-json", "split") == "medium"


def test_an_off_template_roundtrip_example_is_classified_as_roundtrip_and_split():
    """Number spellings, wide names and many keys are judged as a faithful rendering: the
    whole parse against the calls written (roundtrip's kinds), each stream against the whole
    parse (split's)."""
    written = Message(calls=[Call("f", '{"a": 100000.0}')])
    expected = {"oracle": "roundtrip", "variant": "numbers", "message": written.to_json()}
    observed = [written.to_json(), [Message(calls=[Call("f", "")]).to_json()], [[]]]
    assert classify("numbers", ["calls.arguments-invalid"], expected, observed) == {
        "calls.arguments-invalid:arguments-empty"}
    whole = Message(calls=[Call("f", '{"a": "x"}')])
    observed = [whole.to_json(), [whole.to_json()], [[]]]
    assert classify("numbers", ["calls.arguments"], {**expected, "message": Message(
        calls=[Call("f", '{"a": " x"}')]).to_json()}, observed) == {
        "calls.arguments:string-stripped"}


def test_an_off_template_roundtrip_example_is_classified_with_the_targets_traits():
    """A difference the declared traits explain (vllm:openai's blank preamble, read as no
    content by the format, kept as ' ' by the target) is classified as it is on roundtrip,
    not left as an unreadable `check:*` that would match any kind of that check."""
    from targets.signatures import of_case, traits_of

    assert traits_of("harmony", "vllm:openai", "value-edges") == traits_of(
        "harmony", "vllm:openai", "roundtrip") != ()
    assert traits_of("harmony", "vllm:openai", "split") == ()
    written = Message(content=" ", calls=[Call("A", '{"text": "<b>Aa"}')])
    case = SimpleNamespace(
        property="value-edges", format="harmony", target="vllm:openai",
        checks=["content.blank"], signatures=[],
        expected={"oracle": "roundtrip", "variant": "value-edges",
                  "message": written.to_json()},
        observed=[written.to_json(), [], []])
    assert of_case(case) == {"content.blank:whitespace-only"}


def test_an_off_template_bracket_text_example_is_classified_as_plaintext():
    """Plain text with one-character markers is judged by the plaintext oracle: each mode
    against the text, with plaintext's kinds (so a plaintext entry's held-back `{` matches)."""
    expected = {"oracle": "plaintext", "variant": "bracket-text",
                "message": Message(calls=[], content="{x}").to_json()}
    observed = {"parse": Message(calls=[], content="{x}").to_json(),
                "stream": [Message(calls=[], content=None).to_json()]}
    assert classify("bracket-text", ["content.dropped"], expected, observed) == {
        "content.dropped:lost"}
