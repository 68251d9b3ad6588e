"""The fuzz harness of one target, as `make fuzz` runs it (targets/fuzz/harness.py: same
instrumentation, time floor and input function), keeping a uniform sample of the inputs it
executes, so that the bare loop (targets/bench/bare.py) can run the same inputs.

    <env>/bin/python -m targets.bench.fuzzed TARGET WORK [--plugin MOD] -- [libFuzzer args]

WORK receives `sample/` (at most SAMPLE inputs, drawn uniformly from every input executed:
reservoir sampling) and `stats.json` (execs and seconds since the first input), both rewritten
every FLUSH seconds and so at most that old when libFuzzer ends the process.  The sampling
costs a counter and, rarely, a copy of the input: nothing beside a parse.
"""

from __future__ import annotations

import importlib
import json
import random
import shutil
import sys
import time
from pathlib import Path

from targets import registry
from targets.fuzz.harness import Recorder, byte_input, calibrate
from targets.fuzz.instrumentation import instrument, library_modules
from targets.properties import TIME_FLOOR, TIME_FLOOR_FACTOR
from targets.worker import load_adapter

SAMPLE = 400
FLUSH = 1.0


def main(argv: list[str]) -> None:
    import atheris

    ours = argv[:argv.index("--")] if "--" in argv else argv
    fuzzer_args = argv[argv.index("--") + 1:] if "--" in argv else []
    target, work = ours[0], Path(ours[1])
    for i, arg in enumerate(ours):
        if arg == "--plugin":
            importlib.import_module(ours[i + 1])
    spec = registry.get(target)
    adapter = load_adapter(spec.adapter, spec.id, spec.options)
    instrument(library_modules(spec.id, spec.library, adapter))
    floor = max(TIME_FLOOR, TIME_FLOOR_FACTOR * calibrate(spec, adapter))
    one_input = byte_input(spec, adapter, Recorder(spec.id, work / "findings.jsonl"), floor)
    reservoir: list[bytes] = []
    rng = random.Random(0)
    state = {"execs": 0, "first": 0.0, "flushed": 0.0}

    def flush(now: float) -> None:
        sample = work / "sample"
        shutil.rmtree(sample, ignore_errors=True)
        sample.mkdir(parents=True)
        for i, data in enumerate(reservoir):
            (sample / f"{i:04d}").write_bytes(data)
        (work / "stats.json").write_text(json.dumps(
            {"execs": state["execs"], "seconds": now - state["first"]}))
        state["flushed"] = now

    def sampled(data: bytes) -> None:
        now = time.perf_counter()
        if not state["first"]:
            state["first"] = state["flushed"] = now
        state["execs"] += 1
        if len(reservoir) < SAMPLE:
            reservoir.append(data)
        else:
            slot = rng.randrange(state["execs"])
            if slot < SAMPLE:
                reservoir[slot] = data
        one_input(data)
        if now - state["flushed"] > FLUSH:
            flush(time.perf_counter())

    print(f"toolfuzz bench harness: {spec.id}; time floor {floor:.2f} s", file=sys.stderr,
          flush=True)
    atheris.Setup([sys.argv[0], *fuzzer_args], sampled)
    atheris.Fuzz()


if __name__ == "__main__":
    if sys.argv[1:2] in (["-h"], ["--help"]):  # started by the suite; --help says what it is
        print(__doc__)
        sys.exit(0)
    main(sys.argv[1:])
