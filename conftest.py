"""Hypothesis profiles for the whole suite, chosen by TOOLFUZZ_PROFILE (dev, ci, nightly).

`ci` is registered under that exact name so that it replaces Hypothesis' built-in profile,
which CI=true would otherwise select.  Without TOOLFUZZ_PROFILE, CI=true means `ci`.
"""


import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# The checkout running this session is the one its child processes import (the core
# environment holds no path to a checkout, so several clones may share one .envs/).
_HERE = str(Path(__file__).resolve().parent)
if _HERE not in os.environ.get("PYTHONPATH", "").split(os.pathsep):
    os.environ["PYTHONPATH"] = os.pathsep.join(
        p for p in (_HERE, os.environ.get("PYTHONPATH", "")) if p)

from targets.budgets import profile_name

pytest_plugins = ["pytester"]

# Examples are large and cross a process boundary by design; the `worker` fixture is a
# session-long process reused on purpose (each request builds a fresh parser inside it).
_SLOW_OK = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much,
            HealthCheck.large_base_example, HealthCheck.function_scoped_fixture]

settings.register_profile("ci", max_examples=200, derandomize=True, database=None,
                          deadline=None, print_blob=True, suppress_health_check=_SLOW_OK)
settings.register_profile("dev", max_examples=50, deadline=None, suppress_health_check=_SLOW_OK)
settings.register_profile("nightly", max_examples=5000, deadline=None,
                          suppress_health_check=_SLOW_OK)

settings.load_profile(profile_name())


def pytest_addoption(parser: pytest.Parser) -> None:
    from targets import registry

    parser.addoption("--target", action="append", default=[], metavar="ID",
                     help="run property tests and corpus replay against this target only "
                          f"(repeatable); known: {', '.join(registry.known())}")


    parser.addoption("--property", action="append", default=[], metavar="NAME",
                     help="judge only this property (repeatable): roundtrip, split, protocol, "
                          "plaintext, nocrash")
    parser.addoption("--truncated-all", action="store_true", default=False,
                     help="run the truncated property on every target, not only those whose "
                          "findings are judged and recorded (targets/test_truncated.py VERIFIED)")
    # Out-of-tree targets (docs/ADAPTERS.md); the same as TOOLFUZZ_PLUGINS / TOOLFUZZ_TARGETS.
    group = parser.getgroup("toolfuzz out-of-tree targets")
    group.addoption("--plugin", action="append", default=[], metavar="MODULE",
                    help="import a module that registers targets (repeatable)")
    group.addoption("--adapter", default=None, metavar="MODULE:OBJECT",
                    help="test this adapter as a target; with --format and --python (or --env)")
    group.addoption("--format", default=None, metavar="FORMAT", help="the format --adapter parses")
    group.addoption("--python", default=None, metavar="PATH",
                    help="the interpreter --adapter runs in (its library installed there)")
    group.addoption("--env", default=None, metavar="NAME",
                    help="the toolfuzz environment (.envs/NAME) --adapter runs in")


def pytest_configure(config: pytest.Config) -> None:
    from targets import registry
    from targets.properties import ALL_PROPERTIES

    _register_out_of_tree(config)
    for prop in config.getoption("--property"):
        if prop not in ALL_PROPERTIES:
            raise pytest.UsageError(f"unknown property {prop!r}; known: {', '.join(ALL_PROPERTIES)}")

    for target_id in config.getoption("--target"):
        try:
            registry.get(target_id)
        except registry.UnknownTarget as exc:
            raise pytest.UsageError(str(exc)) from None


def _register_out_of_tree(config: pytest.Config) -> None:
    """--plugin and --adapter: registered here, and exported to the environment so that the
    processes this one starts (pytest-xdist workers, replay) register them too."""
    from targets import plugins

    try:
        for module in config.getoption("--plugin"):
            plugins.import_plugin(module)
            _export("TOOLFUZZ_PLUGINS", module, plugins.words, " ")
        adapter = config.getoption("--adapter")
        if adapter:
            where = (f"python={config.getoption('--python')}" if config.getoption("--python")
                     else f"env={config.getoption('--env')}" if config.getoption("--env") else "")
            declaration = f"{adapter} format={config.getoption('--format')} {where}"
            if not config.getoption("--format"):
                declaration = adapter  # parse_declaration names what is missing
            plugins.declare(declaration)
            _export("TOOLFUZZ_TARGETS", declaration, plugins.split_declarations, "; ")
    except plugins.PluginError as exc:
        raise pytest.UsageError(str(exc)) from None


def _export(variable: str, value: str, split, sep: str) -> None:
    import os

    present = split(os.environ.get(variable, ""))
    if value not in present:
        os.environ[variable] = sep.join([*present, value])


# --- the session's wall time, for `make bench` (targets/bench/session.py) -------------------

_SESSION: dict = {"started": 0.0, "tests": set()}


def pytest_sessionstart(session: pytest.Session) -> None:
    import time

    _SESSION["started"] = time.monotonic()
    _SESSION["tests"] = set()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _SESSION["tests"].add(report.nodeid)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Record this session's wall time (once, in the xdist controller, for this repository's
    own sessions only: not pytester's inner ones)."""
    import time

    from targets.bench import session as record
    from targets.registry import ROOT

    config = session.config
    if hasattr(config, "workerinput") or config.rootpath != ROOT or not _SESSION["started"]:
        return
    values = {name: config.getoption(name, None) for name in record.NARROWING}
    full = record.is_full(list(config.args), config.invocation_params.dir, values)
    record.record(time.monotonic() - _SESSION["started"], profile_name(),
                  len(_SESSION["tests"]), full, int(exitstatus))
