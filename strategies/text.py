"""Text that carries no call: prose, near-miss markers, other formats' syntax, and soups."""

from __future__ import annotations

from hypothesis import strategies as st

from strategies.formats import Format
from strategies.values import MARKER_LIKE, plain_strings, tricky_strings


def contents() -> st.SearchStrategy[str | None]:
    """Assistant text around calls: none, empty, whitespace only, prose, or hostile text."""
    return st.one_of(st.none(), st.just(""), st.sampled_from([" ", "\n", "\n\n", " \t "]),
                     plain_strings(), tricky_strings())


#: Valid Unicode only: a server's deltas are decoded from bytes and never hold lone surrogates.
characters = st.characters(exclude_categories=["Cs"])


def plain_texts(fmt: Format) -> st.SearchStrategy[str]:
    """Text with no call in this format: may hold near misses and other formats' syntax."""
    foreign = [s for s in MARKER_LIKE if not any(m.text in s for m in fmt.markers)]
    piece = st.one_of(st.text(characters, max_size=10), tricky_strings(),
                      st.sampled_from(fmt.near_misses or ("<",)), st.sampled_from(foreign))
    return st.lists(piece, max_size=8).map("".join).filter(
        lambda t: not any(m.text in t for m in fmt.markers))


def soups(fmt: Format) -> st.SearchStrategy[str]:
    """Anything at all, weighted toward the format's own markers and JSON punctuation."""
    syntax = [m.text for m in fmt.markers] + list(fmt.near_misses) + list(MARKER_LIKE) + [
        "{", "}", "[", "]", '"', ":", ",", '"name"', '"arguments"', "\\", "\n", " ", "null",
        '{"name": "f", "arguments": {', '{"name": "f", "arguments": {}}', "1e999", "-", "0"]
    piece = st.one_of(st.sampled_from(syntax), st.text(characters, max_size=6))
    return st.lists(piece, max_size=30).map("".join)


def floods(fmt: Format) -> st.SearchStrategy[str]:
    """One marker, bracket or quote repeated up to 400 times: the inputs that make regexes and
    re-scanning parsers go quadratic or worse.  (Growth itself is measured at larger sizes by
    the time property; here the point is that nothing raises.)"""
    unit = st.sampled_from([m.text for m in fmt.markers] + list(fmt.near_misses)
                           + ["[", "{", '"', "(", "\\", "<", "{\"", "[{", "\"\\"])
    return st.builds(lambda u, n, tail: u * n + tail, unit, st.integers(1, 400),
                     st.sampled_from(["", "x", "}", "]", "\n"]))


def unclosed(fmt: Format) -> st.SearchStrategy[str]:
    """An opening marker followed by an unfinished call body and no closing marker."""
    openers = [m.text for m in fmt.markers[:1]] or ["<"]
    body = st.sampled_from(['{"name": "f", "arguments": {"a": ', '{"name": "f"', '{"name": ',
                            '{', '[{"name": "f", "arguments": {}}', 'f(a=1', '"'])
    return st.builds(lambda o, b, t: o + b + t, st.sampled_from(openers), body,
                     st.text(characters, max_size=20))


def truncations(rendered: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """Valid renderings cut at any position (a stream that ends early: max_tokens, a stop)."""
    return rendered.flatmap(lambda t: st.integers(0, len(t)).map(lambda i: t[:i]))


def adversarial_texts(fmt: Format) -> st.SearchStrategy[str]:
    """Near misses, floods, unclosed tags, and soups of syntax."""
    return st.one_of(soups(fmt), floods(fmt), unclosed(fmt), plain_texts(fmt))
