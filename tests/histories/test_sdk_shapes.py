"""The exporters' requests are what the providers' own SDKs type as requests: every shape of
the golden history, the compliance patterns and batches of generated valid and corrupted
histories pass the openai, anthropic and google-genai request types (checked in the
`selectools` environment, which holds all three; skipped without it).  A misnamed field fails
the same check."""

import json
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings

from strategies.histories.build import corrupted_histories, histories
from strategies.histories.exporters import EXPORTERS
from strategies.histories.patterns import canonical_patterns
from targets.registry import EnvironmentMissing, env_python
from tests.histories.test_exporters import HISTORY

SCRIPT = Path(__file__).with_name("_sdk_shapes.py")


def sdk_errors(requests: dict[str, list]) -> dict[str, list]:
    try:
        python = env_python("selectools")
    except EnvironmentMissing as e:
        pytest.skip(f"the SDK types live in the selectools environment: {e}")
    run = subprocess.run([str(python), str(SCRIPT)], input=json.dumps(requests),
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def exported(history_list) -> dict[str, list]:
    return {shape: [f(h) for h in history_list] for shape, f in EXPORTERS.items()}


MISNAMED = {
    "openai_chat": [{"role": "tool", "tool_id": "a", "content": "x"}],
    "openai_responses": [{"type": "function_call_output", "callid": "a", "output": "x"}],
    "anthropic": [{"role": "user", "content": [{"type": "tool_result", "tool_id": "a"}]}],
    "gemini": [{"role": "user", "parts": [{"function_response": {"nam": "f"}}]}],
}
"""One request per shape with a misnamed field: the check must fail it (checked in the same
SDK process as the golden history, to pay for one process start)."""


def test_golden_history_and_patterns_are_sdk_requests_and_a_misnamed_field_is_not():
    histories_ = [HISTORY] + [h for _, h in canonical_patterns()]
    requests = exported(histories_)
    for shape, bad in MISNAMED.items():
        requests[shape].append(bad)
    errors = sdk_errors(requests)
    assert {shape: found[:-1] for shape, found in errors.items()} == {
        shape: [None] * len(histories_) for shape in EXPORTERS}
    assert all(found[-1] for found in errors.values()), errors


def test_generated_histories_are_sdk_requests():
    """Drawn by Hypothesis, judged in one batch (one SDK process instead of one per example);
    a failure names the history."""
    batch: list = []

    @settings(max_examples=40, database=None)
    @given(histories(), corrupted_histories())
    def collect(valid, drawn):
        batch.extend([valid, drawn[3]])

    collect()
    errors = sdk_errors(exported(batch))
    for shape, found in errors.items():
        bad = [(batch[i], e) for i, e in enumerate(found) if e]
        assert not bad, (shape, bad[:1])
    assert all(len(found) == len(batch) for found in errors.values())
