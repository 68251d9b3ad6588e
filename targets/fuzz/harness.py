"""The atheris entry point for one target, run inside the target's environment:

    <env>/bin/python -m targets.fuzz.harness TARGET FINDINGS.jsonl [--structured] [--argv0 PATH] -- [libFuzzer args]

libFuzzer's parallel and merge modes (-jobs/-workers, -merge=1) start more processes by running
its argv[0] again: `--argv0` names the executable wrapper that does (targets/fuzz/run.py
writes one per target), and libFuzzer is given it as its argv[0].

Byte mode: each input is a text and a chunking derived from the same bytes
(targets/fuzz/inputs.py), parsed whole and streamed exactly as the worker drives the target.
Structured mode: the input drives Hypothesis (`fuzz_one_input`) to generate and render a turn,
which must parse back (roundtrip), so coverage guidance steers generated tool calls.

Only the target's parsing code is instrumented (the adapter's `fuzz_modules()`, checked by
targets/fuzz/instrumentation.py), not the whole library; an adapter that names no library
module is refused (exit 2, with the fix), never fuzzed blind. `--modules a,b` instruments those
modules instead, to compare instrumentations. An exception, invalid JSON arguments or a slow
input is recorded in FINDINGS (one line per new target, kind and location) and fuzzing goes on;
a hang or a crash ends the process through libFuzzer (`-timeout`, signals), and the parent
records it from the artifact.
"""

from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path
from typing import Any, Callable

from targets import registry
from targets.canonical import Message
from targets.fuzz import findings as F
from targets.fuzz.inputs import chunks_of, text_of
from targets.fuzz.instrumentation import Refused, instrument, library_modules
from targets.properties import (ANY_TOOL, TIME_FLOOR, TIME_FLOOR_FACTOR, arguments_violations,
                                time_budget)
from targets.reconstruct import reconstruct
from targets.worker import describe, load_adapter

#: A run keeps at most this many findings per target (each is a distinct location).
MAX_FINDINGS = 100


class Recorder:
    """New findings, appended to the findings file at once; known keys are skipped."""

    def __init__(self, target: str, path: Path) -> None:
        self.target, self.path = target, path
        self.keys = {f.key() for f in F.read(path)}

    def add(self, finding: F.Finding) -> None:
        if finding.key() in self.keys or len(self.keys) >= MAX_FINDINGS:
            return
        self.keys.add(finding.key())
        F.append(self.path, finding)
        print(f"\ntoolfuzz: NEW FINDING {self.target}: {finding.summary()}", file=sys.stderr,
              flush=True)


def calibrate(spec: registry.TargetSpec, adapter: Any) -> float:
    """The target's own CPU time for a trivial request (slower of parse and stream, best of
    3).  Times here are of CPU (`time.process_time`), as the worker measures them: targets
    fuzzed side by side on a loaded machine are not slow for it.
    A declared error is the target's answer to `hello` (harmony SDKs reject text that is not a
    harmony completion): it is timed like any answer."""
    def timed(request: Callable[[], Any]) -> float:
        started = time.process_time()
        try:
            request()
        except Exception as exc:
            if not spec.declares(describe(exc)):
                raise
        return time.process_time() - started

    best = float("inf")
    for _ in range(3):
        parse = timed(lambda: adapter.parse("hello", ANY_TOOL))
        stream = timed(lambda: adapter.stream(["hello"], ANY_TOOL)) if spec.streams else 0.0
        best = min(best, max(parse, stream))
    return best


def byte_input(spec: registry.TargetSpec, adapter: Any, recorder: Recorder,
               floor: float) -> Callable[[bytes], None]:
    markers = [m["text"] for m in spec.options.get("markers", [])]

    def one_input(data: bytes) -> None:
        text, chunks = text_of(data), chunks_of(data, markers)
        budget = time_budget(len(text), floor)
        for mode in spec.modes:
            started = time.process_time()
            try:
                message: Message = (adapter.parse(text, ANY_TOOL) if mode == "parse"
                                    else reconstruct(adapter.stream(chunks, ANY_TOOL)))
            except Exception as exc:  # the finding, unless the target declares it
                error = describe(exc)
                if spec.declares(error):
                    continue
                recorder.add(F.Finding(
                    spec.id, "raised", mode, F.location(error["traceback"], error["type"]),
                    error["type"], error["message"][:2000], error["traceback"][-6000:],
                    text=text, chunks=chunks, data=F.encode(data)))
                continue
            elapsed = time.process_time() - started
            if elapsed > budget:
                recorder.add(F.Finding(spec.id, "slow", mode, mode, message=(
                    f"{len(text)} chars took {elapsed:.2f} s, budget {budget:.2f} s"),
                    elapsed=elapsed, budget=budget, text=text, chunks=chunks,
                    data=F.encode(data)))
            bad = arguments_violations(message, mode)
            if bad:
                recorder.add(F.Finding(spec.id, "invalid-json", mode, mode, message=str(bad[0]),
                                       text=text, chunks=chunks, data=F.encode(data)))

    return one_input


