"""Print the defect catalogue and write one Markdown issue body per root cause.

    python -m targets.defects [--library L] [--json] [--no-write]

The table lists each root cause (id, library, severity, targets, one line), most severe
first; --json gives id, library, severity, targets, signature and cases for each.  Issue
bodies go to reports/defects/<library>/<id>.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

from targets.defects.catalogue import build, slug, triage
from targets.defects.markdown import write_all
from targets.signatures import SEVERITIES


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m targets.defects", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--library", help="only this library's root causes (e.g. sglang)")
    parser.add_argument("--json", action="store_true", help="JSON instead of the table")
    parser.add_argument("--no-write", action="store_true", help="do not write reports/defects/")
    args = parser.parse_args(argv)
    defects = build()
    if args.library:
        defects = [d for d in defects if slug(d.library) == slug(args.library)]
        if not defects:
            known = sorted({d.library for d in build()})
            print(f"no root cause of library {args.library!r}; libraries: {', '.join(known)}",
                  file=sys.stderr)
            return 2
    if args.json:
        print(json.dumps([d.to_json() for d in defects], ensure_ascii=False, indent=2))
    else:
        print(table(defects))
    if not args.no_write:
        written = write_all(defects)
        print(f"{written} issue bodies written under reports/defects/", file=sys.stderr)
    return 0


def table(defects: list) -> str:
    real = [d for d in defects if d.status == "defect"]
    counts = Counter((d.library, d.severity) for d in real)
    libraries = sorted({d.library for d in real})
    lines = [f"{len(real)} root causes ({sum(1 for d in real if d.provisional)} provisional: "
             f"grouped by reason, not yet named in targets/defects/causes/<library>.py)", "",
             f"{'library':<22}" + "".join(f"{s:>10}" for s in SEVERITIES)]
    for lib in libraries:
        lines.append(f"{lib:<22}" + "".join(f"{counts[(lib, s)]:>10}" for s in SEVERITIES))
    lines.append(f"{'all':<22}" + "".join(
        f"{sum(counts[(lib, s)] for lib in libraries):>10}" for s in SEVERITIES))
    lines += ["", f"{'id':<26} {'severity':<15} {'targets':<34} signature / one line"]
    for d in defects:
        if d.status != "defect" and d is next(x for x in defects if x.status != "defect"):
            lines += ["", "Re-triaged (documented behaviour, or an input outside the format's "
                      "contract): not counted as defects"]
        shown = ", ".join(d.targets[:2]) + (f" +{len(d.targets) - 2}" if len(d.targets) > 2 else "")
        level = d.severity if d.status == "defect" else d.status
        lines.append(f"{d.id:<26} {level:<15} {shown:<34} {', '.join(d.signatures[:3])}"
                     + (" …" if len(d.signatures) > 3 else ""))
        lines.append(f"{'':<26} {'':<15} {'':<34} {d.title[:110]}")
    moved = triage(defects)
    if moved:
        lines += ["", "Known failures moved by the re-triage, per pattern:"]
        lines += [f"  {n:>4}  {pattern}" for pattern, n in moved.items()]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
