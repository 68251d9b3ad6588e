"""The OpenAI Responses reference validator on hand-written `input` items: each rule's valid
and invalid cases, the exact error text, the previous_response_id mode and the inferred rules."""

import pytest

from targets.histories.openai_responses import validate


def user(text="hi"):
    return {"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]}


def said(text="ok"):
    return {"type": "message", "role": "assistant", "content": text}


def call(cid, iid=None):
    return {"type": "function_call", "id": iid or f"fc_{cid}", "call_id": cid, "name": "f",
            "arguments": "{}"}


def output(cid, iid=None):
    return {"type": "function_call_output", "id": iid or f"fco_{cid}", "call_id": cid,
            "output": "ok"}


def reasoning(rid="rs_1"):
    return {"type": "reasoning", "id": rid, "summary": []}


def texts(items, **kw):
    return [v.message for v in validate(items, **kw)]


def rules(items, **kw):
    return [v.rule for v in validate(items, **kw)]


@pytest.mark.parametrize("items", [
    [user()],
    [user(), said(), user()],
    [user(), call("a"), output("a")],
    [user(), call("a"), call("b"), output("b"), output("a")],
    [user(), reasoning(), call("a"), output("a"), reasoning("rs_2"), said()],
    [{"role": "user", "content": "plain easy message"}, call("a"), output("a")],
], ids=["user", "text", "single", "parallel-any-order", "reasoning", "easy-message"])
def test_valid_inputs_pass(items):
    assert validate(items) == []
    assert validate(items, rules={"output_after_call": True, "output_adjacent": True}) == []


def test_call_without_output():
    assert texts([user(), call("a")]) == ["No tool output found for function call a."]


def test_output_without_call():
    assert texts([user(), output("z")]) == [
        "No tool call found for function call output with call_id z."]


def test_outputs_without_calls_are_legitimate_with_previous_response_id():
    assert validate([output("z")], previous_response_id=True) == []


def test_duplicate_item_id():
    assert texts([user(), call("a"), output("a"), output("a")]) == [
        "Duplicate item found with id fco_a. Remove duplicate items from your input and try "
        "again."]


def test_duplicate_output_without_item_ids_is_not_a_duplicate_item():
    bare = {"type": "function_call_output", "call_id": "a", "output": "ok"}
    assert validate([user(), call("a"), bare, dict(bare)]) == []


@pytest.mark.parametrize("items", [
    [user(), reasoning()],
    [user(), reasoning(), output("a"), call("a")],
    [user(), reasoning(), user()],
    [user(), reasoning(), reasoning("rs_2"), said()],
], ids=["last", "before-output", "before-user", "before-reasoning"])
def test_reasoning_without_its_following_item(items):
    assert "Item 'rs_1' of type 'reasoning' was provided without its required following item" \
        in texts(items)


def test_user_message_between_call_and_output_passes_unless_adjacency_is_switched_on():
    items = [user(), call("a"), user("between"), output("a")]
    assert validate(items) == []
    assert texts(items, rules={"output_adjacent": True}) == [
        "No tool output found for function call a."]


def test_output_before_call_passes_unless_order_is_switched_on():
    items = [user(), output("a"), call("a")]
    assert validate(items) == []
    assert texts(items, rules={"output_after_call": True}) == [
        "No tool call found for function call output with call_id a."]


@pytest.mark.parametrize("rule, items", [
    ("call_has_output", [user(), call("a")]),
    ("output_has_call", [user(), output("a")]),
    ("unique_items", [user(), call("a"), output("a"), output("a")]),
    ("reasoning_followed", [user(), reasoning()]),
])
def test_each_rule_can_be_switched_off(rule, items):
    assert rule in rules(items)
    assert rule not in rules(items, rules={rule: False})
