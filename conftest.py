"""Hypothesis profiles for the whole suite, chosen by TOOLFUZZ_PROFILE (dev, ci, nightly).

`ci` is registered under that exact name so that it replaces Hypothesis' built-in profile,
which CI=true would otherwise select.  Without TOOLFUZZ_PROFILE, CI=true means `ci`.
"""


import pytest
from hypothesis import HealthCheck, settings

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


def pytest_configure(config: pytest.Config) -> None:
    from targets import registry
    from targets.properties import PROPERTIES

    for prop in config.getoption("--property"):
        if prop not in PROPERTIES:
            raise pytest.UsageError(f"unknown property {prop!r}; known: {', '.join(PROPERTIES)}")

    for target_id in config.getoption("--target"):
        try:
            registry.get(target_id)
        except registry.UnknownTarget as exc:
            raise pytest.UsageError(str(exc)) from None
