"""Known failures: per target × property, the checks that target is known to fail, why, and
the corpus case that shows it.

A generated example whose violations are all known is counted (Hypothesis `event`) and does
not fail the run, so the search goes on for *other* failures; the known failure itself is
replayed from its corpus case by targets/test_corpus.py, which fails if it stops failing
(stale entry: remove it) and passes while it still fails the same way.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Known:
    target: str
    property: str
    checks: frozenset[str]
    reason: str
    cases: tuple[str, ...]


KNOWN: tuple[Known, ...] = (
    Known("vllm:hermes", "plaintext", frozenset({"content.dropped", "content.truncated"}),
          "Streaming holds back a trailing prefix of `<tool_call>` (`<`, `<tool_`, …) in case "
          "the tag is still coming, and nothing releases it when the stream ends: the text "
          "is lost (Hermes2ProToolParser._extract_content; the parser has no finish hook).",
          ("n_vllm-hermes_plaintext_f136565c123d8cc9.json",)),
    Known("vllm:hermes", "split", frozenset({"content.blank"}),
          "Whitespace-only content before a call: the non-streaming path reports it as null "
          "(DelegatingParser._extract_tool_calls drops blank content) but streaming sends it as "
          "content deltas, so the two modes disagree.",
          ("n_vllm-hermes_split_b10009195a383077.json",)),
)


def known_checks(target: str, prop: str) -> frozenset[str]:
    found: set[str] = set()
    for k in KNOWN:
        if k.target == target and k.property == prop:
            found |= k.checks
    return frozenset(found)


def entry_for_case(case_file: str) -> Known | None:
    for k in KNOWN:
        if any(case_file.endswith(c) for c in k.cases):
            return k
    return None
