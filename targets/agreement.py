"""Pairwise agreement between implementations of one format (targets/test_differential.py),
recorded per run and shown in the report: how often two parsers read one rendering the same
way, differ only as their declared traits say, or diverge (and which side was wrong)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from targets import results

#: How two answers relate (test_differential._pair), in the order the report shows them.
OUTCOMES = ("same", "declared", "first-wrong", "second-wrong", "both-wrong")


@dataclass
class Tally:
    """Counts for every pair of a format's targets over one differential test."""

    format: str
    targets: list[str]
    counts: dict[tuple[int, int], dict[str, int]] = field(default_factory=dict)

    def add(self, i: int, j: int, outcome: str) -> None:
        pair = self.counts.setdefault((i, j), dict.fromkeys(OUTCOMES, 0))
        pair[outcome] += 1

    def record(self) -> None:
        for (i, j), counts in self.counts.items():
            first, second = self.targets[i], self.targets[j]
            diverged = counts["first-wrong"] + counts["second-wrong"] + counts["both-wrong"]
            results.record("agreement", self.format, f"{first} vs {second}",
                           "diverge" if diverged else "agree", first=first, second=second,
                           counts=counts, examples=sum(counts.values()))


#: The running differential tests' tallies, by format (one module-level test per format).
RUNNING: dict[str, Tally] = {}


def tally_for(fmt: str, targets: list[str]) -> Tally:
    """The tally of the differential test of `fmt` now running (created on its first example)."""
    if fmt not in RUNNING:
        RUNNING[fmt] = Tally(fmt, targets)
    return RUNNING[fmt]


def finish(fmt: str) -> None:
    """Record the tally of the differential test of `fmt` that just ended, if it drew any."""
    tally = RUNNING.pop(fmt, None)
    if tally is not None:
        tally.record()


@dataclass(frozen=True)
class Row:
    format: str
    first: str
    second: str
    examples: int
    counts: dict[str, int]

    @property
    def agreement(self) -> float:
        """Share of renderings both sides read correctly or identically (same + declared)."""
        return (self.counts["same"] + self.counts["declared"]) / self.examples if self.examples else 0.0


def rows(recorded: list[dict[str, Any]]) -> list[Row]:
    """The latest recorded counts of each pair, by format then pair."""
    found = [Row(r["target"], r["first"], r["second"], r["examples"], r["counts"])
             for r in recorded if r["kind"] == "agreement"]
    return sorted(found, key=lambda r: (r.format, r.first, r.second))


def markdown(found: list[Row]) -> str:
    if not found:
        return "No differential results recorded yet (`pytest targets/test_differential.py`).\n"
    lines = ["| format | pair | renderings | same | declared difference | first wrong | "
             "second wrong | both wrong | agreement |", "|---|---|---|---|---|---|---|---|---|"]
    for r in found:
        c = r.counts
        lines.append(f"| {r.format} | {r.first} vs {r.second} | {r.examples} | {c['same']} | "
                     f"{c['declared']} | {c['first-wrong']} | {c['second-wrong']} | "
                     f"{c['both-wrong']} | {r.agreement:.0%} |")
    return "\n".join(lines) + "\n"
