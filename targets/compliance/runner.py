"""Every pattern sent to every model, bounded in number and in rate.

The bounds protect a paid endpoint and its rate limits: at most `max_requests` requests in a
run (retries included; what is left over is recorded as not sent), at most `rate` requests
per second (requests start at least 1/rate seconds apart), and a 429 answer retried at most
`retries` times after the wait its Retry-After asks for (capped at `max_wait`).
"""

from __future__ import annotations

import datetime
import time
import uuid
from dataclasses import asdict, dataclass
from typing import Any, Callable

from targets.compliance import endpoint
from targets.compliance.endpoint import ACCEPTED, ERROR, REJECTED, Outcome

NOT_SENT = "not_sent"
#: An endpoint that gives no HTTP answer at all (connection refused, no such host, timeouts) to
#: this many requests in a row, before any answer, is not asked the rest: it is down or the
#: URL is wrong, and every further request would wait out its timeout to say the same.
UNREACHABLE_STOP = 3
VERDICTS = (ACCEPTED, REJECTED, ERROR, NOT_SENT)

Pattern = tuple[str, list[dict]]
Sender = Callable[[str, "str | None", dict, float], Outcome]


@dataclass(frozen=True)
class Limits:
    """How many requests, how fast, how patient (defaults: `python -m targets.compliance -h`)."""

    max_requests: int = 100
    rate: float = 1.0
    timeout: float = 60.0
    retries: int = 2
    max_wait: float = 60.0
    max_tokens: int = 16


class Pacer:
    """Spaces the start of requests at least 1/rate seconds apart and counts them against the
    cap.  Clock and sleep are injectable, so the bound is tested without waiting."""

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self.limits, self.clock, self.sleep = limits, clock, sleep
        self.sent = 0
        self._next = float("-inf")

    def left(self) -> int:
        return self.limits.max_requests - self.sent

    def wait(self, at_least: float = 0.0) -> None:
        """Block until the next request may start (and `at_least` seconds from now)."""
        now = self.clock()
        start = max(self._next, now + at_least)
        if start > now:
            self.sleep(start - now)
        self.sent += 1
        self._next = max(start, self.clock()) + (1.0 / self.limits.rate if self.limits.rate > 0
                                                 else 0.0)


def is_valid_pattern(name: str) -> bool:
    """Pattern names starting `valid_` are valid histories; the others are corruptions
    (strategies/histories/patterns.py)."""
    return name.startswith("valid_")


def openai_reference(messages: list[dict]) -> dict[str, Any]:
    """What OpenAI's Chat Completions would answer, by the suite's reference validator
    (targets/histories/openai_chat.py, default rules): the endpoint is compared with it."""
    from targets.histories.openai_chat import validate

    violations = validate(messages)
    if not violations:
        return {"verdict": ACCEPTED, "error": None}
    return {"verdict": REJECTED, "error": violations[0].message}


def suite_patterns() -> tuple[list[Pattern], list[dict]]:
    """The suite's patterns and the tools they call (strategies/histories/patterns.py)."""
    from strategies.histories.patterns import compliance_patterns, compliance_tools

    return compliance_patterns(), compliance_tools()


def run(base_url: str, models: list[str], api_key: str | None, patterns: list[Pattern],
        tools: list[dict], limits: Limits = Limits(), send: Sender = endpoint.send,
        pacer: Pacer | None = None, progress: Callable[[str], None] = lambda line: None
        ) -> dict[str, Any]:
    """Send each pattern to each model and return the report (report.py writes it).  The API
    key is sent, never recorded."""
    pacer = pacer or Pacer(limits)
    patterns_json = [{"name": n, "valid": is_valid_pattern(n), "messages": m,
                      "openai_reference": openai_reference(m)} for n, m in patterns]
    reference = {p["name"]: p["openai_reference"]["verdict"] for p in patterns_json}
    started = datetime.datetime.now(datetime.timezone.utc)
    results: dict[str, dict[str, dict[str, Any]]] = {}
    unreachable, answered = 0, False  # requests with no HTTP answer, before any answer
    for name, messages in patterns:
        results[name] = {}
        for model in models:
            if not answered and unreachable >= UNREACHABLE_STOP:
                results[name][model] = {"verdict": NOT_SENT, "status": None, "seconds": 0.0,
                                        "error": "not sent: the endpoint did not answer the "
                                                 f"first {UNREACHABLE_STOP} requests",
                                        "attempts": 0}
                continue
            record = _one(base_url, model, api_key, messages, tools, limits, send, pacer)
            if record["status"] is not None or record["verdict"] not in (ERROR, NOT_SENT):
                answered = True
            elif record["verdict"] == ERROR:
                unreachable += 1
            results[name][model] = record
            why = "" if record["verdict"] == ACCEPTED else f" {record['status']} {record['error']}"
            progress(f"{name} · {model}: {record['verdict']}{why[:160]}")
    return {
        "run_id": f"{started:%Y%m%dT%H%M%SZ}-{uuid.uuid4().hex[:6]}",
        "timestamp": started.isoformat(timespec="seconds"),
        "finished": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "endpoint": base_url,
        "limits": asdict(limits),
        "models": list(models),
        "tools": tools,
        "patterns": patterns_json,
        "summary": summarize(results, models, reference),
        "results": results,
    }


def _one(base_url: str, model: str, api_key: str | None, messages: list[dict],
         tools: list[dict], limits: Limits, send: Sender, pacer: Pacer) -> dict[str, Any]:
    """One pattern to one model, with the 429 retries; `not_sent` once the cap is reached."""
    body = endpoint.request_body(model, messages, tools, limits.max_tokens)
    attempts, wait = 0, 0.0
    outcome = None
    while pacer.left() > 0:
        pacer.wait(wait)
        attempts += 1
        outcome = send(base_url, api_key, body, limits.timeout)
        if outcome.status != 429 or attempts > limits.retries:
            break
        wait = min(outcome.retry_after or 1.0, limits.max_wait)
    if outcome is None:
        return {"verdict": NOT_SENT, "status": None, "error": None, "seconds": 0.0,
                "attempts": 0}
    return {**outcome.to_json(), "attempts": attempts}


def summarize(results: dict[str, dict[str, dict[str, Any]]], models: list[str],
              reference: dict[str, str]) -> dict[str, Any]:
    """Counts of each verdict, overall and per model, and the three that matter most: valid
    histories rejected (the endpoint or its setup is wrong), corruptions accepted (the
    endpoint lets a broken history through), and answers that differ from OpenAI's (by the
    reference validator; errors and requests not sent are not counted there)."""
    def count(model_filter: Callable[[str], bool]) -> dict[str, int]:
        counts = {v: 0 for v in VERDICTS}
        counts.update(valid_rejected=0, corrupted_accepted=0, differs_from_openai=0, requests=0)
        for name, by_model in results.items():
            for model, record in by_model.items():
                if not model_filter(model):
                    continue
                counts[record["verdict"]] += 1
                counts["requests"] += record["attempts"]
                if record["verdict"] == REJECTED and is_valid_pattern(name):
                    counts["valid_rejected"] += 1
                if record["verdict"] == ACCEPTED and not is_valid_pattern(name):
                    counts["corrupted_accepted"] += 1
                if record["verdict"] in (ACCEPTED, REJECTED) and record["verdict"] != reference.get(name):
                    counts["differs_from_openai"] += 1
        return counts

    return {**count(lambda m: True), "by_model": {m: count(m.__eq__) for m in models}}
