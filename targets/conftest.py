"""Target selection, workers, and writing shrunk failures to corpus/.

    pytest targets/ --target vllm:hermes      # only this target (repeatable)
    TOOLFUZZ_REQUIRE_ALL=1 pytest targets/    # a target whose environment is missing fails
"""

from __future__ import annotations

from typing import Iterator

import pytest

from hypothesis import is_hypothesis_test

from targets import agreement, budgets, corpus, minimise, registry, results, selection, verdict
from targets.client import shutdown_all
from targets.properties import DOCUMENT_JUDGES, JUDGES
from targets.workers import WORKERS, worker_for


def selected(config: pytest.Config) -> list[registry.TargetSpec]:
    """The targets this session tests (targets/selection.py)."""
    selection.CONFIG = config
    return selection.selected()


_WORKERS = WORKERS  # the name targets/test_corpus.py reads


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Before a property test: its budget (examples and, under ci, seed) for this item, and
    under TOOLFUZZ_REQUIRE_ALL the error of a target whose environment is missing (its worker
    is otherwise started by the test's body, on the first example)."""
    params = getattr(getattr(item, "callspec", None), "params", {})
    subject = params.get("target", params.get("differential_format"))
    test = getattr(item, "originalname", "")
    if subject is None or not is_hypothesis_test(getattr(item, "obj", None)):
        return
    budgets.apply(item.obj, test, getattr(subject, "id", subject), item.nodeid)
    specs = ([subject] if isinstance(subject, registry.TargetSpec)
             else selection.present(selection.implementations().get(subject, [])))
    for spec in specs:
        if not registry.installed(spec):
            worker_for(spec)  # raises the environment's error, naming the fix


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Which test judges (targets/verdict.py keys its pending cases by node id)."""
    verdict.CURRENT["test"] = item.nodeid
    try:
        yield
    finally:
        verdict.CURRENT["test"] = ""


def pytest_sessionfinish(session: pytest.Session) -> None:
    shutdown_all()


class XdistScheduling:
    """pytest-xdist's hook, registered only when xdist is loaded (`-p no:xdist` leaves the hook
    unknown, and pytest refuses a conftest implementing an unknown hook)."""

    @pytest.hookimpl(tryfirst=True)
    def pytest_xdist_make_scheduler(self, config: pytest.Config, log):
        """`--dist loadgroup`: an environment's corpus cases on one test worker
        (targets/scheduling.py)."""
        if config.getvalue("dist") != "loadgroup":
            return None
        from targets.scheduling import ByEnvironment

        return ByEnvironment(config, log)


def pytest_configure(config: pytest.Config) -> None:
    """The module-level property tests are parametrized from the command line; xdist's
    scheduling hook is registered only where xdist is loaded."""
    selection.CONFIG = config
    if config.pluginmanager.hasplugin("xdist"):
        config.pluginmanager.register(XdistScheduling(), "toolfuzz-xdist-scheduling")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    params = getattr(getattr(item, "callspec", None), "params", {})
    if "differential_format" in params and report.when == "call":
        _write_differential(item, report)
        return
    spec = params.get("target")
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
    agreement.finish(item.callspec.params["differential_format"])
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
    if corpus.recorded(case) is not None or case.target not in _WORKERS:
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
