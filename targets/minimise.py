"""A corpus case keeps only the chunkings that show its failure.

    python -m targets.minimise [case.json …]     # every case of corpus/ when none is named

The search streams each example under many chunkings at once (strategies/chunkings.py: whole,
one unit at a time, random cuts…), and the shrunk example keeps them all: vLLM's
mistral@v7 cases held 34 chunkings each, and since vLLM builds its Mistral parser's drop
table anew for every request (1 000 regex compilations, 0.18 s), each replay of one of them
cost 6 s.  A case needs only the first chunking showing each of its checks: replayed with
those alone it fails with the same checks.  That is verified before the case is cut, so a
case whose failure needs more (or does not replay at all) is kept whole.  Chunkings are not
part of a case's identity (targets/corpus.py), so a minimised case keeps its file name.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from targets import corpus, registry, signatures
from targets.client import Worker, shutdown_all

#: Properties judged on every chunking together (time: the streams' mean), not per chunking.
WHOLE = frozenset({"time"})


def minimal(case: corpus.Case, worker: Worker) -> corpus.Case:
    """The case with only the chunkings its checks need (the case itself when it needs all,
    when it streams at most one, or when a replay does not show its recorded checks)."""
    from targets.replay import replay

    if case.property in WHOLE or not case.chunkings:
        return case
    result = replay(case, worker)
    if result.checks != sorted(case.checks):
        return case
    keep = sorted({v.chunking for v in result.violations if v.chunking is not None})
    if len(keep) == len(case.chunkings):
        return case
    cut = dataclasses.replace(case, chunkings=[case.chunkings[i] for i in keep])
    again = replay(cut, worker)
    if again.checks != sorted(case.checks):
        return case
    # the same failure is the same signatures (targets/signatures.py), not only the same checks
    traits = signatures.traits_of(case.format, case.target, case.property)
    shown = signatures.of_result(case.property, again, traits)
    if shown != signatures.of_result(case.property, result, traits):
        return case
    return dataclasses.replace(cut, observed=again.observed, signatures=sorted(shown))


def main(argv: list[str]) -> int:
    if argv[:1] in (["-h"], ["--help"]):
        print(__doc__)
        return 0
    from targets import uservalues

    try:
        uservalues.check()
    except uservalues.UserValueError as exc:
        print(f"toolfuzz: {exc}", file=sys.stderr)
        return 2
    paths = [Path(a) for a in argv] or [p for p, _ in corpus.all_cases()]
    workers: dict[str, Worker] = {}
    cut = 0
    try:
        for n, path in enumerate(paths, 1):
            try:
                case = corpus.load(path)
                spec = registry.get(case.target)
            except (corpus.BadCase, registry.UnknownTarget) as exc:
                print(f"[{n}/{len(paths)}] skipped: {exc}", flush=True)
                continue
            if not registry.installed(spec) or len(case.chunkings) <= 1:
                continue
            worker = workers.setdefault(spec.id, Worker(spec))
            smaller = minimal(case, worker)
            if len(smaller.chunkings) < len(case.chunkings):
                corpus.rewrite(path, smaller)
                cut += 1
                print(f"[{n}/{len(paths)}] {path.name}: {len(case.chunkings)} → "
                      f"{len(smaller.chunkings)} chunkings", flush=True)
    finally:
        shutdown_all()
    print(f"{cut} of {len(paths)} cases minimised")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
