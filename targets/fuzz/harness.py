"""The atheris entry point for one target, run inside the target's environment:

    <env>/bin/python -m targets.fuzz.harness TARGET FINDINGS.jsonl [--structured] -- [libFuzzer args]

Byte mode: each input is a text and a chunking derived from the same bytes
(targets/fuzz/inputs.py), parsed whole and streamed exactly as the worker drives the target.
Structured mode: the input drives Hypothesis (`fuzz_one_input`) to generate and render a
turn, which must parse back (roundtrip), so coverage guidance steers generated tool calls.

Only the target's parsing code is instrumented (the adapter's `fuzz_modules()`), not the whole
library.  An exception, invalid JSON arguments or a slow input is recorded in FINDINGS (one
line per new target, kind and location) and fuzzing goes on; a hang or a crash ends the
process through libFuzzer (`-timeout`, signals), and the parent records it from the artifact.
"""

from __future__ import annotations

import importlib
import sys
import time
import types
from pathlib import Path
from typing import Any, Callable

from targets import registry
from targets.canonical import Message
from targets.fuzz import findings as F
from targets.fuzz.inputs import chunks_of, text_of
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


def instrument(module_names: list[str]) -> int:
    """Instrument every function and method defined in these modules; returns how many."""
    import atheris

    count = 0

    def one(fn: Any) -> None:
        nonlocal count
        if isinstance(fn, (staticmethod, classmethod)):
            fn = fn.__func__
        if isinstance(fn, property):
            for part in (fn.fget, fn.fset):
                one(part)
            return
        if isinstance(fn, types.FunctionType):
            atheris.instrument_func(fn)
            count += 1

    for name in module_names:
        module = sys.modules.get(name)
        if module is None:
            continue
        for obj in list(vars(module).values()):
            if getattr(obj, "__module__", None) != name:
                continue
            if isinstance(obj, type):
                for attr in list(vars(obj).values()):
                    one(attr)
            else:
                one(obj)
    return count


def calibrate(spec: registry.TargetSpec, adapter: Any) -> float:
    """The target's own time for a trivial request (slower of parse and stream, best of 3).
    A declared error is the target's answer to `hello` (harmony SDKs reject text that is not a
    harmony completion): it is timed like any answer."""
    def timed(request: Callable[[], Any]) -> float:
        started = time.perf_counter()
        try:
            request()
        except Exception as exc:
            if not spec.declares(describe(exc)):
                raise
        return time.perf_counter() - started

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
            started = time.perf_counter()
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
            elapsed = time.perf_counter() - started
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
    @given(renderings(fmt))
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
    for i, arg in enumerate(ours_list):
        if arg == "--plugin":  # a module that registers out-of-tree (or test) targets
            importlib.import_module(ours_list[i + 1])
    spec = registry.get(target)
    adapter = load_adapter(spec.adapter, spec.id, spec.options)
    modules = adapter.fuzz_modules() if hasattr(adapter, "fuzz_modules") else [
        type(adapter).__module__]
    count = instrument(modules)
    floor = max(TIME_FLOOR, TIME_FLOOR_FACTOR * calibrate(spec, adapter))
    recorder = Recorder(spec.id, findings_path)
    print(f"toolfuzz harness: {spec.id} ({'structured' if structured else 'bytes'}): "
          f"{count} functions instrumented in {', '.join(modules)}; time floor {floor:.2f} s",
          file=sys.stderr, flush=True)
    one = (structured_input(spec, adapter, recorder) if structured
           else byte_input(spec, adapter, recorder, floor))
    atheris.Setup([sys.argv[0], *fuzzer_list], one)
    atheris.Fuzz()


if __name__ == "__main__":
    main(sys.argv[1:])
