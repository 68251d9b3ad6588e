"""Text that carries no call: prose, near-miss markers, other formats' syntax, and soups."""

from __future__ import annotations

from hypothesis import strategies as st

from strategies.formats import Format
from strategies.values import plain_strings, tricky_strings

#: Other formats' call syntax: a parser for one format must read these as plain text.
FOREIGN_SYNTAX = (
    "[TOOL_CALLS]", '[TOOL_CALLS][{"name": "f", "arguments": {}}]', "<|python_tag|>",
    '{"name": "f", "arguments": {}}', '{"name": "f", "parameters": {"a": 1}}', "[f(a=1)]",
    "<function=f>{}</function>", "<tool_call>", "</tool_call>", "```json\n{}\n```",
    "<|tool_calls_section_begin|>", "<|channel|>commentary to=functions.f", "functools[",
    "<｜tool▁calls▁begin｜>", "<arg_key>a</arg_key>", "TOOL_CALL: {}", "<invoke name=\"f\">",
)

def contents() -> st.SearchStrategy[str | None]:
    """Assistant text around calls: none, empty, whitespace only, prose, or hostile text."""
    return st.one_of(st.none(), st.just(""), st.sampled_from([" ", "\n", "\n\n", " \t "]),
                     plain_strings(), tricky_strings())


#: Valid Unicode only: a server's deltas are decoded from bytes and never hold lone surrogates.
characters = st.characters(exclude_categories=["Cs"])


def plain_texts(fmt: Format) -> st.SearchStrategy[str]:
    """Text with no call in this format: may hold near misses and other formats' syntax."""
    foreign = [s for s in FOREIGN_SYNTAX if not any(m.text in s for m in fmt.markers)]
    piece = st.one_of(st.text(characters, max_size=10), tricky_strings(),
                      st.sampled_from(fmt.near_misses or ("<",)), st.sampled_from(foreign))
    return st.lists(piece, max_size=8).map("".join).filter(
        lambda t: not any(m.text in t for m in fmt.markers))


def soups(fmt: Format) -> st.SearchStrategy[str]:
    """Anything at all, weighted toward the format's own markers and JSON punctuation."""
    syntax = [m.text for m in fmt.markers] + list(fmt.near_misses) + list(FOREIGN_SYNTAX) + [
        "{", "}", "[", "]", '"', ":", ",", '"name"', '"arguments"', "\\", "\n", " ", "null",
        '{"name": "f", "arguments": {', '{"name": "f", "arguments": {}}', "1e999", "-", "0"]
    piece = st.one_of(st.sampled_from(syntax), st.text(characters, max_size=6))
    return st.lists(piece, max_size=30).map("".join)
