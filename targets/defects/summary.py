"""The catalogue in a few lines of Markdown, for the README and the report: root causes per
library × severity (critical and high first), and the most severe causes."""

from __future__ import annotations

from collections import Counter

from targets.signatures import SEVERITIES


def markdown(defects: list, top: int = 12) -> str:
    real = [d for d in defects if d.status == "defect"]
    counts = Counter((d.library, d.severity) for d in real)
    libraries = sorted({d.library for d in real},
                       key=lambda lib: tuple(-counts[(lib, s)] for s in SEVERITIES))
    lines = ["| library | " + " | ".join(SEVERITIES) + " | root causes |",
             "|---|" + "---:|" * (len(SEVERITIES) + 1)]
    for lib in libraries:
        row = [counts[(lib, s)] for s in SEVERITIES]
        lines.append(f"| {lib} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    total = [sum(counts[(lib, s)] for lib in libraries) for s in SEVERITIES]
    lines.append("| **all** | " + " | ".join(f"**{n}**" for n in total) + f" | **{sum(total)}** |")
    lines += ["", f"{len(real)} root causes ({sum(1 for d in real if d.provisional)} provisional), "
              f"{len(defects) - len(real)} re-triaged as documented or out of contract; "
              f"{sum(len(d.entries) for d in defects)} known failures.", "",
              "| id | severity | targets | what happens |", "|---|---|---|---|"]
    for d in real[:top]:
        shown = ", ".join(d.targets[:3]) + (f" +{len(d.targets) - 3}" if len(d.targets) > 3 else "")
        lines.append(f"| {d.id} | {d.severity} | {shown} | "
                     + d.title.replace("|", "\\|").replace("\n", " ") + " |")
    return "\n".join(lines)
