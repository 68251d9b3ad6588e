"""The conformance report: what ran, the root causes by library and severity, targets (grouped
by format) × properties, and every finding.

    python -m targets.report            # writes reports/report.md and reports/report.html

Built from recorded results (reports/results/, written by every `pytest targets/` run), the
root causes (targets/rootcauses.py, from the expectations) and the corpus.  Cells:

    pass                 the property held on every generated example of the last run
    known (n)            a recorded known failure, n corpus cases, confirmed: its cases were
                         replayed in these results and still fail
    known (n), not run   a recorded known failure whose cases these results did not replay:
                         the report does not know whether it still fails
    stale (n)            a known failure whose cases all pass now (remove its entry)
    NEW FAILURE          the last run found a failure nobody recorded: its case is linked
    n/a                  the property does not apply to the target
    unavailable          the target's environment is missing, or it cannot run offline
    not run              no recorded result

Rows of one format with identical outcomes are merged into one row, as JSONTestSuite does.
Every failing cell links to all its findings.  The HTML page has a summary on top (what ran,
when, at which versions; root causes by library and severity), a header that stays in view, a
filter by library, target, property and severity (kept in the URL: `report.html?library=vllm
&severity=high#findings` opens filtered), and an anchor per target (`#t-vllm-hermes`), per
root cause (`#rc-<id>`) and per target × property's findings (`#f-vllm-hermes-plaintext`).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import html
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from targets import agreement, corpus, expectations, registry, results, rootcauses
from strategies.formats import get as get_format
from strategies.offtemplate import applies
from targets.properties import (DOCUMENT_PROPERTIES, HISTORY_PROPERTIES, OFFTEMPLATE_PROPERTIES,
                                PROPERTIES)
from targets.registry import ROOT

OUT = ROOT / "reports"
#: Characters of an input, expected or observed value shown before it is collapsed.
SHOWN = 160


@dataclass
class Cell:
    state: str  # pass | known | known-not-run | stale | new | n/a | unavailable | not-run
    text: str
    link: str | None = None  # the first case file, relative to the repository
    anchor: str | None = None  # the findings of this target × property (HTML)


@dataclass
class Finding:
    target: str
    property: str
    #: new | known (replayed, still fails) | differs (replayed, fails otherwise) | stale |
    #: not-run (not replayed in these results)
    status: str
    reason: str
    case: str | None
    text: str = ""
    expected: str = ""
    observed: str = ""
    root_cause: str = ""
    severity: str = ""
    library: str = ""


@dataclass
class Run:
    """What the recorded results cover."""

    targets: int = 0  # targets with a property result or a replayed case
    of: int = 0  # targets registered
    properties: int = 0  # property results
    cases: int = 0  # corpus cases replayed
    first: str = ""
    last: str = ""
    #: library → versions tested (as the workers reported them)
    versions: dict[str, list[str]] = field(default_factory=dict)

    @property
    def partial(self) -> bool:
        return self.targets < self.of


@dataclass
class Report:
    generated: str
    rows: list[tuple[str, list[str], list[Cell]]] = field(default_factory=list)
    #: The partial-JSON targets (kind "document"), by DOCUMENT_PROPERTIES: their own table.
    document_rows: list[tuple[str, list[str], list[Cell]]] = field(default_factory=list)
    #: The parsers again, by OFFTEMPLATE_PROPERTIES: off-template results apart from the
    #: template-faithful ones in `rows` (n/a where the variant does not apply to the format).
    offtemplate_rows: list[tuple[str, list[str], list[Cell]]] = field(default_factory=list)
    #: The history targets (kind "history"), by HISTORY_PROPERTIES: their own table.
    history_rows: list[tuple[str, list[str], list[Cell]]] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    agreement: list[agreement.Row] = field(default_factory=list)
    root_causes: list[rootcauses.RootCause] = field(default_factory=list)
    run: Run = field(default_factory=Run)
    #: Corpus files that hold no case (path: what is wrong).
    bad_cases: list[str] = field(default_factory=list)


#: What the off-template table shows, above it.
OFFTEMPLATE_NOTE = ("The table above judges what each format's template writes (template-"
                    "faithful); this one judges shapes models write off their template, each "
                    "by its stated oracle (strategies/offtemplate.py, targets/offtemplate.py): "
                    "text after or between calls, marker text as data, calls to unoffered "
                    "tools, JSON number spellings, brackets in plain text, wide names, many "
                    "keys. n/a: the variant does not apply to the format.")


def slug(*parts: str) -> str:
    """An HTML id for a target, a property or a root cause: `vllm:mistral@v7` → `vllm-mistral-v7`."""
    return "-".join(re.sub(r"[^A-Za-z0-9_.]+", "-", p).strip("-") for p in parts)


def _case_paths() -> dict[str, Path]:
    return {p.name: p for p, _ in corpus.all_cases()}


def build() -> Report:
    recorded = results.load_all()
    prop_results = {(r["target"], r["key"]): r for r in recorded if r["kind"] == "property"}
    case_results = {r["key"]: r for r in recorded if r["kind"] == "case"}
    paths = _case_paths()
    report = Report(generated=_dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"))
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
        off: dict[tuple[str, ...], tuple[list[str], list[Cell]]] = {}
        for spec in (s for s in by_format[fmt] if s.kind == "calls"):
            cells = [_cell(spec, prop, prop_results, case_results, paths,
                           applies=_variant_applies(prop, fmt))
                     for prop in OFFTEMPLATE_PROPERTIES]
            key = tuple(f"{c.state}:{c.text}" for c in cells)
            off.setdefault(key, ([], cells))[0].append(spec.id + _tested(spec, recorded))
        report.offtemplate_rows += [(fmt, ids, cells) for ids, cells in off.values()]
    report.root_causes = rootcauses.root_causes()
    report.findings = _findings(prop_results, case_results, paths, report.root_causes)
    report.agreement = agreement.rows(recorded)
    report.run = _run(recorded)
    report.bad_cases = [f"{_rel(b.path)}: {b.why}" for b in corpus.bad_cases()]
    return report


def _run(recorded: list[dict]) -> Run:
    times = [r["time"] for r in recorded if r.get("time")]
    versions: dict[str, set[str]] = {}
    for r in recorded:
        if r.get("version"):
            versions.setdefault(str(r.get("library", "")), set()).add(str(r["version"]))
    stamp = lambda t: _dt.datetime.fromtimestamp(t, _dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return Run(targets=len({r["target"] for r in recorded if r["kind"] in ("property", "case")}),
               of=len(registry.known()),
               properties=sum(r["kind"] == "property" for r in recorded),
               cases=sum(r["kind"] == "case" for r in recorded),
               first=stamp(min(times)) if times else "", last=stamp(max(times)) if times else "",
               versions={lib: sorted(v) for lib, v in sorted(versions.items())})


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


def _variant_applies(variant: str, fmt: str) -> bool:
    """Whether an off-template variant applies to a format (strategies/offtemplate.py)."""
    try:
        return applies(variant, get_format(fmt)) is None
    except KeyError:  # an out-of-tree format the strategies do not know
        return False


def _cell(spec: registry.TargetSpec, prop: str, prop_results: dict, case_results: dict,
          paths: dict[str, Path], applies: bool | None = None) -> Cell:
    """A target × property cell; `applies` overrides `prop in spec.properties` (the
    off-template variants, which apply by format)."""
    if not (prop in spec.properties if applies is None else applies):
        return Cell("n/a", "n/a")
    anchor = slug("f", spec.id, prop)
    result = prop_results.get((spec.id, prop))
    if result and result["outcome"] == "fail":
        return Cell("new", "NEW FAILURE", _rel(result.get("case")), anchor)
    known = [k for k in expectations.KNOWN if k.target == spec.id and k.property == prop]
    if known:
        cases = [c for k in known for c in k.cases]
        replayed = [case_results[c]["outcome"] for c in cases if c in case_results]
        link = _rel(paths.get(cases[0])) if cases else None
        if not replayed:
            return Cell("known-not-run", f"known ({len(cases)}), not run", link, anchor)
        if len(replayed) == len(cases) and all(o == "pass" for o in replayed):
            return Cell("stale", f"stale ({len(cases)})", link, anchor)
        return Cell("known", f"known ({len(cases)})", link, anchor)
    if not registry.installed(spec) or (result and result["outcome"] == "unavailable"):
        return Cell("unavailable", "unavailable")
    if result is None:
        return Cell("not-run", "not run")
    return Cell("pass", "pass")


def _rel(path: object) -> str | None:
    """A path relative to the repository (as the corpus and the results name cases)."""
    if not path:
        return None
    p = Path(str(path))
    try:
        return str(p.resolve().relative_to(ROOT))
    except ValueError:
        return str(p)


def _findings(prop_results: dict, case_results: dict, paths: dict[str, Path],
              causes: list[rootcauses.RootCause]) -> list[Finding]:
    """Every finding: the new ones first, then each root cause's cases, most severe first."""
    out: list[Finding] = []
    for (target, prop), r in sorted(prop_results.items()):
        if r["outcome"] == "fail":
            f = _finding(target, prop, "new", "not yet recorded in targets/expectations/",
                         r.get("case"))
            f.library, f.severity = rootcauses.library_of(target), "new"
            out.append(f)
    by_case = {c: cause for cause in causes for c in cause.cases}
    for k in expectations.KNOWN:
        for c in k.cases:
            outcome = case_results.get(c, {}).get("outcome")
            status = {"pass": "stale", "fails-as-recorded": "known",
                      "fails-differently": "differs"}.get(outcome or "", "not-run")
            f = _finding(k.target, k.property, status, k.reason, paths.get(c))
            cause = by_case.get(c)
            if cause:
                f.root_cause, f.severity, f.library = cause.id, cause.severity, cause.library
            out.append(f)
    rank = {s: i for i, s in enumerate(("new", *rootcauses.SEVERITIES))}
    return sorted(out, key=lambda f: (f.target, f.property, rank.get(f.severity, 9)))


