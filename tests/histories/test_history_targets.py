"""The history targets' oracles (targets/history_props.py), the importers that read a
sanitizer's answer back, and the worker, replay and report on fake history targets."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import given, settings

from strategies.histories import sdk_shapes
from strategies.histories.build import histories
from strategies.histories.canonical import Assistant, ToolCall, ToolResult, User
from strategies.histories.corruptions import CORRUPTIONS
from targets import history_props, registry, report
from targets.client import Worker, shutdown_all
from targets.corpus import Case
from targets.histories.importers import (Unreadable, anthropic, gemini, gemini_positional,
                                        openai_chat, openhands, pydantic_ai)
from targets.replay import replay

CALL = ToolCall("abc000001", "f", {"a": 1})
VALID = (User("hi"), Assistant("t", (CALL,)), ToolResult("abc000001", "f", "r1"), User("u2"))


def _fake(name: str, adapter: str, role: str) -> registry.TargetSpec:
    props = ("agrees",) if role == "validator" else ("repaired", "lossless", "unchanged",
                                                     "idempotent")
    return registry.TargetSpec(id=f"fake:{name}", env=registry.SELF_ENV,
                               adapter=f"tests.history_fakes:{adapter}", format="histories",
                               library="fake", kind="history", properties=props,
                               options={"shape": "openai_chat", "role": role,
                                        "reference": "openai_chat"})


@pytest.fixture(scope="module", autouse=True)
def _workers():
    yield
    shutdown_all()


@settings(max_examples=40, deadline=None)
@given(histories())
def test_importers_read_back_what_the_exporters_write(history):
    assert pydantic_ai(sdk_shapes.pydantic_ai(history)) == history
    no_reasoning = tuple(replace(m, reasoning=None) if isinstance(m, Assistant) else m
                         for m in history)
    assert openai_chat(history_props.SHAPES["openai_chat"](history)) == no_reasoning
    assert sdk_shapes.from_json(json.loads(json.dumps(sdk_shapes.to_json(history)))) == history


def test_an_unknown_role_is_unreadable():
    with pytest.raises(Unreadable):
        openai_chat([{"role": "developer", "content": "x"}])


def test_lossless_counts_a_placeholder_as_a_loss():
    after = VALID[:2] + (ToolResult("abc000001", "f", "(no result)"),) + VALID[3:]
    [v] = history_props.lossless_of(VALID, after)
    assert v.check == "history.lost-message" and "r1" in v.detail


def test_lossless_allows_dropping_what_is_not_valid():
    orphan = ToolResult("zzz000009", "f", "orphan")
    unanswered = Assistant(None, (ToolCall("abc000002", "g", {}),))
    before = VALID[:3] + (orphan, unanswered, User("u2"))
    assert history_props.lossless_of(before, VALID) == []
    # an unanswered call answered by a placeholder is no loss either
    placeholder = before[:5] + (ToolResult("abc000002", "g", "(no result)"), User("u2"))
    assert history_props.lossless_of(before, placeholder) == []


def test_lossless_finds_a_lost_user_message_and_call():
    lost = {v.detail for v in history_props.lossless_of(VALID, (User("hi"),))}
    assert lost == {"assistant text 't'; call abc000001 f; user message 'u2'; "
                    "result of abc000001 ['r1']"}  # in message order, results last


def test_repaired_names_every_shape_that_rejects():
    duplicate = VALID[:3] + (VALID[2],) + VALID[3:]
    assert history_props.repaired_of(VALID) == []
    assert {v.check for v in history_props.repaired_of(duplicate)} == {
        "history.rejected-openai_chat", "history.rejected-openai_responses",
        "history.rejected-anthropic", "history.rejected-gemini"}


def test_a_sanitizer_is_judged_through_the_worker():
    identity = Worker(_fake("identity", "Identity", "sanitizer"))
    results = history_props.sanitizer_results(identity, VALID, True)
    assert {p: r.violations for p, r in results.items()} == {
        "repaired": [], "lossless": [], "unchanged": [], "idempotent": []}
    duplicate = VALID[:3] + (VALID[2],) + VALID[3:]
    results = history_props.sanitizer_results(identity, duplicate, False)
    assert "unchanged" not in results
    assert results["repaired"].violations and not results["lossless"].violations
    placeholders = Worker(_fake("placeholders", "Placeholders", "sanitizer"))
    results = history_props.sanitizer_results(placeholders, VALID, True)
    assert [v.check for v in results["lossless"].violations] == ["history.lost-message"]
    assert [v.check for v in results["unchanged"].violations] == ["history.changed"]
    assert results["repaired"].violations == []


def test_a_validator_is_judged_against_the_reference():
    spec = _fake("accept-all", "AcceptAll", "validator")
    worker = Worker(spec)
    assert history_props.agrees(worker, VALID).violations == []
    for c in CORRUPTIONS:
        bad = c.apply(VALID, c.sites(VALID)[0]) if c.sites(VALID) else None
        if bad is not None:
            checks = [v.check for v in history_props.agrees(worker, bad).violations]
            assert checks == ["history.accepts-invalid"], c.name


def test_a_history_case_replays_as_found():
    spec = registry.register(_fake("replay-identity", "Identity", "sanitizer"))
    duplicate = VALID[:3] + (VALID[2],) + VALID[3:]
    found = history_props.sanitizer_results(Worker(spec), duplicate, False)["repaired"]
    case = Case(format="histories", target=spec.id, property="repaired",
                text=json.dumps(sdk_shapes.to_json(duplicate)),
                checks=sorted({v.check for v in found.violations}))
    again = replay(case, Worker(spec))
    assert sorted({v.check for v in again.violations}) == case.checks


def test_the_report_gives_history_targets_their_own_table():
    registry.register(_fake("report-identity", "Identity", "sanitizer"))
    rep = report.build()
    assert any("fake:report-identity" in ids for _fmt, ids, _cells in rep.history_rows)
    assert not any("fake:report-identity" in ids for _fmt, ids, _cells in rep.rows)
    text = report.markdown(rep)
    assert "## Chat-history sanitizers and validators" in text


SWAP = (User("hi"), Assistant(None, (CALL, ToolCall("abc000002", "g", {}))),
        ToolResult("abc000002", "f", "r1", answers="abc000001"),
        ToolResult("abc000001", "g", "r2", answers="abc000002"), User("u2"))


def test_lossless_counts_a_result_kept_under_the_wrong_call():
    [v] = history_props.lossless_of(SWAP, SWAP)  # passed through as logged: misattributed
    assert v.check == "history.misattributed" and "now answers abc000002" in v.detail
    fixed = SWAP[:2] + (ToolResult("abc000001", "f", "r1"), ToolResult("abc000002", "g", "r2"),
                        SWAP[4])
    assert history_props.lossless_of(SWAP, fixed) == []


def test_lossless_counts_a_kept_placeholder_over_the_late_real_result():
    error = ToolResult("abc000001", "f", "interrupted", synthetic=True)
    before = VALID[:2] + (error, VALID[3], VALID[2])
    [v] = history_props.lossless_of(before, VALID[:2] + (error, VALID[3]))
    assert v.check == "history.placeholder-kept" and "synthetic placeholder" in v.detail
    # the real result kept and the placeholder dropped loses nothing
    assert history_props.lossless_of(before, VALID) == []


@settings(max_examples=40, deadline=None)
@given(histories())
def test_the_openhands_event_log_reads_back(history):
    assert openhands(sdk_shapes.openhands(history)) == history


def _converter(name: str, merge: bool) -> registry.TargetSpec:
    return registry.TargetSpec(
        id=f"fake:{name}", env=registry.SELF_ENV, adapter="tests.history_fakes:GeminiConverter",
        format="histories", library="fake", kind="history",
        properties=("repaired", "lossless", "unchanged", "idempotent"),
        options={"shape": "openai_chat", "answer": "gemini_positional", "role": "converter",
                 "validator": "gemini", "merge": merge})


TWIN = (User("q"), Assistant(None, (ToolCall("abc000001", "f", {}), ToolCall("abc000002", "f", {}))),
        ToolResult("abc000001", "f", "r1"), ToolResult("abc000002", "f", "r2"))


def test_a_converter_is_judged_by_its_providers_validator_in_its_answers_terms():
    faithful = Worker(_converter("gemini-faithful", False))
    for history in (VALID, TWIN):
        results = history_props.sanitizer_results(faithful, history, True)
        assert {p: r.violations for p, r in results.items()} == {
            "repaired": [], "lossless": [], "unchanged": [], "idempotent": []}
    merging = Worker(_converter("gemini-merging", True))
    results = history_props.sanitizer_results(merging, TWIN, True)
    assert [v.check for v in results["repaired"].violations] == ["history.rejected-gemini"]
    assert {v.check for v in results["lossless"].violations} == {
        "history.lost-message", "history.misattributed"}
    assert [v.check for v in results["unchanged"].violations] == ["history.changed"]


@settings(max_examples=40, deadline=None)
@given(histories())
def test_the_provider_readers_read_back_what_the_exporters_write(history):
    assert anthropic(history_props.SHAPES["anthropic"](history)) == history
    assert gemini(history_props.SHAPES["gemini"](history)) == history


def test_gemini_without_ids_pairs_by_position():
    contents = [{"role": "user", "parts": [{"text": "q"}]},
                {"role": "model", "parts": [{"function_call": {"name": "f", "args": {}}}]},
                {"role": "user", "parts": [
                    {"function_response": {"name": "f", "response": {"content": "r1"}}},
                    {"function_response": {"name": "f", "response": {"content": "r2"}}}]}]
    assert gemini_positional(contents) == (
        User("q"), Assistant(None, (ToolCall("call1", "f", {}),)),
        ToolResult("call1", "f", "r1"), ToolResult("unpaired1", "f", "r2"))


def test_the_sanitizer_table_counts_what_a_sanitizer_does_with_each_corruption():
    from strategies.histories.corruptions import BY_NAME
    from targets.histories.sanitizer_table import markdown, tally

    identity = Worker(_fake("table-identity", "Identity", "sanitizer"))
    duplicate = tally(identity, BY_NAME["duplicate_result"], 3)
    assert duplicate["histories"] == 3 and duplicate["valid"] == 0  # passed on as it came
    placeholders = Worker(_fake("table-placeholders", "Placeholders", "sanitizer"))
    missing = tally(placeholders, BY_NAME["missing_parallel_result"], 3)
    assert missing["valid"] == 3 and missing["history.lost-message"] == 3
    table = markdown("fake:x", [(BY_NAME["missing_parallel_result"], missing)])
    assert "| 7 | parallel calls with one result missing | 3/3 | 3/3 | 0/3 | 0/3 |" in table


def test_a_json_object_result_compares_as_the_response_object_it_becomes():
    from targets.histories.importers import response_text

    # LiteLLM's Gemini conversion sends '{"b": 1, "a": ""}' as the object, plain text wrapped
    assert history_props.json_result_text('{"b": 1, "a": ""}') == \
        response_text({"b": 1, "a": ""}) == '{"a": "", "b": 1}'
    assert history_props.json_result_text("plain") == response_text({"content": "plain"})
    assert history_props.json_result_text("[1]") == "[1]"    # not an object: text as it is
    assert history_props.json_result_text("{not json") == "{not json"
