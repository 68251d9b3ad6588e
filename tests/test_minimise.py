"""A corpus case keeps only the chunkings that show its failure (targets/minimise.py)."""

from __future__ import annotations

import dataclasses

import pytest

from targets import minimise, registry
from targets.client import Worker
from targets.corpus import Case
from targets.registry import SELF_ENV, TargetSpec

#: Each in a worker process of its own (a target's environment variables key its process),
#: so that closing it leaves the other tests' fakes in this environment running.  Brittle is
#: broken there (the variable is read in the worker).
BRITTLE = TargetSpec(id="fake:brittle-min", env=SELF_ENV, adapter="tests.fakes:Brittle",
                     format="hermes", library="fake", env_vars={"TOOLFUZZ_FAKE_BROKEN": "1"})
ECHO = TargetSpec(id="fake:echo-min", env=SELF_ENV, adapter="tests.fakes:Echo",
                  format="hermes", library="fake", env_vars={"TOOLFUZZ_FAKE_BROKEN": "0"})


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    for spec in (BRITTLE, ECHO):
        monkeypatch.setitem(registry._REGISTRY, spec.id, spec)


def case(target: str, text: str, chunkings: list[list[str]], checks: list[str],
         prop: str = "plaintext") -> Case:
    return Case(format="hermes", target=target, property=prop, text=text,
                chunkings=chunkings, checks=checks)


def test_only_the_first_chunking_showing_each_check_is_kept():
    worker = Worker(BRITTLE)
    try:
        whole = case(BRITTLE.id, "a<b", [["a<b"], ["a", "<", "b"], ["a<", "b"]],
                     ["content.truncated"])
        smaller = minimise.minimal(whole, worker)
        assert smaller.chunkings == [["a<b"]], smaller.chunkings
        assert smaller.key() == whole.key()  # the same case, under the same file name
        # A failure only the parse shows needs no chunking at all.
        parse_only = dataclasses.replace(whole, property="roundtrip", expected={
            "content": "a<b", "reasoning": None, "calls": []})
        assert minimise.minimal(parse_only, worker).chunkings == []
    finally:
        worker.close()


def test_a_case_that_no_longer_fails_as_recorded_is_kept_whole():
    worker = Worker(ECHO)
    try:
        recorded = case(ECHO.id, "a<b", [["a<b"], ["a", "<b"]], ["content.lost"])
        assert minimise.minimal(recorded, worker) is recorded
    finally:
        worker.close()


def test_a_stream_that_fails_keeps_the_chunking_it_failed_on():
    worker = Worker(ECHO)
    try:
        recorded = case(ECHO.id, "raise", [["ra", "ise"], ["raise"], ["r", "aise"]],
                        ["target.raised"], prop="nocrash")
        assert minimise.minimal(recorded, worker).chunkings == [["raise"]]
    finally:
        worker.close()
