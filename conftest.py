"""Hypothesis profiles for the whole suite, chosen by TOOLFUZZ_PROFILE (dev, ci, nightly).

`ci` is registered under that exact name so that it replaces Hypothesis' built-in profile,
which CI=true would otherwise select.  Without TOOLFUZZ_PROFILE, CI=true means `ci`.
`make test` always sets `ci` (deterministic: the same examples on every machine and run);
`make explore` sets `dev` or `nightly` (new examples, with a database); pytest run by hand
keeps whatever the environment selects.
"""


import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, settings

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

# Each profile derives from Hypothesis' own defaults, not from the profile loaded when this
# runs: under CI=true that is Hypothesis' built-in `ci` (derandomized, no database), which
# would otherwise make `dev` and `nightly` derandomized too and stop `make explore` exploring.
# ci has no target phase: what it draws must not depend on how fast a target answered
# (targets/verdict.py observe() gives Hypothesis the parse time as a target).
_DEFAULTS = settings.get_profile("default")
settings.register_profile("ci", _DEFAULTS, max_examples=200, derandomize=True, database=None,
                          deadline=None, print_blob=True, suppress_health_check=_SLOW_OK,
                          phases=tuple(p for p in Phase if p is not Phase.target))
# The exploring profiles keep what they find in Hypothesis' database (.hypothesis/ in the
# working directory, or TOOLFUZZ_DB: a directory or a Redis server shared by shards,
# targets/database.py), and try it first on the next run.
settings.register_profile("dev", _DEFAULTS, max_examples=50, deadline=None,
                          suppress_health_check=_SLOW_OK)
settings.register_profile("nightly", _DEFAULTS, max_examples=5000, deadline=None,
                          suppress_health_check=_SLOW_OK)
# `make harvest` (targets/harvest.py): replay what the shared database holds, shrink nothing.
settings.register_profile("harvest", _DEFAULTS, max_examples=5000, deadline=None,
                          suppress_health_check=_SLOW_OK, phases=(Phase.explicit, Phase.reuse))

#: What each profile is for, shown in the session header.
PROFILES = {"ci": "derandomized, no example database: make test",
            "dev": "random examples, with Hypothesis' database: make explore",
            "nightly": "random examples, 100 times dev's, with Hypothesis' database: "
                       "make explore EXPLORE_PROFILE=nightly",
            "harvest": "replays the shared database TOOLFUZZ_DB into corpus/: make harvest"}
if profile_name() not in PROFILES:
    raise pytest.UsageError(f"TOOLFUZZ_PROFILE={profile_name()!r} is not a toolfuzz profile. "
                            f"Fix: choose one of {', '.join(PROFILES)}.")
settings.load_profile(profile_name())
if settings.default.derandomize:
    # the same examples whatever ran before in this process (targets/derandomize.py)
    from targets.derandomize import pin_local_constants

    pin_local_constants()


def pytest_report_header(config: pytest.Config) -> str:
    return f"toolfuzz: Hypothesis profile {profile_name()} ({PROFILES[profile_name()]})"


def _shared_database(profile: str) -> None:
    """TOOLFUZZ_DB (targets/database.py) for the dev, nightly and harvest profiles, opened
    once, before any test module is imported; never under ci."""
    from targets import database

    if not database.configured():
        if profile == "harvest":
            raise pytest.UsageError(
                f"the harvest profile replays the shared example database: set "
                f"{database.VARIABLE}=redis://host:port/n (or a directory) to the one the "
                f"shards wrote")
        return
    if profile == "ci":
        raise pytest.UsageError(
            f"{database.VARIABLE} is set under the ci profile, which keeps no database (it "
            f"draws the same examples every run); use TOOLFUZZ_PROFILE=nightly (or dev) for "
            f"shards that share a database, or unset {database.VARIABLE}")
    try:
        db = database.shared(read_only=profile == "harvest")
    except database.DatabaseError as exc:
        raise pytest.UsageError(str(exc)) from None
    settings.register_profile(profile, settings.get_profile(profile), database=db)
    settings.load_profile(profile)