def _finding(target: str, prop: str, status: str, reason: str, case_path: object) -> Finding:
    f = Finding(target, prop, status, reason, _rel(case_path))
    if case_path and Path(str(case_path)).exists():
        try:
            case = corpus.load(Path(str(case_path)))
        except corpus.BadCase:  # listed with the bad files; the finding keeps its link
            return f
        f.text = repr(case.text)
        f.expected = json.dumps(case.expected, ensure_ascii=False)
        f.observed = json.dumps(case.observed, ensure_ascii=False)
    return f


def _short(s: str, n: int = 160) -> str:
    return s if len(s) <= n else s[:n] + "…"


# --- Markdown (reports/report.md: links are relative to reports/) ---------------------------

def _md_link(path: str | None) -> str | None:
    return f"../{path}" if path and not Path(path).is_absolute() else path


def _md_matrix(props: tuple[str, ...], rows: list[tuple[str, list[str], list[Cell]]]) -> list[str]:
    lines = ["| format | targets | " + " | ".join(props) + " |", "|---|---|" + "---|" * len(props)]
    for fmt, ids, cells in rows:
        shown = [f"[{c.text}](#{c.anchor})" if c.anchor else c.text for c in cells]
        lines.append(f"| {fmt} | {', '.join(ids)} | " + " | ".join(shown) + " |")
    return lines


