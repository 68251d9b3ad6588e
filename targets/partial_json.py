"""The properties of partial-JSON targets (kind "document"), as plain functions shared by
targets/test_partial_json.py and the corpus replay.

**Consistent.**  Let F be a JSON document's value and p a prefix of its text T.  The prefix
determines a *frontier* (`frontier(p)`): which values of F have begun in p, and which of
those are complete (a string whose closing quote is in p, a literal whose last letter is, a
number followed by a delimiter, a container whose closing bracket is).  A partial parse P of p
is consistent with F when, walking P, F and the frontier together from the top:

- a complete value comes back strictly equal to F's (1 ≠ 1.0, -0.0 ≠ 0, key order aside);
- an unfinished container comes back as a container of the same type whose members are F's
  first members in order: every member complete in p is there, judged again by these rules;
  the member still unfinished in p may be there (judged by these rules) or left out; nothing
  else is there (no member whose value has not begun, no key that is not F's);
- an unfinished atom may be left out; if it is there it is F's own value (a literal has
  only one completion), or it is allowed by a declared trait of the target
  (targets/partial_targets.py): `unfinished-strings`, a beginning of F's string;
  `number-at-end`, the value of a beginning of the number's literal;
- where p holds no value at all (blank, or an atom that may be left out), the answer may be
  the target's declared error, or (trait `nothing-is-empty-string`) "".

Anything else is a violation, named by its check (targets/checks.py CATALOGUE, `prefix.*`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from targets.canonical import loads as strict_loads, strict_equal
from targets.checks import Violation
from targets.client import Outcome, Worker
from targets.properties import Result, _failed, time_budget
from targets.registry import TargetSpec

# --- the frontier of a prefix ---------------------------------------------------------------


@dataclass
class Node:
    """A value that has begun in the prefix: its kind, whether it is complete there, its raw
    text so far (atoms), and the members that have begun (containers: (key or index, Node))."""

    kind: str  # object | array | string | number | literal
    complete: bool
    raw: str = ""
    members: list[tuple[Any, "Node"]] = field(default_factory=list)


_WS = " \t\n\r"
_NUMBER_CHARS = frozenset("0123456789+-.eE")
_LITERALS = {"t": "true", "f": "false", "n": "null"}


class _Frontier:
    def __init__(self, text: str) -> None:
        self.s, self.n = text, len(text)

    def ws(self, i: int) -> int:
        while i < self.n and self.s[i] in _WS:
            i += 1
        return i

    def string_end(self, i: int) -> int | None:
        """The index after the closing quote of the string opening at i, or None."""
        j = i + 1
        while j < self.n:
            if self.s[j] == "\\":
                j += 2
                continue
            if self.s[j] == '"':
                return j + 1
            j += 1
        return None

    def value(self, i: int) -> tuple[Node | None, int]:
        i = self.ws(i)
        if i >= self.n:
            return None, i
        c = self.s[i]
        if c == '"':
            end = self.string_end(i)
            if end is None:
                return Node("string", False, self.s[i:]), self.n
            return Node("string", True, self.s[i:end]), end
        if c in "{[":
            return self.container(i)
        if c in _LITERALS:
            word = _LITERALS[c]
            got = self.s[i:i + len(word)]
            return Node("literal", got == word, got), i + len(got)
        j = i
        while j < self.n and self.s[j] in _NUMBER_CHARS:
            j += 1
        return Node("number", j < self.n, self.s[i:j]), j

    def container(self, i: int) -> tuple[Node, int]:
        obj = self.s[i] == "{"
        node = Node("object" if obj else "array", False)
        i += 1
        while True:
            i = self.ws(i)
            if i >= self.n:
                return node, i
            c = self.s[i]
            if c in "}]":
                node.complete = True
                return node, i + 1
            if c == ",":
                i += 1
                continue
            if obj:
                end = self.string_end(i)
                if end is None:
                    return node, self.n
                key = json.loads(self.s[i:end])
                i = self.ws(end)
                if i >= self.n:
                    return node, i
                i += 1  # the colon
            else:
                key = len(node.members)
            child, i = self.value(i)
            if child is None:
                return node, i
            node.members.append((key, child))
            if not child.complete:
                return node, i


def frontier(prefix: str) -> Node | None:
    """The values that have begun in `prefix` (a prefix of a valid JSON text); None when none
    has."""
    return _Frontier(prefix).value(0)[0]


# --- consistency ------------------------------------------------------------------------------

_NUMBER = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")


def number_readings(raw: str) -> list[Any]:
    """The values a number cut to `raw` may be read as under trait `number-at-end`: the value
    of each beginning of the literal that is a JSON number, and as a float when the literal
    already has a fraction or an exponent."""
    out: list[Any] = []
    for k in range(1, len(raw) + 1):
        if _NUMBER.fullmatch(raw[:k]):
            v = json.loads(raw[:k])
            out.append(v)
            if any(ch in raw for ch in ".eE") and isinstance(v, int):
                out.append(float(v))
    return out


def _wire(value: Any) -> str:
    """A parse result as JSON text with every non-ASCII character escaped: what a corpus case
    stores (a lone surrogate, which partial parsers return for a cut escape pair, cannot be
    written as UTF-8; NaN and infinities are written as Python writes them)."""
    return json.dumps(value, ensure_ascii=True, allow_nan=True, default=repr)


def _show(v: Any) -> str:
    r = repr(v)
    return r if len(r) <= 120 else r[:120] + "…"


def consistent(got: Any, final: Any, node: Node, traits: frozenset[str],
               path: str = "$") -> list[Violation]:
    """Violations of consistency (module docstring) of `got` at one begun value `node`."""
    if node.complete:
        if strict_equal(got, final):
            return []
        check = "prefix.type" if type(got) is not type(final) else "prefix.completed-value"
        return [Violation(check, f"at {path}: the prefix holds all of {_show(final)}, "
                                 f"but {_show(got)} came back")]
    if node.kind in ("object", "array"):
        want = dict if node.kind == "object" else list
        if not isinstance(got, want):
            return [Violation("prefix.type", f"at {path}: an unfinished {node.kind} came back "
                                             f"as {type(got).__name__} {_show(got)}")]
        return _members(got, final, node, traits, path)
    if strict_equal(got, final):
        return []
    if node.kind == "string" and "unfinished-strings" in traits and isinstance(got, str) \
            and final.startswith(got):
        return []
    if node.kind == "number" and "number-at-end" in traits and any(
            strict_equal(got, v) for v in number_readings(node.raw)):
        return []
    return [Violation("prefix.unfinished-atom",
                      f"at {path}: the unfinished {node.kind} {node.raw[:60]!r} (of "
                      f"{_show(final)}) came back as {_show(got)}")]


def _members(got: Any, final: Any, node: Node, traits: frozenset[str],
             path: str) -> list[Violation]:
    out: list[Violation] = []
    if isinstance(final, dict):
        keys, final_keys = list(got), list(final)
        if keys != final_keys[:len(keys)]:
            return [Violation("prefix.foreign-value",
                              f"at {path}: keys {_show(keys)} are not the first keys of "
                              f"{_show(final_keys)}")]
        present = set(keys)
    else:
        present = set(range(len(got)))
    begun = len(node.members)
    if len(got) > begun:
        extra = list(got)[begun:] if isinstance(got, dict) else got[begun:]
        out.append(Violation("prefix.foreign-value",
                             f"at {path}: {_show(extra)} came back, but only {begun} "
                             f"member(s) have begun in the prefix"))
    for key, child in node.members:
        where = f"{path}[{key!r}]"
        if key not in present:
            if child.complete:
                out.append(Violation("prefix.lost-value",
                                     f"at {where}: the prefix holds all of "
                                     f"{_show(final[key])}, but it did not come back"))
            continue
        out += consistent(got[key], final[key], child, traits, where)
    return out


# --- the properties -------------------------------------------------------------------------


def _raised_violation(outcome: Outcome, spec: TargetSpec, where: str) -> Violation:
    if spec.declares(outcome.error):
        return Violation("prefix.raised", f"{where}: raised {outcome.error['type']}: "
                                          f"{outcome.error['message'][:200]}")
    return Violation("target.raised", f"{where}: {outcome.describe()[:3000]}")


def judge_prefix(spec: TargetSpec, prefix: str, final: Any, answer: Outcome) -> list[Violation]:
    """Consistency of one prefix's answer with the final value (module docstring)."""
    traits = frozenset(t.id for t in spec.traits)
    node = frontier(prefix)
    # Nothing to return: no value has begun, or only an atom that may be left out.
    nothing = node is None or (node.kind not in ("object", "array") and not node.complete)
    where = f"prefix {prefix[-60:]!r} ({len(prefix)} chars)"
    if answer.kind == "raised":
        if nothing and spec.declares(answer.error):
            return []
        return [_raised_violation(answer, spec, where)]
    got = answer.result
    out = []
    if answer.detail:
        out.append(Violation("json.foreign-type", f"{where}: {answer.detail}"))
    if nothing and "nothing-is-empty-string" in traits and got == "":
        return out
    if node is None:
        return out + [Violation("prefix.foreign-value",
                                f"{where}: no value has begun, but {_show(got)} came back")]
    return out + [Violation(v.check, f"{where}: {v.detail}")
                  for v in consistent(got, final, node, traits)]


