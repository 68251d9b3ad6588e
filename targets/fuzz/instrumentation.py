"""What `make fuzz` instruments for a target: the library modules its adapter names
(`fuzz_modules()`), never toolfuzz's own, and every Python function defined in them.

libFuzzer is guided only by the edges of instrumented code.  An adapter that names no library
module would leave it the adapter's few functions to watch, and the fuzzer would run as a
random generator while reporting a coverage figure: such a target is refused, with the fix.

Run in the target's environment (by the harness, and by `python -m
targets.fuzz.instrumentation` for tests/test_instrumentation.py, which traces a parse to check
that what is instrumented is what the parse executes).  Standard library only, but atheris
where it instruments.
"""

from __future__ import annotations

import functools
import importlib
import importlib.metadata
import inspect
import json
import re
import sys
import types
from typing import Any, Iterator

#: toolfuzz's own packages: never the code a target's fuzzing is guided by.
OWN_PACKAGES = ("targets", "strategies")


class Refused(Exception):
    """The target cannot be fuzzed as its adapter stands; the message names the fix."""


def library_modules(target: str, library: str, adapter: Any) -> list[str]:
    """The modules the adapter names for instrumentation, each imported; refused when it names
    none, names toolfuzz's own, or one does not import."""
    cls = type(adapter)
    where = f"{cls.__module__}.{cls.__qualname__}"
    fix = (f"Fix: give {where} a fuzz_modules() returning the modules that hold {library}'s "
           f"parsing code (docs/ADAPTERS.md).")
    names = list(adapter.fuzz_modules()) if hasattr(adapter, "fuzz_modules") else []
    if not names:
        raise Refused(f"{target}: its adapter {where} names no {library} module to instrument, "
                      f"so libFuzzer would be guided by toolfuzz's adapter alone (blind). {fix}")
    own = [n for n in names if n.split(".")[0] in OWN_PACKAGES]
    if own:
        raise Refused(f"{target}: its adapter {where} names toolfuzz's own module(s) "
                      f"{', '.join(own)} to instrument, not {library}'s. {fix}")
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as exc:
            raise Refused(f"{target}: module {name}, named by {where}.fuzz_modules(), does not "
                          f"import here ({type(exc).__name__}: {exc}). {fix}") from exc
    return names


def functions(module_names: list[str]) -> Iterator[types.FunctionType]:
    """Every Python function defined in these modules: module functions, methods of their
    classes (nested classes too), properties' and cached properties' accessors, static and
    class methods, and the function under a decorator that keeps `__wrapped__`
    (functools.cache, wraps)."""
    seen: set[int] = set()

    def of(obj: Any, module: str, depth: int = 0) -> Iterator[types.FunctionType]:
        if isinstance(obj, (staticmethod, classmethod)):
            obj = obj.__func__
        if isinstance(obj, functools.cached_property):
            obj = obj.func
        if isinstance(obj, property):
            for part in (obj.fget, obj.fset, obj.fdel):
                yield from of(part, module, depth)
            return
        if isinstance(obj, type):
            if obj.__module__ == module and depth < 3 and id(obj) not in seen:
                seen.add(id(obj))
                for attr in list(vars(obj).values()):
                    yield from of(attr, module, depth + 1)
            return
        if isinstance(obj, types.FunctionType) and obj.__module__ == module \
                and id(obj) not in seen:
            seen.add(id(obj))
            yield obj
        inner = getattr(obj, "__wrapped__", None) if callable(obj) and not isinstance(
            obj, types.ModuleType) else None
        if inner is not None:  # functools.cache's or a wraps() wrapper's function
            yield from of(inner, module, depth)

    for name in module_names:
        module = sys.modules.get(name) or importlib.import_module(name)
        for obj in list(vars(module).values()):
            yield from of(obj, name)


def instrumented_code(fn: types.FunctionType) -> Iterator[str]:
    """The qualified names of the code atheris instruments for a function: its own and its
    nested functions' and lambdas' (not comprehensions', which atheris leaves out)."""
    def walk(code: types.CodeType) -> Iterator[str]:
        yield code.co_qualname
        for const in code.co_consts:
            if isinstance(const, types.CodeType) and (
                    const.co_name == "<lambda>" or not re.fullmatch(r"<.*>", const.co_name)):
                yield from walk(const)

    yield from walk(fn.__code__)


def instrument(module_names: list[str]) -> int:
    """Instrument every function defined in these modules; returns how many."""
    import atheris

    count = 0
    for fn in functions(module_names):
        atheris.instrument_func(fn)
        count += 1
    return count


def library_of(module: str) -> str | None:
    """The distribution a module's top-level package comes from (None: toolfuzz, the standard
    library, or a module no installed distribution ships)."""
    if not _DISTRIBUTIONS:
        for package, dists in importlib.metadata.packages_distributions().items():
            _DISTRIBUTIONS[package] = _normal(dists[0])
    return _DISTRIBUTIONS.get(module.split(".")[0])


_DISTRIBUTIONS: dict[str, str] = {}


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def traced(library: str, run: Any) -> set[tuple[str, str]]:
    """(module, function) of every call into the library's own functions while `run()` runs,
    after a first, untraced run (so that what a first call imports and sets up is left out);
    comprehensions are left out as atheris leaves them out, and so is generated code with no
    source (a dataclass' `__init__`)."""
    run()
    wanted = _normal(library)
    calls: set[tuple[str, str]] = set()
    modules: dict[str, bool] = {}

    def profile(frame: types.FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        code = frame.f_code
        if not code.co_flags & inspect.CO_NEWLOCALS or code.co_filename.startswith("<") or (
                re.fullmatch(r"<.*>", code.co_name) and code.co_name != "<lambda>"):
            return  # a class body, generated code, a comprehension
        module = frame.f_globals.get("__name__", "")
        mine = modules.get(module)
        if mine is None:
            mine = modules[module] = library_of(module) == wanted
        if mine:
            calls.add((module, code.co_qualname))

    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.setprofile(None)
    return calls


def probe(requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """For each {target, text, chunks, tools}: the modules its adapter names, the library each
    comes from, the functions instrumented there, and the library functions a parse of the
    text and a stream of the chunks execute (an exception of the target is its answer, not an
    error)."""
    from targets import registry
    from targets.canonical import Tool
    from targets.worker import load_adapter

    answers = []
    for request in requests:
        spec = registry.get(request["target"])
        answer: dict[str, Any] = {"target": spec.id}
        try:
            adapter = load_adapter(spec.adapter, spec.id, spec.options)
            adapter_module = type(adapter).__module__
            answer["modules"] = library_modules(spec.id, spec.library, adapter)
        except Refused as exc:
            answers.append({**answer, "refused": str(exc)})
            continue
        answer["libraries"] = {m: library_of(m) for m in answer["modules"]}
        answer["instrumented"] = sorted(
            [fn.__module__, qualname] for fn in functions(answer["modules"])
            for qualname in instrumented_code(fn))
        answer["adapter_functions"] = sum(1 for _ in functions([adapter_module]))

        tools = [Tool.from_json(t) for t in request["tools"]]

        def run() -> None:
            requests = [lambda: adapter.parse(request["text"], tools)]
            if spec.streams:
                requests.append(lambda: adapter.stream(request["chunks"], tools))
            for one in requests:
                try:
                    one()
                except Exception:  # the target's answer (a finding elsewhere), not the probe's
                    pass

        answer["executed"] = sorted(list(pair) for pair in traced(spec.library, run))
        answers.append(answer)
    return answers


if __name__ == "__main__":
    json.dump(probe(json.load(sys.stdin)), sys.stdout)
