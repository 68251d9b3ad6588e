"""A reply cut by max_tokens reaches the library without the end-of-turn token a finished
generation ends with (the worker's `cut`, targets/worker.py `ending`), on the adapters that
append one: what the real server does differently on finish_reason "length" is then what the
truncated property sees."""

from __future__ import annotations

import pytest

from targets import registry
from targets.client import Worker


def _worker(target: str) -> Worker:
    spec = registry.get(target)
    if not registry.installed(spec):
        pytest.skip(f"the `{spec.env}` environment is not installed: run "
                    f"`make install ENVS={spec.env}`")
    worker = Worker(spec)
    worker.start()
    return worker


def test_mlx_lm_flushes_what_it_holds_back_when_the_token_limit_ends_the_reply():
    """mlx-lm's server discards the text its state machine holds back (`<`, which could begin
    `<tool_call>`) at the EOS token, and flushes it when the token limit ends the reply."""
    worker = _worker("mlx_lm:json_tools")
    try:
        assert worker.parse("a<", []).result.content == "a"
        assert worker.parse("a<", [], cut=True).result.content == "a<"
        streamed = worker.stream([["a<"]], [], cut=True).result[0]
        assert "".join(d.content or "" for d in streamed) == "a<"
    finally:
        worker.close()


def test_transformers_reads_a_cut_reply_without_the_end_of_turn_token():
    """transformers serve's response parser gets the generated ids as they are: a finished
    reply ends in `<|im_end|>`, a cut one does not (the unclosed call region it cannot read
    says what it holds)."""
    worker = _worker("transformers:qwen3")
    try:
        stopped = worker.parse("a<tool_call>", [])
        cut = worker.parse("a<tool_call>", [], cut=True)
        assert stopped.kind == cut.kind == "raised"
        assert "Content: '<|im_end|>'" in stopped.describe()
        assert "Content: ''" in cut.describe()
    finally:
        worker.close()