def _md_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def summary_lines(rep: Report) -> list[str]:
    """What ran, when and at which versions; whether the run was partial."""
    run = rep.run
    if not run.properties and not run.cases:
        return ["Nothing has run yet: no results in reports/results/ (run `make test` or "
                "`pytest targets/ --target ID`). Every cell says not run, and a known failure "
                "says \"not run\" too: these results confirm none."]
    lines = [f"Results from {run.first} to {run.last}: {run.properties} property results and "
             f"{run.cases} corpus replays, over {run.targets} of {run.of} targets."]
    if run.partial:
        lines.append(f"This report covers a partial run: {run.of - run.targets} targets have no "
                     f"result in it, and their known failures show as \"known (n), not run\".")
    if run.versions:
        lines.append("Tested: " + "; ".join(f"{lib} {', '.join(v)}"
                                             for lib, v in run.versions.items()) + ".")
    return lines


def severity_table(causes: list[rootcauses.RootCause]) -> list[tuple[str, dict[str, int]]]:
    """Root causes counted by library and severity, libraries with the most severe first."""
    table: dict[str, dict[str, int]] = {}
    for c in causes:
        table.setdefault(c.library, dict.fromkeys(rootcauses.SEVERITIES, 0))[c.severity] += 1
    return sorted(table.items(), key=lambda kv: tuple(-kv[1][s] for s in rootcauses.SEVERITIES))


