"""The taxonomy of failures: *how* an outcome differs from the expected one, finer than a check.

A signature is `check:kind`, for example `calls.count:call-lost`, `calls.arguments:string-stripped`,
`content.truncated:suffix-lost`, `target.raised:ValueError@pkg.module.func`.  It is computed
from what a corpus case stores (property, checks, expected, observed), so a known failure's
signatures come from its cases and a live example is classified by the same function: a
violation is known only when its signature is one a known failure of that target × property
shows (targets/verdict.py).  Checks that are already fine enough (protocol, prefix, history,
time) are their own signature, `check:-`.

Severity follows from the signature by one rule (`severity`), stated there.
"""

from __future__ import annotations

import ast
import html
import json
import re
from collections.abc import Iterable
from typing import Any

from targets.canonical import Message, loads, strict_equal

#: The kind of a signature whose check needs no finer classification.
WHOLE = "-"
#: The kind of a `target.raised` signature whose exception is not known (a corpus case recorded
#: before cases stored their signatures): it matches any exception of that target × property
#: until the case is re-recorded (`python -m targets.signatures --backfill`).
ANY_RAISER = "?"

SEVERITIES = ("critical", "high", "medium", "low")

#: Kinds by severity (the rule of DESIGN.md "Defect"):
#: critical — another tool, or other arguments, would execute: a call named from inside the
#:   arguments, a nested object taken as a call, injected keys, a value that means something
#:   else (changed, typed from a string, stringified).
#: high — a call or its arguments lost, arguments that are not JSON, an exception, a crash or
#:   a hang, a stream whose deltas do not add up to JSON.
#: medium — content lost or changed, reasoning and content mixed, the stream protocol's
#:   bookkeeping, partial-JSON values, histories a sanitizer changes; and any call-level
#:   disagreement of streaming with the whole parse (property `split`) that is not critical.
#: low — whitespace-only differences, an equal number spelled differently, growth (the
#:   growth families are floods of one unit), slow but answered.
_CRITICAL = {"name-from-arguments", "name-changed", "nested-call-taken", "call-invented",
             "arguments-of-another-call", "value-nulled",
             "key-injected", "string-changed", "number-changed", "type-changed",
             "string-typed", "value-stringified", "value-changed", "name-of-another-call"}
_HIGH = {"call-lost", "calls-merged", "call-duplicated", "call-from-text", "name-lost",
         "name-truncated", "name-respelled", "key-lost", "string-truncated",
         "arguments-truncated", "arguments-empty", "arguments-not-json",
         "arguments-non-finite-number", "arguments-control-character", "arguments-overrun",
         "arguments-python-literal", "string-escapes-changed", "list-changed",
         "reference-not-json"}
_LOW = {"whitespace-only", "number-respelled"}
#: The off-template oracle of a text the format cannot write unambiguously (its own marker as
#: data where nothing escapes it: targets/offtemplate.py `consistency`).  No reading of such a
#: text is right, so a value or call that differs between the whole parse and the stream is a
#: disagreement, not data lost or changed: like a `split` disagreement it is at most medium.
#: What the oracle owes outright stays as severe as anywhere: nothing raises, crashes or
#: hangs, and arguments stay JSON (the high kinds in _INVALID_ARGUMENTS).
CONSISTENCY = "consistency"
#: The unoffered oracle of a target that does not declare `unoffered-dropped`: it owes the same
#: handling whole and streamed, so its calls are compared stream against whole parse.  A call
#: one mode returns and the other drops was written by the model, not made up by the parser:
#: rated as a split disagreement, and at most high (the library's own rule, dropping the call
#: in one mode, is skipped in the other).  `oracle_of` tells it from the declared one.
UNOFFERED_CONSISTENT = "unoffered-consistent"
#: The trait of a target whose library promises to drop calls to tools the request does not
#: offer (targets/offtemplate.py judges it exactly, not by consistency).
UNOFFERED_DROPPED = "unoffered-dropped"
_INVALID_ARGUMENTS = {"arguments-not-json", "arguments-non-finite-number",
                      "arguments-control-character", "arguments-overrun",
                      "arguments-python-literal", "reference-not-json"}


