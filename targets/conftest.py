"""Target selection, workers, and writing shrunk failures to corpus/.

    pytest targets/ --target vllm:hermes      # only this target (repeatable)
    TOOLFUZZ_REQUIRE_ALL=1 pytest targets/    # a target whose environment is missing fails
"""

from __future__ import annotations

import os
from typing import Iterator

import pytest

from targets import corpus, registry, results, verdict
from targets.client import Worker, shutdown_all


def selected(config: pytest.Config) -> list[registry.TargetSpec]:
    ids = config.getoption("--target") or [i for i in registry.known()
                                           if not registry.get(i).id.startswith("fake:")]
    return [registry.get(i) for i in ids]  # ids were checked in pytest_configure


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "spec" not in metafunc.fixturenames:
        return
    params = []
    for spec in selected(metafunc.config):
        marks = []
        if not registry.installed(spec):
            why = (f"environment {spec.env!r} of {spec.id} is not installed; "
                   f"run `make install`")
            marks.append(pytest.mark.xfail(reason=why, run=False, strict=True)
                         if os.environ.get("TOOLFUZZ_REQUIRE_ALL") else pytest.mark.skip(reason=why))
        params.append(pytest.param(spec, id=spec.id, marks=marks))
    metafunc.parametrize("spec", params)


_WORKERS: dict[str, Worker] = {}


@pytest.fixture
def worker(spec: registry.TargetSpec) -> Worker:
    """One long-lived worker per target for the whole session (a fresh parser per request)."""
    if spec.id not in _WORKERS:
        w = Worker(spec)
        w.start()
        _WORKERS[spec.id] = w
    return _WORKERS[spec.id]


def pytest_sessionfinish(session: pytest.Session) -> None:
    shutdown_all()


@pytest.fixture(autouse=True)
def _current_test(request: pytest.FixtureRequest) -> Iterator[None]:
    verdict.CURRENT["test"] = request.node.nodeid
    yield
    verdict.CURRENT["test"] = ""


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    case = verdict.PENDING.pop(item.nodeid, None)
    path = None
    if case is not None and report.when == "call" and report.failed:
        path, new = corpus.write(case)
        report.sections.append(("toolfuzz corpus", f"{'new' if new else 'existing'} case: {path}\n"
                                f"Reproduce with: python -m targets.replay {path}"))
    _record(item, report, path)


def _record(item: pytest.Item, report: pytest.TestReport, case_path: object) -> None:
    """Keep the outcome of each target × property test for `make report`."""
    params = getattr(getattr(item, "callspec", None), "params", {})
    spec = params.get("spec")
    name = getattr(item, "originalname", item.name)
    if spec is None or not name.startswith("test_"):
        return
    prop = name.removeprefix("test_")
    if report.when == "setup" and report.skipped:
        results.record("property", spec.id, prop, "unavailable", detail=str(report.longrepr)[-300:])
    elif report.when == "call":
        outcome = "fail" if report.failed else "pass"
        known = verdict.KNOWN_SEEN.pop((spec.id, prop), 0)
        results.record("property", spec.id, prop, outcome, known_examples=known,
                       case=str(case_path) if case_path else None)
