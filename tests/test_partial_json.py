"""The partial-JSON oracles (targets/partial_json.py): the frontier of a prefix, consistency
with the final value, and the prefix property end to end on a fake library, through the
worker, the corpus replay and the report."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from strategies.documents import STYLES, documents, families, non_json_texts, small_documents
from strategies.formats import Trait
from targets import partial_json, registry, report
from targets.client import Outcome, Worker
from targets.corpus import Case
from targets.partial_json import consistent, frontier, judge_prefix, number_readings, prefixes
from targets.registry import DeclaredError, TargetSpec

TRAITS = frozenset({"number-at-end", "unfinished-strings"})


def spec(*traits: str, errors: tuple[DeclaredError, ...] = ()) -> TargetSpec:
    return TargetSpec(id="fake:pjson", env=registry.SELF_ENV, adapter="tests.fakes:PartialLoads",
                      format="partial_json", library="fake",
                      traits=tuple(Trait(t, "partial", "test") for t in traits), errors=errors,
                      properties=("prefix", "roundtrip", "nocrash", "time"), kind="document")


def checks(got, text: str, prefix: str, traits=TRAITS) -> list[str]:
    return sorted({v.check for v in consistent(got, json.loads(text), frontier(prefix), traits)})


def test_frontier_marks_what_is_complete():
    node = frontier('{"a": [1, "x"], "b": [12')
    assert node.kind == "object" and not node.complete
    (ka, a), (kb, b) = node.members
    assert (ka, a.kind, a.complete) == ("a", "array", True)
    assert (kb, b.kind, b.complete) == ("b", "array", False)
    assert [(c.kind, c.complete, c.raw) for _, c in b.members] == [("number", False, "12")]
    assert frontier("  ") is None
    assert frontier('{"a"').members == []  # a key without its value has not begun a member
    assert frontier('"ab\\"c').complete is False
    assert frontier("tru").complete is False and frontier("true").complete is True


@pytest.mark.parametrize("got, prefix", [
    ({}, '{"a": "xy'),                 # the unfinished member left out
    ({"a": "x"}, '{"a": "xy'),         # an unfinished string, a beginning of the final one
    ({"a": 12}, '{"a": 12'),           # a number at the end, read as its digits so far
    ({"a": True}, '{"a": tr'),         # a literal has one completion
    ({"a": [1]}, '{"a": [1, '),
])
def test_consistent_answers(got, prefix):
    assert checks(got, '{"a": "xyz"}' if '"x' in prefix else
                  '{"a": 123}' if "12" in prefix else
                  '{"a": true}' if "tr" in prefix else '{"a": [1, 2]}', prefix) == []


@pytest.mark.parametrize("got, text, prefix, check", [
    (["a"], '{"a": 1}', '{"a"', "prefix.type"),                          # json-repair's key list
    ({"a": ""}, '{"a": 1}', '{"a":', "prefix.foreign-value"),             # value not begun
    ({"a": "n"}, '{"a": null}', '{"a": n', "prefix.unfinished-atom"),     # literal as string
    ({"a": "\ud83d"}, '{"a": "\\ud83d\\ude00"}', '{"a": "\\ud83d', "prefix.unfinished-atom"),
    ({"a": []}, '{"a": [[], 1]}', '{"a": [[]', "prefix.lost-value"),      # complete [] dropped
    ({"a": [2]}, '{"a": [1, 2]}', '{"a": [1, 2', "prefix.completed-value"),
    ({"a": 1, "z": 0}, '{"a": 1, "b": 2}', '{"a": 1, ', "prefix.foreign-value"),
    ({"a": 1.0}, '{"a": 1, "b": 2}', '{"a": 1, ', "prefix.type"),          # 1 ≠ 1.0
    ({"a": -0.0}, '{"a": 0.0, "b": 2}', '{"a": 0.0, ', "prefix.completed-value"),  # -0.0 ≠ 0.0
    ({"a": 13}, '{"a": 123}', '{"a": 12', "prefix.unfinished-atom"),
])
def test_inconsistent_answers(got, text, prefix, check):
    assert check in checks(got, text, prefix)


def test_partial_modes_are_traits():
    """Without its trait, an unfinished string or number may only be left out."""
    assert checks({"a": "x"}, '{"a": "xyz"}', '{"a": "x', frozenset()) == ["prefix.unfinished-atom"]
    assert checks({"a": 12}, '{"a": 123}', '{"a": 12', frozenset()) == ["prefix.unfinished-atom"]


def test_number_readings():
    assert number_readings("1.") == [1, 1.0]
    assert number_readings("-") == []
    assert 1.5 in number_readings("1.5e") and 15 not in number_readings("1.5e")


def test_judge_prefix_errors_and_nothing():
    declared = DeclaredError("tests.fakes.ParseError", "test")
    raised = Outcome("raised", error={"type": "tests.fakes.ParseError", "message": "no",
                                      "mro": ["tests.fakes.ParseError"], "traceback": ""})
    other = Outcome("raised", error={"type": "builtins.KeyError", "message": "x",
                                     "mro": ["builtins.KeyError"], "traceback": ""})
    s = spec(errors=(declared,))
    assert judge_prefix(s, " ", {"a": 1}, raised) == []       # nothing has begun
    assert judge_prefix(s, "-", -5, raised) == []             # only an atom that may be left out
    assert [v.check for v in judge_prefix(s, '{"a": 1,', {"a": 1}, raised)] == ["prefix.raised"]
    assert [v.check for v in judge_prefix(s, " ", {"a": 1}, other)] == ["target.raised"]
    empty = Outcome("ok", result="")
    assert [v.check for v in judge_prefix(s, "", {}, empty)] == ["prefix.foreign-value"]
    assert judge_prefix(spec("nothing-is-empty-string"), "", {}, empty) == []


def ideal(prefix: str):
    """What a correct partial parser that leaves unfinished atoms out returns."""
    def value(node):
        if node.kind not in ("object", "array"):
            return json.loads(node.raw)
        kept = [(k, value(c)) for k, c in node.members
                if c.complete or c.kind in ("object", "array")]
        return dict(kept) if node.kind == "object" else [v for _, v in kept]
    return value(frontier(prefix))


@settings(max_examples=60)
@given(small_documents())
def test_every_prefix_of_a_document_has_a_consistent_ideal_parse(doc):
    """The oracle holds for a correct parser on every prefix of every generated document, in
    every style, and an added key or element is always caught."""
    final = json.loads(doc.text)
    assert json.dumps(final, sort_keys=True) == json.dumps(doc.value, sort_keys=True)
    for p in prefixes(doc.text):
        node = frontier(p)
        if node is None or (node.kind not in ("object", "array") and not node.complete):
            continue
        got = ideal(p)
        assert consistent(got, final, node, frozenset()) == [], p
        if isinstance(got, dict):
            got["\x00foreign"] = 0
            assert consistent(got, final, node, frozenset()) != [], p
        elif isinstance(got, list):
            got.append("\x00foreign")
            assert consistent(got, final, node, frozenset()) != [], p


@settings(max_examples=30)
@given(documents(), non_json_texts())
def test_documents_are_their_values(doc, text):
    """A document's text is its value in its style, strict JSON; the nocrash texts are text."""
    from targets.canonical import loads, strict_equal

    assert doc.style in STYLES and strict_equal(loads(doc.text), doc.value)
    assert isinstance(text, str)


