"""Shared plumbing of the cross-check tests: a reference renderer served by a worker in the
`vllm` environment (tests never import target libraries), skipped when that environment is absent."""

from __future__ import annotations

import pytest

from targets.client import Worker
from targets.registry import SELF_ENV, TargetSpec, installed  # noqa: F401


def reference(target_id: str, adapter: str, **options: object) -> Worker:
    spec = TargetSpec(id=target_id, env="vllm", adapter=adapter, format="", library="reference",
                      options=dict(options),
                      env_vars={"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"})
    if not installed(spec):
        pytest.skip("the `vllm` environment (which holds the reference libraries) is not "
                    "installed: run `make install`")
    worker = Worker(spec)
    worker.start()
    return worker


def rendered(worker: Worker, turn: object) -> str:
    out = worker.render(turn, budget=60)
    assert out.ok, out.describe()
    return out.result