def pytest_addoption(parser: pytest.Parser) -> None:
    from targets import registry
    from targets.properties import ALL_PROPERTIES

    parser.addoption("--target", action="append", default=[], metavar="ID",
                     help="run property tests and corpus replay against this target only "
                          f"(repeatable); known: {', '.join(registry.known())}")


    parser.addoption("--property", action="append", default=[], metavar="NAME",
                     help="judge and replay only this property (repeatable): "
                          f"{', '.join(ALL_PROPERTIES)}")
    # An option, not an environment variable: pytest sessions that tests start inside this one
    # (pytester, subprocesses) must not inherit a shard.
    parser.addoption("--shard", default=None, metavar="I/N",
                     help="run only shard I of N (1-based): a deterministic "
                          "split keeping an environment's targets together, balanced by the "
                          "recorded durations (targets/shards.py)")
    parser.addoption("--truncated-all", action="store_true", default=False,
                     help="run the truncated property on every target, not only those whose "
                          "findings are judged and recorded (targets/test_truncated.py VERIFIED)")
    parser.addoption("--offtemplate-all", action="store_true", default=False,
                     help="run the off-template variants on every target, not only those whose "
                          "findings are judged and recorded (targets/test_offtemplate.py VERIFIED)")
    parser.addoption("--edges-all", action="store_true", default=False,
                     help="run the value-edge examples on every target, not only those whose "
                          "findings are judged and recorded (targets/test_edges.py VERIFIED)")
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

    from targets import uservalues

    _register_out_of_tree(config)
    try:
        uservalues.check()  # a bad budget must not get as far as writing a false finding
    except uservalues.UserValueError as exc:
        raise pytest.UsageError(f"toolfuzz: {exc}") from None
    _shared_database(profile_name())
    for prop in config.getoption("--property"):
        if prop not in ALL_PROPERTIES:
            raise pytest.UsageError(f"unknown property {prop!r}; known: {', '.join(ALL_PROPERTIES)}")

    for target_id in config.getoption("--target"):
        try:
            registry.get(target_id)
        except registry.UnknownTarget as exc:
            raise pytest.UsageError(str(exc)) from None
    if config.getoption("--shard"):
        from targets import shards

        try:
            shards.parse(config.getoption("--shard"))
        except shards.ShardError as exc:
            raise pytest.UsageError(str(exc)) from None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """--shard: keep this shard's tests (targets/shards.py), deselect the others."""
    if not config.getoption("--shard"):
        return
    from targets import shards
    from targets.bench import session as record

    keep, others, plan = shards.select_items(items, shards.parse(config.getoption("--shard")),
                                             record.load().get("durations", {}))
    items[:] = keep
    if others:
        config.hook.pytest_deselected(items=others)
    _SESSION["shard"] = plan.describe()
    if hasattr(config, "workerinput"):  # the xdist controller prints it (pytest_testnodedown)
        config.workeroutput["toolfuzz_shard"] = _SESSION["shard"]


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: absent under -p no:xdist
def pytest_testnodedown(node, error) -> None:
    _SESSION["shard"] = getattr(node, "workeroutput", {}).get("toolfuzz_shard",
                                                               _SESSION.get("shard", ""))


def pytest_terminal_summary(terminalreporter) -> None:
    if _SESSION.get("shard"):
        terminalreporter.write_line(_SESSION["shard"])


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

_SESSION: dict = {"started": 0.0, "tests": set(), "ran": 0, "skipped": {}, "durations": {},
            "shard": ""}


def pytest_sessionstart(session: pytest.Session) -> None:
    import time

    _SESSION["started"] = time.monotonic()
    _SESSION["tests"] = set()
    _SESSION["ran"], _SESSION["skipped"] = 0, {}
    _SESSION["durations"] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Each test's node id and its time (setup, call and teardown): shards are balanced by
    these (targets/shards.py)."""
    _SESSION["tests"].add(report.nodeid)
    if report.skipped:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        _SESSION["skipped"][report.nodeid] = reason.removeprefix("Skipped: ")
    elif report.when == "call" or report.failed:  # a setup error: something was tried
        _SESSION["ran"] += 1
    durations = _SESSION["durations"]
    durations[report.nodeid] = durations.get(report.nodeid, 0.0) + report.duration


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """A run that tested nothing (every test skipped: a missing environment, a selection that
    applies to nothing) fails with NO_TESTS_COLLECTED and says why, instead of passing."""
    _record_session(session, exitstatus)
    if hasattr(session.config, "workerinput") or _SESSION["ran"] or not _SESSION["skipped"]:
        return
    if exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED):
        return
    reasons: dict[str, int] = {}
    for reason in _SESSION["skipped"].values():
        reasons[reason] = reasons.get(reason, 0) + 1
    common = max(reasons, key=reasons.__getitem__)
    session.exitstatus = pytest.ExitCode.NO_TESTS_COLLECTED
    terminal = session.config.pluginmanager.get_plugin("terminalreporter")
    message = (f"toolfuzz: nothing was tested: all {len(_SESSION['skipped'])} selected tests "
               f"were skipped ({reasons[common]} of them: {common})")
    if terminal is not None:
        terminal.write("\n")
        terminal.write_line(message, red=True, bold=True)


def _record_session(session: pytest.Session, exitstatus: int) -> None:
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
    # A shard records no durations: the other shards of its run, on this machine or one that
    # shares the record, must deal the same plan (targets/shards.py).
    record.record(time.monotonic() - _SESSION["started"], profile_name(),
                  len(_SESSION["tests"]), full, int(exitstatus),
                  durations=None if config.getoption("--shard") else _SESSION["durations"])