def severity(signature: str, prop: str = "", oracle: str = "") -> str:
    """critical, high, medium or low, by the rule above; `oracle` is the off-template oracle
    the case was judged by, when it names one (CONSISTENCY caps a disagreement at medium)."""
    if oracle == UNOFFERED_CONSISTENT:
        return max(_severity(signature, "split"), "high", key=rank)
    level = _severity(signature, prop)
    check, _, kind = signature.partition(":")
    if (oracle == CONSISTENCY and rank(level) < rank("medium")
            and check.split(".")[0] in ("calls", "content", "reasoning")
            and kind not in _INVALID_ARGUMENTS):
        return "medium"
    return level


def _severity(signature: str, prop: str) -> str:
    check, _, kind = signature.partition(":")
    if check in ("target.raised", "target.crash", "target.hang", "protocol.arguments-invalid",
                 "prefix.raised", "history.lost-message") or check.startswith("history.rejected"):
        return "high"
    if check in ("time.growth", "time.stream-growth", "time.slow", "history.not-idempotent"):
        return "low"
    if kind in _LOW:
        return "low"
    if kind in _CRITICAL:
        return "critical"
    if kind in _HIGH:
        return "medium" if prop == "split" else "high"
    if check.startswith("calls.") and prop != "split":
        return "high"
    return "medium"


def rank(level: str) -> int:
    return SEVERITIES.index(level)


# --- classification ---------------------------------------------------------------------------

def classify(prop: str, checks: Iterable[str], expected: Any, observed: Any,
             traits: tuple = (), details: Iterable[tuple[str, str]] = ()) -> frozenset[str]:
    """The signatures of an outcome: for each violated check, how observed differs from
    expected there.  `traits` are the declared normalisations the roundtrip oracle applied;
    `details` are (check, violation text) pairs of a live result (an exception's type and the
    function that raised it are read from them)."""
    checks = set(checks)
    found: set[str] = set()
    for want, got in _pairs(prop, expected, observed, traits):
        found |= _message_signatures(want, got)
    if prop in ("malformed", "truncated"):
        # a cut reply's arguments are judged as malformed judges them (targets/properties.py
        # truncated_of), on the same {parse, stream} outcome
        found |= _malformed_signatures(observed)
    out = {s for s in found if s.partition(":")[0] in checks}
    covered = {s.partition(":")[0] for s in out}
    if any(s.startswith("calls.count:") for s in out):
        # pairs shifted by a call lost or added: the count's consequence, not a finding of its own
        out |= {f"{c}:{SHIFTED}" for c in ("calls.name", "calls.arguments") if c in checks - covered}
        covered = {s.partition(":")[0] for s in out}
    raisers = {raiser_of(text) for check, text in details if check == "target.raised"}
    for check in sorted(checks - covered):
        if check == "target.raised":
            out |= {f"target.raised:{r}" for r in raisers} or {f"target.raised:{ANY_RAISER}"}
        else:
            out.add(f"{check}:{WHOLE}")
    return frozenset(out)


#: The kind of a name or arguments difference that only the shifted pairs of a call lost or
#: added make (compare_messages pairs calls by position): it follows from the calls.count
#: signature beside it, which alone decides whether the example is known.
SHIFTED = "shifted"

#: The kind of a known failure's signature whose corpus case cannot be read (an entry
#: registered at run time, a case not in this corpus): any kind of its check matches.
ANY_KIND = "*"


