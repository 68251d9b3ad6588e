"""`--dist loadgroup` (make replay): one test worker replays all of an environment's cases.

Each test worker starts its own worker process per environment, importing the library
(vLLM 7 s, SGLang 6 s, LiteLLM 4 s), so replaying an environment's cases on both test workers
pays every import twice.  pytest-xdist's own `xdist_group` marks cannot group them: xdist 3.8
renames a grouped test's node id on the worker, and pytest 9 no longer reads a node id from
the attribute it sets, so the marks are silently ignored.  This scheduler groups on the
controller instead, from the case file each corpus test names.
"""

from __future__ import annotations

import re
from functools import cached_property

from xdist.scheduler import LoadGroupScheduling

CASE_TEST = re.compile(r"test_corpus\.py::test_corpus_case\[(?P<name>[^\]]+)\]")


class ByEnvironment(LoadGroupScheduling):
    """Corpus cases grouped by their target's environment; every other test on its own (or by
    its `xdist_group` suffix, should xdist's marks work again)."""

    @cached_property
    def _environment_of(self) -> dict[str, str]:
        from targets import corpus, registry

        envs = {}
        for path, case in corpus.all_cases():
            try:
                envs[path.name] = registry.get(case.target).env
            except registry.UnknownTarget:
                continue
        return envs

    def _split_scope(self, nodeid: str) -> str:
        found = CASE_TEST.search(nodeid)
        if found and found["name"] in self._environment_of:
            return f"environment {self._environment_of[found['name']]}"
        return super()._split_scope(nodeid)
