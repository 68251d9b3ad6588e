"""time (growth): parsing adversarial families grows no faster than size^1.5.

Each family of strategies/growth.py (marker floods, unclosed tags, bracket runs, repeated
separators, in the target's own syntax) is timed at 2 000 to 16 000 characters, whole and as
one streamed delta; the worker measures the CPU time spent inside the parser (a loaded
machine does not inflate it).  A hang at any size
fails too.  The failing family is written to corpus/ as data, and its replay measures again.
Measured, not drawn: not a Hypothesis test.

The floods written in each format's own syntax by its renderer (`syntax_families`: hundreds of
valid calls, one call with hundreds of arguments, a marker and a run of spaces, unclosed inner
markers) run on every target under the dev and nightly profiles; under ci, on the targets in
SYNTAX_VERIFIED, whose results on them have been judged (the others keep the ci cost of today
until they are checked the same way).

Streamed one token per delta (test_token_stream_growth), as a server streams a long reply,
the shapes a long reply takes, written by the format's renderer (one call with a long string
value, hundreds of calls, one call with hundreds of arguments: strategies/growth.py
REPLY_SHAPES), may cost no more than size^1.5 over the whole stream: a parser that re-reads
everything it was given at each delta costs size^2 (properties.token_growth says why that
matters).  The marker floods are left to the whole-text test: a model does not stream them.
It runs on every streaming target under dev and nightly; under ci on TOKEN_VERIFIED, the
targets whose results on it have been judged and recorded.
"""

import pytest

from strategies.formats import get as get_format
from strategies.growth import REPLY_SHAPES, SIZES, families, syntax_families
from targets import selection
from targets.budgets import profile_name
from targets.expectations import known_checks
from targets.properties import ANY_TOOL, growth, token_growth
from targets.registry import TargetSpec
from targets.verdict import enforce, judge
from targets.workers import worker_for

#: Targets the syntax families run on under ci (see the module docstring).
SYNTAX_VERIFIED = frozenset({
    "vllm:hermes", "sglang:hermes", "agent_tool_parser:hermes", "mlx_lm:json_tools",
})
#: Targets test_token_stream_growth runs on under ci (see the module docstring).
TOKEN_VERIFIED = frozenset({
    "vllm:deepseek_v3", "vllm:deepseek_v31", "vllm:deepseek_v32", "vllm:deepseek_v4",
    "vllm:gemma4", "vllm:glm45", "vllm:glm47", "vllm:hermes", "vllm:kimi_k2", "vllm:llama3_json",
    "vllm:minimax_m2", "vllm:mistral", "vllm:openai", "vllm:pythonic", "vllm:qwen3_coder",
    "sglang:deepseekv31", "sglang:deepseekv32", "sglang:gemma4", "sglang:glm45",
    "sglang:gpt-oss", "sglang:hermes", "sglang:kimi_k2", "sglang:llama3", "sglang:minimax-m2",
    "sglang:mistral", "sglang:mistral@v7", "sglang:pythonic", "sglang:qwen25",
    "sglang:qwen3_coder",
    "mlx_lm:json_tools", "mlx_lm:mistral", "mlx_lm:qwen3_coder",
    "transformers:qwen3", "harmony:openai", "kani:qwen3",
})


@pytest.mark.parametrize("target", selection.params("calls", "test_growth"))
def test_growth(target: TargetSpec) -> None:
    spec, worker = target, worker_for(target)
    version = worker.info.get("version", "")
    known = known_checks(spec.id, "time")
    fmt = get_format(spec.format)
    shapes = families(fmt)
    if profile_name() != "ci" or spec.id in SYNTAX_VERIFIED:
        shapes += syntax_families(fmt)
    for family in shapes:
        result = growth(worker, ANY_TOOL, family.to_json(), SIZES, known)
        failure = judge(spec, "time", result, family.text(1), ANY_TOOL, [], version)
        enforce(failure)


@pytest.mark.parametrize("target", selection.params("calls", "test_growth"))
def test_token_stream_growth(target: TargetSpec) -> None:
    spec = target
    if not spec.streams:
        pytest.skip(f"{spec.id} parses only whole texts")
    if profile_name() == "ci" and spec.id not in TOKEN_VERIFIED:
        pytest.skip(f"streaming one token per delta is not yet verified on {spec.id} under ci "
                    "(targets/test_growth.py TOKEN_VERIFIED); TOOLFUZZ_PROFILE=dev runs it")
    worker = worker_for(spec)
    version = worker.info.get("version", "")
    known = known_checks(spec.id, "time")
    fmt = get_format(spec.format)
    markers = [m.text for m in fmt.markers if m.token]
    shapes = [f for f in syntax_families(fmt) if f.name in REPLY_SHAPES]
    if not shapes:
        pytest.skip(f"{spec.format}'s renderer writes none of the reply shapes {REPLY_SHAPES}")
    for family in shapes:
        result = token_growth(worker, ANY_TOOL, family.to_json(), markers, SIZES, known)
        failure = judge(spec, "time", result, family.text(1), ANY_TOOL, [], version)
        enforce(failure)
