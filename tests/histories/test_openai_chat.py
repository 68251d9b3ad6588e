"""The OpenAI Chat Completions reference validator on hand-written `messages`: each rule's
valid and invalid cases, the exact error text, and each rule switched off."""

import pytest

from targets.histories.openai_chat import validate


def user(text="hi"):
    return {"role": "user", "content": text}


def calls(*ids):
    return {"role": "assistant", "content": None, "tool_calls": [
        {"id": i, "type": "function", "function": {"name": "f", "arguments": "{}"}} for i in ids]}


def tool(i, content="ok"):
    return {"role": "tool", "tool_call_id": i, "content": content}


def texts(messages, **kw):
    return [v.message for v in validate(messages, **kw)]


def rules(messages, **kw):
    return [v.rule for v in validate(messages, **kw)]


ORPHAN = ("Invalid parameter: messages with role 'tool' must be a response to a preceeding "
          "message with 'tool_calls'.")


def unanswered(ids):
    return ("An assistant message with 'tool_calls' must be followed by tool messages "
            "responding to each 'tool_call_id'. The following tool_call_ids did not have "
            f"response messages: {ids}")


@pytest.mark.parametrize("messages", [
    [user()],
    [user(), {"role": "assistant", "content": "hello"}, user()],
    [user(), calls("a"), tool("a")],
    [user(), calls("a", "b"), tool("a"), tool("b")],
    [user(), calls("a"), tool("a"), {"role": "assistant", "content": "done"}, user(),
     calls("b"), tool("b")],
    [user(), calls("a"), tool("a"), user("more"), calls("b"), tool("b")],
], ids=["user", "text", "single", "parallel", "two-rounds", "user-after-results"])
def test_valid_histories_pass(messages):
    assert validate(messages) == []


def test_tool_first_is_an_orphan():
    assert texts([tool("a"), user()]) == [ORPHAN]


def test_tool_after_a_user_message_is_an_orphan():
    assert texts([user(), calls("a"), tool("a"), user(), tool("a")]) == [
        "Invalid parameter: Duplicate value for 'tool_call_id' of 'a', in messages[2] and "
        "messages[4].", ORPHAN]


def test_tool_with_an_id_not_among_the_calls_is_an_orphan():
    assert texts([user(), calls("a"), tool("a"), tool("z")]) == [ORPHAN]


def test_compatible_servers_spell_preceding():
    assert texts([tool("a")], spelling="preceding") == [ORPHAN.replace("preceeding", "preceding")]


def test_unanswered_call_before_the_next_message():
    assert texts([user(), calls("a", "b"), tool("a"), user()]) == [unanswered("b")]


def test_unanswered_calls_are_listed_in_call_order():
    assert texts([user(), calls("a", "b"), {"role": "assistant", "content": "x"}]) == [
        unanswered("a, b")]


def test_unanswered_call_at_the_end():
    assert texts([user(), calls("a")]) == [unanswered("a")]


def test_duplicate_answer_in_the_same_block():
    assert texts([user(), calls("a"), tool("a"), tool("a")]) == [
        "Invalid parameter: Duplicate value for 'tool_call_id' of 'a', in messages[2] and "
        "messages[3]."]


def test_parallel_results_in_any_order_by_default_and_in_call_order_when_switched():
    reordered = [user(), calls("a", "b"), tool("b"), tool("a")]
    assert validate(reordered) == []
    assert rules(reordered, rules={"results_any_order": False}) == ["results_any_order"]
    assert texts(reordered, rules={"results_any_order": False})[0].startswith("toolfuzz:")


@pytest.mark.parametrize("rule, messages", [
    ("tool_follows_calls", [tool("a"), user()]),
    ("all_answered", [user(), calls("a")]),
    ("unique_answer", [user(), calls("a"), tool("a"), tool("a")]),
])
def test_each_rule_can_be_switched_off(rule, messages):
    assert rule in rules(messages)
    assert rule not in rules(messages, rules={rule: False})


def test_unknown_rule_is_an_error():
    with pytest.raises(KeyError, match="unknown rule"):
        validate([], rules={"no_such_rule": True})


def test_system_message_first_is_fine_and_between_call_and_result_closes_the_call():
    system = {"role": "system", "content": "be brief"}
    assert validate([system, user(), calls("a"), tool("a")]) == []
    assert texts([user(), calls("a"), system, tool("a")]) == [unanswered("a"), ORPHAN]
