"""One Chat Completions request to an OpenAI-compatible endpoint, and what became of it.

Standard library only (urllib): the runner adds nothing to the core environment.
"""

from __future__ import annotations

import json
import socket
import time
import urllib.error
import urllib.request
from dataclasses import asdict, dataclass
from typing import Any

ACCEPTED, REJECTED, ERROR = "accepted", "rejected", "error"

#: Statuses that say nothing about the history: a missing or wrong key, no credit, an unknown
#: model or route, a timeout, a rate limit, a gateway in trouble.  They are recorded as errors,
#: not as rejections.  Every other 4xx or 5xx is the endpoint refusing the request: servers
#: answer a chat template's exception with 400 (vLLM, SGLang) or a bare 500 (transformers).
NOT_ABOUT_THE_HISTORY = frozenset({401, 402, 403, 404, 405, 408, 429, 502, 503, 504})

#: Error texts are kept whole up to this length, then cut (a server may answer with a page).
MAX_ERROR_CHARS = 2000


@dataclass(frozen=True)
class Outcome:
    """The verdict on one request: `accepted` (2xx), `rejected` (the endpoint refused it, with
    its status and error text) or `error` (no answer about the history: network, auth, rate
    limit; see NOT_ABOUT_THE_HISTORY)."""

    verdict: str
    status: int | None
    error: str | None
    seconds: float
    retry_after: float | None = None

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if k != "retry_after"}


def chat_url(base_url: str) -> str:
    """The Chat Completions URL under a base URL given as OpenAI clients take it
    (`https://host/v1` -> `https://host/v1/chat/completions`)."""
    return base_url.rstrip("/") + "/chat/completions"


def request_body(model: str, messages: list[dict], tools: list[dict],
                 max_tokens: int | None) -> dict[str, Any]:
    """Only fields every compatible server takes: model, messages, tools, and a small
    max_tokens (the reply is not looked at, only whether there is one)."""
    body: dict[str, Any] = {"model": model, "messages": messages}
    if tools:
        body["tools"] = tools
    if max_tokens:
        body["max_tokens"] = max_tokens
    return body


def error_text(raw: bytes) -> str:
    """The endpoint's own message: `error.message` (OpenAI and most compatible servers),
    `error` as a string, `detail` (FastAPI) or `message`; else the body as text."""
    text = raw.decode("utf-8", errors="replace").strip()
    try:
        data = json.loads(text)
    except ValueError:
        data = None
    if isinstance(data, dict):
        err = data.get("error")
        if isinstance(err, dict) and isinstance(err.get("message"), str):
            text = err["message"]
        elif isinstance(err, str):
            text = err
        elif "detail" in data:
            detail = data["detail"]
            text = detail if isinstance(detail, str) else json.dumps(detail)
        elif isinstance(data.get("message"), str):
            text = data["message"]
    return text[:MAX_ERROR_CHARS] + ("…" if len(text) > MAX_ERROR_CHARS else "")


def _retry_after(headers: Any) -> float | None:
    value = headers.get("Retry-After") if headers is not None else None
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


def send(base_url: str, api_key: str | None, body: dict[str, Any], timeout: float) -> Outcome:
    """POST one request and classify the answer (never raises for what the network does)."""
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    request = urllib.request.Request(chat_url(base_url), data=json.dumps(body).encode(),
                                     headers=headers, method="POST")
    started = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            response.read()
            return Outcome(ACCEPTED, response.status, None, time.monotonic() - started)
    except urllib.error.HTTPError as exc:
        seconds = time.monotonic() - started
        verdict = ERROR if exc.code in NOT_ABOUT_THE_HISTORY or exc.code < 400 else REJECTED
        return Outcome(verdict, exc.code, error_text(exc.read()), seconds,
                       _retry_after(exc.headers))
    except (urllib.error.URLError, socket.timeout, ConnectionError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        return Outcome(ERROR, None, f"{type(exc).__name__}: {reason}",
                       time.monotonic() - started)