def prefixes(text: str) -> list[str]:
    """Every proper prefix of the text, the empty one included (the whole text is
    roundtrip's)."""
    return [text[:k] for k in range(len(text))]


def prefix(worker: Worker, text: str) -> Result:
    """prefix: every prefix of a JSON document parses to a value consistent with the
    document's value (module docstring); one violation per check, at the shortest prefix
    that shows it."""
    final = strict_loads(text)
    texts = prefixes(text)
    out = worker.loads(texts)
    if not out.ok:
        return Result(_failed(out, f"loads of the {len(texts)} prefixes"), {"value": final})
    first: dict[str, tuple[Violation, str, Any]] = {}
    count: dict[str, int] = {}
    for p, answer in zip(texts, out.result):
        for v in judge_prefix(worker.spec, p, final, answer):
            count[v.check] = count.get(v.check, 0) + 1
            first.setdefault(v.check, (v, p, answer.result if answer.ok else answer.error))
    problems, observed = [], {}
    for check, (v, p, got) in first.items():
        more = f" (and {count[check] - 1} more prefixes)" if count[check] > 1 else ""
        problems.append(Violation(check, v.detail + more))
        observed[check] = {"prefix": p, "answer": _wire(got)}
    return Result(problems, {"value": final}, observed)


def roundtrip(worker: Worker, text: str) -> Result:
    """roundtrip: the whole document parses to exactly its value, strict JSON."""
    final = strict_loads(text)
    out = worker.loads([text])
    if not out.ok:
        return Result(_failed(out, "loads"), {"value": final})
    answer = out.result[0]
    if answer.kind == "raised":
        return Result([Violation("target.raised", answer.describe()[:3000])], {"value": final},
                      {"error": answer.error})
    problems = []
    if answer.detail:
        problems.append(Violation("json.foreign-type", answer.detail))
    if not strict_equal(answer.result, final):
        problems.append(Violation("roundtrip.value", f"expected {_show(final)}, "
                                                     f"got {_show(answer.result)}"))
    return Result(problems, {"value": final}, {"value": _wire(answer.result)})


