"""JSON documents as a model writes them, for the partial-JSON targets
(targets/test_partial_json.py): a value of every JSON type (strategies/values.py) serialised
in one of the ways models and templates write JSON, and texts that are not quite JSON.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from strategies.growth import Family
from strategies.text import characters, truncations
from strategies.values import argument_objects, json_values

#: How a document is written: json.dumps keyword arguments.  Compact is what most chat
#: templates' `tojson` and OpenAI's API write, spaced is Python's default (and Hermes'
#: templates), indented is what models write in fenced blocks; ensure_ascii on or off decides
#: whether non-ASCII travels as `\uXXXX` escapes (surrogate pairs included) or as itself.
STYLES: dict[str, dict[str, Any]] = {
    "compact": {"separators": (",", ":"), "ensure_ascii": False},
    "compact-ascii": {"separators": (",", ":"), "ensure_ascii": True},
    "spaced": {"ensure_ascii": False},
    "spaced-ascii": {"ensure_ascii": True},
    "indented": {"indent": 2, "ensure_ascii": False},
    "indented-ascii": {"indent": 2, "ensure_ascii": True},
}


@dataclass(frozen=True)
class Document:
    """A JSON value and the text it was written as."""

    value: Any
    style: str
    text: str


def write(value: Any, style: str) -> str:
    return json.dumps(value, allow_nan=False, **STYLES[style])


def documents(max_leaves: int = 12) -> st.SearchStrategy[Document]:
    """Tool-call arguments (objects, mostly) and any other JSON value, in every style."""
    values = st.one_of(argument_objects(), json_values(max_leaves))
    return st.builds(lambda v, s: Document(v, s, write(v, s)), values, st.sampled_from(sorted(STYLES)))


def small_documents() -> st.SearchStrategy[Document]:
    """Documents without the 10 KB strings: every prefix of each is parsed, so the prefix
    property's cost grows with the square of the length."""
    values = st.one_of(st.dictionaries(st.text(max_size=6), json_values(), max_size=5),
                       json_values())
    return st.builds(lambda v, s: Document(v, s, write(v, s)), values, st.sampled_from(sorted(STYLES)))


#: JSON punctuation and near-JSON words: what soups of not-quite-JSON are made of.
SYNTAX = ("{", "}", "[", "]", '"', ":", ",", "\\", "\\u", "\\ud83d", "\\x", "\n", " ", "null",
          "true", "fals", "nul", "NaN", "-Infinity", "Infinity", "1e999", "-", "0", "01", "1.",
          ".5", "1e", "+1", "'", "/*", "//", "\ufeff", "\x00", '{"a":', '"k": "v"', "```json",
          "None", "True")


def soups() -> st.SearchStrategy[str]:
    """Anything at all, weighted toward JSON punctuation and near-JSON words."""
    piece = st.one_of(st.sampled_from(SYNTAX), st.text(characters, max_size=6))
    return st.lists(piece, max_size=30).map("".join)


def floods() -> st.SearchStrategy[str]:
    """One bracket, quote or escape repeated up to 3 000 times: nesting past a recursion
    limit, and the inputs that make rescanning parsers slow."""
    unit = st.sampled_from(["[", "{", '{"a":', '[{"a":[', '"', "\\", '"\\', "{\"", ",", "[1,"])
    return st.builds(lambda u, n, tail: u * n + tail, unit, st.integers(1, 3000),
                     st.sampled_from(["", "x", "}", "]", '"', "\n"]))


def deep_nesting() -> st.SearchStrategy[str]:
    """Arrays or objects nested 500 to 5 000 deep, closed or not: past Python's recursion
    limit (1 000), where a recursive parser either rejects the text or dies."""
    shapes = st.sampled_from([("[", "]"), ('{"a":', "}"), ('[{"a":', "}]")])
    return st.builds(lambda oc, n, closed: oc[0] * n + (oc[1] * n if closed else ""),
                     shapes, st.integers(500, 5000), st.booleans())


def corruptions() -> st.SearchStrategy[str]:
    """A document with one character deleted, replaced or inserted."""
    def corrupt(text: str, at: int, how: int, char: str) -> str:
        at = min(at, len(text))
        return (text[:at] + text[at + 1:], text[:at] + char + text[at + 1:],
                text[:at] + char + text[at:])[how]

    return small_documents().flatmap(lambda d: st.builds(
        corrupt, st.just(d.text), st.integers(0, len(d.text)), st.integers(0, 2),
        st.sampled_from(SYNTAX)))


def non_json_texts() -> st.SearchStrategy[str]:
    """Texts for nocrash: soups, floods, deep nesting, cut and corrupted documents, and documents with text
    around them (a model's prose before or after its JSON)."""
    prose = st.text(characters, max_size=20)
    return st.one_of(soups(), floods(), deep_nesting(), truncations(documents().map(lambda d: d.text)),
                     corruptions(),
                     st.builds(lambda a, d, b: a + d.text + b, prose, small_documents(), prose))


def families() -> list[Family]:
    """Deep nesting, long strings, escape runs and many keys or elements, closed and not: the
    shapes whose cost a partial parser pays once per delta."""
    return [
        Family("deep arrays, unclosed", "", "["),
        Family("deep objects, unclosed", "", '{"a":'),
        Family("long string, unclosed", '{"a": "', "x"),
        Family("long string", '{"a": "', "x", '"}'),
        Family("escape run, unclosed", '{"a": "', "\\n"),
        Family("unicode escapes", '{"a": "', "\\u00e9", '"}'),
        Family("many keys", "{", '"k": 1, ', '"z": 0}'),
        Family("many keys, unclosed", "{", '"k": "v", '),
        Family("many elements, unclosed", "[", "1, "),
        Family("many objects", "[", '{"a": 1}, ', "{}]"),
    ]

