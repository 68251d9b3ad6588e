"""Reference validators for chat histories: one module per provider request shape, each
encoding that provider's rules (PROVIDER_RULES.md) and returning the provider's own error text.

They are oracles, like targets/checks.py: they judge what a generator or a sanitizer target
produced, so they live in targets/ (strategies/ is generation only).  They read the exported
request lists (plain JSON), never the canonical form, so a sanitizer's output in any shape can
be judged as the provider would judge it.  `expected` states which shape rejects which
corruption and why; `python -m targets.histories.table` prints the table the code produces.
"""

from __future__ import annotations

from typing import Callable, Mapping

from targets.histories import anthropic, gemini, openai_chat, openai_responses
from targets.histories.rules import Rule, Violation

VALIDATORS: dict[str, Callable[..., list[Violation]]] = {
    "openai_chat": openai_chat.validate,
    "openai_responses": openai_responses.validate,
    "anthropic": anthropic.validate,
    "gemini": gemini.validate,
}
"""Shape name (as strategies.histories.exporters.EXPORTERS) -> validate(items, rules=None)."""

RULES: dict[str, tuple[Rule, ...]] = {
    "openai_chat": openai_chat.RULES,
    "openai_responses": openai_responses.RULES,
    "anthropic": anthropic.RULES,
    "gemini": gemini.RULES,
}
"""Shape name -> its rules, each switchable by name through `rules=`."""


def all_on(shape: str) -> Mapping[str, bool]:
    """Every rule of the shape switched on (the strictest reading)."""
    return {r.name: True for r in RULES[shape]}
