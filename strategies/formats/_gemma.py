"""Helpers for Gemma's call syntax, shared by FunctionGemma and Gemma 4 (private: not a format).

Both chat templates write a call's arguments with the same `format_argument` macro, only the
string delimiter token differs (`<escape>` for FunctionGemma, `<|"|>` for Gemma 4):

- string: delimiter + the raw string + delimiter;
- boolean: `true` / `false`;
- object: `{` + `key:value` joined by `,` + `}`, keys bare (`escape_keys=False` for call
  arguments), items in Jinja `dictsort` order (keys compared case-insensitively);
- array: `[` + values joined by `,` + `]`;
- anything else: `{{ argument }}`, Python's `str`: `42`, `1e+100`, `-0.0`, and `None` for null;
  Gemma 4's chat template on the Hub since its 2026-07-15 revision (PR #36, "null handling")
  writes null as `null` (the `null` argument of these helpers).

A call's arguments are the object's items without the braces: `call:name{` + items + `}`.
"""

from __future__ import annotations

from typing import Any, Iterable

from strategies.formats import Trait, Turn
from strategies.formats._common import strings_in
from targets.canonical import loads

#: Characters a bare key cannot contain: they end or nest the key.
KEY_STOPS = frozenset(":,{}[]")


def dictsort(items: Iterable[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """Jinja's `dictsort` (case-insensitive by key, stable)."""
    return sorted(items, key=lambda kv: kv[0].lower())


def argument(value: Any, delim: str, null: str = "None") -> str:
    """`format_argument(value, escape_keys=False)`, null written as `null`."""
    if value is None:
        return null
    if isinstance(value, str):
        return f"{delim}{value}{delim}"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "{" + items(value, delim, null) + "}"
    if isinstance(value, list):
        return "[" + ",".join(argument(v, delim, null) for v in value) + "]"
    return str(value)


def items(args: dict[str, Any], delim: str, null: str = "None") -> str:
    """An object's items, `key:value` joined by `,`, in dictsort order."""
    return ",".join(f"{k}:{argument(v, delim, null)}" for k, v in dictsort(args.items()))


def _keys(value: Any) -> Iterable[str]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _keys(v)
    elif isinstance(value, list):
        for v in value:
            yield from _keys(v)


def _has_null(value: Any) -> bool:
    if value is None:
        return True
    if isinstance(value, dict):
        return any(_has_null(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_null(v) for v in value)
    return False


def bare_key(key: str) -> bool:
    """A key the macro writes bare and a reader can take back: non-empty, no structural
    character, no surrounding whitespace."""
    return bool(key) and key.strip() == key and not (KEY_STOPS & set(key))


def expressible(turn: Turn, delim: str, nulls: bool = False) -> bool:
    """Keys bare-writable, no delimiter inside a string, and no null unless `nulls` (the
    template writes null as a literal parsers read)."""
    for call in turn.calls:
        args = loads(call.arguments)
        if (_has_null(args) and not nulls) or not all(bare_key(k) for k in _keys(args)):
            return False
        if any(delim in s for s in strings_in(args)):
            return False
    return True


TRAITS = (
    Trait("bare-keys", "cannot-express",
          "Keys are written bare (`key:value`, escape_keys=False): a key that is empty, has "
          "surrounding whitespace or contains `:`, `,`, `{`, `}`, `[` or `]` cannot be read back."),
    Trait("null-undefined", "cannot-express",
          "The template's format_argument has no case for null: Jinja prints Python's `None`, "
          "while parsers look for `null`; which spelling the model emits is not documented, so "
          "null values are not generated."),
    Trait("typed-literals", "fact",
          "Values carry their type on the wire: strings between delimiter tokens, numbers bare "
          "as Python's str writes them (`42`, `2.0`, `1e+100`, `-0.0`), `true`/`false`, "
          "objects `{k:v}` with keys in case-insensitive sorted order, arrays `[a,b]`."),
)
