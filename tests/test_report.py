"""The report (targets/report.py): a cell is confirmed only by results that replayed it, every
link and anchor leads somewhere, every failing cell links to all its findings, the root
causes cover every known case once; and in headless Chromium (targets/screenshot.py) the page
has no horizontal overflow at 1400 px, its header stays in view, and its filter filters."""

from __future__ import annotations

import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

from targets import expectations, registry, report, results, rootcauses, screenshot

ROOT = registry.ROOT
#: A known failure of a target whose environment every checkout has: its cells are checked.
KNOWN = next(k for k in expectations.KNOWN if k.target == "vllm:hermes" and k.property == "plaintext")


@pytest.fixture
def no_results(tmp_path, monkeypatch):
    monkeypatch.setattr(results, "RESULTS", tmp_path / "results")
    return tmp_path


def cell(rep: report.Report, target: str, prop: str) -> report.Cell:
    for _, ids, cells in rep.rows:
        if any(i == target or i.startswith(f"{target} (") for i in ids):
            return cells[list(report.PROPERTIES).index(prop)]
    raise AssertionError(f"{target} not in the report")


def test_a_known_failure_is_confirmed_only_by_a_replay_in_these_results(no_results):
    rep = report.build()
    assert cell(rep, KNOWN.target, KNOWN.property).state == "known-not-run"
    assert "not run" in cell(rep, KNOWN.target, KNOWN.property).text
    assert report.summary_lines(rep)[0].startswith("Nothing has run yet")

    for case in KNOWN.cases:
        results.record("case", KNOWN.target, case, "fails-as-recorded", property=KNOWN.property)
    passing = [(s.id, p) for s in map(registry.get, registry.known()) if registry.installed(s)
               and s.kind == "calls" for p in s.properties
               if not expectations.known_checks(s.id, p)]
    if passing:
        results.record("property", *passing[0], "pass", library="lib", version="1.2.3")
    rep = report.build()
    assert cell(rep, KNOWN.target, KNOWN.property).state == "known"
    if passing:
        assert cell(rep, *passing[0]).state == "pass"
        assert any("lib 1.2.3" in line for line in report.summary_lines(rep))
    assert rep.run.partial and rep.run.targets == 1 + bool(passing)
    assert any("partial run" in line for line in report.summary_lines(rep))

    for case in KNOWN.cases:
        results.record("case", KNOWN.target, case, "pass", property=KNOWN.property)
    assert cell(report.build(), KNOWN.target, KNOWN.property).state == "stale"


def test_markdown_links_work_from_the_reports_folder(no_results):
    text = report.markdown(report.build())
    links = re.findall(r"\]\(([^)#]+)\)", text)
    assert len(links) > 100
    missing = [l for l in links if not (ROOT / "reports" / l).exists()]
    assert not missing, missing[:5]
    anchors = set(re.findall(r'<a id="([^"]+)"></a>', text))
    cells = re.findall(r"\]\(#([^)]+)\)", text)
    assert cells and not [c for c in cells if c not in anchors]


class _Anchors(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "a" and a.get("href", "").startswith("#") and len(a["href"]) > 1:
            self.hrefs.append(a["href"][1:])


def test_every_anchor_link_leads_to_its_target_and_each_cell_to_all_its_findings(no_results):
    rep = report.build()
    page = report.html_page(rep)
    parsed = _Anchors()
    parsed.feed(page)
    dangling = sorted({h for h in parsed.hrefs if h not in parsed.ids})
    assert not dangling, dangling[:5]
    for target in registry.known():
        assert report.slug("t", target) in parsed.ids
    for cause in rep.root_causes:
        assert report.slug("rc", cause.id) in parsed.ids
    groups = dict(re.findall(r'<details class="fgroup" id="([^"]+)">(.*?)</details>(?=<details '
                             r'class="fgroup"|</section>)', page, re.S))
    for rows in (rep.rows, rep.document_rows, rep.history_rows):
        for _, _, cells in rows:
            for c in cells:
                if c.state in ("known", "known-not-run", "stale"):
                    n = int(re.search(r"\((\d+)\)", c.text).group(1))
                    assert groups[c.anchor].count('class="case f"') == n, c


def test_long_values_are_collapsed():
    long = "x" * (report.SHOWN * 3)
    shown = report._value(long)
    assert shown.startswith("<details>") and f"({len(long)} characters" in shown
    assert report._value("short") == "<pre>short</pre>"


def test_root_causes_cover_every_known_case_once():
    """The report's root causes are the defect catalogue's (targets/defects/): every known case
    in one of them, or in a cause re-triaged as documented or out of contract."""
    from targets.defects.catalogue import build

    causes = rootcauses.root_causes()
    cases = [c for cause in causes for c in cause.cases]
    retriaged = [c for d in build() if d.status != "defect" for k in d.entries for c in k.cases]
    assert sorted(cases + retriaged) == sorted(c for k in expectations.KNOWN for c in k.cases)
    assert len({c.id for c in causes}) == len(causes)
    assert {c.severity for c in causes} <= set(rootcauses.SEVERITIES)
    # named root causes merge reasons: never more causes than (library, reason) pairs
    assert len(causes) <= len({(rootcauses.library_of(k.target), k.reason)
                               for k in expectations.KNOWN})


@pytest.mark.parametrize("checks, severity", [({"calls.name", "content.blank"}, "critical"),
                                              ({"target.hang"}, "high"),
                                              ({"content.dropped", "time.slow"}, "medium"),
                                              ({"content.blank"}, "low")])
def test_severity_is_the_worst_check(checks, severity):
    assert rootcauses.severity_of(checks) == severity


# --- in headless Chromium -------------------------------------------------------------------

@pytest.fixture(scope="module")
def page(tmp_path_factory):
    if not shutil.which("chromium") and not shutil.which("chromium-browser"):
        pytest.skip("Chromium is not installed: `apt-get update && apt-get install -y chromium` "
                    "(make report-check installs it)")
    out = tmp_path_factory.mktemp("reports")
    md, html_path = report.write(out)
    return html_path


def test_the_report_has_no_horizontal_overflow_at_1400_px(page, tmp_path):
    found = screenshot.check(page, tmp_path)
    assert found.problems == []
    assert [p.name for p in found.screenshots] == [
        "1-summary.png", "2-matrix-scrolled.png", "3-root-causes.png", "4-findings.png",
        "5-filtered-vllm-high.png"]
    for png in found.screenshots:
        head = png.read_bytes()[:24]
        assert head[:8] == b"\x89PNG\r\n\x1a\n" and int.from_bytes(head[16:20], "big") == 1400
    assert found.findings == len(report.build().findings)
    assert 0 < found.shown_filtered < found.findings


def test_the_overflow_check_fails_on_findings_that_do_not_wrap(page, tmp_path):
    """The check above can fail: the same page with its values kept on one line overflows."""
    unwrapped = tmp_path / "unwrapped.html"
    unwrapped.write_text(page.read_text(encoding="utf-8").replace(
        "</style>", "#findings pre{white-space:pre!important;word-break:normal!important;"
                    "overflow-wrap:normal!important}</style>", 1), encoding="utf-8")
    found = screenshot.check(unwrapped, tmp_path / "shots")
    assert any("#findings" in p or "f-" in p for p in found.problems), found.problems


def test_a_cut_result_file_is_named_and_left_out(no_results, capsys):
    results.record("case", KNOWN.target, KNOWN.cases[0], "fails-as-recorded")
    (results.RESULTS / "cut.json").write_text('{"kind": "prop')
    rep = report.build()
    assert rep.run.cases == 1
    assert "cut.json: skipped" in capsys.readouterr().err
