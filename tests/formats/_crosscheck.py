"""Shared plumbing of the cross-check tests: a reference renderer served by a worker in the
`vllm` environment, or another one that holds the library (tests never import target
libraries), skipped when that environment is absent."""

from __future__ import annotations

import pytest

from targets.client import Worker
from targets.registry import SELF_ENV, TargetSpec, installed  # noqa: F401


def reference(target_id: str, adapter: str, env: str = "vllm", **options: object) -> Worker:
    spec = TargetSpec(id=target_id, env=env, adapter=adapter, format="", library="reference",
                      options=dict(options),
                      env_vars={"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"})
    if not installed(spec):
        pytest.skip(f"the `{env}` environment (which holds the reference library) is not "
                    f"installed: run `make install ENVS={env}`")
    worker = Worker(spec)
    worker.start()
    return worker


def rendered(worker: Worker, turn: object) -> object:
    out = worker.render(turn, budget=60)
    assert out.ok, out.describe()
    return out.result
