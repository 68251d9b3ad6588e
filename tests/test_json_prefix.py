"""The cut-stream classifier: prefixes of JSON objects are unfinished, corruptions are not."""

import json

from hypothesis import given
from hypothesis import strategies as st

from strategies.values import argument_objects
from targets.json_prefix import is_unfinished_object


@given(argument_objects(), st.booleans(), st.data())
def test_every_proper_prefix_of_an_object_is_unfinished(args, compact, data):
    text = json.dumps(args, separators=(",", ":") if compact else None, ensure_ascii=False)
    cut = data.draw(st.integers(0, len(text) - 1))
    assert is_unfinished_object(text[:cut])


@given(argument_objects())
def test_a_whole_object_is_not_unfinished(args):
    assert not is_unfinished_object(json.dumps(args))


@given(argument_objects(), st.sampled_from(['}', ', "name": "A"}', "]", " x", ":"]))
def test_text_after_a_whole_object_is_corrupt(args, tail):
    assert not is_unfinished_object(json.dumps(args) + tail)


def test_corruptions_no_continuation_repairs():
    for text in ('"f"', '"f', "[", '{"a" 1}', '{"a": 01}', '{"a": .', '{"a": tx', '{"a": "\\x',
                 '{}, "name": "A"', '{"a": 1}}', "{'a': 1"):
        assert not is_unfinished_object(text), text


def test_blank_text_is_unfinished():
    assert is_unfinished_object("") and is_unfinished_object(" \n")