def structured_input(spec: registry.TargetSpec, adapter: Any,
                     recorder: Recorder) -> Callable[[bytes], None]:
    from hypothesis import HealthCheck, given, settings

    from strategies.formats import get as get_format
    from strategies.turns import renderings
    from targets.client import Outcome
    from targets import signatures
    from targets.causes import known_signatures
    from targets.properties import roundtrip_of

    fmt = get_format(spec.format)
    traits = fmt.traits + spec.traits
    known = known_signatures(spec.id, "roundtrip")  # known by cause (targets/signatures.py)

    @settings(database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(renderings(fmt, spec.id))
    def roundtrip(turn_and_rendering: Any) -> None:
        turn, rendering = turn_and_rendering
        tools = list(turn.tools)
        try:
            parsed = Outcome("ok", result=adapter.parse(rendering.text, tools))
        except Exception as exc:
            parsed = Outcome("raised", error=describe(exc))
        result = roundtrip_of(parsed, traits, rendering.expected)
        new = sorted(s for s in signatures.of_result("roundtrip", result, traits)
                     if not signatures.matches(s, known))
        if new:
            recorder.add(F.Finding(
                spec.id, "roundtrip", "parse", ",".join(new),
                message="; ".join(str(v) for v in result.violations)[:2000],
                text=rendering.text, chunks=[rendering.text],
                data=F.encode(rendering.text.encode()),
                tools=[t.to_json() for t in tools], expected=rendering.expected.to_json()))

    return roundtrip.hypothesis.fuzz_one_input


def main(argv: list[str]) -> None:
    import atheris

    ours_list = argv[:argv.index("--")] if "--" in argv else argv
    fuzzer_list = argv[argv.index("--") + 1:] if "--" in argv else []
    target, findings_path = ours_list[0], Path(ours_list[1])
    structured = "--structured" in ours_list
    chosen: list[str] = []
    for i, arg in enumerate(ours_list):
        if arg == "--plugin":  # a module that registers out-of-tree (or test) targets
            importlib.import_module(ours_list[i + 1])
        if arg == "--modules":  # instead of fuzz_modules(): to compare instrumentations
            chosen = ours_list[i + 1].split(",")
    spec = registry.get(target)
    adapter = load_adapter(spec.adapter, spec.id, spec.options)
    try:
        modules = chosen or library_modules(spec.id, spec.library, adapter)
    except Refused as exc:
        print(f"toolfuzz harness: refused: {exc}", file=sys.stderr, flush=True)
        sys.exit(2)
    count = instrument(modules)
    floor = max(TIME_FLOOR, TIME_FLOOR_FACTOR * calibrate(spec, adapter))
    recorder = Recorder(spec.id, findings_path)
    print(f"toolfuzz harness: {spec.id} ({'structured' if structured else 'bytes'}): "
          f"{count} functions instrumented in {', '.join(modules)}; time floor {floor:.2f} s",
          file=sys.stderr, flush=True)
    one = (structured_input(spec, adapter, recorder) if structured
           else byte_input(spec, adapter, recorder, floor))
    argv0 = ours_list[ours_list.index("--argv0") + 1] if "--argv0" in ours_list else sys.argv[0]
    atheris.Setup([argv0, *fuzzer_list], one)
    atheris.Fuzz()


if __name__ == "__main__":
    if sys.argv[1:2] in (["-h"], ["--help"]):  # started by the suite; --help says what it is
        print(__doc__)
        sys.exit(0)
    main(sys.argv[1:])
