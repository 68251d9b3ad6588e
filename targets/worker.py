"""The worker: the targets of one environment, answering requests.

Started by the parent (targets/client.py), one per environment, as a fork server:

    <env>/bin/python -X faulthandler -m targets.worker --zygote FD

with the repository root on PYTHONPATH.  Only the standard library and targets.canonical are
imported here before an adapter, so the worker runs in any environment.

The process started is the *zygote*: it imports the libraries and builds the adapters (`load`),
then forks a *child* that serves requests.  A child that hangs or dies is replaced by a fresh
fork in milliseconds, with every adapter already built, instead of a new interpreter that
imports vLLM again (8 to 16 s).  The zygote never parses anything itself.

Control (zygote, a SOCK_SEQPACKET socket passed as FD; one JSON object per message):

    parent → zygote:  {"op": "load", "target": ID, "adapter": "module:Class", "options": {...}}
                      {"op": "spawn"}  + two file descriptors: the child's request pipe (read
                                         end) and its answer pipe (write end)
                      {"op": "reap", "pid": PID}
    zygote → parent:  {"ok": true, "result": ...} | {"ok": false, "error": ERROR}
                      (spawn answers {"pid": PID}; reap answers {"status": returncode as
                      subprocess gives it, negative for a signal})

Requests (child, JSON lines, UTF-8, one object per line; every request names its target):

    parent → child:   {"id": N, "op": "parse",  "target": ID, "text": str, "tools": [Tool]}
                      {"id": N, "op": "stream", "target": ID, "chunkings": [[str, ...], ...], "tools": [Tool]}
                      {"id": N, "op": "render", "target": ID, "turn": Turn}   (reference renderers)
                      {"id": N, "op": "loads",  "target": ID, "texts": [str, ...]}  (partial JSON)
                      {"id": N, "op": "history", "target": ID, "history": [item, ...]}
                                         (history targets: a chat history in the target's shape)
                      {"id": N, "op": "info",   "target": ID}
                      parse and stream may add "cut": true: max_tokens cut the reply, so an
                      adapter that ends a reply with the model's end-of-turn token
                      (ENDS_TURN) leaves it out (`ending`)
    child → parent:   {"id": N, "ok": true,  "result": ..., "elapsed": seconds, "cpu": seconds}
                      {"id": N, "ok": false, "error": ERROR, "elapsed": seconds, "cpu": seconds}
                      a stream with several chunkings first answers one line per chunking,
                      {"id": N, "part": i, "ok": true, "result": [Delta], "elapsed": seconds,
                       "cpu": seconds},
                      then the final line (its result is null): the parent gives each
                      chunking its own time budget.
    ERROR:            {"type": "module.Class", "message": str, "traceback": str}

`load` builds the target's adapter (once per zygote) and answers its info; `parse` answers a
Message; `stream` answers, per chunking, the list of Deltas (a fresh parser for each);
`render` the text a library's own renderer writes for a turn (strategies.formats.Turn);
`loads` (partial-JSON targets, targets/adapters/partial_json.py) answers, per text, its value
as JSON text or the exception it raised;
`history` (targets/history_props.py) answers `{"history": [...]}`, the sanitized history in
the same shape, or `{"accepted": bool, "error": str | None}`, a validator's verdict.
`elapsed` is the wall time spent inside the adapter, measured here, and `cpu` the CPU time
this process spent on it (every thread of it, user and system: `time.process_time`), which
a busy machine does not inflate: the time property and the growth verdicts judge `cpu`.  The library's own prints and
logs go to stderr: fd 1 is never the protocol.  Hangs and crashes are the parent's business:
it kills the child and asks the zygote for a new one.

`python -m targets.worker` without `--zygote` serves requests on stdin/stdout directly, loads
included (for debugging by hand).
"""

from __future__ import annotations

import importlib
import json
import os
import signal
import socket
import sys
import threading
import time
import traceback
from typing import Any, TextIO

from targets.canonical import Tool


