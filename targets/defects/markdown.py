"""One Markdown issue body per root cause, ready to file upstream: title, versions, targets,
the minimal input, expected vs observed, the code location and a standalone reproduction."""

from __future__ import annotations

import json
from pathlib import Path

from targets import corpus
from targets.registry import ROOT

REPORTS = ROOT / "reports" / "defects"


def body(defect) -> str:
    from targets.defects.catalogue import slug  # noqa: F401  (keeps the import graph one-way)

    lines = [f"# {defect.title}", "",
             f"- **id**: {defect.id}{' (provisional root cause)' if defect.provisional else ''}",
             f"- **library**: {defect.library}, versions tested: {', '.join(defect.versions) or 'unknown'}",
             f"- **severity**: {defect.severity}",
             f"- **function(s) at fault**: {', '.join(defect.functions) or 'see the reason'}",
             f"- **targets**: {', '.join(defect.targets)}",
             f"- **signature**: {', '.join(f'`{s}`' for s in defect.signatures)}", ""]
    if defect.status != "defect":
        lines += [f"> **Re-triaged: {defect.status}** ({defect.pattern}). {defect.note}", ""]
    lines += [
             "## What happens", ""]
    lines += [f"- {r}" for r in defect.reasons]
    paths = defect.case_paths()
    if paths:
        shortest = min(paths, key=lambda p: len(corpus.load(p).text))
        case = corpus.load(shortest)
        lines += ["", "## Minimal input", "",
                  f"Target `{case.target}`, property `{case.property}` (version {case.version or '?'}):",
                  "", "```", case.text, "```", "",
                  "## Expected", "", "```json", json.dumps(case.expected, ensure_ascii=False,
                                                          indent=1)[:3000], "```", "",
                  "## Observed", "", "```json", json.dumps(case.observed, ensure_ascii=False,
                                                          indent=1)[:3000], "```", "",
                  "## Reproduce", ""]
        try:
            from targets.snippets import snippet

            lines += ["```python", snippet(case).rstrip(), "```"]
        except Exception as exc:  # a library without a snippet template yet
            lines += [f"(no standalone snippet: {exc})"]
        rel = shortest.relative_to(ROOT) if shortest.is_relative_to(ROOT) else shortest
        lines += ["", f"With toolfuzz: `python -m targets.replay {rel}`"]
        if len(defect.cases) > 1:
            lines += ["", "Other minimal cases:", ""] + [f"- `{c}`" for c in defect.cases]
    return "\n".join(lines) + "\n"


def write_all(defects: list) -> int:
    """Write each root cause's issue body, and remove the bodies of ids its libraries no
    longer have (a cause merged into another, or fixed), so the folder is the catalogue."""
    from targets.defects.catalogue import slug

    written: dict[Path, set[str]] = {}
    for d in defects:
        path = REPORTS / slug(d.library) / f"{d.id}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body(d), encoding="utf-8")
        written.setdefault(path.parent, set()).add(path.name)
    for folder, names in written.items():
        for stale in folder.glob("*.md"):
            if stale.name not in names:
                stale.unlink()
    return len(defects)