def matches(signature: str, known: Iterable[str]) -> bool:
    """Whether a live signature is one of the known ones (an unknown raiser, or an entry's
    check whose cases cannot be read, matches any kind)."""
    known = set(known)
    if signature in known:
        return True
    check, _, kind = signature.partition(":")
    if kind == SHIFTED:
        return True
    if check in _TEXT_CHECKS and kind in _DEGENERATE:
        field = check.partition(".")[0]
        if any(k.partition(":")[0].partition(".")[0] == field
               and k.partition(":")[2] in _DEGENERATE[kind] for k in known):
            return True
    return f"{check}:{ANY_KIND}" in known or (
        check == "target.raised" and f"target.raised:{ANY_RAISER}" in known)


_TEXT_CHECKS = {"content", "content.dropped", "content.truncated", "reasoning"}
#: A text lost whole is the limit of a text losing its end or its beginning: the minimal input
#: of a parser that holds back a possible marker at the end of the stream loses everything
#: ("```"), a longer one only its end ("0```").  Both are one finding, so each matches the other
#: (whatever the check id the emptiness gave it: content.dropped or content.truncated).
#: More generally a parser that deletes text deletes it wherever the input puts it: vLLM's and
#: SGLang's DeepSeek V3 streaming deletes every code fence from a delta, so ```` ```0 ```` loses
#: its beginning and ```` 0```0 ```` its middle.  The kinds of a text loss name where it was;
#: they are one finding for matching (the whitespace-only, added and changed kinds are not).
_LOSSES = {"lost", "suffix-lost", "prefix-lost", "middle-lost", "middle-kept"}
_DEGENERATE = {kind: _LOSSES - {kind} for kind in _LOSSES}
#: Whitespace-only differences are one finding whichever content check the emptiness of one
#: side gave them (content.blank, content.truncated, content).
_DEGENERATE["whitespace-only"] = {"whitespace-only"}


def _pairs(prop: str, expected: Any, observed: Any, traits: tuple) -> list[tuple[Message, Message]]:
    """The (expected, observed) messages the property compared, normalised as it did."""
    from targets.traits import normalise

    def msg(value: Any) -> Message | None:
        return Message.from_json(value) if isinstance(value, dict) and (
            "calls" in value or "content" in value) else None

    if isinstance(expected, dict) and expected.get("oracle") == "text":
        # an off-template text-after example (targets/offtemplate.py text_oracle): its calls
        # are compared exactly in each mode, its prose by offtemplate.text-* checks
        want = msg(expected.get("message"))
        if want is None or not isinstance(observed, dict):
            return []
        modes = [observed.get("parse")] + list(observed.get("stream") or [])
        return [(Message(calls=want.calls), Message(calls=got.calls))
                for got in map(msg, modes) if got is not None]
    if isinstance(expected, dict) and expected.get("oracle") == "roundtrip":
        # an off-template example judged as a faithful rendering (targets/offtemplate.py
        # roundtrip_oracle): roundtrip's pair (the whole parse against the calls written),
        # then split's (each stream against the whole parse); protocol has no pairs
        want = msg(expected.get("message"))
        parts = observed if isinstance(observed, list) else []
        whole = msg(parts[0]) if parts else None
        if want is None or whole is None:
            return []
        streams = parts[1] if len(parts) > 1 and isinstance(parts[1], list) else []
        return [normalise(tuple(traits), want, whole)] + [
            normalise((), whole, got) for got in map(msg, streams) if got is not None]
    if oracle_of(expected, traits) in (CONSISTENCY, UNOFFERED_CONSISTENT):
        # the consistency oracles (targets/offtemplate.py): each stream against the whole parse
        whole = msg(observed.get("parse")) if isinstance(observed, dict) else None
        if whole is None:
            return []
        return [normalise((), whole, got) for got in map(msg, observed.get("stream") or [])
                if got is not None]
    if isinstance(expected, dict) and expected.get("oracle") == "plaintext":
        # an off-template bracket-text example: the plaintext property's pairs (each mode
        # against the text)
        expected, prop = expected.get("message"), "plaintext"
    want = msg(expected)
    if want is None:
        return []
    if prop == "roundtrip":
        got = msg(observed)
        return [normalise(tuple(traits), want, got)] if got else []
    streams: list[Any] = []
    if prop == "split" and isinstance(observed, list):
        streams = observed
    elif prop == "plaintext" and isinstance(observed, dict):
        streams = [observed.get("parse")] + list(observed.get("stream") or [])
    pairs = []
    for value in streams:
        got = msg(value)
        if got is not None:
            pairs.append(normalise((), want, got))
    return pairs


