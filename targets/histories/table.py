"""`python -m targets.histories.table`: the Markdown table of which reference validator rejects
which corruption, computed by running the validators (rules at their defaults) over every site
of a fixed set of valid histories, then the table of rules.  Deterministic: no randomness, the
histories are strategies.histories.patterns' fixed ones plus their reasoning variants."""

from __future__ import annotations

import sys
from dataclasses import replace

from strategies.histories.canonical import Assistant, History
from strategies.histories.corruptions import CORRUPTIONS
from strategies.histories.exporters import EXPORTERS
from strategies.histories.patterns import CALL_WITH_TEXT, MULTI_TURN, PARALLEL_CALLS, SINGLE_CALL
from targets.histories import RULES, VALIDATORS
from targets.histories.expected import SHAPES

_TITLES = {"openai_chat": "OpenAI Chat", "openai_responses": "OpenAI Responses",
           "anthropic": "Anthropic Messages", "gemini": "Gemini"}


def _with_reasoning(h: History) -> History:
    return tuple(replace(m, reasoning="Thinking it over.") if isinstance(m, Assistant) else m
                 for m in h)


def bases() -> list[History]:
    """The valid histories every corruption is applied to, at each of its sites."""
    plain = [SINGLE_CALL, PARALLEL_CALLS, CALL_WITH_TEXT, MULTI_TURN]
    return plain + [_with_reasoning(h) for h in plain]


def documented_only(shape: str) -> dict[str, bool]:
    """Only the rules the provider's documentation or quoted errors state; inferred and
    observed ones off."""
    return {r.name: r.source in ("documented", "errors") for r in RULES[shape]}


def every_rule(shape: str) -> dict[str, bool]:
    """Every rule on: the strictest reading."""
    return {r.name: True for r in RULES[shape]}


def outcomes(setting=None) -> dict[tuple[str, str], tuple[int, int, list[str]]]:
    """(corruption, shape) -> (sites rejected, sites, rules that fired, in first-seen order),
    with the rules at their defaults or as `setting(shape)` switches them."""
    result = {}
    for c in CORRUPTIONS:
        for shape in SHAPES:
            rejected = total = 0
            fired: dict[str, None] = {}
            for h in bases():
                for site in c.sites(h):
                    total += 1
                    violations = VALIDATORS[shape](EXPORTERS[shape](c.apply(h, site)),
                                                    setting(shape) if setting else None)
                    rejected += bool(violations)
                    fired.update((v.rule, None) for v in violations)
            result[c.name, shape] = (rejected, total, list(fired))
    return result


def _verdict(rejected: int, total: int) -> str:
    return ("rejects" if rejected == total else
            "accepts" if rejected == 0 else f"rejects {rejected}/{total} sites")


def markdown() -> str:
    """The three tables as Markdown: verdicts with the default rules (and the rules that
    fired), verdicts under the other two settings, and the rules."""
    rows = outcomes()
    head = ["| # | corruption | " + " | ".join(_TITLES[s] for s in SHAPES) + " |",
            "|---|---|" + "---|" * len(SHAPES)]
    lines = ["| # | corruption | sites | " + " | ".join(_TITLES[s] for s in SHAPES) + " |",
             "|---|---|---|" + "---|" * len(SHAPES)]
    for c in CORRUPTIONS:
        cells = [str(rows[c.name, SHAPES[0]][1])]
        for s in SHAPES:
            rejected, total, fired = rows[c.name, s]
            cells.append(_verdict(rejected, total) + (f" ({', '.join(fired)})" if fired else ""))
        lines.append(f"| {c.number} | {c.title} | " + " | ".join(cells) + " |")
    only, strict = outcomes(documented_only), outcomes(every_rule)
    lines += ["", "With documented and quoted-error rules only · with every rule on:", ""] + head
    for c in CORRUPTIONS:
        cells = [f"{_verdict(*only[c.name, s][:2])} · {_verdict(*strict[c.name, s][:2])}"
                 for s in SHAPES]
        lines.append(f"| {c.number} | {c.title} | " + " | ".join(cells) + " |")
    lines += ["", "| shape | rule | source | default | reason for the default |",
              "|---|---|---|---|---|"]
    for s in SHAPES:
        for r in RULES[s]:
            lines.append(f"| {_TITLES[s]} | `{r.name}`: {r.summary} | {r.source} | "
                         f"{'on' if r.default else 'off'} | {r.reason} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(prog="python -m targets.histories.table",
                            description="Print the table of which reference validator rejects "
                                        "which corruption, and the table of rules (Markdown, "
                                        "on stdout; README.md shows it).").parse_args()
    sys.stdout.write(markdown())
