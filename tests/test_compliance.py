"""The live compliance runner (targets/compliance/): end to end against a real
OpenAI-compatible server on loopback, and its bounds, error texts and report on their own.

The server is `transformers serve` from the `serve` environment with a tiny random model whose
chat template refuses a `tool` message that does not follow an assistant message with tool
calls (targets/compliance/tiny_model.py).  This process never imports transformers or torch.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from targets import registry
from targets.compliance import endpoint, loopback, report, runner
from targets.compliance.endpoint import ACCEPTED, ERROR, REJECTED, Outcome

TEMPLATE_MESSAGE = "Message has tool role, but there was no previous assistant message with a tool call!"


def template_refuses(messages: list[dict]) -> bool:
    """The tiny model's template rule, restated: a `tool` message whose nearest earlier
    non-tool message is not an assistant message with tool calls."""
    after_calls = False
    for m in messages:
        if m["role"] == "tool":
            if not after_calls:
                return True
        else:
            after_calls = m["role"] == "assistant" and bool(m.get("tool_calls"))
    return False


@pytest.fixture
def server(tmp_path):
    """The loopback server, stopped when the test is done, passed or failed.  One test uses
    it (so that pytest-xdist never starts two)."""
    try:
        python = registry.env_python("serve")
    except registry.EnvironmentMissing as exc:
        if os.environ.get("TOOLFUZZ_REQUIRE_ALL"):
            raise
        pytest.skip(str(exc))
    with loopback.serve(python, tmp_path / "loopback") as srv:
        yield srv


def test_the_runner_reports_what_the_loopback_server_accepts_and_rejects(server, tmp_path,
                                                                         capsys):
    patterns, tools = runner.suite_patterns()
    limits = runner.Limits(rate=50.0, timeout=120.0)
    result = runner.run(server.base_url, [server.model], None, patterns, tools, limits)
    json_path, md_path = report.write(result, tmp_path / "run")

    verdicts = {name: by_model[server.model]["verdict"]
                for name, by_model in result["results"].items()}
    expected = {name: REJECTED if template_refuses(messages) else ACCEPTED
                for name, messages in patterns}
    assert verdicts == expected
    # Not vacuous: every valid history is accepted, and both kinds of corruption occur, ones
    # the template refuses and ones it lets through (it checks order, not ids).
    valid = [n for n, _ in patterns if runner.is_valid_pattern(n)]
    assert valid and all(verdicts[n] == ACCEPTED for n in valid)
    assert {"results_before_call", "user_between", "assistant_between",
            "unmatched_result"} <= {n for n, v in verdicts.items() if v == REJECTED}
    assert {"wrong_call", "duplicate_result"} <= {n for n, v in verdicts.items() if v == ACCEPTED}
    # A rejection is the template's: transformers answers a bare 500 and logs the message.
    for name, verdict in verdicts.items():
        record = result["results"][name][server.model]
        assert record["attempts"] == 1
        if verdict == REJECTED:
            assert (record["status"], record["error"]) == (500, "Internal Server Error")
        else:
            assert record["status"] == 200 and record["error"] is None
    # The server may log the template's message just after it has answered the 500: wait for
    # the last one (up to 10 s).
    rejected = sum(v == REJECTED for v in verdicts.values())
    deadline = time.monotonic() + 10
    while server.log_text().count(TEMPLATE_MESSAGE) < rejected and time.monotonic() < deadline:
        time.sleep(0.1)
    assert server.log_text().count(TEMPLATE_MESSAGE) >= rejected

    saved = json.loads(json_path.read_text())
    assert saved == json.loads(json.dumps(result))
    assert {"run_id", "timestamp", "endpoint", "limits", "models", "tools", "patterns",
            "summary", "results"} <= set(saved)
    assert saved["run_id"] in json_path.name and saved["models"] == [server.model]
    assert [p["name"] for p in saved["patterns"]] == [n for n, _ in patterns]
    rejected = sum(v == REJECTED for v in verdicts.values())
    corrupted_accepted = sum(v == ACCEPTED and not runner.is_valid_pattern(n)
                             for n, v in verdicts.items())
    summary = saved["summary"]
    assert (summary["accepted"], summary["rejected"], summary["error"], summary["not_sent"],
            summary["requests"], summary["valid_rejected"], summary["corrupted_accepted"]) == (
        len(patterns) - rejected, rejected, 0, 0, len(patterns), 0, corrupted_accepted)
    assert summary["by_model"][server.model]["rejected"] == rejected
    # OpenAI (by the reference validator) rejects every corruption; the server lets some by.
    assert summary["differs_from_openai"] == corrupted_accepted
    table = md_path.read_text()
    assert saved["run_id"] in table and f"`{server.model}`" in table
    for name, verdict in verdicts.items():
        row = next(line for line in table.splitlines() if line.startswith(f"| {name} |"))
        assert row.endswith("| accepted |" if verdict == ACCEPTED
                            else "| **rejected** 500: Internal Server Error |")

    # The command line `make compliance` runs: options, the chosen patterns (in the suite's
    # order), the cap, the files.
    from targets.compliance.__main__ import main

    out = tmp_path / "cli"
    assert main(["--base-url", server.base_url, "--model", server.model, "--rate", "50",
                 "--max-requests", "2", "--pattern", "wrong_call", "--pattern", "user_between",
                 "--pattern", "valid_text", "--out", str(out)]) == 0
    written = sorted(out.iterdir())
    assert [p.suffix for p in written] == [".json", ".md"]
    saved = json.loads(written[0].read_text())
    assert {n: r[server.model]["verdict"] for n, r in saved["results"].items()} == {
        "valid_text": ACCEPTED, "user_between": REJECTED, "wrong_call": runner.NOT_SENT}
    assert "1 accepted, 1 rejected, 0 errors, 1 not sent" in capsys.readouterr().out


# --- the bounds, on a clock that does not wait -------------------------------------------


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0
        self.starts: list[float] = []

    def sleep(self, seconds: float) -> None:
        assert seconds >= 0
        self.now += seconds


def _send_recording(clock: FakeClock, outcomes: list[Outcome]):
    def send(base_url, api_key, body, timeout):
        clock.starts.append(clock.now)
        return outcomes.pop(0) if outcomes else Outcome(ACCEPTED, 200, None, 0.0)
    return send


PATTERNS = [("valid_a", [{"role": "user", "content": "hi"}]),
            ("orphan", [{"role": "user", "content": "hi"},
                        {"role": "tool", "tool_call_id": "x", "content": "r"}])]


def test_requests_are_spaced_by_the_rate_and_capped_in_number():
    clock = FakeClock()
    limits = runner.Limits(max_requests=3, rate=2.0)
    pacer = runner.Pacer(limits, clock=lambda: clock.now, sleep=clock.sleep)
    result = runner.run("http://h/v1", ["m1", "m2"], "KEY", PATTERNS, [], limits,
                        send=_send_recording(clock, []), pacer=pacer)
    assert clock.starts == [0.0, 0.5, 1.0]
    cells = [result["results"][n][m]["verdict"] for n, _ in PATTERNS for m in ("m1", "m2")]
    assert cells == [ACCEPTED, ACCEPTED, ACCEPTED, runner.NOT_SENT]
    assert (result["summary"]["requests"], result["summary"]["not_sent"]) == (3, 1)
    assert "KEY" not in json.dumps(result)


def test_a_429_is_retried_after_its_retry_after_and_counted():
    clock = FakeClock()
    limits = runner.Limits(max_requests=10, rate=10.0, retries=1)
    pacer = runner.Pacer(limits, clock=lambda: clock.now, sleep=clock.sleep)
    limited = Outcome(ERROR, 429, "slow down", 0.0, retry_after=5.0)
    result = runner.run("http://h/v1", ["m"], None, PATTERNS[:1], [], limits,
                        send=_send_recording(clock, [limited, limited]), pacer=pacer)
    record = result["results"]["valid_a"]["m"]
    assert clock.starts == [0.0, 5.0]
    assert (record["verdict"], record["status"], record["attempts"]) == (ERROR, 429, 2)
    assert result["summary"]["requests"] == 2


def test_the_endpoints_error_text_is_taken_from_the_usual_bodies():
    assert endpoint.error_text(b'{"error": {"message": "bad order", "type": "x"}}') == "bad order"
    assert endpoint.error_text(b'{"error": "bad order"}') == "bad order"
    assert endpoint.error_text(b'{"detail": "pinned"}') == "pinned"
    assert endpoint.error_text(b'{"object": "error", "message": "bad order"}') == "bad order"
    assert endpoint.error_text(b"Internal Server Error") == "Internal Server Error"
    assert len(endpoint.error_text(b"x" * 5000)) == endpoint.MAX_ERROR_CHARS + 1
    assert endpoint.chat_url("http://h:1/v1/") == "http://h:1/v1/chat/completions"


def test_a_closed_port_is_an_error_not_a_rejection():
    outcome = endpoint.send(f"http://127.0.0.1:{loopback.free_port()}/v1", None,
                            endpoint.request_body("m", PATTERNS[0][1], [], 1), timeout=5)
    assert (outcome.verdict, outcome.status) == (ERROR, None) and outcome.error


def test_the_table_compares_with_openai_and_escapes_cells(tmp_path):
    send = lambda *a: Outcome(REJECTED, 400, "a | b\nc", 0.0)
    result = runner.run("http://h/v1", ["m"], None, PATTERNS, [], runner.Limits(rate=1e9),
                        send=send)
    table = report.markdown(result)
    assert "| valid_a | valid | accepted | **rejected** 400: a \\| b c |" in table
    assert "| orphan | corrupted | **rejected**: Invalid parameter: messages with role 'tool'" in table
    assert result["summary"]["valid_rejected"] == 1 and result["summary"]["differs_from_openai"] == 1
    assert "A valid history was rejected" in table