def _message_signatures(want: Message, got: Message) -> set[str]:
    """What compare_messages would flag, with how: one signature per difference."""
    out: set[str] = set()
    if want.content != got.content:
        check = _content_check(want.content, got.content)
        out.add(f"{check}:{text_kind(want.content, got.content, got.reasoning, len(got.calls) > len(want.calls))}")
    if want.reasoning != got.reasoning:
        out.add(f"reasoning:{text_kind(want.reasoning, got.reasoning, got.content)}")
    if len(want.calls) != len(got.calls):
        out.add(f"calls.count:{count_kind(want, got)}")
    if len(want.calls) == len(got.calls):
        for i, (w, g) in enumerate(zip(want.calls, got.calls)):
            if w.name != g.name:
                # nothing taken out of the arguments: they came back whole, or (another of
                # their values changed) the name still stands in them where it stood
                wv, gv = _value(w.arguments), _value(g.arguments)
                kept = strict_equal(wv, gv) or (_holds(wv, g.name) and _holds(gv, g.name))
                out.add(f"calls.name:{name_kind(w.name, g.name, want, i, kept)}")
            others = tuple(c.arguments for j, c in enumerate(want.calls)
                           if j != i and c.name != w.name)
            out |= _argument_signatures(w.arguments, g.arguments, others)
        return out
    # A call lost or added shifts the pairs compare_messages makes: calls that came back
    # exactly are taken out first, and the arguments of the rest are classified between calls
    # of the same name, in order; a name's difference is the count's.
    wants, rest = list(want.calls), list(got.calls)
    for w in list(wants):
        same = next((c for c in rest if c.name == w.name and c.arguments == w.arguments), None)
        if same is not None:
            wants.remove(w)
            rest.remove(same)
    paired = []
    for w in wants:
        g = next((c for c in rest if c.name == w.name), None)
        if g is not None:
            rest = rest[rest.index(g) + 1:]
            paired.append(g)
            others = tuple(c.arguments for c in want.calls if c is not w and c.name != w.name)
            out |= _argument_signatures(w.arguments, g.arguments, others)
    for g in got.calls:  # a call of no expected name whose arguments are not JSON
        if all(g is not p for p in paired) and _value(g.arguments) is None \
                and (g.arguments or "").strip() != "null":
            kinds = [invalid_kind(g.arguments, c.arguments) for c in want.calls] or [
                invalid_kind(g.arguments)]
            out.add("calls.arguments-invalid:" + next(
                (k for k in kinds if k in ("arguments-overrun", "arguments-truncated")), kinds[0]))
    return out


def _content_check(want: str | None, got: str | None) -> str:
    from targets.checks import _content_check as check

    return check(want, got)


def text_kind(want: str | None, got: str | None, elsewhere: str | None = None,
              called: bool = False) -> str:
    """How a text (content or reasoning) differs."""
    w, g = want or "", got or ""
    if w.strip() == g.strip():
        return "whitespace-only"
    if not g:
        if elsewhere and w.strip() and w.strip() in elsewhere:
            return "moved-to-other-channel"
        return "taken-as-call" if called else "lost"
    if not w.strip():  # only whitespace expected: whatever else came is added text
        return "marker-leaked" if _markup(g) else "text-added"
    if w.startswith(g):
        return "whitespace-only" if not w[len(g):].strip() else "suffix-lost"
    if w.endswith(g):
        return "prefix-lost"
    if g.startswith(w) or g.endswith(w) or w in g:
        extra = g.replace(w, "", 1)
        if not extra.strip():
            return "whitespace-only"
        return "marker-leaked" if _markup(extra) else "text-added"
    if g in w:
        return "middle-kept"  # both ends lost
    if len(g) < len(w) and _subsequence(g, w):
        return "middle-lost"  # stretches inside the text taken out
    if (w.strip(), g.strip()) != (w, g) and g.strip():
        inner = text_kind(w.strip(), g.strip())  # a loss behind a whitespace difference
        if inner in _LOSSES:
            return inner
    return "changed"


