"""Replay corpus cases against their targets.

    python -m targets.replay corpus/hermes/n_vllm-hermes_plaintext_….json [more.json …]

prints, per case, whether it still fails the way it was recorded, then "Reproduce with:" and a
self-contained Python snippet that calls the library directly (for an upstream bug report).
"""

from __future__ import annotations

import sys
from pathlib import Path

from strategies.formats import get as get_format
from targets import properties, registry
from targets.canonical import Message, Tool
from targets.client import Outcome, Worker, shutdown_all
from targets.corpus import BadCase, Case, load
from targets.properties import Result
from targets.snippets import snippet


#: Seconds a request of a case recorded as a hang may take on replay.  The search's budget
#: (targets/client.py `budget_for`, 10 s plus 0.5 s per 1 000 characters) leaves room for a
#: loaded machine before it calls a request a hang; replay only asks whether the defect is
#: still there, and a parser that no longer has it answers these inputs in milliseconds.  At
#: the search's budget the nine recorded hangs cost 205 of the corpus replay's 310 worker-seconds;
#: at 5 s the fourteen of a 735-case corpus still cost 70 of its 216, at 2 s those of a
#: 777-case corpus 29 of 265.  Half a second is still a hundred times what these short
#: inputs take a parser without the defect.
HANG_REPLAY_BUDGET = 0.5


class _UntilHang:
    """A worker for replaying a case recorded as a hang and nothing else: each request gets
    HANG_REPLAY_BUDGET, and once one request hangs, the case's later requests are not sent but
    answered as that hang.  They could only add a check to a verdict the first already decides
    (the case still hangs), and each would cost a whole time budget: granite's hang cases spent
    40 s of a 4-minute replay waiting on the stream after the parse had hung."""

    def __init__(self, worker: Worker) -> None:
        self.worker, self.hung = worker, None

    def __getattr__(self, name: str):
        return getattr(self.worker, name)

    def _ask(self, op: str, *args, **kwargs):
        if self.hung is not None:
            return Outcome("hang", detail=f"not sent: an earlier request of this case hung "
                                          f"({self.hung.detail})")
        kwargs.setdefault("budget", HANG_REPLAY_BUDGET)
        out = getattr(self.worker, op)(*args, **kwargs)
        if out.kind == "hang":
            self.hung = out
        return out

    def parse(self, *args, **kwargs):
        return self._ask("parse", *args, **kwargs)

    def stream(self, *args, **kwargs):
        return self._ask("stream", *args, **kwargs)


def replay(case: Case, worker: Worker) -> Result:
    """Judge the case's input exactly as the property that found it does."""
    spec = registry.get(case.target)
    if list(case.checks) == ["target.hang"]:
        worker = _UntilHang(worker)  # type: ignore[assignment]
    tools = [Tool.from_json(t) for t in case.tools]
    if spec.kind == "document":
        return _replay_document(case, worker)
    if spec.kind == "history":  # a chat history (canonical JSON), judged as test_histories does
        from targets import history_props

        return history_props.replay(worker, case.text, case.property)
    if case.property == "roundtrip":
        traits = get_format(case.format).traits + spec.traits
        return properties.roundtrip(worker, traits, case.text, tools,
                                    Message.from_json(case.expected or {}))
    if case.property == "truncated":
        return properties.truncated(worker, case.text, tools, case.chunkings,
                                    case.expected or {}, spec.traits)
    if case.property in properties.OFFTEMPLATE_PROPERTIES:
        from targets.offtemplate import offtemplate

        fmt = get_format(case.format)
        return offtemplate(worker, case.text, tools, case.chunkings, case.expected or {},
                           fmt.traits + spec.traits, fmt.schema_typed)
    if case.property == "time" and case.expected and "growth" in case.expected:
        grown = case.expected["growth"]
        if grown.get("deltas") == "token":  # streamed one token per delta
            return properties.token_growth(worker, tools, grown["family"], grown["markers"],
                                           grown["sizes"], known=frozenset(case.checks))
        # A recorded growth is not measured thrice more before it counts: the re-measuring
        # guards a first finding against a burst of load, and can only turn a failure into a
        # pass, so replay would spend 5 to 27 s a case confirming what it already saw.  The
        # modes it was recorded growing in are measured first.
        return properties.growth(worker, tools, grown["family"], grown["sizes"],
                                 known=frozenset(case.checks),
                                 modes=properties.grown_modes(case.observed))
    if case.property == "plaintext":  # the content is the reply's text (Format.plain_reply)
        return properties.plaintext(worker, case.text, tools, case.chunkings,
                                    (case.expected or {}).get("content", case.text) or "")
    run = getattr(properties, case.property)
    return run(worker, case.text, tools, case.chunkings)


def _replay_document(case: Case, worker: Worker) -> Result:
    """A partial-JSON target's case (targets/partial_json.py), judged as its test judged it."""
    from targets import partial_json

    if case.property == "truncated":
        return properties.truncated(worker, case.text, tools, case.chunkings,
                                    case.expected or {}, spec.traits)
    if case.property == "time" and case.expected and "growth" in case.expected:
        grown = case.expected["growth"]
        return properties.growth(worker, [], grown["family"], grown["sizes"],
                                 known=frozenset(case.checks))
    if case.property == "time":
        return partial_json.timed(worker, case.text, properties.baseline(worker, []))
    return getattr(partial_json, case.property)(worker, case.text)


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if argv else 2
    from targets import uservalues

    try:
        uservalues.check()  # a bad budget would replay every case as a hang
    except uservalues.UserValueError as exc:
        print(f"toolfuzz replay: {exc}", file=sys.stderr)
        return 2
    workers: dict[str, Worker] = {}
    status = 0
    try:
        for name in argv:
            if not Path(name).is_file():
                print(f"{name}: no such case file (cases live in corpus/<format>/*.json)")
                status = 2
                continue
            try:
                case = load(Path(name))
                spec = registry.get(case.target)
            except (BadCase, registry.UnknownTarget) as exc:
                print(f"{name}: {exc}")
                status = 2
                continue
            worker = workers.setdefault(spec.id, Worker(spec))
            result = replay(case, worker)
            checks = result.checks
            verdict = ("passes" if not checks else
                       "fails as recorded" if checks == sorted(case.checks) else "fails differently")
            print(f"{name}: {case.target} {case.property} {verdict}")
            for v in result.violations:
                print(f"  {v}")
            status |= verdict == "fails differently"
            try:
                code = snippet(case)
            except LookupError as exc:
                print(f"  ({exc})")
            else:
                print("Reproduce with:\n")
                print(code)
    finally:
        shutdown_all()
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
