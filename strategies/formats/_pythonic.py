"""Helpers for the pythonic family (pythonic, llama4_pythonic, olmo3, lfm2): calls written as
Python call expressions `name(key=value, ...)` (private: not a format).

What Python call syntax can and cannot say, shared by those formats' `can_express`:

- a keyword argument's name is a Python identifier; Python normalises identifiers with NFKC
  (`ﬁ=1` is the argument `fi`), so a name NFKC changes cannot be written;
- a function name is a Python name (OpenAI tool names allow no dot, so no attribute call);
- Python literals express every JSON value: strings (escaped as `repr` writes them), integers
  of any size, floats exactly (`repr` is the shortest round trip: `1e+100`, `-0.0`), `True`,
  `False`, `None`, lists and dicts with string keys.
"""

from __future__ import annotations

import keyword
import unicodedata
from typing import Any

from strategies.formats import Turn
from targets.canonical import loads

#: Identifiers Python rejects as a keyword argument although they are not keywords.
_NOT_ASSIGNABLE = frozenset({"__debug__"})

#: Function names: Python names (OpenAI's tool-name alphabet has no dot).
NAME_PATTERN = r"[A-Za-z_][A-Za-z0-9_]{0,30}"


def identifier(name: str) -> bool:
    """A Python identifier that NFKC normalisation leaves unchanged."""
    return name.isidentifier() and unicodedata.normalize("NFKC", name) == name


def kwarg_name(name: str, allow_reserved: bool) -> bool:
    """Whether `name=` names the argument `name` (reserved words only if the format writes
    them verbatim and leaves it to the parser, as LFM2's and Olmo 3's templates do)."""
    if not identifier(name):
        return False
    return allow_reserved or not (keyword.iskeyword(name) or name in _NOT_ASSIGNABLE)


def call_name(name: str) -> bool:
    """A Python name that is not a reserved word."""
    return identifier(name) and not keyword.iskeyword(name)


def arguments(turn: Turn) -> list[dict[str, Any]]:
    """Each call's decoded arguments object."""
    return [loads(c.arguments) for c in turn.calls]


def names_ok(turn: Turn, allow_reserved: bool) -> bool:
    """Every function name and every argument name is writable as Python call syntax."""
    return all(call_name(c.name) for c in turn.calls) and all(
        kwarg_name(k, allow_reserved) for args in arguments(turn) for k in args)


def py_literal(value: Any) -> str:
    """The Python literal of a JSON value, as `repr` writes it (what a model writing Python
    writes): `'a\\nb'`, `True`, `None`, `1e+100`, `[1, 'x']`, `{'k': -0.0}`."""
    return repr(value)


def kwargs(args: dict[str, Any], value: Any) -> str:
    """`k1=v1, k2=v2` with each value written by `value`."""
    return ", ".join(f"{k}={value(v)}" for k, v in args.items())
