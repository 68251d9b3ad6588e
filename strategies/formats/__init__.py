"""Formats: the wire syntaxes models emit, each with a renderer, its markers and its traits.

A format module defines one `FORMAT`.  Nothing here imports Hypothesis or a target library.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from targets.canonical import Message


@dataclass(frozen=True)
class Marker:
    """A piece of syntax the format is built from.  `token`: a single added token in the real
    tokenizer; `special`: that token is special (skipped when decoding unless asked not to)."""

    text: str
    token: bool = True
    special: bool = False

    def to_json(self) -> dict[str, object]:
        return {"text": self.text, "special": self.special}


@dataclass(frozen=True)
class Trait:
    """A declared fact about a format or target that an oracle or a generator must respect.

    `kind` is `cannot-express` (generators avoid such messages; `applies` says which) or
    `normalise` (the oracle maps observed and expected through it before comparing).
    """

    id: str
    kind: str
    reason: str


@dataclass(frozen=True)
class Rendering:
    """The exact text a model emits for a message, and what that text means.

    `expected` differs from the message rendered only where the format itself cannot tell
    two messages apart (an empty content and no content render alike)."""

    text: str
    expected: Message


@dataclass(frozen=True)
class Format:
    name: str
    markers: tuple[Marker, ...]
    render: Callable[[Message], Rendering]
    can_express: Callable[[Message], bool]
    traits: tuple[Trait, ...] = field(default=())
    #: Strings that look like the format's markers but are not: plain text to a correct parser.
    near_misses: tuple[str, ...] = field(default=())

    def marker_tokens(self) -> list[dict[str, object]]:
        return [m.to_json() for m in self.markers if m.token]


def get(name: str) -> Format:
    from importlib import import_module

    try:
        return import_module(f"strategies.formats.{name}").FORMAT
    except ModuleNotFoundError:
        raise KeyError(f"unknown format {name!r}") from None
