"""The Gemini reference validator on hand-written `contents`: each rule's valid and invalid
cases with the exact error text, and the inferred rules switched."""

import pytest

from targets.histories.gemini import validate

COUNT = ("Please ensure that the number of function response parts is equal to the number of "
         "function call parts of the function call turn.")
CALL_POS = ("Please ensure that function call turn comes immediately after a user turn or after "
            "a function response turn.")
RESPONSE_POS = ("Please ensure that function response turn comes immediately after a function "
                "call turn.")


def user(t="hi"):
    return {"role": "user", "parts": [{"text": t}]}


def model(t="ok"):
    return {"role": "model", "parts": [{"text": t}]}


def calls(*ids):
    return {"role": "model", "parts": [{"functionCall": {"id": i, "name": "f", "args": {}}}
                                       for i in ids]}


def responses(*ids):
    return {"role": "user", "parts": [
        {"functionResponse": {"id": i, "name": "f", "response": {"result": "ok"}}} for i in ids]}


def texts(contents, **kw):
    return [v.message for v in validate(contents, **kw)]


def rules(contents, **kw):
    return [v.rule for v in validate(contents, **kw)]


@pytest.mark.parametrize("contents", [
    [user()],
    [user(), model(), user()],
    [user(), calls("a"), responses("a")],
    [user(), calls("a", "b"), responses("a", "b"), model(), user()],
    [user(), calls("a"), responses("a"), calls("b"), responses("b"), user()],
    [user(), {"role": "model", "parts": [{"text": "hm", "thought": True},
                                         {"functionCall": {"name": "f", "args": {}}}]},
     {"role": "user", "parts": [{"functionResponse": {"name": "f", "response": {}}}]}],
], ids=["user", "text", "single", "parallel", "two-rounds", "no-ids"])
def test_valid_histories_pass(contents):
    assert validate(contents) == []
    assert validate(contents, rules={"match_ids": True}) == []


def test_parallel_responses_split_over_two_contents():
    assert texts([user(), calls("a", "b"), responses("a"), responses("b")]) == [
        COUNT, RESPONSE_POS]


def test_call_turn_followed_by_text():
    assert texts([user(), calls("a"), user("x")]) == [COUNT]


def test_call_turn_after_a_model_text_turn():
    assert texts([user(), model(), calls("a"), responses("a")]) == [CALL_POS]


def test_call_turn_first():
    assert texts([calls("a"), responses("a")]) == [CALL_POS]


def test_response_turn_after_a_user_turn():
    assert texts([user(), responses("a")]) == [RESPONSE_POS]


def test_trailing_call_turn_is_rejected_by_the_inferred_rule():
    contents = [user(), calls("a")]
    assert rules(contents) == ["trailing_call"] and texts(contents) == [COUNT]
    assert validate(contents, rules={"trailing_call": False}) == []


def test_wrong_id_passes_unless_ids_are_matched():
    contents = [user(), calls("a"), responses("z")]
    assert validate(contents) == []
    assert rules(contents, rules={"match_ids": True}) == ["match_ids"]


@pytest.mark.parametrize("rule, contents", [
    ("response_count", [user(), calls("a", "b"), responses("a")]),
    ("call_after_user_or_response", [user(), model(), calls("a"), responses("a")]),
    ("response_after_call", [user(), responses("a")]),
])
def test_each_rule_can_be_switched_off(rule, contents):
    assert rule in rules(contents)
    assert rule not in rules(contents, rules={rule: False})


def test_snake_case_parts_are_read_as_the_api_reads_them():
    snake = [user(), {"role": "model", "parts": [{"function_call": {"name": "f", "args": {}}}]},
             {"role": "user", "parts": [{"function_response": {"name": "f", "response": {}}},
                                        {"function_response": {"name": "f", "response": {}}}]}]
    assert texts(snake) == [COUNT]
    assert validate(snake[:2] + [{"role": "user", "parts": snake[2]["parts"][:1]}]) == []
