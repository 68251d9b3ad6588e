"""The partial-JSON targets (kind "document": partial-json-parser, json-repair, jiter,
langchain-core's parse_partial_json), on generated JSON documents written as models write them
(strategies/documents.py).  The oracles are in targets/partial_json.py:

- prefix: every prefix of a document parses to a value consistent with the document's value
  (completed values equal, containers prefixes of the final ones, unfinished atoms only as the
  target's declared partial mode allows, nothing the document does not hold);
- roundtrip: the whole document parses to exactly its value, strict JSON;
- nocrash: any text is answered with a value or the target's declared error, never another
  exception, a hang or a dead process;
- time: deep nesting, long strings, escape runs and many keys, timed at 2 000 to 16 000
  characters, grow no faster than size^1.5, and the largest parses within the size-scaled
  budget of its length.
"""

import pytest
from hypothesis import given

from strategies.documents import documents, families, non_json_texts, small_documents
from strategies.growth import SIZES
from targets import partial_json, selection
from targets.expectations import known_checks
from targets.properties import baseline, growth
from targets.registry import TargetSpec
from targets.verdict import enforce, judge
from targets.workers import worker_for

#: The targets these tests run (targets/selection.py parametrizes by kind).
TARGET_KIND = "document"
#: Every prefix of a document is parsed, so the prefix property's cost is the square of its
#: length: its documents stay under this many characters (roundtrip takes any length).
PREFIX_MAX = 1500


@pytest.mark.parametrize("target", selection.params(TARGET_KIND, "test_json_prefix"))
@given(doc=small_documents().filter(lambda d: len(d.text) <= PREFIX_MAX))
def test_json_prefix(target: TargetSpec, doc) -> None:
    worker = worker_for(target)
    result = partial_json.prefix(worker, doc.text)
    enforce(judge(target, "prefix", result, doc.text, [], [], worker.info.get("version", "")))


@pytest.mark.parametrize("target", selection.params(TARGET_KIND, "test_json_roundtrip"))
@given(doc=documents())
def test_json_roundtrip(target: TargetSpec, doc) -> None:
    worker = worker_for(target)
    enforce(judge(target, "roundtrip", partial_json.roundtrip(worker, doc.text), doc.text, [],
                  [], worker.info.get("version", "")))


@pytest.mark.parametrize("target", selection.params(TARGET_KIND, "test_json_nocrash"))
@given(text=non_json_texts())
def test_json_nocrash(target: TargetSpec, text: str) -> None:
    worker = worker_for(target)
    enforce(judge(target, "nocrash", partial_json.nocrash(worker, text), text, [], [],
                  worker.info.get("version", "")))


@pytest.mark.parametrize("target", selection.params(TARGET_KIND, "test_json_growth"))
def test_json_growth(target: TargetSpec) -> None:
    """Measured, not drawn: not a Hypothesis test."""
    spec, worker = target, worker_for(target)
    version = worker.info.get("version", "")
    known = known_checks(spec.id, "time")
    base = baseline(worker, [])
    for family in families():
        result = growth(worker, [], family.to_json(), SIZES, known)
        enforce(judge(spec, "time", result, family.text(1), [], [], version))
        largest = family.text(SIZES[-1])
        enforce(judge(spec, "time", partial_json.timed(worker, largest, base), largest, [], [],
                      version))