def markdown(rep: Report) -> str:
    lines = ["# toolfuzz conformance report", "", f"Generated {rep.generated}. The HTML page "
             "(report.html) has the same content with filters and anchors.", "", "## Summary", ""]
    lines += summary_lines(rep)
    lines += ["", f"{len(rep.root_causes)} root causes by library and severity:", "",
              "| library | " + " | ".join(rootcauses.SEVERITIES) + " | total |",
              "|---|" + "---|" * (len(rootcauses.SEVERITIES) + 1)]
    for lib, counts in severity_table(rep.root_causes):
        lines.append(f"| {lib} | " + " | ".join(str(counts[s]) for s in rootcauses.SEVERITIES)
                     + f" | {sum(counts.values())} |")
    lines += ["", "## Targets × properties", ""]
    lines += _md_matrix(PROPERTIES, rep.rows)
    if rep.offtemplate_rows:
        lines += ["", "## Off-template shapes", "", OFFTEMPLATE_NOTE, ""]
        lines += _md_matrix(OFFTEMPLATE_PROPERTIES, rep.offtemplate_rows)
    if rep.document_rows:
        lines += ["", "## Partial-JSON parsers", ""]
        lines += _md_matrix(DOCUMENT_PROPERTIES, rep.document_rows)
    if rep.history_rows:
        lines += ["", "## Chat-history sanitizers and validators", ""]
        lines += _md_matrix(HISTORY_PROPERTIES, rep.history_rows)
    lines += ["", "## Root causes", "", "| severity | library | id | title | targets | cases |",
              "|---|---|---|---|---|---|"]
    paths = _case_paths()
    for c in rep.root_causes:
        first = _md_link(_rel(paths.get(c.cases[0]))) if c.cases else None
        cases = f"[{len(c.cases)}]({first})" if first else str(len(c.cases))
        targets = ", ".join(f"{t} {p}" for t, p in c.targets)
        lines.append("| " + " | ".join(_md_cell(x) for x in (c.severity, c.library, c.id, c.title,
                                                               targets, cases)) + " |")
    lines += ["", "## Agreement between implementations", "",
              "Each rendering parsed by every implementation of its format: the same answer, a "
              "difference their declared traits explain, or a divergence (which side disagrees "
              "with the generated turn).", "", agreement.markdown(rep.agreement).rstrip("\n")]
    lines += ["", "## Findings", "",
              "| status | target | property | severity | input | expected | observed | reason |",
              "|---|---|---|---|---|---|---|---|"]
    anchored: set[str] = set()
    for f in rep.findings:
        case = f"[{f.status}]({_md_link(f.case)})" if f.case else f.status
        anchor = slug("f", f.target, f.property)
        if anchor not in anchored:  # a matrix cell links here: its findings follow in a run
            anchored.add(anchor)
            case = f'<a id="{anchor}"></a>{case}'
        cols = [case, f.target, f.property, f.severity, f"`{_short(f.text)}`",
                f"`{_short(f.expected)}`", f"`{_short(f.observed)}`", f.reason]
        lines.append("| " + " | ".join(_md_cell(c) for c in cols) + " |")
    if rep.bad_cases:
        lines += ["", "## Corpus files that are not cases", ""] + [f"- {b}" for b in rep.bad_cases]
    return "\n".join(lines) + "\n"


# --- HTML (reports/report.html) --------------------------------------------------------------

