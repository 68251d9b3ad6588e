"""Replay of corpus/: known failures must still fail the same way; `y_` cases must pass.

A known failure that now passes is reported as stale (a warning naming the entry to remove);
it does not fail the run.  A case must fail with its own signatures (targets/signatures.py),
not only its checks: one that now fails another way is reported as failing differently.  A case with no entry in targets/expectations.py fails: every
recorded failure needs its reason.
"""

from __future__ import annotations

import os
import warnings

import pytest

from targets import corpus, registry, results, signatures
from targets.expectations import entry_for_case
from targets.replay import replay


class StaleExpectation(UserWarning):
    pass


class BadCorpusFile(UserWarning):
    """A file of corpus/ that holds no case: reported with its path, and skipped."""


def _cases(config: pytest.Config) -> list:
    from targets.conftest import selected

    chosen = {s.id for s in selected(config)}
    # --property narrows the replay as it narrows the property tests: a case is replayed when
    # its property is selected (every case when none is named).
    properties = set(config.getoption("--property") or [])
    params = []
    for path, case in corpus.all_cases():
        if case.target not in chosen or (properties and case.property not in properties):
            continue
        # Under `--dist loadgroup` (make replay) one test worker replays an environment's
        # cases (targets/scheduling.py): its library is imported once, not once per worker.
        spec = registry.get(case.target)
        marks = [] if registry.installed(spec) or os.environ.get("TOOLFUZZ_REQUIRE_ALL") else [
            pytest.mark.skip(reason=f"environment of {case.target} not installed")]
        params.append(pytest.param(path, case, id=path.name, marks=marks))
    # A bad file stops neither the collection nor the other cases: it is reported (a warning
    # and a skipped item, both naming its path and the fix) whatever targets are selected.
    for bad in corpus.bad_cases():
        warnings.warn(BadCorpusFile(str(bad)))
        params.append(pytest.param(bad.path, None, id=bad.path.name,
                                   marks=[pytest.mark.skip(reason=str(bad))]))
    return params


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "case" in metafunc.fixturenames:
        metafunc.parametrize(("path", "case"), _cases(metafunc.config))


@pytest.fixture
def case_worker(case):
    from targets.conftest import _WORKERS
    from targets.client import Worker

    spec = registry.get(case.target)
    if spec.id not in _WORKERS:
        w = Worker(spec)
        w.start()
        _WORKERS[spec.id] = w
    return _WORKERS[spec.id]


def test_corpus_case(path, case, case_worker):
    result = replay(case, case_worker)
    checks = result.checks
    detail = "\n".join(f"  {v}" for v in result.violations)
    shown = signatures.of_result(case.property, result, signatures.traits_of(
        case.format, case.target, case.property))
    recorded = signatures.of_case(case)
    same = (checks == sorted(case.checks) and all(signatures.matches(s, recorded) for s in shown)
            and all(s in shown for s in recorded if not s.endswith((":?", ":*"))))
    outcome = ("pass" if not checks else "fails-as-recorded" if same else "fails-differently")
    results.record("case", case.target, path.name, outcome, property=case.property,
                   expectation=case.expectation, checks=checks)
    if case.expectation == "y":
        assert not checks, f"{path.name} must pass but fails:\n{detail}"
        return
    if case.expectation == "i":  # implementation-defined: any answer, but an answer
        assert not [c for c in checks if c.startswith("target.")], detail
        return
    entry = entry_for_case(path.name)
    assert entry is not None, (f"{path.name} records a failure but targets/expectations.py has "
                               f"no entry for it: add a Known(...) with its reason, or delete it")
    if not checks:
        warnings.warn(StaleExpectation(
            f"{path.name} no longer fails: {case.target} {case.property} now passes. Remove the "
            f"case and its entry ({entry.reason[:80]}…) from targets/expectations.py"))
        return
    assert checks == sorted(case.checks), (
        f"{path.name} fails differently than recorded: recorded {case.checks}, now {checks}\n"
        f"{detail}")
    assert same, (f"{path.name} fails differently than recorded: recorded signatures "
                  f"{sorted(recorded)}, now {sorted(shown)}\n{detail}")
    assert set(checks) <= entry.checks, f"{path.name}: checks {checks} beyond its entry"