def test_growth_families():
    assert {f.name for f in families()} >= {"deep arrays, unclosed", "long string", "many keys"}


@pytest.fixture
def fake(request):
    def make(broken: bool) -> Worker:
        s = spec(errors=(DeclaredError("tests.fakes.ParseError", "test"),))
        from dataclasses import replace

        s = replace(s, id=f"fake:pjson-{'broken' if broken else 'ok'}",
                    options={"broken": broken})
        registry.register(s)
        w = Worker(s)
        w.start()
        request.addfinalizer(w.close)
        return w
    return make


def test_prefix_roundtrip_nocrash_through_the_worker(fake):
    good, bad = fake(False), fake(True)
    text = '{"a": [1, 2], "b": "c"}'
    assert partial_json.prefix(good, text).violations == []
    assert partial_json.roundtrip(good, text).violations == []
    assert partial_json.nocrash(good, "[}").violations == []          # its declared error
    found = {v.check for v in partial_json.prefix(bad, text).violations}
    assert "prefix.lost-value" in found
    assert {v.check for v in partial_json.roundtrip(bad, text).violations} == {"roundtrip.value"}


def test_replay_and_report_place_document_targets(fake, tmp_path, monkeypatch):
    from targets import corpus, results
    from targets.replay import replay

    bad = fake(True)
    text = '[1, 2]'
    result = partial_json.prefix(bad, text)
    case = Case(format="partial_json", target=bad.spec.id, property="prefix", text=text,
                checks=sorted({v.check for v in result.violations}))
    assert sorted({v.check for v in replay(case, bad).violations}) == case.checks
    monkeypatch.setattr(results, "RESULTS", tmp_path / "results")
    results.record("property", bad.spec.id, "prefix", "pass", version="0")
    rep = report.build()
    assert any(bad.spec.id in " ".join(ids) for _, ids, _ in rep.document_rows)
    assert not any(bad.spec.id in " ".join(ids) for _, ids, _ in rep.rows)
    assert "## Partial-JSON parsers" in report.markdown(rep)


@pytest.mark.skipif(not registry.installed(registry.get("json-repair:loads")),
                    reason="the partialjson environment is not installed (make install)")
def test_snippet_reproduces_a_prefix_finding_without_toolfuzz(tmp_path):
    import subprocess

    from targets.corpus import CORPUS, load
    from targets.snippets import snippet

    code = snippet(load(CORPUS / "partial_json" / "n_json-repair-loads_prefix_7f8ffa50bf05f17a.json"))
    assert "toolfuzz" not in code.split("\n", 2)[2]
    script = tmp_path / "repro.py"
    script.write_text(code)
    out = subprocess.run([str(registry.env_python("partialjson")), str(script)], cwd=tmp_path,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "'[\"x\\\\n\"' -> ['x']" in out.stdout  # a complete "x\n" loses its newline