CSS = """
:root{--bar:78px}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#222}
main{padding:8px 24px 40px}
header.bar{position:sticky;top:0;z-index:10;background:#fff;border-bottom:2px solid #ccc;
  padding:6px 24px;height:var(--bar);overflow:hidden}
header.bar h1{font-size:18px;margin:0 12px 0 0;display:inline}
header.bar nav{display:inline}header.bar nav a{margin-right:10px}
header.bar form{margin-top:6px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
header.bar .shown{color:#555}
h2{margin:28px 0 8px;scroll-margin-top:calc(var(--bar) + 8px)}
[id]{scroll-margin-top:calc(var(--bar) + 40px)}
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #ccc;padding:3px 7px;vertical-align:top}
th{background:#f4f4f4}
table.matrix th{position:sticky;top:var(--bar);z-index:5}
.pass{background:#c8f0c8}.known{background:#ffe59a}.known-not-run{background:repeating-linear-gradient(
  45deg,#fff3cc,#fff3cc 6px,#f4f4f4 6px,#f4f4f4 12px);color:#555}
.stale{background:#cfe3ff}.differs{background:#ffc9a0}
.new{background:#ff9c9c;font-weight:bold}.na,.not-run{background:#eee;color:#777}
.unavailable{background:#ddd;color:#555}
td.fmt{font-weight:bold;background:#fafafa}
.legend span{padding:2px 8px;margin-right:6px;border:1px solid #ccc;display:inline-block}
.critical{background:#b00020;color:#fff}.high{background:#ff8a80}.medium{background:#ffe082}
.low{background:#e0e0e0}
.sev{padding:1px 6px;border-radius:3px;font-size:12px}
.warn{background:#fff3cc;border:1px solid #e0c060;padding:6px 10px}
.fgroup{border-top:1px solid #bbb;padding:2px 0}
.fgroup>summary h3{font-size:15px;margin:2px 0;display:inline}
.fgroup[open]{border-top:2px solid #888;margin-bottom:10px}
.case{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr) minmax(0,1fr) minmax(0,1.15fr);
  gap:8px;border-bottom:1px solid #ddd;padding:6px 0}
.case>div{min-width:0;overflow-wrap:anywhere}
.case .label{font-size:11px;text-transform:uppercase;color:#777}
pre{white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-all;margin:0;font-size:12px;
  background:#f8f8f8;padding:4px}
details summary{cursor:pointer}
table.rc{width:100%;table-layout:fixed}table.rc td{overflow-wrap:anywhere}
table.rc details summary{list-style-position:outside}
.hidden{display:none !important}
"""

SCRIPT = """
const F=['library','target','property','severity'];
function matches(el,v){for(const k of F){if(!v[k])continue;const d=el.dataset[k];
  if(d===undefined)continue;const words=d.split(' ');
  if(k==='target'?!words.some(w=>w.includes(v[k])):!words.includes(v[k]))return false}return true}
function apply(){const v={};for(const k of F)v[k]=document.getElementById('q-'+k).value.trim();
  let n=0;for(const el of document.querySelectorAll('.f')){const ok=matches(el,v);
  el.classList.toggle('hidden',!ok);if(ok&&el.classList.contains('case'))n++}
  for(const g of document.querySelectorAll('.fgroup'))g.classList.toggle('hidden',
    g.classList.contains('hidden')||!g.querySelector('.case:not(.hidden)'));
  if(Object.values(v).some(x=>x))for(const g of document.querySelectorAll('.fgroup:not(.hidden)'))g.open=true;
  document.getElementById('shown').textContent=n+' findings shown';
  const q=new URLSearchParams();for(const k of F)if(v[k])q.set(k,v[k]);
  const s=q.toString();history.replaceState(null,'',(s?'?'+s:location.pathname)+location.hash)}
addEventListener('DOMContentLoaded',()=>{const q=new URLSearchParams(location.search);
  for(const k of F){const el=document.getElementById('q-'+k);if(q.get(k))el.value=q.get(k);
    el.addEventListener('input',apply)}
  document.getElementById('q-clear').addEventListener('click',e=>{e.preventDefault();
    for(const k of F)document.getElementById('q-'+k).value='';apply()});
  document.getElementById('expand').addEventListener('click',e=>{e.preventDefault();
    const open=e.target.textContent==='expand all';e.target.textContent=open?'collapse all':'expand all';
    for(const g of document.querySelectorAll('.fgroup'))g.open=open});
  apply();reveal()});
function reveal(){if(!location.hash)return;const t=document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if(!t)return;const g=t.closest('.fgroup');if(g)g.open=true;t.scrollIntoView()}
addEventListener('hashchange',reveal);
"""


