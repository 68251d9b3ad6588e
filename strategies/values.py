"""JSON values for tool-call arguments, biased toward what breaks parsers.

Every strategy here yields values that survive a strict JSON round trip (no NaN, no infinity,
no float that JSON cannot write back exactly), so any difference an oracle sees is the
target's doing.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

#: Characters and snippets that escape handling, tokenizers and regexes trip on.
TRICKY_SNIPPETS = (
    '"', "\\", "\\n", "\\u0041", "\n", "\r", "\t", "\x00", "\x1b", "\x7f", "\u2028", "\u2029",
    "\ufeff", "é", "e\u0301", "日本語", "עברית", "مرحبا", "😀", "👩‍💻", "\U0001F600", "{", "}", "[",
    "]", "(", ")", "'", ",", ":", "=", "</", "<", ">", "```", "${x}", "%s", "null", "true", "1e5",
)

#: Every C0 and C1 control character and DEL: JSON must escape the C0 ones, and templates,
#: tokenizers and regexes each treat them differently.
CONTROL_CHARACTERS = tuple(chr(c) for c in (*range(0x00, 0x20), *range(0x7F, 0xA0)))

#: Call syntax of many formats: a value or a prose containing another format's (or its own)
#: markers must stay data.  Formats whose markers are single tokens cannot express their own
#: (their `can_express` says so); for every other format these are fair game.
MARKER_LIKE = (
    "[TOOL_CALLS]", '[TOOL_CALLS][{"name": "f", "arguments": {}}]', "<|python_tag|>",
    '{"name": "f", "arguments": {}}', '{"name": "f", "parameters": {"a": 1}}', "[f(a=1)]",
    "<function=f>{}</function>", "<tool_call>", "</tool_call>", "```json\n{}\n```",
    "<|tool_calls_section_begin|>", "<|channel|>commentary to=functions.f", "functools[",
    "<｜tool▁calls▁begin｜>", "<arg_key>a</arg_key>", "TOOL_CALL: {}", '<invoke name="f">',
    "<parameter=x>", "</parameter>", "[ARGS]", "<|call|>", "<start_function_call>",
)

#: Strings that a lenient parser might mistake for another JSON type or for JSON itself.
LOOKALIKES = ("true", "false", "null", "None", "True", "0", "-0", "1.0", "1e5", "0x10", "NaN",
              "Infinity", "{}", "[]", '{"a": 1}', "[1, 2]", '"quoted"', "", " ")


def tricky_strings(min_size: int = 0) -> st.SearchStrategy[str]:
    """Strings mixing arbitrary code points with escape-heavy snippets and look-alikes."""
    pieces = st.one_of(st.text(max_size=8), st.sampled_from(TRICKY_SNIPPETS),
                       st.sampled_from(CONTROL_CHARACTERS), st.sampled_from(MARKER_LIKE))
    return st.one_of(
        st.lists(pieces, min_size=1, max_size=6).map("".join),
        st.sampled_from(LOOKALIKES),
        st.text(),
    ).filter(lambda s: len(s) >= min_size)


def plain_strings() -> st.SearchStrategy[str]:
    """Readable ASCII words, for shapes where the string itself is not under test."""
    return st.from_regex(r"[A-Za-z][A-Za-z0-9 _-]{0,15}", fullmatch=True)


def long_strings() -> st.SearchStrategy[str]:
    """Strings of 10 KB and more: buffers, regex backtracking and chunk counts."""
    return st.builds(lambda s, n: (s or "x") * n, st.text(min_size=1, max_size=4),
                     st.integers(10_000, 12_000)).map(lambda s: s[:12_000])


def integers() -> st.SearchStrategy[int]:
    """Small, negative, and past 2**53 and 2**64, where doubles and fixed widths lose digits."""
    edges = [0, -1, 1, 2**31 - 1, -(2**31), 2**53, 2**53 + 1, -(2**53) - 1, 2**63 - 1, 2**64,
             2**64 + 1, -(2**64), 10**30]
    return st.one_of(st.integers(-1000, 1000), st.sampled_from(edges),
                     st.integers(-(2**70), 2**70))


def floats() -> st.SearchStrategy[float]:
    """Exponent forms, -0.0, integral floats such as 2.0, tiny and huge magnitudes."""
    edges = [0.0, -0.0, 2.0, -1.0, 1e100, -1e100, 1.5e-3, 1e-300, 5e-324, 1.7976931348623157e308,
             0.1, 123456789.123, 1e16, 1e21, 1e22]
    return st.one_of(st.sampled_from(edges),
                     st.floats(allow_nan=False, allow_infinity=False),
                     st.integers(-10**6, 10**6).map(float))


def scalars() -> st.SearchStrategy[Any]:
    return st.one_of(st.none(), st.booleans(), integers(), floats(), tricky_strings())


def keys() -> st.SearchStrategy[str]:
    """Object keys: ordinary, look-alike field names, non-identifier and non-ASCII."""
    return st.one_of(
        st.from_regex(r"[a-z_][a-z0-9_]{0,10}", fullmatch=True),
        st.sampled_from(["name", "arguments", "parameters", "type", "id", "", " ", "a b", "a-b",
                         "a.b", "$ref", "ключ", "键", "😀", '"', "\\", "\n"]),
        st.text(max_size=6),
    )


# A JSON document is a scalar or an array/object of documents; recursion is bounded so that
# objects nest three or more deep often but examples stay small enough to shrink quickly.
def json_values(max_leaves: int = 12) -> st.SearchStrategy[Any]:
    return st.recursive(
        scalars(),
        lambda children: st.one_of(
            st.lists(children, max_size=4),
            st.dictionaries(keys(), children, max_size=4),
        ),
        max_leaves=max_leaves,
    )


def deep_objects() -> st.SearchStrategy[dict[str, Any]]:
    """Objects nested three to six levels deep, with a scalar or an empty container inside."""
    leaf = st.one_of(scalars(), st.just({}), st.just([]))
    return st.builds(_nest, st.lists(keys(), min_size=3, max_size=6), leaf)


def _nest(path: list[str], leaf: Any) -> dict[str, Any]:
    value: Any = leaf
    for key in reversed(path):
        value = {key: value}
    return value


def argument_objects() -> st.SearchStrategy[dict[str, Any]]:
    """Schema-free arguments: a JSON object, empty included, with any values."""
    return st.one_of(
        st.just({}),
        st.dictionaries(keys(), json_values(), max_size=5),
        deep_objects(),
        one_in(4, st.dictionaries(keys(), long_strings(), min_size=1, max_size=1),
               st.dictionaries(keys(), json_values(), max_size=5)),
    )


def one_in(n: int, rare: st.SearchStrategy[Any], otherwise: st.SearchStrategy[Any]
           ) -> st.SearchStrategy[Any]:
    """`rare` one draw in `n`, else `otherwise`.  A budget decision for costly values: a
    10 KB string in a quarter of all calls made a fifth of all rendered turns over 10 KB, and
    slow parsers (kimi_k2 at 2.5 s for 77 KB) spent their ci examples on them; one call in
    sixteen keeps them in every run without letting them dominate it."""
    return st.integers(0, n - 1).flatmap(lambda i: rare if i == 0 else otherwise)
