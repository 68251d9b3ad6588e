"""The conformance report: targets (grouped by format) × properties, and the findings list.

    python -m targets.report            # writes reports/report.md and reports/report.html

Built from recorded results (reports/results/, written by every `pytest targets/` run), the
expectations (targets/expectations/) and the corpus.  Cells:

    pass            the property held on every generated example of the last run
    known (n)       a recorded known failure, n corpus cases; "stale" when they all pass now
    NEW FAILURE     the last run found a failure nobody recorded: its case is linked
    n/a             the property does not apply to the target
    unavailable     the target's environment is missing, or it cannot run offline
    not run         no recorded result yet

Rows of one format with identical outcomes are merged into one row, as JSONTestSuite does.
Below the matrix, per format, the pairwise agreement of its implementations on the renderings
the differential test gave them all (targets/agreement.py), then the findings.  The
partial-JSON targets (kind "document") have a table of their own, after the matrix, with their
properties (prefix, roundtrip, nocrash, time).
"""

from __future__ import annotations

import datetime as _dt
import html
import json
from dataclasses import dataclass, field
from pathlib import Path

from targets import agreement, corpus, expectations, registry, results
from targets.properties import DOCUMENT_PROPERTIES, HISTORY_PROPERTIES, PROPERTIES
from targets.registry import ROOT

OUT = ROOT / "reports"


@dataclass
class Cell:
    state: str  # pass | known | stale | new | n/a | unavailable | not-run
    text: str
    link: str | None = None


@dataclass
class Finding:
    target: str
    property: str
    status: str
    reason: str
    case: str | None
    text: str = ""
    expected: str = ""
    observed: str = ""


@dataclass
class Report:
    generated: str
    rows: list[tuple[str, list[str], list[Cell]]] = field(default_factory=list)
    #: The partial-JSON targets (kind "document"), by DOCUMENT_PROPERTIES: their own table.
    document_rows: list[tuple[str, list[str], list[Cell]]] = field(default_factory=list)
    #: The history targets (kind "history"), by HISTORY_PROPERTIES: their own table.
    history_rows: list[tuple[str, list[str], list[Cell]]] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    agreement: list[agreement.Row] = field(default_factory=list)


def _case_paths() -> dict[str, Path]:
    return {p.name: p for p, _ in corpus.all_cases()}


def build() -> Report:
    recorded = results.load_all()
    prop_results = {(r["target"], r["key"]): r for r in recorded if r["kind"] == "property"}
    case_results = {r["key"]: r for r in recorded if r["kind"] == "case"}
    paths = _case_paths()
    report = Report(generated=_dt.datetime.now().isoformat(timespec="seconds"))
    by_format: dict[str, list[registry.TargetSpec]] = {}
    for target_id in registry.known():
        spec = registry.get(target_id)
        by_format.setdefault(spec.format, []).append(spec)
    for fmt in sorted(by_format):
        rows: dict[tuple[str, ...], tuple[list[str], list[Cell]]] = {}
        for spec in by_format[fmt]:
            props = {"document": DOCUMENT_PROPERTIES,
                     "history": HISTORY_PROPERTIES}.get(spec.kind, PROPERTIES)
            cells = [_cell(spec, prop, prop_results, case_results, paths) for prop in props]
            key = (spec.kind, *(f"{c.state}:{c.text}" for c in cells))
            rows.setdefault(key, ([], cells))[0].append(spec.id + _tested(spec, recorded))
        for key, (ids, cells) in rows.items():
            {"document": report.document_rows,
             "history": report.history_rows}.get(key[0], report.rows).append((fmt, ids, cells))
    report.findings = _findings(prop_results, case_results, paths)
    report.agreement = agreement.rows(recorded)
    return report


def _tested(spec: registry.TargetSpec, recorded: list[dict]) -> str:
    """` (library version)` of the target's latest recorded property result: the version its
    worker reported, so a run against another version (`USE=`) says which it tested; the
    environment too when it is not the target's own."""
    mine = [r for r in recorded if r["kind"] == "property" and r["target"] == spec.id
            and r.get("version")]
    if not mine:
        return ""
    last = max(mine, key=lambda r: r["time"])
    env = last.get("env", spec.env)
    where = f", env {env}" if env != spec.env or "@" in env or "/" in env else ""
    return f" ({last.get('library', spec.library)} {last['version']}{where})"


