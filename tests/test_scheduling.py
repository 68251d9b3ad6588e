"""`make replay` (--dist loadgroup) replays an environment's corpus cases on one test worker."""

from __future__ import annotations

from targets import corpus, registry
from targets.scheduling import ByEnvironment


SCHEDULER = ByEnvironment.__new__(ByEnvironment)  # only its grouping is under test


def scope(nodeid: str) -> str:
    return SCHEDULER._split_scope(nodeid)


def test_cases_of_one_environment_share_a_scope_and_other_tests_keep_their_own():
    by_env: dict[str, set[str]] = {}
    for path, case in corpus.all_cases():
        env = registry.get(case.target).env
        by_env.setdefault(env, set()).add(
            scope(f"targets/test_corpus.py::test_corpus_case[{path.name}]"))
    assert len(by_env) > 1, "the corpus should hold cases of several environments"
    assert all(len(scopes) == 1 for scopes in by_env.values()), by_env
    assert len({next(iter(s)) for s in by_env.values()}) == len(by_env)
    other = "targets/test_plaintext.py::test_plaintext[vllm:hermes]"
    assert scope(other) == other
