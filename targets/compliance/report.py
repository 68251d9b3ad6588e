"""The compliance report: JSON (everything, for tools) and a Markdown table (for people).

Both go under reports/ (or --out), named by the run id, so runs against several endpoints
are kept side by side.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from targets.compliance.endpoint import ACCEPTED, REJECTED

#: Error texts are cut to this many characters in the table (the JSON keeps them whole).
CELL_CHARS = 90


def write(report: dict[str, Any], out: Path) -> tuple[Path, Path]:
    """Write `compliance-<run id>.json` and `.md` under `out`, atomically; return both paths."""
    out.mkdir(parents=True, exist_ok=True)
    stem = out / f"compliance-{report['run_id']}"
    paths = (stem.with_suffix(".json"), stem.with_suffix(".md"))
    for path, text in zip(paths, (json.dumps(report, indent=2, ensure_ascii=False) + "\n",
                                  markdown(report))):
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    return paths


def _cell(record: dict[str, Any]) -> str:
    """`accepted`, or the verdict with the status (if any) and the error text, cut short."""
    if record["verdict"] == ACCEPTED:
        return "accepted"
    text = " ".join((record.get("error") or "").split())
    if len(text) > CELL_CHARS:
        text = text[:CELL_CHARS - 1] + "…"
    status = f" {record['status']}" if record.get("status") is not None else ""
    detail = f": {text}" if text else ""
    return f"**{record['verdict']}**{status}{detail}".replace("|", "\\|")


def markdown(report: dict[str, Any]) -> str:
    """A heading with the run, the summary counts, then one row per pattern: what OpenAI would
    answer (the reference validator), then a column per model: `accepted`, or the verdict with
    the status and the endpoint's error text."""
    models = report["models"]
    s = report["summary"]
    lines = [
        f"# Compliance run {report['run_id']}",
        "",
        f"Endpoint `{report['endpoint']}`, {report['timestamp']}; models: "
        + ", ".join(f"`{m}`" for m in models) + ".",
        "",
        f"{s['requests']} requests: {s['accepted']} accepted, {s['rejected']} rejected, "
        f"{s['error']} errors, {s['not_sent']} not sent (limits: "
        + ", ".join(f"{k} {v}" for k, v in report["limits"].items()) + ").",
        f"Valid histories rejected: {s['valid_rejected']}; corrupted histories accepted: "
        f"{s['corrupted_accepted']}; answers that differ from OpenAI's (by the reference "
        f"validator): {s['differs_from_openai']}.",
        "",
        "| pattern | kind | OpenAI (reference) | " + " | ".join(f"`{m}`" for m in models) + " |",
        "|---|---|---|" + "---|" * len(models),
    ]
    patterns = {p["name"]: p for p in report["patterns"]}
    for name, by_model in report["results"].items():
        kind = "valid" if patterns[name]["valid"] else "corrupted"
        cells = [_cell(patterns[name]["openai_reference"])] + [_cell(by_model[m]) for m in models]
        lines.append(f"| {name} | {kind} | " + " | ".join(cells) + " |")
    if s["valid_rejected"]:
        lines += ["", "A valid history was rejected: read its error text (model name, key, "
                      "parameters) before trusting the other rows."]
    return "\n".join(lines) + "\n"


def summary_line(report: dict[str, Any]) -> str:
    s = report["summary"]
    return (f"{s['accepted']} {ACCEPTED}, {s['rejected']} {REJECTED}, {s['error']} errors, "
            f"{s['not_sent']} not sent; corrupted accepted {s['corrupted_accepted']}, "
            f"valid rejected {s['valid_rejected']}, differing from OpenAI {s['differs_from_openai']}")