#: How a finding's status reads in the HTML page.
STATUS_TEXT = {"known": "confirmed by this run", "not-run": "not run in this report",
               "differs": "fails differently", "stale": "stale: passes now", "new": "new"}


def _words(values) -> str:
    return html.escape(" ".join(sorted(set(values))))


def _value(text: str) -> str:
    """A value as preformatted text, collapsed past SHOWN characters."""
    e = html.escape
    if len(text) <= SHOWN:
        return f"<pre>{e(text)}</pre>"
    return (f"<details><summary><pre>{e(text[:SHOWN])}…</pre> ({len(text)} characters: "
            f"show all)</summary><pre>{e(text)}</pre></details>")


def _html_matrix(props: tuple[str, ...], rows: list[tuple[str, list[str], list[Cell]]]) -> str:
    e = html.escape
    out = []
    for fmt, ids, cells in rows:
        targets = [i.split(" (")[0] for i in ids]
        libraries = {rootcauses.library_of(t) for t in targets}
        names = "<br>".join(f'<span id="{slug("t", t)}">{e(i)}</span>'
                            for t, i in zip(targets, ids))
        tds = []
        for c in cells:
            cls = "na" if c.state == "n/a" else c.state
            inner = f'<a href="#{c.anchor}">{e(c.text)}</a>' if c.anchor else e(c.text)
            tds.append(f'<td class="{cls}">{inner}</td>')
        out.append(f'<tr class="f" data-library="{_words(libraries)}" data-target="{_words(targets)}">'
                   f'<td class="fmt">{e(fmt)}</td><td>{names}</td>{"".join(tds)}</tr>')
    head = "".join(f"<th>{e(p)}</th>" for p in props)
    return (f'<table class="matrix"><thead><tr><th>format</th><th>targets</th>{head}</tr></thead>'
            f'<tbody>{"".join(out)}</tbody></table>')


def _html_summary(rep: Report) -> str:
    e = html.escape
    lines = summary_lines(rep)
    run = "".join(f'<p class="{"warn" if "partial" in l or "Nothing" in l else ""}">{e(l)}</p>'
                  for l in lines)
    head = "".join(f'<th>{s}</th>' for s in rootcauses.SEVERITIES)
    body = []
    for lib, counts in severity_table(rep.root_causes):
        tds = "".join(f"<td>{_filtered(counts[s], library=lib, severity=s)}</td>"
                      for s in rootcauses.SEVERITIES)
        body.append(f'<tr class="f" data-library="{e(lib)}"><td><a href="?library={e(lib)}'
                    f'#root-causes">{e(lib)}</a></td>{tds}<td>{sum(counts.values())}</td></tr>')
    new = sum(f.status == "new" for f in rep.findings)
    news = (f'<p class="warn"><a href="?severity=new#findings">{new} new finding(s)</a> not yet '
            f'recorded in targets/expectations/.</p>' if new else "")
    return (f'<section id="summary"><h2>Summary</h2>{run}{news}'
            f'<p>{len(rep.root_causes)} root causes ({len(rep.findings)} findings), by library '
            f'and severity:</p><table><thead><tr><th>library</th>{head}<th>total</th></tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table></section>')


def _filtered(count: int, **query: str) -> str:
    """`count` linking to the root causes filtered by `query` (nothing when zero)."""
    if not count:
        return ""
    q = "&amp;".join(f"{k}={html.escape(v)}" for k, v in query.items())
    return f'<a href="?{q}#root-causes">{count}</a>'


def _html_root_causes(rep: Report) -> str:
    e = html.escape
    first_anchor = {c.id: slug("f", *c.targets[0]) for c in rep.root_causes if c.targets}
    rows = []
    for c in rep.root_causes:
        targets = ", ".join(f'<a href="#{slug("f", t, p)}">{e(t)} {e(p)}</a>' for t, p in c.targets)
        rows.append(
            f'<tr class="f" id="{slug("rc", c.id)}" data-library="{e(c.library)}" '
            f'data-severity="{c.severity}" data-target="{_words(t for t, _ in c.targets)}" '
            f'data-property="{_words(p for _, p in c.targets)}">'
            f'<td><span class="sev {c.severity}">{c.severity}</span></td><td>{e(c.library)}</td>'
            f'<td>{e(c.id)}</td><td class="title"><details><summary>{e(c.title)}</summary>'
            f'{e(c.reason)}</details></td><td>{targets}</td>'
            f'<td><a href="#{first_anchor[c.id]}">{len(c.cases)}</a></td></tr>')
    return (f'<section id="root-causes"><h2>Root causes ({len(rep.root_causes)})</h2>'
            f'<table class="rc"><colgroup><col style="width:80px"><col style="width:140px">'
            f'<col style="width:200px"><col><col style="width:28%"><col style="width:56px">'
            f'</colgroup><thead><tr><th>severity</th><th>library</th><th>id</th><th>title '
            f'(click for the whole reason)</th><th>fails</th><th>cases</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
            f'</section>')


