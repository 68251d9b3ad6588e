"""Is a text the unfinished beginning of a JSON object?

A stream cut inside a call leaves arguments such as `{"a": [1, "x` behind: not JSON, but a
prefix that some continuation would make a JSON object.  Arguments that no continuation can
repair (`{}, "name": "A"`, `"f"`, `{"a" 1}`) are corrupt, whatever happens next.
"""

from __future__ import annotations

import re

_WS = " \t\n\r"
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_NUMBER_PREFIX = re.compile(r"-?(?:(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][+-]?[0-9]*)?)?")
_ESCAPES = set('"\\/bfnrtu')
_HEX = set("0123456789abcdefABCDEF")


class _Cut(Exception):
    """The text ended where more could still come."""


class _Corrupt(Exception):
    """The text holds something no continuation can make valid."""


def is_unfinished_object(text: str) -> bool:
    """True when `text` is a proper prefix of some JSON object's text (blank text included)."""
    try:
        end = _value(text, _skip(text, 0), top=True)
    except _Cut:
        return True
    except (_Corrupt, RecursionError):
        return False
    return False


def _skip(text: str, i: int) -> int:
    while i < len(text) and text[i] in _WS:
        i += 1
    return i


def _at(text: str, i: int) -> str:
    if i >= len(text):
        raise _Cut
    return text[i]


def _value(text: str, i: int, top: bool = False) -> int:
    c = _at(text, i)
    if top and c != "{":
        raise _Corrupt
    if c == "{":
        return _container(text, i + 1, "}", keyed=True)
    if c == "[":
        return _container(text, i + 1, "]", keyed=False)
    if c == '"':
        return _string(text, i + 1)
    for literal in ("true", "false", "null"):
        if c == literal[0]:
            rest = text[i:i + len(literal)]
            if rest == literal:
                return i + len(literal)
            if literal.startswith(rest) and i + len(rest) == len(text):
                raise _Cut
            raise _Corrupt
    return _number(text, i)


def _container(text: str, i: int, close: str, keyed: bool) -> int:
    i = _skip(text, i)
    if _at(text, i) == close:
        return i + 1
    while True:
        if keyed:
            if _at(text, i) != '"':
                raise _Corrupt
            i = _skip(text, _string(text, i + 1))
            if _at(text, i) != ":":
                raise _Corrupt
            i = _skip(text, i + 1)
        i = _skip(text, _value(text, i))
        c = _at(text, i)
        if c == close:
            return i + 1
        if c != ",":
            raise _Corrupt
        i = _skip(text, i + 1)


def _string(text: str, i: int) -> int:
    while True:
        c = _at(text, i)
        if c == '"':
            return i + 1
        if c == "\\":
            e = _at(text, i + 1)
            if e not in _ESCAPES:
                raise _Corrupt
            if e == "u":
                for k in range(i + 2, i + 6):
                    if _at(text, k) not in _HEX:
                        raise _Corrupt
                i += 6
            else:
                i += 2
        elif ord(c) < 0x20:
            raise _Corrupt
        else:
            i += 1


def _number(text: str, i: int) -> int:
    whole = _NUMBER.match(text, i)
    partial = _NUMBER_PREFIX.match(text, i)
    end = partial.end() if partial else i
    if end == len(text) and end > i:
        raise _Cut
    if whole and whole.end() == end and end > i:
        return end
    raise _Corrupt
