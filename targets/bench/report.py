"""The bench's tables (Markdown) and its files: reports/bench.md and reports/bench.json."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

THROUGHPUT_COLUMNS = ("target", "examples", "discarded", "ex/s", "parser s", "overhead ×", "generation %",
                      "protocol %", "parser %", "judging %", "engine %", "load s")
EXECS_COLUMNS = ("target", "atheris execs/s", "harness execs/s", "bare execs/s",
                 "bare ÷ atheris", "harness ÷ atheris", "inputs")
FIRST_FAILURE_COLUMNS = ("target", "property", "checks", "ci", "nightly")


def _table(columns: tuple[str, ...], rows: list[tuple[Any, ...]]) -> str:
    def cell(v: Any) -> str:
        return "–" if v is None or v == "" else str(v).replace("|", "\\|")

    head = "| " + " | ".join(columns) + " |\n|" + "---|" * len(columns) + "\n"
    return head + "".join("| " + " | ".join(cell(v) for v in r) + " |\n" for r in rows)


def throughput_table(rows: list[dict[str, Any]]) -> str:
    return _table(THROUGHPUT_COLUMNS, [
        (r["target"], r["examples"], r.get("discarded"), r["examples_per_s"], r["parser_s"], r["overhead"],
         r["generation_pct"], r["protocol_pct"], r["parser_pct"], r["judging_pct"],
         r["engine_pct"], r["load_s"]) if not r.get("error") else
        (r["target"], f"error: {r['error'][:80]}", *[None] * 10) for r in rows])


def execs_table(rows: list[dict[str, Any]]) -> str:
    return _table(EXECS_COLUMNS, [
        (r["target"], r.get("atheris_per_s"), r.get("harness_per_s"), r.get("bare_per_s"),
         r.get("bare_over_atheris"), r.get("harness_over_atheris"), r.get("inputs"))
        if not r.get("error") else (r["target"], f"error: {r['error'][:80]}", *[None] * 5)
        for r in rows])


def first_failure_table(found: list[Any]) -> str:
    """One row per Known entry; a time entry's growth measurement fills both columns."""
    by_entry: dict[tuple[str, str, tuple[str, ...]], dict[str, str]] = {}
    for f in found:
        cells = by_entry.setdefault((f.target, f.property, f.checks), {})
        if f.profile == "growth":
            cells["ci"] = cells["nightly"] = f"growth: {f.shown()}"
        else:
            cells[f.profile] = f.shown()
    return _table(FIRST_FAILURE_COLUMNS, [
        (t, p, ", ".join(c), cells.get("ci"), cells.get("nightly"))
        for (t, p, c), cells in by_entry.items()])


def session_line(record: dict[str, Any]) -> str:
    full, last = record.get("last_full"), record.get("last")
    if not full:
        told = (f" (the last session, not a full run: {last['duration_s'] / 60:.1f} min, "
                f"{last['tests']} tests)") if last else ""
        return ("`make test`: no full run recorded yet" + told + "; a full pytest session "
                "writes reports/bench/test-session.json.")
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(full["finished"]))
    envs = ", ".join(full.get("environments", [])) or "none"
    return (f"`make test` (last full run, {when}): {full['duration_s'] / 60:.1f} min, "
            f"profile {full['profile']}, {full['tests']} tests, exit status "
            f"{full['exitstatus']}, environments {envs}.")


def markdown(data: dict[str, Any], found: list[Any]) -> str:
    parts = [f"# toolfuzz bench\n\n{data['summary']}\n",
             f"\n{session_line(data.get('test_session', {}))}\n"]
    if data.get("throughput") is not None:
        parts.append("\n## Throughput and overhead (ci profile)\n\n" + data["notes"]["throughput"]
                     + "\n\n" + throughput_table(data["throughput"]))
    if data.get("execs") is not None:
        parts.append("\n## atheris against the bare parser\n\n" + data["notes"]["execs"] + "\n\n"
                     + execs_table(data["execs"]))
    if data.get("first_failure") is not None:
        parts.append("\n## Time to first failure of known failures\n\n"
                     + data["notes"]["first_failure"] + "\n\n" + first_failure_table(found))
    return "".join(parts)


def write(data: dict[str, Any], found: list[Any], folder: Path) -> str:
    """Write bench.md and bench.json into `folder`; returns the Markdown."""
    folder.mkdir(parents=True, exist_ok=True)
    text = markdown(data, found)
    (folder / "bench.md").write_text(text, encoding="utf-8")
    (folder / "bench.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return text