def _html_findings(rep: Report) -> str:
    e = html.escape
    groups: dict[tuple[str, str], list[Finding]] = {}
    for f in rep.findings:
        groups.setdefault((f.target, f.property), []).append(f)
    out = []
    for (target, prop), found in groups.items():
        cards = []
        for f in found:
            sev = f.severity or "new"
            cause = (f' · <a href="#{slug("rc", f.root_cause)}">{e(f.root_cause)}</a>'
                     if f.root_cause else "")
            href = f"../{f.case}" if f.case and not Path(f.case).is_absolute() else (
                Path(f.case).as_uri() if f.case else "")
            link = f' · <a href="{e(href)}">case file</a>' if f.case else ""
            cards.append(
                f'<div class="case f" data-library="{e(f.library)}" data-target="{e(target)}" '
                f'data-property="{e(prop)}" data-severity="{e(sev)}">'
                f'<div><div class="label">input</div>{_value(f.text)}</div>'
                f'<div><div class="label">expected</div>{_value(f.expected)}</div>'
                f'<div><div class="label">observed</div>{_value(f.observed)}</div>'
                f'<div><span class="sev {e(sev)}">{e(sev)}</span> '
                f'<span class="{e(f.status)}">{e(STATUS_TEXT.get(f.status, f.status))}</span>'
                f'{cause}{link}'
                f'<div>{e(rootcauses.title_of(f.reason, 400))}</div></div></div>')
        worst = min((f.severity for f in found),
                    key=lambda v: ("new", *rootcauses.SEVERITIES).index(v)
                    if v in ("new", *rootcauses.SEVERITIES) else 9)
        out.append(f'<details class="fgroup" id="{slug("f", target, prop)}"><summary><h3>'
                   f'{e(target)} · {e(prop)}</h3> ({len(found)} finding{"s" * (len(found) > 1)}, '
                   f'worst <span class="sev {e(worst)}">{e(worst)}</span>) · '
                   f'<a href="#{slug("t", target)}">in the matrix</a></summary>'
                   f'{"".join(cards)}</details>')
    return (f'<section id="findings"><h2>Findings ({len(rep.findings)})</h2>'
            f'<p>Per target and property (click one to open it, or <a href="#" id="expand">'
            f'expand all</a>; a filter opens what it shows), each corpus case: its input, what '
            f'a correct parser returns, what the target returned, and the root cause. Long '
            f'values are collapsed (click to show all).</p>{"".join(out)}</section>')


def _html_agreement(rep: Report) -> str:
    e = html.escape
    if not rep.agreement:
        return ('<section id="agreement"><h2>Agreement between implementations</h2><p>No '
                'differential results in these results: the table fills in when the '
                'differential test runs (`pytest targets/test_differential.py`, part of '
                '`make test`) with two or more implementations of a format installed.</p>'
                '</section>')
    pairs = "".join(
        f'<tr class="f" data-target="{_words([r.first, r.second])}"><td class="fmt">'
        f'{e(r.format)}</td><td>{e(r.first)} vs {e(r.second)}</td><td>{r.examples}</td>'
        + "".join(f"<td>{r.counts[o]}</td>" for o in agreement.OUTCOMES)
        + f'<td class="{"pass" if r.agreement == 1 else "known"}">{r.agreement:.0%}</td></tr>'
        for r in rep.agreement)
    head = "".join(f"<th>{e(o)}</th>" for o in agreement.OUTCOMES)
    return (f'<section id="agreement"><h2>Agreement between implementations</h2><table><thead>'
            f'<tr><th>format</th><th>pair</th><th>renderings</th>{head}<th>agreement</th></tr>'
            f'</thead><tbody>{pairs}</tbody></table></section>')


