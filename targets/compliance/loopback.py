"""A real OpenAI-compatible server on loopback, for testing the live runner end to end.

`transformers serve` from the `serve` environment (targets/envs/serve.txt) serving the tiny
random model of tiny_model.py, whose chat template refuses a `tool` message that does not
follow an assistant message with tool calls.  Offline: HF_HUB_OFFLINE=1 and an empty hub
cache, so nothing is looked up anywhere; bound to 127.0.0.1 on a free port.  The server is
stopped (its whole process group) when the `with` block ends, however it ends.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[2]


class ServerFailed(RuntimeError):
    pass


@dataclass(frozen=True)
class Server:
    base_url: str
    model: str
    log: Path  # the server's stderr: a template's exception is written only there

    def log_text(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def save_model(python: Path, folder: Path, timeout: float = 600) -> Path:
    """Save the tiny model with the serve environment's interpreter (the caller never imports
    torch or transformers)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1"}
    done = subprocess.run([str(python), "-m", "targets.compliance.tiny_model", str(folder)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        raise ServerFailed(f"saving the tiny model failed:\n{done.stderr[-3000:]}")
    return folder


def _healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as answer:
            return answer.status == 200
    except OSError:
        return False


@contextlib.contextmanager
def serve(python: Path, workdir: Path, ready_timeout: float = 300) -> Iterator[Server]:
    """Save the model under `workdir`, start `transformers serve` on it, wait for GET /health,
    yield the Server, and stop it on the way out."""
    workdir.mkdir(parents=True, exist_ok=True)
    python = python.absolute()  # not resolve(): a venv's python is a symlink out of it
    model = save_model(python, workdir / "model")
    cache = workdir / "hub-cache"
    cache.mkdir(exist_ok=True)
    port = free_port()
    log = workdir / "server.log"
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "HF_HUB_CACHE": str(cache),
           "TRANSFORMERS_NO_ADVISORY_WARNINGS": "1",
           # stdout into a file is block-buffered: what the server prints about a request
           # would reach the log long after its answer (or only at exit).
           "PYTHONUNBUFFERED": "1"}
    command = [str(python.parent / "transformers"), "serve", str(model), "--host", "127.0.0.1",
               "--port", str(port), "--device", "cpu", "--log-level", "info"]
    with open(log, "wb") as stderr:
        process = subprocess.Popen(command, cwd=workdir, env=env, stdin=subprocess.DEVNULL,
                                   stdout=stderr, stderr=subprocess.STDOUT,
                                   start_new_session=True)
    try:
        deadline = time.monotonic() + ready_timeout
        while not _healthy(f"http://127.0.0.1:{port}/health"):
            if process.poll() is not None:
                raise ServerFailed(f"transformers serve exited with {process.returncode}:\n"
                                   f"{log.read_text(errors='replace')[-3000:]}")
            if time.monotonic() > deadline:
                raise ServerFailed(f"transformers serve not ready within {ready_timeout:g} s:\n"
                                   f"{log.read_text(errors='replace')[-3000:]}")
            time.sleep(0.5)
        yield Server(f"http://127.0.0.1:{port}/v1", str(model), log)
    finally:
        stop(process)


def stop(process: subprocess.Popen, grace: float = 10) -> None:
    """SIGTERM to the server's process group, SIGKILL if it is still there after `grace`."""
    if process.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(grace)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


if __name__ == "__main__":  # a manual check: serve until interrupted
    if sys.argv[1:2] in (["-h"], ["--help"]):  # started by the suite; --help says what it is
        print(__doc__)
        sys.exit(0)
    import tempfile

    # Stop the server on SIGTERM too, and on Ctrl-C even when started in the background.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    signal.signal(signal.SIGINT, signal.default_int_handler)
    with tempfile.TemporaryDirectory() as tmp, serve(Path(sys.argv[1]), Path(tmp)) as server:
        print(f"serving {server.model} at {server.base_url}; Ctrl-C to stop", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            signal.pause()
