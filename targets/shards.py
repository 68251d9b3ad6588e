"""Shards: a deterministic split of the suite (or of `make fuzz`'s targets) into N parts, one
per machine, with an environment's targets kept together and the parts balanced by recorded
durations.

    make test SHARD=2/4                      # pytest --shard 2/4
    make fuzz SHARD=2/4                      # python -m targets.fuzz.run --shard 2/4

An environment's targets stay on one shard because each machine pays an environment's import
once per worker process (vLLM 7 s, SGLang 6 s); the suite's own fakes (registry.SELF_ENV)
import nothing and are split one by one.  Groups are weighed by the durations the last
sessions recorded (targets/bench/session.py, reports/bench/test-session.json), a test never
recorded by the median of those that were (1 s when none was), and dealt heaviest first to
the lightest shard.  The split is a function of the collected tests and that record alone:
every shard of one run must see the same record (none, in a fresh CI checkout: then groups
are weighed by their number of tests), and each shard prints a digest of the plan so that two
machines that disagree are seen to.
"""

from __future__ import annotations

import hashlib
import re
import statistics
from dataclasses import dataclass
from typing import Any, Iterable

from targets import registry

_SHARD = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


class ShardError(ValueError):
    """A shard that is not `i/N` with 1 <= i <= N."""


@dataclass(frozen=True)
class Shard:
    index: int  # 1-based
    count: int

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"


def parse(text: str) -> Shard:
    """`i/N` (1-based) as a Shard; a clear error otherwise."""
    found = _SHARD.match(text or "")
    if not found or not 1 <= int(found[1]) <= int(found[2]):
        raise ShardError(f"shard {text!r} is not i/N with 1 <= i <= N (for example "
                         f"SHARD=1/2 and SHARD=2/2 on two machines)")
    return Shard(int(found[1]), int(found[2]))


def target_group(spec: registry.TargetSpec) -> str:
    """The group a target's tests belong to: its environment, or itself for the suite's fakes."""
    return f"target {spec.id}" if spec.env == registry.SELF_ENV else f"env {spec.env}"


def deal(weights: dict[str, float], count: int) -> list[list[str]]:
    """Groups dealt to `count` shards, heaviest first, each to the lightest shard so far (the
    lowest-numbered among equals): deterministic, and within the heaviest group of balance."""
    loads = [0.0] * count
    shards: list[list[str]] = [[] for _ in range(count)]
    for name in sorted(weights, key=lambda g: (-weights[g], g)):
        lightest = min(range(count), key=lambda i: (loads[i], i))
        shards[lightest].append(name)
        loads[lightest] += weights[name]
    return shards


@dataclass
class Plan:
    """Which groups a shard runs, and what it holds."""

    shard: Shard
    groups: list[str]
    weights: dict[str, float]
    sizes: dict[str, int]
    recorded: bool

    def describe(self) -> str:
        mine = set(self.groups)
        seconds = sum(self.weights[g] for g in mine)
        total = sum(self.weights.values())
        digest = hashlib.sha256(repr(sorted(self.weights.items())).encode()).hexdigest()[:10]
        basis = "recorded durations" if self.recorded else "test counts (no durations recorded)"
        return (f"toolfuzz shard {self.shard}: {len(mine)} of {len(self.weights)} groups, "
                f"{sum(self.sizes[g] for g in mine)} of {sum(self.sizes.values())} tests, "
                f"weight {seconds:.0f} of {total:.0f} by {basis}; plan {digest} "
                f"(every shard of a run must print the same plan)")


def plan(shard: Shard, members: dict[str, Iterable[str]],
         durations: dict[str, float]) -> Plan:
    """Split groups of tests (`members`: group → node ids) by their recorded durations."""
    known = [d for d in durations.values() if d > 0]
    default = statistics.median(known) if known else 1.0
    weights, sizes = {}, {}
    for group, ids in members.items():
        ids = list(ids)
        sizes[group] = len(ids)
        weights[group] = round(sum(durations.get(i, default) for i in ids), 3)
    groups = deal(weights, shard.count)[shard.index - 1]
    return Plan(shard, groups, weights, sizes, bool(known))


def item_group(item: Any, case_groups: dict[str, str]) -> str:
    """The group of a collected pytest item: its target's (targets/ property tests), the first
    implementation's for a differential test, a corpus case's target's, else its file."""
    params = getattr(getattr(item, "callspec", None), "params", {})
    spec = params.get("target")
    if isinstance(spec, registry.TargetSpec):
        return target_group(spec)
    if "differential_format" in params:
        from targets import selection

        specs = selection.implementations().get(params["differential_format"], [])
        if specs:
            return target_group(specs[0])
    from targets.scheduling import CASE_TEST

    found = CASE_TEST.search(item.nodeid)
    if found and found["name"] in case_groups:
        return case_groups[found["name"]]
    return f"file {item.nodeid.split('::')[0]}"


def corpus_groups() -> dict[str, str]:
    """Each corpus case file's group: its target's."""
    from targets import corpus

    found = {}
    for path, case in corpus.all_cases():
        try:
            spec = registry.get(case.target)
        except registry.UnknownTarget:
            continue
        found[path.name] = target_group(spec)
    return found


def select_items(items: list[Any], shard: Shard,
                 durations: dict[str, float]) -> tuple[list[Any], list[Any], Plan]:
    """The items this shard runs, those it leaves to the others, and the plan."""
    case_groups = corpus_groups()
    groups: dict[str, list[Any]] = {}
    for item in items:
        groups.setdefault(item_group(item, case_groups), []).append(item)
    chosen = plan(shard, {g: [i.nodeid for i in its] for g, its in groups.items()}, durations)
    mine = set(chosen.groups)
    keep = [i for i in items if item_group(i, case_groups) in mine]
    kept = {id(i) for i in keep}
    return keep, [i for i in items if id(i) not in kept], chosen


def select_targets(specs: list[registry.TargetSpec], shard: Shard) -> list[registry.TargetSpec]:
    """`make fuzz`'s targets on this shard: every target fuzzes for the same time, so groups
    are weighed by their number of targets."""
    members: dict[str, list[str]] = {}
    for spec in specs:
        members.setdefault(target_group(spec), []).append(spec.id)
    mine = set(plan(shard, members, {}).groups)
    return [s for s in specs if target_group(s) in mine]