def _subsequence(short: str, long: str) -> bool:
    it = iter(long)
    return all(ch in it for ch in short)


def _markup(text: str) -> bool:
    return bool(re.search(r"<[|/]?[\w|▁｜]+|[<\[]\|?\w*\|?[>\]]|\[TOOL|<｜|\{\"name\"", text))


def count_kind(want: Message, got: Message) -> str:
    """How the number of calls differs."""
    wanted = [(c.name, _value(c.arguments)) for c in want.calls]
    if len(got.calls) < len(want.calls):
        keys = [set(a) for _, a in wanted if isinstance(a, dict) and a]
        for c in got.calls:
            args = _value(c.arguments)
            if not isinstance(args, dict) or any(
                    c.name == n and strict_equal(args, a) for n, a in wanted):
                continue  # a call that came back as it was is not a merge
            held = [k for k in keys if k <= args.keys()]
            if any(a | b > a and a | b > b and a | b <= args.keys()
                   for i, a in enumerate(held) for b in held[i + 1:]):
                return "calls-merged"  # holds the keys of two calls that differ
        return "call-lost"
    extra = list(got.calls)
    for name, args in wanted:  # take away the calls that were expected
        for c in extra:
            if c.name == name and strict_equal(_value(c.arguments), args):
                extra.remove(c)
                break
    inside = [a for _, a in wanted]
    for c in extra:
        if any(_holds(a, c.name) or _holds(a, _value(c.arguments), nested_only=True) for a in inside):
            return "nested-call-taken"
    if extra and all(any(c.name == n for n, _ in wanted) for c in extra):
        return "call-duplicated"
    if not want.calls:
        return "call-from-text"
    return "call-invented"


def name_kind(want: str, got: str, message: Message, index: int,
              arguments_kept: bool = False) -> str:
    """How a call's name differs.  A name that is the expected one respelled (case, `_`, `-`)
    while the call's arguments came back whole was respelled, even when the respelling
    happens to equal a key or value of the arguments (`A` lowercased to `a` beside
    `{"city": "a"}`): nothing was taken out of them.  The caller also counts them kept when
    another of their values changed but the name still stands in them (`a` beside
    `{"a": 1, "n": 2**64}` read back as `{"a": 1, "n": 1.8e19}`)."""
    if not got:
        return "name-lost"
    if arguments_kept and _fold(want) == _fold(got):
        return "name-respelled"
    if any(_holds(_value(c.arguments), got) for c in message.calls):
        return "name-from-arguments"
    if any(c.name == got for j, c in enumerate(message.calls) if j != index):
        return "name-of-another-call"
    if want.startswith(got) or want.endswith(got):
        return "name-truncated"
    if _fold(want) == _fold(got):
        return "name-respelled"
    return "name-changed"


def _fold(name: str) -> str:
    return re.sub(r"[^0-9a-z]", "", name.lower())


def _value(arguments: str | None) -> Any:
    try:
        return loads(arguments or "")
    except ValueError:
        return None


def _holds(value: Any, needle: Any, nested_only: bool = False) -> bool:
    """Whether `needle` (a string: as a key or string value; else: as a nested value) is
    inside `value`."""
    if isinstance(needle, str) and not nested_only:
        if isinstance(value, str):
            return value == needle
        if isinstance(value, dict):
            return any(k == needle or _holds(v, needle) for k, v in value.items())
        if isinstance(value, list):
            return any(_holds(v, needle) for v in value)
        return False
    if needle in (None, {}, []) or isinstance(needle, str):
        return False
    children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    return any(strict_equal(v, needle) or _holds(v, needle, nested_only=True) for v in children)


