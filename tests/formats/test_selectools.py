"""Shared checks of the three selectools variants (the contract in selectools' PARSER.md)."""

import ast
import json

from hypothesis import given, strategies as st

from strategies.formats import Turn, get
from strategies.formats._selectools import (EMPTY_PARAMS, NAME_FIELDS, PARAMS_FIELDS,
                                            empty_params, spelling, write)
from strategies.formats._common import strings_in
from strategies.values import json_values
from targets.canonical import Call

VARIANTS = ("selectools_marker", "selectools_fence", "selectools_inline", "selectools_custom")


def test_every_documented_field_spelling_is_used():
    seen = {spelling(Call.of(f"tool{i}", {"i": i})) for i in range(200)}
    assert seen == {(n, p) for n in NAME_FIELDS for p in PARAMS_FIELDS}


def test_every_documented_empty_parameters_spelling_is_used():
    calls = [Call.of(f"tool{i}", {}) for i in range(60)]
    assert {empty_params(c) for c in calls} == set(EMPTY_PARAMS)
    texts = {get("selectools_inline").render(Turn(calls=(c,))).text for c in calls}
    assert any('"parameters": null' in t or '"params": null' in t for t in texts)
    assert any("param" not in t for t in texts)


def test_every_variant_is_parsed_by_selectools():
    for name in VARIANTS:
        fmt = get(name)
        assert fmt.parsers == {"selectools": ["ToolCallParser"]}
        assert fmt.variants == ("", "single-quotes", "raw-newlines")


@given(json_values(), st.sampled_from([None, 2]))
def test_the_documented_layout_is_plain_json(value, indent):
    assert write(value, "", indent) == json.dumps(value, ensure_ascii=False, indent=indent)


@given(json_values(), st.sampled_from([None, 2]))
def test_raw_newlines_leave_only_newlines_unescaped(value, indent):
    text = write(value, "raw-newlines", indent)
    assert json.loads(text, strict=False) == value  # control characters allowed in strings
    if indent is None:  # compact: every newline in the text is one of a string's own
        assert text.count("\n") == sum(s.count("\n") for s in strings_in(value))


@given(json_values(), st.sampled_from([None, 2]))
def test_single_quotes_read_back_as_javascript_strings(value, indent):
    text = write(value, "single-quotes", indent)
    # Python reads '…' literals with \' and bare " as JavaScript does; the JSON escapes
    # json.dumps writes (\n, \uXXXX, \\, \") are Python escapes too.
    assert eval(text, {"__builtins__": {}, "true": True, "false": False, "null": None}) == value


def test_documented_single_quote_and_newline_examples():
    assert write({"tool_name": "search", "parameters": {"query": "it's"}}, "single-quotes") == (
        "{'tool_name': 'search', 'parameters': {'query': 'it\\'s'}}")
    assert write({"content": "Line 1\nLine 2"}, "raw-newlines", 2) == (
        '{\n  "content": "Line 1\nLine 2"\n}')
    assert ast.literal_eval(write("a\"b", "single-quotes")) == 'a"b'