def _cell(spec: registry.TargetSpec, prop: str, prop_results: dict, case_results: dict,
          paths: dict[str, Path]) -> Cell:
    if prop not in spec.properties:
        return Cell("n/a", "n/a")
    result = prop_results.get((spec.id, prop))
    if result and result["outcome"] == "fail":
        return Cell("new", "NEW FAILURE", _rel(result.get("case")))
    known = [k for k in expectations.KNOWN if k.target == spec.id and k.property == prop]
    if known:
        cases = [c for k in known for c in k.cases]
        replayed = [case_results.get(c, {}).get("outcome") for c in cases]
        link = _rel(paths.get(cases[0])) if cases else None
        if replayed and all(o == "pass" for o in replayed):
            return Cell("stale", f"stale ({len(cases)})", link)
        return Cell("known", f"known ({len(cases)})", link)
    if not registry.installed(spec) or (result and result["outcome"] == "unavailable"):
        return Cell("unavailable", "unavailable")
    if result is None:
        return Cell("not-run", "not run")
    return Cell("pass", "pass")


def _rel(path: object) -> str | None:
    if not path:
        return None
    p = Path(str(path))
    try:
        return str(p.resolve().relative_to(ROOT))
    except ValueError:
        return str(p)


def _findings(prop_results: dict, case_results: dict, paths: dict[str, Path]) -> list[Finding]:
    out: list[Finding] = []
    for (target, prop), r in sorted(prop_results.items()):
        if r["outcome"] == "fail":
            out.append(_finding(target, prop, "new", "not yet recorded in targets/expectations/",
                                r.get("case")))
    for k in expectations.KNOWN:
        for c in k.cases:
            stale = case_results.get(c, {}).get("outcome") == "pass"
            out.append(_finding(k.target, k.property, "stale" if stale else "known", k.reason,
                                paths.get(c)))
    return out


def _finding(target: str, prop: str, status: str, reason: str, case_path: object) -> Finding:
    f = Finding(target, prop, status, reason, _rel(case_path))
    if case_path and Path(str(case_path)).exists():
        case = corpus.load(Path(str(case_path)))
        f.text = _short(case.text)
        f.expected = _short(json.dumps(case.expected, ensure_ascii=False))
        f.observed = _short(json.dumps(case.observed, ensure_ascii=False))
    return f


def _short(s: str, n: int = 160) -> str:
    r = repr(s) if not s.startswith(("{", "[", "null")) else s
    return r if len(r) <= n else r[:n] + "…"


# --- writers --------------------------------------------------------------------------------

def _md_matrix(props: tuple[str, ...], rows: list[tuple[str, list[str], list[Cell]]]) -> list[str]:
    lines = ["| format | targets | " + " | ".join(props) + " |", "|---|---|" + "---|" * len(props)]
    for fmt, ids, cells in rows:
        shown = [f"[{c.text}]({c.link})" if c.link else c.text for c in cells]
        lines.append(f"| {fmt} | {', '.join(ids)} | " + " | ".join(shown) + " |")
    return lines


def markdown(rep: Report) -> str:
    lines = ["# toolfuzz conformance report", "", f"Generated {rep.generated}.", ""]
    try:  # root causes first, critical and high leading (targets/defects/)
        from targets.defects import catalogue, summary

        lines += ["## Root causes", "", summary.markdown(catalogue.build()), "",
                  "`make defects` lists them all and writes their issue bodies.", "",
                  "## Targets × properties", ""]
    except Exception as exc:  # the matrix never depends on the catalogue
        lines += [f"(root causes unavailable: {exc})", ""]
    lines += _md_matrix(PROPERTIES, rep.rows)
    if rep.document_rows:
        lines += ["", "## Partial-JSON parsers", ""]
        lines += _md_matrix(DOCUMENT_PROPERTIES, rep.document_rows)
    if rep.history_rows:
        lines += ["", "## Chat-history sanitizers and validators", ""]
        lines += _md_matrix(HISTORY_PROPERTIES, rep.history_rows)
    lines += ["", "## Agreement between implementations", "",
              "Each rendering parsed by every implementation of its format: the same answer, a "
              "difference their declared traits explain, or a divergence (which side disagrees "
              "with the generated turn).", "", agreement.markdown(rep.agreement).rstrip("\n")]
    lines += ["", "## Findings", "", "| status | target | property | input | expected | observed | reason |",
              "|---|---|---|---|---|---|---|"]
    for f in rep.findings:
        case = f"[{f.status}]({f.case})" if f.case else f.status
        cols = [case, f.target, f.property, f"`{f.text}`", f"`{f.expected}`", f"`{f.observed}`",
                f.reason]
        lines.append("| " + " | ".join(c.replace("|", "\\|").replace("\n", " ") for c in cols) + " |")
    return "\n".join(lines) + "\n"