def nocrash(worker: Worker, text: str) -> Result:
    """nocrash: any text is answered with a value or the target's declared error: no other
    exception, no hang, no dead process."""
    out = worker.loads([text])
    if not out.ok:
        return Result(_failed(out, "loads"))
    answer = out.result[0]
    if answer.kind == "raised" and not worker.spec.declares(answer.error):
        return Result([Violation("target.raised", answer.describe()[:3000])], None,
                      {"error": {k: answer.error[k] for k in ("type", "message")}})
    return Result([], None, {"value": _wire(answer.result)} if answer.ok else None)


def timed(worker: Worker, text: str, baseline: float) -> Result:
    """time: the whole document parses within the size-scaled budget of the time property
    (targets/properties.py time_budget)."""
    from targets.properties import TIME_FLOOR, TIME_FLOOR_FACTOR

    out = worker.loads([text])
    problems = [v for v in _failed(out, "loads") if v.check != "target.raised"]
    budget = time_budget(len(text), max(TIME_FLOOR, TIME_FLOOR_FACTOR * baseline))
    if out.cost > budget:
        problems.append(Violation("time.slow", f"loads of {len(text)} chars took "
                                               f"{out.cost:.2f} s, budget {budget:.2f} s"))
    return Result(problems, None, {"loads": out.cost, "budget": budget, "baseline": baseline})