def _options(values) -> str:
    return "".join(f'<option value="{html.escape(v)}">{html.escape(v)}</option>'
                   for v in values)


def html_page(rep: Report) -> str:
    e = html.escape
    libraries = sorted({rootcauses.library_of(t) for t in registry.known()}
                       | {c.library for c in rep.root_causes})
    properties = sorted({f.property for f in rep.findings} | set(PROPERTIES)
                        | set(OFFTEMPLATE_PROPERTIES))
    documents = ""
    if rep.offtemplate_rows:
        documents += (f'<h2 id="offtemplate">Off-template shapes</h2><p>{e(OFFTEMPLATE_NOTE)}</p>'
                      f'{_html_matrix(OFFTEMPLATE_PROPERTIES, rep.offtemplate_rows)}')
    if rep.document_rows:
        documents += (f'<h2 id="partial-json">Partial-JSON parsers</h2>'
                      f'{_html_matrix(DOCUMENT_PROPERTIES, rep.document_rows)}')
    if rep.history_rows:
        documents += (f'<h2 id="histories">Chat-history sanitizers and validators</h2>'
                      f'{_html_matrix(HISTORY_PROPERTIES, rep.history_rows)}')
    legend = "".join(f'<span class="{c}">{t}</span>' for c, t in
                     [("pass", "pass"), ("known", "known failure, confirmed by this run"),
                      ("known-not-run", "known failure, not run in this report"),
                      ("stale", "stale"), ("new", "new failure"), ("na", "n/a"),
                      ("unavailable", "unavailable"), ("not-run", "not run")])
    bad = ""
    if rep.bad_cases:
        bad = ('<section id="bad-corpus"><h2>Corpus files that are not cases</h2><ul>'
               + "".join(f"<li>{e(b)}</li>" for b in rep.bad_cases) + "</ul></section>")
    nav = "".join(f'<a href="#{a}">{t}</a>' for a, t in
                  [("summary", "Summary"), ("matrix", "Targets × properties"),
                   ("root-causes", "Root causes"), ("findings", "Findings"),
                   ("agreement", "Agreement")])
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>toolfuzz report</title>
<style>{CSS}</style><script>{SCRIPT}</script></head><body>
<header class="bar"><h1>toolfuzz conformance report</h1><nav>{nav}</nav>
<form id="filter" autocomplete="off">
<label>library <select id="q-library"><option value="">all</option>{_options(libraries)}</select></label>
<label>target <input id="q-target" list="targets" size="22" placeholder="id or part of one"></label>
<datalist id="targets">{_options(registry.known())}</datalist>
<label>property <select id="q-property"><option value="">all</option>{_options(properties)}</select></label>
<label>severity <select id="q-severity"><option value="">all</option>{_options(("new", *rootcauses.SEVERITIES))}</select></label>
<a href="#" id="q-clear">clear</a> <span class="shown" id="shown"></span>
<span class="shown">generated {e(rep.generated)}</span></form></header>
<main>
{_html_summary(rep)}
<section id="matrix"><h2>Targets × properties</h2><p class="legend">{legend}</p>
{_html_matrix(PROPERTIES, rep.rows)}{documents}</section>
{_html_root_causes(rep)}
{_html_findings(rep)}
{_html_agreement(rep)}
{bad}
</main></body></html>
"""


def write(out: Path = OUT) -> tuple[Path, Path]:
    rep = build()
    out.mkdir(parents=True, exist_ok=True)
    md, page = out / "report.md", out / "report.html"
    md.write_text(markdown(rep), encoding="utf-8")
    page.write_text(html_page(rep), encoding="utf-8")
    return md, page


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m targets.report",
                                     description="Write reports/report.md and "
                                     "reports/report.html from the recorded results "
                                     "(reports/results/), the expectations and the corpus.",
                                     epilog="`make report-check` renders the HTML in headless "
                                     "Chromium and checks its layout.")
    parser.parse_args(argv)
    md, page = write()
    print(f"toolfuzz: wrote {md.relative_to(ROOT)} and {page.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
