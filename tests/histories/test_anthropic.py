"""The Anthropic Messages reference validator on hand-written `messages`: merging of
consecutive same-role messages, each rule's valid and invalid cases with the exact error text,
and the observed text-after-tool_use rule switched."""

import pytest

from targets.histories.anthropic import merged_turns, validate


def user(*blocks):
    return {"role": "user", "content": list(blocks) or [text("hi")]}


def assistant(*blocks):
    return {"role": "assistant", "content": list(blocks)}


def text(t="hi"):
    return {"type": "text", "text": t}


def use(i):
    return {"type": "tool_use", "id": i, "name": "f", "input": {}}


def result(i):
    return {"type": "tool_result", "tool_use_id": i, "content": "ok"}


def texts(messages, **kw):
    return [v.message for v in validate(messages, **kw)]


def rules(messages, **kw):
    return [v.rule for v in validate(messages, **kw)]


def no_result(n, ids):
    return (f"messages.{n}: `tool_use` ids were found without `tool_result` blocks immediately "
            f"after: {ids}. Each `tool_use` block must have a corresponding `tool_result` block "
            "in the next message.")


def unexpected(n, k, i):
    return (f"messages.{n}.content.{k}: unexpected `tool_use_id` found in `tool_result` blocks: "
            f"{i}. Each `tool_result` block must have a corresponding `tool_use` block in the "
            "previous message.")


def not_first(n, k):
    return (f"messages.{n}: Did not find {k} tool_result block(s) at the beginning of this "
            "message. Messages following tool_use blocks must begin with a matching number of "
            "tool_result blocks.")


@pytest.mark.parametrize("messages", [
    [user()],
    [{"role": "user", "content": "a plain string"}, {"role": "assistant", "content": "hello"}],
    [user(), assistant(use("a")), user(result("a"))],
    [user(), assistant(text("let me"), use("a"), use("b")), user(result("a"), result("b"))],
    [user(), assistant(use("a"), use("b")), user(result("b"), result("a"), text("thanks"))],
    [user(), assistant(use("a")), user(result("a")), user(text("more"))],
    [user(), assistant({"type": "thinking", "thinking": "hm", "signature": "s"}, use("a")),
     user(result("a"))],
], ids=["user", "strings", "single", "parallel", "text-after-results", "merged-user",
        "thinking"])
def test_valid_histories_pass(messages):
    assert validate(messages) == []


def test_consecutive_same_role_messages_merge_keeping_where_each_block_came_from():
    turns = merged_turns([user(text("a")), user(text("b"), text("c")), assistant(text("d"))])
    assert [(t.role, len(t.blocks), t.origins) for t in turns] == [
        ("user", 3, [(0, 0), (1, 0), (1, 1)]), ("assistant", 1, [(2, 0)])]


def test_errors_name_the_message_and_block_as_sent():
    messages = [user(), assistant(use("a")), user(result("a")), user(text("x"), result("z"))]
    assert texts(messages) == [unexpected(3, 1, "z")]


def test_tool_use_without_result_in_the_next_message():
    assert texts([user(), assistant(use("a"), use("b")), user(result("a"))]) == [
        no_result(1, "b")]


def test_tool_use_at_the_end_has_no_result():
    assert texts([user(), assistant(use("a"))]) == [no_result(1, "a")]


def test_result_not_answering_the_previous_message():
    assert texts([user(), assistant(use("a")), user(result("a"), result("z"))]) == [
        unexpected(2, 1, "z")]


def test_result_after_a_text_assistant_message():
    assert texts([user(), assistant(text()), user(result("a"))]) == [unexpected(2, 0, "a")]


def test_user_text_between_call_and_results_merges_and_puts_text_first():
    assert texts([user(), assistant(use("a")), user(text("wait")), user(result("a"))]) == [
        not_first(2, 1)]


def test_text_between_parallel_results():
    assert texts([user(), assistant(use("a"), use("b")),
                  user(result("a"), text("x"), result("b"))]) == [not_first(2, 2)]


def test_duplicate_result():
    assert texts([user(), assistant(use("a")), user(result("a"), result("a"))]) == [
        "each tool_use must have a single result"]


def test_text_after_tool_use_is_rejected_by_the_observed_rule_only():
    messages = [user(), assistant(use("a"), text("after")), user(result("a"))]
    assert rules(messages) == ["no_text_after_tool_use"]
    assert texts(messages)[0].startswith("toolfuzz: messages.1:")
    assert validate(messages, rules={"no_text_after_tool_use": False}) == []


def test_assistant_text_message_after_tool_use_merges_into_text_after_tool_use():
    messages = [user(), assistant(use("a")), assistant(text("waiting")), user(result("a"))]
    assert rules(messages) == ["no_text_after_tool_use"]


@pytest.mark.parametrize("rule, messages", [
    ("results_follow_tool_use", [user(), assistant(use("a"))]),
    ("results_answer_previous", [user(result("z"))]),
    ("results_first", [user(), assistant(use("a")), user(text("x"), result("a"))]),
    ("single_result", [user(), assistant(use("a")), user(result("a"), result("a"))]),
])
def test_each_rule_can_be_switched_off(rule, messages):
    assert rule in rules(messages)
    assert rule not in rules(messages, rules={rule: False})
