"""Which targets the module-level property tests of targets/ are parametrized over.

The property tests are ordinary `@pytest.mark.parametrize("target", params(...))` + `@given`
functions, so that Hypothesis' pytest plugin (statistics, a database key per parametrized
item) and any runner that collects Hypothesis tests see them.  The parameters depend on the
command line (--target, --property), which targets/conftest.py hands to this module in
`pytest_configure`, before any test module is imported.  A pytest id is the target id (or the
format, for the differential test), exactly as before the tests were module-level: ci seeds
each test from its node id (targets/budgets.py), so its draws did not change.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from targets import registry
from targets.properties import ALL_PROPERTIES, DOCUMENT_JUDGES, JUDGES, OFFTEMPLATE_PROPERTIES

#: The running session's configuration (targets/conftest.py sets it); None outside pytest.
CONFIG: pytest.Config | None = None


def _option(name: str) -> list[str]:
    return list(CONFIG.getoption(name) or []) if CONFIG is not None else []


def selected() -> list[registry.TargetSpec]:
    """The targets --target names, else every registered one but the suite's fakes."""
    ids = _option("--target") or [i for i in registry.known()
                                   if not registry.get(i).id.startswith("fake:")]
    return [registry.get(i) for i in ids]  # ids were checked in pytest_configure


def judged(test: str, spec: registry.TargetSpec) -> frozenset[str]:
    """The properties `test` judges for `spec`: those it covers, that apply to the target
    (the off-template variants to every target of kind "calls"), and that --property
    selects."""
    chosen = _option("--property") or ALL_PROPERTIES
    return frozenset(p for p in {**JUDGES, **DOCUMENT_JUDGES}[test]
                     if (p in spec.properties or (p in OFFTEMPLATE_PROPERTIES
                                                  and spec.kind == "calls"))
                     and p in chosen)


def _missing(spec: registry.TargetSpec) -> str:
    return (f"environment {spec.env!r} of {spec.id} is not installed; "
            f"{registry.install_command(spec.env)}")


def params(kind: str, test: str) -> list[Any]:
    """One parameter per selected target of `kind` (registry.TargetSpec.kind), its id the
    target id; skipped when its environment is missing (under TOOLFUZZ_REQUIRE_ALL it errors
    at setup instead, targets/conftest.py) or when no selected property of `test` applies."""
    found = []
    for spec in (s for s in selected() if s.kind == kind):
        marks = []
        if not registry.installed(spec):
            if not os.environ.get("TOOLFUZZ_REQUIRE_ALL"):
                marks.append(pytest.mark.skip(reason=_missing(spec)))
        elif not judged(test, spec):
            marks.append(pytest.mark.skip(
                reason=f"no selected property of this test applies to {spec.id}"))
        found.append(pytest.param(spec, id=spec.id, marks=marks))
    return found


def implementations() -> dict[str, list[registry.TargetSpec]]:
    """Formats that two or more selected targets parse, with those targets (differential):
    those that claim roundtrip, the property a divergence is judged by."""
    by_format: dict[str, list[registry.TargetSpec]] = {}
    for spec in selected():
        if "roundtrip" not in spec.properties or spec.kind != "calls":  # partial-JSON: none
            continue
        by_format.setdefault(spec.format, []).append(spec)
    return {f: specs for f, specs in sorted(by_format.items()) if len(specs) >= 2}


def present(specs: list[registry.TargetSpec]) -> list[registry.TargetSpec]:
    """The implementations a differential test compares: the installed ones (all of them
    under TOOLFUZZ_REQUIRE_ALL, where a missing one errors at setup)."""
    if os.environ.get("TOOLFUZZ_REQUIRE_ALL"):
        return specs
    return [s for s in specs if registry.installed(s)]


def format_params() -> list[Any]:
    """One parameter per format with two or more implementations, its id the format; skipped
    when fewer than two are installed: there is nothing to compare."""
    found = []
    for fmt, specs in implementations().items():
        marks = []
        if len(present(specs)) < 2:
            marks.append(pytest.mark.skip(
                reason=f"fewer than two implementations of {fmt} are installed "
                       f"({', '.join(s.id for s in specs)}); run `make install`"))
        found.append(pytest.param(fmt, id=fmt, marks=marks))
    return found


def verified_params(test: str, verified: frozenset[str], option: str, what: str) -> list[Any]:
    """params("calls", test), each target outside `verified` skipped with the reason that its
    findings under `what` are not yet judged and recorded, unless `option` (e.g.
    --truncated-all) asks for every target."""
    everything = CONFIG is not None and CONFIG.getoption(option)
    found = []
    for param in params("calls", test):
        spec = param.values[0]
        marks = list(param.marks)
        if spec.id not in verified and not everything:
            marks.append(pytest.mark.skip(
                reason=f"{what} not yet verified on {spec.id}: its findings have not been "
                       f"judged and recorded (targets/verified.py); run with {option} "
                       "to check it"))
        found.append(pytest.param(spec, id=param.id, marks=marks))
    return found