def _argument_signatures(want: str, got: str, others: tuple[str, ...] = ()) -> set[str]:
    """How a call's arguments differ from the expected call's (`others`: the arguments of the
    turn's calls of other tools, which a parser may have read instead; between two calls of
    one tool the values' own change says more)."""
    value = _value(got)
    if value is None and (got or "").strip() != "null":
        kinds = [invalid_kind(got, w) for w in (want, *others)]
        kind = next((k for k in kinds if k in ("arguments-overrun", "arguments-truncated")),
                    kinds[0])
        return {f"calls.arguments-invalid:{kind}"}
    if not isinstance(value, dict):
        return {f"calls.arguments-not-object:{type(value).__name__}"}
    expected = _value(want)
    if expected is None and (want or "").strip() != "null":
        # the reference (the whole parse, against which split and the consistency oracle
        # compare each stream) is itself not JSON: the modes disagree because one of them
        # broke the arguments, which that mode's own arguments-invalid finding names
        return {"calls.arguments:reference-not-json"}
    if strict_equal(expected, value):
        return set()
    if any(strict_equal(_value(o), value) for o in others):
        return {"calls.arguments:arguments-of-another-call"}
    return {f"calls.arguments:{k}" for k in value_kinds(expected, value)}


def invalid_kind(got: str | None, want: str | None = None) -> str:
    """Why arguments are not JSON."""
    g = (got or "").strip()
    if not g:
        return "arguments-empty"
    if want is not None and want.startswith(g):
        return "arguments-truncated"
    if want is not None and want.strip() and g.startswith(want.strip()):
        return "arguments-overrun"  # the arguments run on into what follows the call
    if re.search(r"(?<![\w\"])(NaN|-?Infinity)(?![\w\"])", g):
        return "arguments-non-finite-number"
    if re.search(r"'|\b(True|False|None)\b", g):
        try:
            ast.literal_eval(g)
            return "arguments-python-literal"
        except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
            pass
    if re.search(r"[\x00-\x1f]", g.strip()):
        return "arguments-control-character"
    return "arguments-not-json"


def value_kinds(want: Any, got: Any) -> set[str]:
    """How two JSON values differ, leaf by leaf."""
    if strict_equal(want, got):
        return set()
    if isinstance(want, dict) and isinstance(got, dict):
        out: set[str] = set()
        if want.keys() - got.keys():
            out.add("key-lost")
        if got.keys() - want.keys():
            out.add("key-injected")
        for k in want.keys() & got.keys():
            out |= value_kinds(want[k], got[k])
        return out
    if isinstance(want, list) and isinstance(got, list):
        if len(want) != len(got):
            return {"list-changed"}
        return set().union(*(value_kinds(w, g) for w, g in zip(want, got)))
    return {leaf_kind(want, got)}


def _number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def leaf_kind(want: Any, got: Any) -> str:
    """How one JSON value became another."""
    if isinstance(want, str) and isinstance(got, str):
        if got == want.strip():
            return "whitespace-only" if not want.strip() else "string-stripped"
        if want.startswith(got):
            # `a &amp;` read back as `a &` is a prefix, but an entity decoded, not a cut
            return "string-changed" if html.unescape(want) == got else "string-truncated"
        try:
            if json.loads(f'"{want}"') == got or json.loads(f'"{got}"') == want:
                return "string-escapes-changed"
        except ValueError:
            pass
        return "string-changed"
    if _number(want) and _number(got):
        return "number-respelled" if want == got else "number-changed"
    if got is None:
        return "value-nulled"  # whatever it was, null came back
    if isinstance(want, str) and not isinstance(got, str):
        return "string-typed"  # "1" → 1, "true" → true
    if isinstance(got, str) and not isinstance(want, str):
        return "value-stringified"
    if type(want) is not type(got):
        return "type-changed"
    return "value-changed"