def describe(exc: BaseException) -> dict[str, str]:
    kind = type(exc)
    return {"type": f"{kind.__module__}.{kind.__qualname__}", "message": str(exc)[:4000],
            "mro": [f"{k.__module__}.{k.__qualname__}" for k in kind.__mro__],
            "traceback": _traceback(exc)}


def _traceback(exc: BaseException, part: int = 2000, whole: int = 12000) -> str:
    """The formatted traceback, each of its parts (a frame, an exception's message) cut to
    `part` characters: a message quoting a long input (transformers' json dialect quotes the
    text twice) would otherwise fill the last `whole` characters kept, leaving no frame to
    name the function that raised (signatures.raiser_of)."""
    parts = [p if len(p) <= part else f"{p[:part]}… ({len(p)} characters)\n"
             for p in traceback.format_exception(exc)]
    return "".join(parts)[-whole:]


def load_adapter(spec: str, target: str, options: dict[str, Any]) -> Any:
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)(target, options)


ADAPTERS: dict[str, Any] = {}


def ending(adapter: Any, request: dict[str, Any]) -> dict[str, Any]:
    """How the reply ends, as the adapter's parse and stream are told it: a reply cut by
    max_tokens (`"cut": true`) has no end-of-turn token after it.  Only adapters that append
    one (`ENDS_TURN`) take `cut`; for the others a cut reply is driven as any other."""
    return {"cut": True} if request.get("cut") and getattr(adapter, "ENDS_TURN", False) else {}


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
        return adapter.parse(request["text"], tools, **ending(adapter, request)).to_json()
    if op == "stream":
        return [[d.to_json() for d in adapter.stream(chunks, tools, **ending(adapter, request))]
                for chunks in request["chunkings"]]
    if op == "render":  # reference renderers, for cross-checking ours (tests/formats)
        from strategies.formats import Turn

        return adapter.render(Turn.from_json(request["turn"]))
    if op == "loads":  # partial-JSON parsers: one answer per text
        return adapter.loads(request["texts"])
    if op == "history":  # chat-history sanitizers and validators
        return adapter.history(request["history"])
    if op == "info":
        return adapter.info()
    raise ValueError(f"unknown op {op!r}")


def _answer(out: TextIO, reply: dict[str, Any]) -> None:
    out.write(json.dumps(reply, ensure_ascii=True) + "\n")
    out.flush()


def _stream_in_parts(request: dict[str, Any], out: TextIO) -> None:
    """A stream of several chunkings: one answer line per chunking as soon as it is done, so
    that the parent can hold each to its own budget; the first failure ends the request."""
    adapter = ADAPTERS.get(request["target"])
    if adapter is None:
        raise LookupError(f"target {request['target']!r} is not loaded in this worker")
    tools = [Tool.from_json(t) for t in request.get("tools", ())]
    for i, chunks in enumerate(request["chunkings"]):
        started, cpu = time.perf_counter(), time.process_time()
        deltas = [d.to_json() for d in adapter.stream(chunks, tools, **ending(adapter, request))]
        _answer(out, {"id": request.get("id"), "part": i, "ok": True, "result": deltas,
                      "elapsed": time.perf_counter() - started,
                      "cpu": time.process_time() - cpu})


def serve(inp: TextIO, out: TextIO) -> None:
    for line in inp:
        request = json.loads(line)
        started, cpu = time.perf_counter(), time.process_time()
        try:
            if request.get("op") == "stream" and len(request.get("chunkings", ())) > 1:
                _stream_in_parts(request, out)
                reply = {"ok": True, "result": None}
            else:
                reply = {"ok": True, "result": handle(request)}
        except BaseException as exc:  # the target's exception is a finding, not the worker's end
            # BaseException: pyo3's PanicException (a Rust panic) and SystemExit are not
            # Exceptions, and reach the library's caller all the same; uncaught here they ended
            # the child with status 0 mid-request, reported as a baffling crash.
            reply = {"ok": False, "error": describe(exc)}
        reply["id"] = request.get("id")
        reply["elapsed"] = time.perf_counter() - started
        reply["cpu"] = time.process_time() - cpu
        _answer(out, reply)


