"""Target selection, workers, and writing shrunk failures to corpus/.

    pytest targets/ --target vllm:hermes      # only this target (repeatable)
    TOOLFUZZ_REQUIRE_ALL=1 pytest targets/    # a target whose environment is missing fails
"""

from __future__ import annotations

import os
from typing import Iterator

import pytest

from targets import corpus, minimise, registry, results, verdict
from targets.client import Worker, shutdown_all
from targets.properties import ALL_PROPERTIES, DOCUMENT_JUDGES, JUDGES


def selected(config: pytest.Config) -> list[registry.TargetSpec]:
    ids = config.getoption("--target") or [i for i in registry.known()
                                           if not registry.get(i).id.startswith("fake:")]
    return [registry.get(i) for i in ids]  # ids were checked in pytest_configure


def implementations(config: pytest.Config) -> dict[str, list[registry.TargetSpec]]:
    """Formats that two or more selected targets parse, with those targets (differential):
    those that claim roundtrip, the property a divergence is judged by."""
    by_format: dict[str, list[registry.TargetSpec]] = {}
    for spec in selected(config):
        if "roundtrip" not in spec.properties or spec.kind != "calls":  # partial-JSON: no renderings
            continue
        by_format.setdefault(spec.format, []).append(spec)
    return {f: specs for f, specs in sorted(by_format.items()) if len(specs) >= 2}


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "differential_format" in metafunc.fixturenames:
        metafunc.parametrize("differential_format", list(implementations(metafunc.config)))
        return
    if "spec" not in metafunc.fixturenames:
        return
    params = []
    # A test module runs the targets of one kind (targets/registry.py TargetSpec.kind).
    kind = getattr(metafunc.module, "TARGET_KIND", "calls")
    for spec in (s for s in selected(metafunc.config) if s.kind == kind):
        marks = []
        if not registry.installed(spec):
            why = (f"environment {spec.env!r} of {spec.id} is not installed; "
                   f"run `make install`")
            if not os.environ.get("TOOLFUZZ_REQUIRE_ALL"):  # else: the worker fixture errors
                marks.append(pytest.mark.skip(reason=why))
        params.append(pytest.param(spec, id=spec.id, marks=marks))
    metafunc.parametrize("spec", params)


_WORKERS: dict[str, Worker] = {}


def worker_for(spec: registry.TargetSpec) -> Worker:
    """One long-lived worker per target for the whole session (a fresh parser per request)."""
    if spec.id not in _WORKERS:
        w = Worker(spec)
        w.start()
        _WORKERS[spec.id] = w
    return _WORKERS[spec.id]


@pytest.fixture
def worker(spec: registry.TargetSpec) -> Worker:
    return worker_for(spec)


@pytest.fixture
def differential_targets(request: pytest.FixtureRequest,
                         differential_format: str) -> list[registry.TargetSpec]:
    """The format's installed implementations; with fewer than two there is nothing to compare
    (under TOOLFUZZ_REQUIRE_ALL a missing one fails instead, as for every target test)."""
    specs = implementations(request.config)[differential_format]
    if os.environ.get("TOOLFUZZ_REQUIRE_ALL"):
        return specs
    present = [s for s in specs if registry.installed(s)]
    if len(present) < 2:
        pytest.skip(f"fewer than two implementations of {differential_format} are installed "
                    f"({', '.join(s.id for s in specs)}); run `make install`")
    return present


@pytest.fixture
def differential_workers(differential_targets: list[registry.TargetSpec]) -> dict[str, Worker]:
    return {s.id: worker_for(s) for s in differential_targets}


def pytest_sessionfinish(session: pytest.Session) -> None:
    shutdown_all()


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """`--dist loadgroup`: an environment's corpus cases on one test worker (targets/scheduling.py)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from targets.scheduling import ByEnvironment

    return ByEnvironment(config, log)


#: Which properties each property test judges.


@pytest.fixture
def judged(request: pytest.FixtureRequest, spec: registry.TargetSpec) -> frozenset[str]:
    """The properties this test judges for this target: those it covers, that apply to the
    target, and that --property selects."""
    chosen = request.config.getoption("--property") or ALL_PROPERTIES
    props = frozenset(p for p in {**JUDGES, **DOCUMENT_JUDGES}[request.node.originalname]
                      if p in spec.properties and p in chosen)
    if not props:
        pytest.skip(f"no selected property of this test applies to {spec.id}")
    return props


@pytest.fixture(autouse=True)
def _current_test(request: pytest.FixtureRequest) -> Iterator[None]:
    verdict.CURRENT["test"] = request.node.nodeid
    yield
    verdict.CURRENT["test"] = ""


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    params = getattr(getattr(item, "callspec", None), "params", {})
    if "differential_format" in params and report.when == "call":
        _write_differential(item, report)
        return
    spec = params.get("spec")
    # No target of the test module's kind selected: pytest's empty parametrization (NOTSET).
    if not isinstance(spec, registry.TargetSpec) or report.when not in ("setup", "call"):
        return
    if report.when == "setup" and report.skipped:
        if not registry.installed(spec):
            for prop in {**JUDGES, **DOCUMENT_JUDGES}.get(getattr(item, "originalname", ""), ()):
                results.record("property", spec.id, prop, "unavailable",
                               detail=str(report.longrepr)[-300:])
        return
    if report.when != "call":
        return
    for prop in sorted(verdict.JUDGED.pop(item.nodeid, ())):
        path = None
        # one case per distinct failure (signature) Hypothesis shrank
        for case in verdict.pending(item.nodeid, prop) if report.failed else ():
            written, new = corpus.write(_minimal(case))
            path = path or written
            report.sections.append((f"toolfuzz corpus ({prop})",
                                    f"{'new' if new else 'existing'} case: {written}\n"
                                    f"Reproduce with: python -m targets.replay {written}"))
        verdict.pending(item.nodeid, prop)  # a passing test's leftovers
        results.record("property", spec.id, prop, "fail" if path else "pass",
                       known_examples=verdict.KNOWN_SEEN.pop((spec.id, prop), 0),
                       case=str(path) if path else None, **tested(spec))


def _write_differential(item: pytest.Item, report: pytest.TestReport) -> None:
    """A divergence is the roundtrip failure of the side at fault: its minimal case goes to
    corpus/ as that target's roundtrip case (test_differential's docstring)."""
    verdict.JUDGED.pop(item.nodeid, None)
    for case in verdict.pending(item.nodeid, "roundtrip"):
        if not report.failed:
            continue
        path, new = corpus.write(_minimal(case))
        report.sections.append(("toolfuzz corpus (differential)",
                                f"{'new' if new else 'existing'} roundtrip case of "
                                f"{case.target}: {path}\n"
                                f"Reproduce with: python -m targets.replay {path}"))


def _minimal(case: corpus.Case) -> corpus.Case:
    """The case with only the chunkings that show it (targets/minimise.py), unless it is
    already recorded or its target's worker is gone."""
    if corpus.path_for(case).exists() or case.target not in _WORKERS:
        return case
    try:
        return minimise.minimal(case, _WORKERS[case.target])
    except Exception:  # the whole case is written: a finding is never lost to its trimming
        return case


def tested(spec: registry.TargetSpec) -> dict[str, str]:
    """What was tested, as the worker's adapter reports it (`info()`): the library and its
    version, and the environment it ran in (another version's, under USE=)."""
    info = _WORKERS[spec.id].info if spec.id in _WORKERS else {}
    return {"env": spec.env, "library": str(info.get("library", spec.library)),
            "version": str(info.get("version", ""))}
