"""The worker: the targets of one environment, answering requests on stdin/stdout.

Started by the parent (targets/client.py), one per environment, as

    <env>/bin/python -X faulthandler -m targets.worker

with the repository root on PYTHONPATH.  Only the standard library and targets.canonical are
imported here before an adapter, so the worker runs in any environment.

Protocol (JSON lines, UTF-8, one object per line; every request names its target):

    parent → worker:  {"id": N, "op": "load",   "target": ID, "adapter": "module:Class", "options": {...}}
                      {"id": N, "op": "parse",  "target": ID, "text": str, "tools": [Tool]}
                      {"id": N, "op": "stream", "target": ID, "chunkings": [[str, ...], ...], "tools": [Tool]}
                      {"id": N, "op": "render", "target": ID, "turn": Turn}   (reference renderers)
                      {"id": N, "op": "info",   "target": ID}
    worker → parent:  {"id": N, "ok": true,  "result": ..., "elapsed": seconds}
                      {"id": N, "ok": false, "error": ERROR, "elapsed": seconds}
    ERROR:            {"type": "module.Class", "message": str, "traceback": str}

`load` builds the target's adapter (once per process) and answers its info; `parse` answers a
Message; `stream` answers, per chunking, the list of Deltas (a fresh parser for each);
`render` the text a library's own renderer writes for a turn (strategies.formats.Turn).
`elapsed` is the time spent inside the adapter, measured here.  The library's own prints and
logs go to stderr: the worker keeps the real stdout for the protocol alone.  Hangs and crashes
are the parent's business: it kills the worker and starts a new one.
"""

from __future__ import annotations

import importlib
import json
import os
import signal
import sys
import threading
import time
import traceback
from typing import Any, TextIO

from targets.canonical import Tool


def describe(exc: BaseException) -> dict[str, str]:
    kind = type(exc)
    return {"type": f"{kind.__module__}.{kind.__qualname__}", "message": str(exc)[:4000],
            "traceback": "".join(traceback.format_exception(exc))[-12000:]}


def load_adapter(spec: str, target: str, options: dict[str, Any]) -> Any:
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)(target, options)


ADAPTERS: dict[str, Any] = {}


def handle(request: dict[str, Any]) -> Any:
    op = request["op"]
    if op == "load":
        adapter = ADAPTERS.get(request["target"])
        if adapter is None:
            adapter = load_adapter(request["adapter"], request["target"], request["options"])
            ADAPTERS[request["target"]] = adapter
        return adapter.info()
    try:
        adapter = ADAPTERS[request["target"]]
    except KeyError:
        raise LookupError(f"target {request['target']!r} is not loaded in this worker") from None
    tools = [Tool.from_json(t) for t in request.get("tools", ())]
    if op == "parse":
        return adapter.parse(request["text"], tools).to_json()
    if op == "stream":
        return [[d.to_json() for d in adapter.stream(chunks, tools)]
                for chunks in request["chunkings"]]
    if op == "render":  # reference renderers, for cross-checking ours (tests/formats)
        from strategies.formats import Turn

        return adapter.render(Turn.from_json(request["turn"]))
    if op == "info":
        return adapter.info()
    raise ValueError(f"unknown op {op!r}")


def serve(inp: TextIO, out: TextIO) -> None:
    for line in inp:
        request = json.loads(line)
        started = time.perf_counter()
        try:
            reply = {"ok": True, "result": handle(request)}
        except Exception as exc:  # the target's exception is a finding, not the worker's end
            reply = {"ok": False, "error": describe(exc)}
        reply["id"] = request.get("id")
        reply["elapsed"] = time.perf_counter() - started
        out.write(json.dumps(reply, ensure_ascii=True) + "\n")
        out.flush()


def die_with_parent() -> None:
    """A worker busy in a runaway parse never reads the end of its input, so it must not
    outlive the test process that started it: ask Linux to kill it when its parent dies, and
    elsewhere watch the parent from a thread."""
    parent = os.getppid()
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(1, signal.SIGKILL, 0, 0, 0) == 0:  # PR_SET_PDEATHSIG
            if os.getppid() != parent:  # the parent died before prctl took effect
                os._exit(1)
            return
    except (OSError, AttributeError):
        pass

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def main() -> None:
    die_with_parent()
    # Keep fd 1 for the protocol; everything the library prints goes to stderr.
    protocol = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    serve(sys.stdin, protocol)


if __name__ == "__main__":
    main()
