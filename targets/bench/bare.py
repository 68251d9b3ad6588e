"""The bare loop: the adapter called on fuzz inputs with nothing around it, in the target's own
environment, for comparison with atheris' execs/s (targets/bench/execs.py).

    <env>/bin/python -m targets.bench.bare --seconds S [--plugin MOD] TARGET=DIR[,DIR...] ...

Each input file is turned into a text and a chunking as the fuzz harness turns it
(targets/fuzz/inputs.py), before the clock starts; one exec is what one harness input asks of
the target: a whole parse and, for a target that streams, one stream.  Two loops per target,
each for `seconds` (the inputs in turn, from the first again when all are run):

- bare: only the adapter's parse and stream, uninstrumented;
- harness: the harness' own input function (targets/fuzz/harness.py `byte_input`: decoding,
  chunking, the checks and budgets), uninstrumented and without libFuzzer.

Prints one JSON line per target.  Imports the adapter, never the test process.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from targets import registry
from targets.fuzz.harness import Recorder, byte_input, calibrate
from targets.fuzz.inputs import chunks_of, text_of
from targets.properties import ANY_TOOL, TIME_FLOOR, TIME_FLOOR_FACTOR
from targets.worker import load_adapter


def inputs_in(folders: list[Path]) -> list[bytes]:
    """Every file of the folders, once each, in name order (libFuzzer names them by hash)."""
    files = {f.name: f for folder in folders if folder.is_dir() for f in folder.iterdir()
             if f.is_file()}
    return [files[name].read_bytes() for name in sorted(files)]


def loop(calls: list[Callable[[], Any]], seconds: float) -> tuple[int, float]:
    """Execs and seconds: `calls` in turn (again from the first) until `seconds` have passed."""
    execs, started = 0, time.perf_counter()
    while calls:
        for call in calls:
            try:
                call()
            except Exception:  # a raising parser is still an exec
                pass
            execs += 1
            if time.perf_counter() - started >= seconds:
                return execs, time.perf_counter() - started
    return execs, time.perf_counter() - started


def measure(spec: registry.TargetSpec, folders: list[Path], seconds: float) -> dict[str, Any]:
    """Bare and harness execs/s of one target over the inputs in `folders`."""
    # Each loop gets an adapter of its own: a library's memos (vLLM's adapter keeps its
    # tokenizer's encodings) warmed by one loop must not speed up the other.
    adapter = load_adapter(spec.adapter, spec.id, spec.options)
    markers = [m["text"] for m in spec.options.get("markers", [])]
    data = inputs_in(folders)
    prepared = [(text_of(d), chunks_of(d, markers)) for d in data]

    def bare(text: str, chunks: list[str]) -> Callable[[], Any]:
        if spec.streams:
            return lambda: (adapter.parse(text, ANY_TOOL), adapter.stream(chunks, ANY_TOOL))
        return lambda: adapter.parse(text, ANY_TOOL)

    bare_execs, bare_s = loop([bare(t, c) for t, c in prepared], seconds)
    adapter = load_adapter(spec.adapter, spec.id, spec.options)
    floor = max(TIME_FLOOR, TIME_FLOOR_FACTOR * calibrate(spec, adapter))
    with tempfile.TemporaryDirectory() as tmp:
        one_input = byte_input(spec, adapter, Recorder(spec.id, Path(tmp) / "findings.jsonl"),
                               floor)
        harness_execs, harness_s = loop([lambda d=d: one_input(d) for d in data], seconds)
    return {"target": spec.id, "inputs": len(data), "bare_execs": bare_execs,
            "bare_seconds": round(bare_s, 3), "harness_execs": harness_execs,
            "harness_seconds": round(harness_s, 3)}


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--plugin", action="append", default=[])
    parser.add_argument("jobs", nargs="+", metavar="TARGET=DIR[,DIR...]")
    args = parser.parse_args(argv)
    for plugin in args.plugin:
        importlib.import_module(plugin)
    for job in args.jobs:
        target, _, dirs = job.partition("=")
        spec = registry.get(target)
        try:
            row = measure(spec, [Path(d) for d in dirs.split(",") if d], args.seconds)
        except Exception as exc:  # a broken adapter is reported, the next target goes on
            row = {"target": target, "error": f"{type(exc).__name__}: {str(exc)[:300]}"}
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] in (["-h"], ["--help"]):  # started by the suite; --help says what it is
        print(__doc__)
        sys.exit(0)
    main(sys.argv[1:])