def _malformed_signatures(observed: Any) -> set[str]:
    """The malformed property has no expected message: arguments that are not a JSON object
    (streamed ones that some continuation would make one are not flagged)."""
    from targets.json_prefix import is_unfinished_object

    out: set[str] = set()
    if not isinstance(observed, dict):
        return out
    for text in observed.get("violations") or ():  # cases recorded with violation texts only
        out |= _from_violation_text(str(text))
    modes = [("parse", observed.get("parse"))] + [("stream", m) for m in observed.get("stream") or []]
    for mode, value in modes:
        if not isinstance(value, dict):
            continue
        for call in Message.from_json(value).calls:
            args = _value(call.arguments)
            if args is None and (call.arguments or "").strip() != "null":
                if mode == "stream" and is_unfinished_object(call.arguments):
                    continue
                out.add(f"calls.arguments-invalid:{invalid_kind(call.arguments)}")
            elif not isinstance(args, dict):
                out.add(f"calls.arguments-not-object:{type(args).__name__}")
    return out


_ARGS_IN_TEXT = re.compile(r"call \d+ \(.*?\): ('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\")")


def _from_violation_text(text: str) -> set[str]:
    """A malformed violation's signature read back from its text (older cases kept only that)."""
    check = text[1:text.index("]")] if text.startswith("[") and "]" in text else ""
    found = _ARGS_IN_TEXT.search(text)
    if not found or check not in ("calls.arguments-invalid", "calls.arguments-not-object"):
        return set()
    try:
        arguments = ast.literal_eval(found.group(1))
    except (ValueError, SyntaxError):
        return set()
    if check == "calls.arguments-invalid":
        return {f"{check}:{invalid_kind(arguments)}"}
    return {f"{check}:{type(_value(arguments)).__name__}"}


# --- exceptions ---------------------------------------------------------------------------------

_FRAME = re.compile(r'File "([^"]+)", line \d+, in (\S+)')
_RAISED = re.compile(r"raised ([\w.]+):")


def raiser_of(detail: str) -> str:
    """`Type@module.function` of an exception's violation text: the innermost frame of the
    library (not of toolfuzz's adapter, not of the standard library when a library frame is
    there)."""
    kind = _RAISED.search(detail)
    name = kind.group(1).rsplit(".", 1)[-1] if kind else "Exception"
    frames = [(f, fn) for f, fn in _FRAME.findall(detail) if "/targets/" not in f
              and not f.endswith(("worker.py",))]
    library = [x for x in frames if "site-packages" in x[0]]
    chosen = (library or frames or [("", "?")])[-1]
    return f"{name}@{_module(chosen[0])}{chosen[1]}"


def _module(path: str) -> str:
    if not path:
        return ""
    for marker in ("site-packages/", "dist-packages/"):
        if marker in path:
            path = path.split(marker, 1)[1]
            break
    else:
        path = re.sub(r"^.*/lib/python\d+\.\d+/", "", path)
    path = re.sub(r"(/__init__)?\.py$", "", path)
    return path.replace("/", ".") + "."


def of_result(prop: str, result: Any, traits: tuple = ()) -> frozenset[str]:
    """The signatures of a live Result."""
    return classify(prop, result.checks, result.expected, result.observed, traits,
                    [(v.check, v.detail) for v in result.violations])


def oracle_of(expected: Any, traits: tuple) -> str:
    """The oracle a result was judged by, for its severity: the off-template oracle its
    expected value names, UNOFFERED_CONSISTENT for the unoffered oracle of a target that
    declares no drop, '' for the other properties."""
    oracle = expected.get("oracle", "") if isinstance(expected, dict) else ""
    if oracle == "unoffered" and not any(getattr(t, "id", "") == UNOFFERED_DROPPED
                                         for t in traits):
        return UNOFFERED_CONSISTENT
    return oracle


