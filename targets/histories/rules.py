"""Rules and violations shared by the reference validators.

A rule has a source: `documented` (the provider's documentation states it), `errors` (known
only from the provider's quoted error responses), `inferred` (not stated anywhere; a reading of
the documentation or of community answers) or `observed` (undocumented, seen in rejections).
Every rule can be switched by name; the default and the reason for it are part of the rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping


@dataclass(frozen=True)
class Rule:
    name: str
    source: str          # documented | errors | inferred | observed
    default: bool
    summary: str
    reason: str          # why it is on or off by default


@dataclass(frozen=True)
class Violation:
    """One broken rule: the rule's name and the provider's error text for it (or, where no
    provider text is known, a message saying so that starts with `toolfuzz:`)."""

    rule: str
    message: str


def switches(rules: tuple[Rule, ...], overrides: Mapping[str, bool] | None) -> dict[str, bool]:
    """Each rule's setting: its default unless overridden; an unknown name is an error."""
    on = {r.name: r.default for r in rules}
    for name, value in (overrides or {}).items():
        if name not in on:
            raise KeyError(f"unknown rule {name!r}; known: {', '.join(on)}")
        on[name] = bool(value)
    return on
