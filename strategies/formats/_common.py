"""Helpers every format module uses (private: not a format)."""

from __future__ import annotations

import json
from typing import Any, Iterable

from strategies.formats import Turn
from targets.canonical import loads


def tojson(value: Any) -> str:
    """Jinja's `tojson` as Hugging Face chat templates define it: json.dumps, non-ASCII kept."""
    return json.dumps(value, ensure_ascii=False)


def texts(turn: Turn) -> list[str]:
    """Every piece of free text in a turn: prose, reasoning, names, argument JSON and the
    decoded strings and keys inside it (a marker may hide behind a JSON escape)."""
    out = [turn.before or "", turn.after or "", turn.reasoning or "", *turn.between]
    for call in turn.calls:
        out.append(call.name)
        out.append(call.arguments)
        out.extend(strings_in(loads(call.arguments)))
    return out


def strings_in(value: Any) -> Iterable[str]:
    """Every string and key inside a JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from strings_in(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from strings_in(v)


def mentions(turn: Turn, needles: Iterable[str]) -> bool:
    """Whether any free text of the turn contains any of the needles."""
    needles = [n for n in needles if n]
    return any(n in t for t in texts(turn) for n in needles)


def only_leading_text(turn: Turn) -> bool:
    """The turn has no text between or after its calls (formats whose templates cannot write it)."""
    return not any(turn.between) and not turn.after


def content_before(turn: Turn) -> str | None:
    """The content of a turn whose only text precedes the calls: absent when empty."""
    return turn.before or None