CSS = """
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;margin:12px 0}td,th{border:1px solid #ccc;padding:4px 8px;vertical-align:top}
th{background:#f4f4f4}.pass{background:#c8f0c8}.known{background:#ffe59a}.stale{background:#cfe3ff}
.new{background:#ff9c9c;font-weight:bold}.na,.not-run{background:#eee;color:#777}.unavailable{background:#ddd;color:#555}
td.fmt{font-weight:bold;background:#fafafa}code{font-size:12px;word-break:break-all}
.legend span{padding:2px 8px;margin-right:6px;border:1px solid #ccc}
"""


def _html_rows(rows: list[tuple[str, list[str], list[Cell]]]) -> list[str]:
    e = html.escape
    out = []
    for fmt, ids, cells in rows:
        tds = []
        for c in cells:
            cls = "na" if c.state == "n/a" else c.state
            inner = f'<a href="../{e(c.link)}">{e(c.text)}</a>' if c.link else e(c.text)
            tds.append(f'<td class="{cls}">{inner}</td>')
        out.append(f'<tr><td class="fmt">{e(fmt)}</td><td>{"<br>".join(map(e, ids))}</td>{"".join(tds)}</tr>')
    return out


def html_page(rep: Report) -> str:
    e = html.escape
    head = "".join(f"<th>{e(p)}</th>" for p in PROPERTIES)
    rows = _html_rows(rep.rows)
    documents = ""
    if rep.document_rows:
        doc_head = "".join(f"<th>{e(p)}</th>" for p in DOCUMENT_PROPERTIES)
        documents = (f"<h2>Partial-JSON parsers</h2><table><tr><th>format</th><th>targets</th>"
                     f"{doc_head}</tr>{''.join(_html_rows(rep.document_rows))}</table>")
    if rep.history_rows:
        history_head = "".join(f"<th>{e(p)}</th>" for p in HISTORY_PROPERTIES)
        documents += (f"<h2>Chat-history sanitizers and validators</h2><table><tr><th>format</th>"
                      f"<th>targets</th>{history_head}</tr>{''.join(_html_rows(rep.history_rows))}"
                      f"</table>")
    pairs = "".join(
        f"<tr><td class=\"fmt\">{e(r.format)}</td><td>{e(r.first)} vs {e(r.second)}</td>"
        f"<td>{r.examples}</td>" + "".join(f"<td>{r.counts[o]}</td>" for o in agreement.OUTCOMES)
        + f'<td class="{"pass" if r.agreement == 1 else "known"}">{r.agreement:.0%}</td></tr>'
        for r in rep.agreement)
    pair_head = "".join(f"<th>{e(o)}</th>" for o in agreement.OUTCOMES)
    findings = []
    for f in rep.findings:
        link = f'<a href="../{e(f.case)}">{e(f.status)}</a>' if f.case else e(f.status)
        cls = "new" if f.status == "new" else f.status
        findings.append(f'<tr><td class="{cls}">{link}</td><td>{e(f.target)}</td><td>{e(f.property)}</td>'
                        f"<td><code>{e(f.text)}</code></td><td><code>{e(f.expected)}</code></td>"
                        f"<td><code>{e(f.observed)}</code></td><td>{e(f.reason)}</td></tr>")
    legend = "".join(f'<span class="{c}">{t}</span>' for c, t in
                     [("pass", "pass"), ("known", "known failure"), ("stale", "stale"),
                      ("new", "new failure"), ("na", "n/a"), ("unavailable", "unavailable"),
                      ("not-run", "not run")])
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>toolfuzz report</title>
<style>{CSS}</style></head><body>
<h1>toolfuzz conformance report</h1><p>Generated {e(rep.generated)}.</p>
<p class="legend">{legend}</p>
<table><tr><th>format</th><th>targets</th>{head}</tr>{"".join(rows)}</table>
{documents}
<h2>Agreement between implementations</h2>
<table><tr><th>format</th><th>pair</th><th>renderings</th>{pair_head}<th>agreement</th></tr>{pairs}</table>
<h2>Findings ({len(rep.findings)})</h2>
<table><tr><th>status</th><th>target</th><th>property</th><th>input</th><th>expected</th><th>observed</th><th>reason</th></tr>
{"".join(findings)}</table></body></html>
"""


def write(out: Path = OUT) -> tuple[Path, Path]:
    rep = build()
    out.mkdir(parents=True, exist_ok=True)
    md, page = out / "report.md", out / "report.html"
    md.write_text(markdown(rep), encoding="utf-8")
    page.write_text(html_page(rep), encoding="utf-8")
    return md, page


def main() -> None:
    md, page = write()
    print(f"toolfuzz: wrote {md.relative_to(ROOT)} and {page.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