def die_with_parent() -> None:
    """A worker busy in a runaway parse never reads the end of its input, so it must not
    outlive the process that started it: ask Linux to kill it when its parent dies, and
    elsewhere watch the parent from a thread."""
    parent = os.getppid()
    if _set_parent_death_signal():
        if os.getppid() != parent:  # the parent died before prctl took effect
            os._exit(1)
        return

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def _set_parent_death_signal() -> bool:
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(1, signal.SIGKILL, 0, 0, 0) == 0  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return False


def _child(zygote_pid: int, request_fd: int, answer_fd: int) -> None:
    """The forked server: its own session (so the parent can kill its whole group), dead with
    the zygote, answering requests on its two pipes until the parent closes them."""
    os.setsid()
    if not _set_parent_death_signal():
        die_with_parent()
    if os.getppid() != zygote_pid:  # the zygote died before the death signal was armed
        os._exit(1)
    serve(os.fdopen(request_fd, "r", encoding="utf-8"),
          os.fdopen(answer_fd, "w", encoding="utf-8"))


def _warm(adapter: Any) -> None:
    """One trivial parse and stream in the zygote, so that what a library imports or builds
    lazily on first use is done once here, not in every forked child."""
    for attempt in (lambda: adapter.parse("hello", []), lambda: adapter.stream(["hel", "lo"], [])):
        try:
            attempt()
        except Exception:  # a target that fails on "hello" shows it in the child's answers
            pass


def _control_reply(control: socket.socket, reply: dict[str, Any]) -> None:
    control.send(json.dumps(reply, ensure_ascii=True).encode())


def zygote(control: socket.socket) -> None:
    """Build adapters on request and fork children that serve with them (see the module
    docstring).  Runs until the parent closes the control socket."""
    while True:
        try:
            data, fds, _flags, _addr = socket.recv_fds(control, 1 << 20, 2)
        except ConnectionResetError:
            return
        if not data:
            return
        request = json.loads(data)
        op = request.get("op")
        try:
            if op == "load":
                info = handle(request)
                _warm(ADAPTERS[request["target"]])
                _control_reply(control, {"ok": True, "result": info})
            elif op == "spawn":
                request_fd, answer_fd = fds
                me = os.getpid()
                pid = os.fork()
                if pid == 0:
                    status = 0
                    try:
                        control.close()
                        _child(me, request_fd, answer_fd)
                    except BaseException:  # the harness failed, not the target: say so
                        traceback.print_exc()
                        status = 70  # EX_SOFTWARE
                    finally:
                        os._exit(status)
                os.close(request_fd)
                os.close(answer_fd)
                _control_reply(control, {"ok": True, "result": {"pid": pid}})
            elif op == "reap":
                _pid, status = os.waitpid(request["pid"], 0)
                code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
                _control_reply(control, {"ok": True, "result": {"status": code}})
            else:
                raise ValueError(f"unknown control op {op!r}")
        except ChildProcessError:
            _control_reply(control, {"ok": True, "result": {"status": None}})
        except Exception as exc:  # a broken adapter is reported, the zygote goes on
            for fd in fds:
                try:
                    os.close(fd)
                except OSError:
                    pass
            _control_reply(control, {"ok": False, "error": describe(exc)})


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    die_with_parent()
    # Keep fd 1 away from the library: everything it prints goes to stderr.
    protocol = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    if argv[:1] == ["--zygote"]:
        control = socket.socket(fileno=int(argv[1]))
        zygote(control)
        return
    serve(sys.stdin, protocol)


if __name__ == "__main__":
    if sys.argv[1:2] in (["-h"], ["--help"]):  # started by the suite; --help says what it is
        print(__doc__)
        sys.exit(0)
    main()
