"""The compliance patterns the live runner sends: a stable, named, deterministic list in the
Chat Completions shape; valid ones pass the Chat reference validator, each corruption is the
named corruption and is rejected by it."""

import json
import re

from strategies.histories.corruptions import CORRUPTIONS
from strategies.histories.patterns import (canonical_patterns, compliance_patterns,
                                           compliance_tools)
from targets.histories.openai_chat import validate

VALID_NAMES = ["valid_text", "valid_single_call", "valid_parallel_calls", "valid_call_with_text",
               "valid_multi_turn", "valid_parallel_results_reordered"]


def test_names_and_order_are_stable():
    assert [n for n, _ in compliance_patterns()] == VALID_NAMES + [c.name for c in CORRUPTIONS]


def test_deterministic_and_plain_json():
    first = compliance_patterns()
    assert first == compliance_patterns()
    assert json.loads(json.dumps(first)) == [list(p) for p in first]
    assert json.loads(json.dumps(compliance_tools())) == compliance_tools()


def test_calls_use_the_tools_and_mistral_safe_ids():
    tools = {t["function"]["name"]: t["function"]["parameters"] for t in compliance_tools()}
    for name, messages in compliance_patterns():
        for m in messages:
            for c in m.get("tool_calls", []):
                assert c["function"]["name"] in tools, name
                assert set(json.loads(c["function"]["arguments"])) == set(
                    tools[c["function"]["name"]]["required"]), name
                assert re.fullmatch(r"[A-Za-z0-9]{9}", c["id"]), name
            if m["role"] == "tool":
                assert re.fullmatch(r"[A-Za-z0-9]{9}", m["tool_call_id"]), name


def test_valid_patterns_pass_and_corruptions_are_rejected_by_the_chat_validator():
    for name, messages in compliance_patterns():
        assert (validate(messages) == []) == name.startswith("valid_"), name


def test_reordered_results_are_valid_only_under_the_community_rule():
    messages = dict(compliance_patterns())["valid_parallel_results_reordered"]
    assert [v.rule for v in validate(messages, rules={"results_any_order": False})] == [
        "results_any_order"]


def test_each_corruption_pattern_differs_from_every_valid_pattern():
    patterns = dict(canonical_patterns())
    valid = [patterns[n] for n in VALID_NAMES]
    assert all(patterns[c.name] not in valid for c in CORRUPTIONS)
