"""Every value a user sets in the environment (or through a Make variable), checked before a
run starts, each error naming the value, what it got and the fix.

A value read wrong costs more than a refused start: a budget of 0 s times every request out,
and each timeout is written to corpus/ as a `target.hang` that is not there; a profile name
Hypothesis does not know, or a number that does not parse, shows up as a traceback far from
its cause.  Readers here are lazy (called where the value is used), so that importing the
suite never fails on a bad value: `check()` reports them all at start instead.
"""

from __future__ import annotations

import argparse
import math
import os
from typing import Callable

#: The Hypothesis profiles of conftest.py (harvest: `make harvest`, targets/harvest.py).
PROFILES = ("dev", "ci", "nightly", "harvest")


class UserValueError(ValueError):
    """A value the user set that the suite cannot run with (the message names the fix)."""


def _number(name: str, default: float, *, integer: bool = False, fix: str) -> float:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw) if integer else float(raw)
    except ValueError:
        value = math.nan
    if not (value > 0 and math.isfinite(value)):
        kind = "a positive whole number" if integer else "a positive number"
        raise UserValueError(f"{name}={raw!r} is not {kind}. Fix: {fix}")
    return value


def budget_floor() -> float:
    """TOOLFUZZ_BUDGET: seconds one request may take (plus a per-character allowance) before
    it is a hang.  Zero or less would make every request a hang, recorded as a finding."""
    return _number("TOOLFUZZ_BUDGET", 10.0,
                   fix="set it to the seconds a request may take, such as TOOLFUZZ_BUDGET=10 "
                       "(the default), or unset it")


def startup_budget() -> float:
    """TOOLFUZZ_STARTUP_BUDGET: seconds a worker may take to import its library."""
    return _number("TOOLFUZZ_STARTUP_BUDGET", 300.0,
                   fix="set it to the seconds a worker may take to start, such as "
                       "TOOLFUZZ_STARTUP_BUDGET=300 (the default), or unset it")


def worker_memory_mb() -> int:
    """TOOLFUZZ_WORKER_MEMORY_MB: resident MiB past which a worker is recycled."""
    return int(_number("TOOLFUZZ_WORKER_MEMORY_MB", 3072, integer=True,
                       fix="set it to a size in MiB, such as TOOLFUZZ_WORKER_MEMORY_MB=3072 "
                           "(the default), or unset it"))


def profile() -> str:
    """TOOLFUZZ_PROFILE, else `ci` under CI=true, else `dev`."""
    default = "ci" if os.environ.get("CI", "").lower() in ("1", "true", "yes") else "dev"
    name = os.environ.get("TOOLFUZZ_PROFILE", "").strip() or default
    if name not in PROFILES:
        raise UserValueError(f"TOOLFUZZ_PROFILE={name!r} is not a profile. Fix: set it to one of "
                             f"{', '.join(PROFILES)} (TOOLFUZZ_PROFILE=ci), or unset it")
    return name


def used_environments() -> None:
    """TOOLFUZZ_USE (`USE=`): each environment it names exists, is installed, and stands in
    for an environment toolfuzz knows."""
    from targets import registry

    known_envs = {registry.get(i).env.partition("@")[0] for i in registry.known()}
    for base, env in registry.used_environments().items():
        if "/" not in env and base not in _lock_names() and base not in known_envs:
            raise UserValueError(f"USE={env!r}: no environment {base!r} to stand in for. Fix: "
                                 f"name a built-in environment ({', '.join(sorted(_lock_names()))}) "
                                 f"as NAME@VERSION, built by `make install ENVS=NAME WITH=...`")
        try:
            registry.env_python(env)
        except registry.EnvironmentMissing as exc:
            raise UserValueError(f"USE={env!r}: {exc}") from None


def _lock_names() -> set[str]:
    from targets.registry import ROOT

    return {p.stem for p in (ROOT / "targets" / "envs").glob("*.txt")}


#: Every check, in the order a user would fix them.
CHECKS: tuple[Callable[[], object], ...] = (profile, budget_floor, startup_budget,
                                           worker_memory_mb, used_environments)


def check_budgets() -> None:
    """Raise UserValueError if a worker's budgets are unusable (before any request is sent)."""
    for read in (budget_floor, startup_budget, worker_memory_mb):
        read()


def check() -> None:
    """Raise one UserValueError listing every bad value (nothing: all can be run with)."""
    errors = []
    for read in CHECKS:
        try:
            read()
        except UserValueError as exc:
            errors.append(str(exc))
    if errors:
        raise UserValueError("\n".join(errors))


def positive(kind: type, variable: str, example: str) -> Callable[[str], float]:
    """An argparse type for a number that must be positive; its error names the Make variable
    that sets it (`FUZZ_SECONDS`) and an example (`make fuzz FUZZ_SECONDS=60`)."""
    def parse(raw: str) -> float:
        try:
            value = kind(raw)
        except ValueError:
            value = math.nan
        if not (value > 0 and math.isfinite(value)):
            raise argparse.ArgumentTypeError(
                f"{raw!r} is not a positive {'whole number' if kind is int else 'number'} "
                f"({variable}). Fix: {example}")
        return value

    parse.__name__ = kind.__name__
    return parse
