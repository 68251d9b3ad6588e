"""`make fuzz` is guided by the target library's parsing code, for every fuzzable target.

In each environment, one process (targets/fuzz/instrumentation.py) loads every fuzzable
target's adapter and traces a parse and a stream of one rendering of its format: the modules
its adapter names must import, come from the target's own library (never toolfuzz), and hold
every library function the parse and the stream execute (but the few declared below, which
are not output parsing).  And a short harness run over the same seeds reaches more edges with
those modules instrumented than with the adapter's module alone.  An adapter that names no
library module is refused, with the fix, instead of being fuzzed blind.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
from collections import defaultdict
from pathlib import Path

import pytest

from strategies.chunkings import units
from strategies.formats import Turn, get as get_format
from targets import registry
from targets.canonical import Call, Tool
from targets.fuzz import run
from targets.fuzz.instrumentation import Refused, functions, instrumented_code, library_modules
from tests import fake_plugin
from tests.fakes import Echo

#: Library code a parse executes that is not output parsing, by module (or function), with
#: the reason.
NOT_PARSING = {
    "sglang.srt.entrypoints.openai.protocol":
        "the request's Tool and Function models (pydantic validators), built from the request "
        "before any output is parsed, as the server builds them",
    "sglang.srt.environ": "reads an environment flag (SGLANG_FORWARD_UNKNOWN_TOOLS)",
    "mistral_common.tokens.tokenizers": "the tokenizer the adapter encodes the reply with, "
                                        "as the server hands the parser tokens",
    "transformers.tokenization_": "the tokenizer the adapter encodes the reply with",
    "transformers.utils.generic": "the tokenizer's conversion of its output to lists",
    "mlx_lm.tokenizer_utils": "the tokenizer wrapper's accessors (markers, parser) the server "
                              "reads",
    "vllm.entrypoints.openai.chat_completion.protocol": "the request models (pydantic "
        "validators), built from the request before any output is parsed",
    "vllm.entrypoints.generate.base.protocol": "the request models' validators",
    "vllm.entrypoints.serve.engine.protocol": "the request models' base (extra-field logging)",
    "vllm.envs": "reads environment settings",
    "vllm.parser.mistral.MistralToolCall.<lambda>": "the default factory of a call's random id "
                                                    "(a model field's, out of atheris' reach)",
    "vllm.utils": "ids (random_uuid) and tokenizer utilities",
    "vllm.renderers.chat_utils.tool_call": "makes tool-call ids",
    "vllm.tokenizers": "the tokenizer the adapter encodes the reply with",
    "vllm.sampling_params": "the request's sampling parameters",
    "kani.engines.base": "the engine wrapper that hands kani's parser the (stub) model's text",
    "kani.models": "the chat message models a parser builds its answer in (pydantic)",
}

#: Targets whose parse runs no Python code of their library, by id prefix, with the reason:
#: atheris sees none of it, and `make fuzz` runs them unguided.
NATIVE = {"agent_tool_parser:": "agent-tool-parser's Rust path (its `_py` twins run the "
                                "Python path, which is instrumented)"}

#: The target whose harness is compared with its adapter's alone, per environment (else the
#: environment's first fuzzable target); None: not compared, for the reason given.
COMPARED: dict[str, str | None] = {
    "sglang": "sglang:qwen25", "vllm": "vllm:hermes",
    "agent_tool_parser": "agent_tool_parser_py:hermes",  # the Rust path: native code
    "openai-harmony": None, "oss-harmony": None}
NOT_COMPARED = ("the harmony parser is Rust (the SDK's native extension): atheris instruments "
                "only its thin Python layer, which has fewer edges than toolfuzz's adapter "
                "routing its per-token output; guiding it would take a native build with "
                "coverage")

TOOL = Tool("get_weather", "The weather of a city", {
    "type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
    "required": ["city"]})
CALL = Call("get_weather", '{"city": "Paris", "days": 3}')


def fuzzable() -> dict[str, list[registry.TargetSpec]]:
    """Every target `make fuzz` fuzzes when installed, by environment."""
    by_env: dict[str, list[registry.TargetSpec]] = defaultdict(list)
    for target in registry.known():
        spec = registry.get(target)
        if spec.kind == "calls" and spec.env != registry.SELF_ENV:
            by_env[spec.env].append(spec)
    return dict(sorted(by_env.items()))


def rendering(spec: registry.TargetSpec) -> str:
    """One call with text before it (and reasoning, where the format has some), as the
    format renders it; less where the format cannot express that."""
    fmt = get_format(spec.format)
    reasoning = "Look it up." if fmt.reasoning else None
    for turn in (Turn(calls=(CALL,), before="Sure.", reasoning=reasoning, tools=(TOOL,)),
                 Turn(calls=(CALL,), reasoning=reasoning, tools=(TOOL,)),
                 Turn(calls=(CALL,), tools=(TOOL,))):
        if fmt.can_express(turn):
            return fmt.render(turn).text
    raise AssertionError(f"{spec.format} cannot express one call")


def request(spec: registry.TargetSpec) -> dict:
    text = rendering(spec)
    pieces = units(text, [m.text for m in get_format(spec.format).markers])
    step = max(1, len(pieces) // 6)
    chunks = ["".join(pieces[i:i + step]) for i in range(0, len(pieces), step)]
    return {"target": spec.id, "text": text, "chunks": chunks, "tools": [TOOL.to_json()]}


def python_of(env: str) -> Path:
    try:
        return registry.env_python(env)
    except registry.EnvironmentMissing as exc:
        if os.environ.get("TOOLFUZZ_REQUIRE_ALL"):
            raise
        pytest.skip(str(exc))


def in_env(env: str, env_vars: dict[str, str], args: list[str], stdin: str = "",
           timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(python_of(env)), *args], input=stdin, capture_output=True, text=True,
        timeout=timeout, cwd=registry.ROOT,
        env=dict(os.environ, PYTHONPATH=str(registry.ROOT), **env_vars))


def probe(specs: list[registry.TargetSpec]) -> dict[str, dict]:
    """targets/fuzz/instrumentation.py's answers, one process per environment and settings
    (agent-tool-parser's two paths are chosen by an environment variable)."""
    groups: dict[str, list[registry.TargetSpec]] = defaultdict(list)
    for spec in specs:
        groups[json.dumps(spec.env_vars, sort_keys=True)].append(spec)
    answers = {}
    for env_vars, group in groups.items():
        done = in_env(group[0].env, json.loads(env_vars), ["-m", "targets.fuzz.instrumentation"],
                      json.dumps([request(s) for s in group]))
        assert done.returncode == 0, done.stderr[-3000:]
        answers.update({a["target"]: a for a in json.loads(done.stdout)})
    return answers


@pytest.mark.parametrize("env", list(fuzzable()))
def test_what_is_instrumented_is_the_librarys_parsing_code(env):
    specs = fuzzable()[env]
    answers = probe(specs)
    problems = []
    for spec in specs:
        answer = answers[spec.id]
        if "refused" in answer:
            problems.append(answer["refused"])
            continue
        foreign = {m: lib for m, lib in answer["libraries"].items()
                   if lib != re.sub(r"[-_.]+", "-", spec.library).lower()}
        if foreign:
            problems.append(f"{spec.id}: instrumented modules not of {spec.library}: {foreign}")
        executed = {tuple(f) for f in answer["executed"]}
        if not executed and not spec.id.startswith(tuple(NATIVE)):
            problems.append(f"{spec.id}: the traced parse ran no {spec.library} code")
        missed = sorted(f"{m}.{f}" for m, f in executed - {tuple(f) for f in answer[
            "instrumented"]} if not f"{m}.{f}".startswith(tuple(NOT_PARSING)))
        if missed:
            problems.append(f"{spec.id}: executed but not instrumented: {', '.join(missed)}")
    assert not problems, "\n".join(problems)


def coverage(spec: registry.TargetSpec, tmp_path: Path, modules: list[str] | None) -> int:
    """libFuzzer's coverage after running the seeds once (no mutation)."""
    seeds = tmp_path / "seeds"
    seeds.mkdir(exist_ok=True)
    text = rendering(spec)
    for i, seed in enumerate([text, text[:len(text) // 2], "hello"]):
        (seeds / f"seed{i}").write_text(seed, encoding="utf-8")
    args = ["-m", "targets.fuzz.harness", spec.id, str(tmp_path / "findings.jsonl"),
            *(["--modules", ",".join(modules)] if modules else []), "--", str(seeds),
            "-runs=0", "-seed=1"]
    done = in_env(spec.env, spec.env_vars, args)
    inited = re.findall(r"INITED cov: (\d+)", done.stderr + done.stdout)
    assert inited, (done.stdout + done.stderr)[-3000:]
    return int(inited[-1])


@pytest.mark.parametrize("env", list(fuzzable()))
def test_a_harness_run_reaches_more_edges_than_the_adapter_alone(env, tmp_path):
    python_of(env)
    if env in COMPARED and COMPARED[env] is None:
        pytest.skip(NOT_COMPARED)
    spec = registry.get(COMPARED[env]) if env in COMPARED else fuzzable()[env][0]
    adapter_module = spec.adapter.split(":")[0]
    guided = coverage(spec, tmp_path, None)
    blind = coverage(spec, tmp_path, [adapter_module])
    assert guided > blind, (spec.id, guided, blind)


class _Unnamed:
    """An adapter with no fuzz_modules()."""


class _Own:
    def fuzz_modules(self) -> list[str]:
        return ["targets.adapters.sglang_detector", "json"]


class _Missing:
    def fuzz_modules(self) -> list[str]:
        return ["no_such_parser_module"]


def test_an_adapter_naming_no_library_module_is_refused_with_the_fix():
    with pytest.raises(Refused, match=r"names no mylib module to instrument.*Fix: give "
                       r"tests\.test_instrumentation\._Unnamed a fuzz_modules\(\)"):
        library_modules("x:y", "mylib", _Unnamed())
    with pytest.raises(Refused, match=r"toolfuzz's own module\(s\) targets\.adapters"):
        library_modules("x:y", "mylib", _Own())
    with pytest.raises(Refused, match=r"no_such_parser_module.*does not import.*Fix:"):
        library_modules("x:y", "mylib", _Missing())
    assert library_modules("fake:echo", "fake", Echo("fake:echo", {})) == ["tests.fakes"]


def test_make_fuzz_refuses_a_blind_target_and_fails(tmp_path, monkeypatch):
    monkeypatch.setattr(run, "WORK", tmp_path / "work")
    job = run.Job(fake_plugin.BLIND, seconds=5, plugins=("tests.fake_plugin",))
    run.prepare(job, seed_count=1)
    out = io.StringIO()
    run.fuzz([job], 1, out=out)
    assert job.state == "failed" and job.total_execs() == 0
    assert "refused" in out.getvalue() and "Fix: give tests.fakes.Blind a fuzz_modules()" in (
        out.getvalue()), out.getvalue()


def test_every_function_of_a_module_is_found_with_its_nested_code():
    import tests.instrumented_sample as sample

    found = {fn.__qualname__ for fn in functions([sample.__name__])}
    assert found == {"top", "Outer.method", "Outer.value", "Outer.static", "Outer.klass",
                     "Outer.Inner.deep", "cached"}, found
    code = {name for fn in functions([sample.__name__]) for name in instrumented_code(fn)}
    assert {"top.<locals>.helper", "top.<locals>.<lambda>"} <= code
    assert not any("<genexpr>" in name or "<listcomp>" in name for name in code)