def traits_of(case_format: str, target: str, prop: str) -> tuple:
    """The traits the roundtrip oracle applies for a target: on roundtrip, and on an
    off-template variant, whose roundtrip oracle (targets/offtemplate.py) applies the same
    ones; none elsewhere.  Without them a difference only a trait explains is unclassifiable
    (`check:*`, which matches any kind of its check)."""
    from targets.properties import OFFTEMPLATE_PROPERTIES

    if prop != "roundtrip" and prop not in OFFTEMPLATE_PROPERTIES:
        return ()
    try:
        from strategies.formats import get as get_format
        from targets import registry

        return get_format(case_format).traits + registry.get(target).traits
    except Exception:  # an unregistered target: no normalisation beyond the universal one
        return ()


def of_case(case: Any) -> frozenset[str]:
    """The signatures a corpus case shows: computed from its stored outcome, with the
    exceptions it stored (`signatures`) when it has them."""
    stored = frozenset(getattr(case, "signatures", None) or ())
    found = classify(case.property, case.checks, case.expected, case.observed,
                     traits_of(case.format, case.target, case.property))
    raised = {s for s in stored if s.startswith("target.raised:")}
    if raised:
        found = frozenset({s for s in found if not s.startswith("target.raised:")} | raised)
    # A check that has kinds but whose kind the stored outcome cannot tell (a case recorded
    # without its expected message): any kind of it, until the case is recorded again.
    return frozenset(f"{s.partition(':')[0]}:{ANY_KIND}"
                     if s.endswith(f":{WHOLE}") and s.startswith(_FINE) else s for s in found)


#: The checks the taxonomy has kinds for.
_FINE = ("content", "calls.", "reasoning")


# --- recording the exceptions of older cases ----------------------------------------------------

def backfill(paths: list[Any]) -> int:
    """Replay cases that fail with an exception and store their signatures in them (older
    cases kept no traceback, so their raiser reads `?`).  Returns how many were rewritten."""
    from targets import corpus, registry
    from targets.client import Worker, shutdown_all
    from targets.replay import replay

    workers: dict[str, Any] = {}
    done = 0
    try:
        for path in paths:
            case = corpus.load(path)
            if "target.raised" not in case.checks or any(
                    s.startswith("target.raised:") and not s.endswith(f":{ANY_RAISER}")
                    for s in case.signatures):
                continue
            spec = registry.get(case.target)
            if not registry.installed(spec):
                print(f"{path.name}: environment of {spec.id} not installed, skipped")
                continue
            worker = workers.setdefault(spec.id, Worker(spec))
            try:
                result = replay(case, worker)
            except Exception as exc:  # a worker that cannot start: say so, go on
                print(f"{path.name}: not replayed ({str(exc).splitlines()[0]})")
                continue
            shown = of_result(case.property, result, traits_of(case.format, case.target,
                                                               case.property))
            if result.checks != sorted(case.checks):
                print(f"{path.name}: fails differently now ({result.checks}), left as it is")
                continue
            case.signatures = sorted(shown)
            corpus.rewrite(path, case)
            done += 1
            print(f"{path.name}: {', '.join(s for s in case.signatures if s.startswith('target.raised'))}")
    finally:
        shutdown_all()
    return done


def main(argv: list[str]) -> int:
    """python -m targets.signatures [--backfill] [case.json …]: print each case's signatures
    (every case of corpus/ when none is named); --backfill records the exceptions of cases
    that fail with one."""
    from pathlib import Path

    from targets import corpus

    fill = "--backfill" in argv
    paths = [Path(a) for a in argv if a != "--backfill"] or [p for p, _ in corpus.all_cases()]
    if fill:
        print(f"{backfill(paths)} cases now record their exception's type and raising function")
        return 0
    for path in paths:
        print(f"{path.name}: {', '.join(sorted(of_case(corpus.load(path))))}")
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
