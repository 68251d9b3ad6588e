"""Whether a reproduction snippet's printed output shows what its corpus case recorded.

A case exists because what the target did (`observed`) differs from what it should have done;
a snippet shows the defect when what it prints agrees with that recorded observation.  Each
template prints in its own shape, read here:

- `whole: content=… [reasoning=…] calls=[(name, arguments), …]` and one
  `streamed N deltas: …` line per chunking (streamed calls as {index: call} when their indices
  do not run 0, 1, 2…) (vLLM, SGLang, transformers, mlx-lm, kani: kani
  prints the whole reply's `text` and the streamed `shown` text, where no text is '');
- `call: 'name' {json}` lines (agent-tool-parser, selectools; `no call`);
- `<status> {json message}` (mistral-common's detokenize route);
- `'<text>' -> <repr>` / `-> raised <Type>` per text (partial-JSON libraries);
- `<mode>: <s> s for <n> characters` for a time case (targets/snippets/growth.py);
- an exception that ends the snippet, as the driver records it (type and message).

Calls are compared by name and by arguments parsed as JSON with numbers as spelled (the raw
string when not JSON); content and reasoning as printed.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Any

from targets.corpus import Case

_WHOLE = re.compile(r"^whole:\s+(.*)$")
_STREAMED = re.compile(r"^streamed (\d+) deltas: (.*)$")
_TIMING = re.compile(r"^(whole|streamed|streamed one token per delta):\s+\d+\.\d+ s for \d+ "
                     r"characters")
_KEYS = ("shown", "text", "content", "reasoning", "calls")
#: kani's ChatMessage.text and the streamed text it shows are '' where a reply has no text
_EMPTY_IS_NONE = {"text", "shown"}


def _fields(line: str) -> dict[str, Any] | None:
    """`key=repr key=repr …` (keys of _KEYS), each repr read back; None if unreadable."""
    positions = [(m.start(1), m.group(1))
                 for m in re.finditer(r"(?:^| )(%s)=" % "|".join(_KEYS), line)]

    def read(i: int) -> dict[str, Any] | None:
        pos, key = positions[i]
        start = pos + len(key) + 1
        for j in range(i + 1, len(positions)):
            try:
                value = ast.literal_eval(line[start:positions[j][0]].strip())
            except (ValueError, SyntaxError):
                continue
            rest = read(j)
            if rest is not None:
                return {key: value, **rest}
        try:
            return {key: ast.literal_eval(line[start:].strip())}
        except (ValueError, SyntaxError):
            return None

    return read(0) if positions else None


def _arguments(text: Any) -> Any:
    """Arguments as JSON, each number kept as spelled (`1.0` is not `1`: a respelled number is
    a finding), or the raw string when not JSON."""
    if not isinstance(text, str):
        return ("not a string", text)
    try:
        return json.loads(text, parse_float=lambda s: ("number", s),
                          parse_int=lambda s: ("number", s),
                          parse_constant=lambda s: ("constant", s))
    except ValueError:
        return ("raw", text)


def _same_name(printed: str, recorded: str | None, streamed: bool) -> bool:
    """A stream's printed name is every name delta added up, as a client adds them; toolfuzz's
    reconstruction keeps the first (a name sent again is the protocol property's finding), so
    a streamed name sent k times is printed k times over."""
    if printed == recorded:
        return True
    return bool(streamed and recorded and len(printed) % len(recorded) == 0
                and printed == recorded * (len(printed) // len(recorded)))


def _same_calls(printed: list, recorded: list[dict], streamed: bool = False) -> bool:
    return len(printed) == len(recorded) and all(
        _same_name(name, want.get("name"), streamed)
        and _arguments(args) == _arguments(want.get("arguments"))
        for (name, args), want in zip(printed, recorded))


def _printed_message(fields: dict[str, Any]) -> dict[str, Any]:
    calls = fields.get("calls") or []
    if isinstance(calls, dict):  # streamed calls whose indices do not run 0, 1, 2…
        message: dict[str, Any] = {"calls": [tuple(calls[k]) for k in sorted(calls)],
                                   "indices": sorted(calls)}
    else:
        message = {"calls": [tuple(c) for c in calls], "indices": list(range(len(calls)))}
    for key in ("shown", "text", "content"):
        if key in fields:
            value = fields[key]
            message["content"] = None if key in _EMPTY_IS_NONE and value == "" else value
            if key == "shown":
                break
    if "reasoning" in fields:
        message["reasoning"] = fields["reasoning"]
    return message


def _differs(printed: dict[str, Any], recorded: dict[str, Any],
             streamed: bool = False) -> str | None:
    """Where the printed message differs from the recorded one (None when it agrees)."""
    if not _same_calls(printed["calls"], recorded.get("calls") or [], streamed):
        return (f"calls {printed['calls']!r}, recorded "
                f"{[(c.get('name'), c.get('arguments')) for c in recorded.get('calls') or []]!r}")
    if "indices" in recorded and recorded["indices"] != printed.get("indices"):
        return f"call indices {printed.get('indices')!r}, recorded {recorded['indices']!r}"
    for key in ("content", "reasoning"):
        if streamed and not printed.get(key) and not recorded.get(key):
            continue  # a snippet joins a stream's text deltas as `text or None`: '' prints None
        if key in printed and printed[key] != recorded.get(key):
            return f"{key} {printed[key]!r}, recorded {recorded.get(key)!r}"
    return None


def _messages(stdout: str) -> tuple[dict[str, Any] | None, list[dict[str, Any]]]:
    whole, streams = None, []
    for line in stdout.splitlines():
        if m := _WHOLE.match(line):
            fields = _fields(m.group(1))
            whole = _printed_message(fields) if fields else whole
        elif m := _STREAMED.match(line):
            fields = _fields(m.group(2))
            if fields:
                streams.append(_printed_message(fields))
    return whole, streams


def _raised(case: Case) -> str | None:
    """The exception type the case recorded, if it is an exception finding."""
    for signature in case.signatures:
        if signature.startswith("target.raised:"):
            return signature.split(":", 1)[1].split("@", 1)[0]
    observed = case.observed
    if isinstance(observed, dict) and isinstance(observed.get("error"), dict):
        return str(observed["error"].get("type", "")).rsplit(".", 1)[-1] or None
    return None


def _recorded_call(violation: str) -> tuple[str, int, str, str] | None:
    """(location, index, name, arguments) of the call a malformed violation quotes."""
    m = re.search(r"(parse|stream), call (\d+) \(('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\")\): "
                  r"('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\")", violation)
    if not m:
        return None
    try:
        return m.group(1), int(m.group(2)), ast.literal_eval(m.group(3)), \
            ast.literal_eval(m.group(4))
    except (ValueError, SyntaxError):
        return None


def _flat_calls(stdout: str) -> list[tuple[str, Any]]:
    """`call: 'name' json` lines (agent-tool-parser, selectools)."""
    calls = []
    for line in stdout.splitlines():
        if line.startswith("call: "):
            rest = line[6:]
            for end in range(1, len(rest) + 1):
                if rest[end - 1] in "'\"" and end > 1 and rest[end:end + 1] == " ":
                    try:
                        name = ast.literal_eval(rest[:end])
                    except (ValueError, SyntaxError):
                        continue
                    calls.append((name, rest[end + 1:]))
                    break
    return calls


def _reconstruct(deltas: list[dict]) -> dict[str, Any]:
    """A protocol observation's deltas put together as the templates put them together."""
    content, calls = "", {}
    for delta in deltas:
        content += delta.get("content") or ""
        for call in delta.get("calls") or ():
            name, args = calls.get(call.get("index", 0), ("", ""))
            calls[call.get("index", 0)] = (name + (call.get("name") or ""),
                                           args + (call.get("arguments") or ""))
    return {"content": content or None, "indices": sorted(calls),
            "calls": [{"name": n, "arguments": a} for n, a in (calls[k] for k in sorted(calls))]}


def _agree(printed: list[dict], recorded: list[dict], what: str) -> str | None:
    """Each recorded stream (in chunking order) agrees with the printed one."""
    if len(printed) != len(recorded):
        return f"{len(printed)} streamed lines printed, {len(recorded)} streams recorded"
    for i, (p, r) in enumerate(zip(printed, recorded)):
        if (why := _differs(p, r, streamed=True)) is not None:
            return f"{what} {i}: {why}"
    return None


def shown(case: Case, stdout: str, error: dict[str, Any] | None) -> str | None:
    """None when the snippet's output (`stdout`, and `error`, the exception that ended it as
    {"type", "message"}) shows the outcome `case` recorded; otherwise why it does not.

    Property: an exception finding shows its exception type; a time finding prints a timing per
    size; a finding with a recorded message prints that message, whole or per stream, and a
    malformed finding prints the call its violation quotes."""
    raised = _raised(case)
    if raised == "?" or (raised is None and "target.raised" in case.checks):
        # an exception whose type the case did not keep (a signature `target.raised:?`)
        if error is not None or re.search(r"\braised [A-Za-z_]\w*", stdout):
            return None
        return "recorded an exception, the snippet raises none"
    if "target.hang" in case.checks and "growth" not in (case.expected or {}):
        if re.search(r"still running after [\d.]+ s", stdout) or \
                (error is not None and error.get("type") in ("TimeLimit", "Killed")):
            return None
        return "a hang finding, and every mode answered: " + " | ".join(
            x for x in stdout.splitlines() if x.strip())[:300]
    if raised is not None:
        if error is not None and error.get("type") == raised:
            return None
        if re.search(r"(^|\s)raised %s\b" % re.escape(raised), stdout, re.M):
            return None
        got = f"{error['type']}: {error.get('message', '')[:200]}" if error else "no exception"
        return f"recorded {raised}, the snippet gives {got}"
    if error is not None:
        return f"the snippet raised {error['type']}: {error.get('message', '')[:300]}"
    expected = case.expected if isinstance(case.expected, dict) else {}
    observed = case.observed
    if "growth" in expected:
        # a timing per size, or a size stopped still running (snippets/growth.py: a family
        # recorded hanging at its first size prints no timing)
        if re.search(r": still running after [\d.]+ s for \d+ characters", stdout):
            return None
        return None if any(_TIMING.match(x) for x in stdout.splitlines()) else \
            "a time finding, and no `<mode>: <s> s for <n> characters` line printed"
    if isinstance(observed, dict) and ("history" in observed or "accepted" in observed):
        return _history(stdout, observed)
    if stdout.lstrip().startswith(("200 ", "400 ", "422 ", "500 ")):  # mistral-common's route
        return _route(stdout, observed, expected)
    if " -> " in stdout and isinstance(observed, dict):  # a partial-JSON library
        return _partial(stdout, observed)
    whole, streams = _messages(stdout)
    if whole is None and not streams:
        return _flat(case, stdout, observed)
    if isinstance(observed, dict) and "violations" in observed:
        return _malformed(observed, whole, streams)
    if isinstance(observed, dict) and "calls" in observed:  # roundtrip: the whole parse
        if whole is None:
            return "no `whole:` line printed"
        why = _differs(whole, observed)
        return None if why is None else f"whole: {why}"
    if expected.get("oracle") == "roundtrip" and isinstance(observed, list) and observed:
        # an off-template example judged as a faithful rendering (targets/offtemplate.py):
        # [the whole parse, each stream's message, each stream's deltas]
        if whole is None:
            return "no `whole:` line printed"
        if isinstance(observed[0], dict) and (why := _differs(whole, observed[0])) is not None:
            return f"whole: {why}"
        if len(observed) > 1 and isinstance(observed[1], list) and observed[1]:
            return _agree(streams, observed[1], "stream")
        return None
    if isinstance(observed, list) and observed and isinstance(observed[0], list):  # protocol
        return _agree(streams, [_reconstruct(ds) for ds in observed], "stream")
    if isinstance(observed, list):  # split: the whole parse is `expected`, each stream observed
        if whole is None:
            return "no `whole:` line printed"
        if case.expected is not None and (why := _differs(whole, case.expected)) is not None:
            return f"whole: {why}"
        if (why := _agree(streams, observed, "stream")) is not None:
            return why
        as_recorded = {**whole, "calls": [{"name": n, "arguments": a} for n, a in whole["calls"]]}
        if all(_differs(p, as_recorded) is None for p in streams):
            return "every stream printed agrees with the whole parse printed"
        return None
    if isinstance(observed, dict) and ("parse" in observed or "stream" in observed):
        if "parse" in observed:
            if whole is None:
                return "no `whole:` line printed"
            if (why := _differs(whole, observed["parse"])) is not None:
                return f"whole: {why}"
        if "stream" in observed and observed["stream"]:
            return _agree(streams, observed["stream"], "stream")
        return None
    return f"no reading of a recorded observation of this shape: {str(observed)[:200]}"


def _malformed(observed: dict, whole: dict | None, streams: list[dict]) -> str | None:
    """The call a malformed violation quotes is printed, at its place."""
    for violation in observed["violations"]:
        quoted = _recorded_call(violation)
        if quoted is None:
            return f"cannot read the call the violation quotes: {violation[:200]}"
        location, index, name, arguments = quoted
        # A stream's name is the snippet's concatenation of the name deltas, as a client adds
        # them up; toolfuzz's reconstruction keeps the first name sent (a repeated name is the
        # protocol property's finding), so for a stream only the arguments are compared.
        lines = [whole] if location == "parse" else streams
        if not any(m is not None and index < len(m["calls"])
                   and (location == "stream" or m["calls"][index][0] == name)
                   and m["calls"][index][1] == arguments
                   for m in lines):
            return f"{location}: call {index} ({name!r}, {arguments!r}) not printed"
    return None


def _recorded_whole(observed: Any, expected: Any) -> dict | None:
    """The whole parse a case recorded: its `parse` (or the observation itself) where it is a
    message, or the first of an off-template roundtrip-oracle example's outcomes."""
    if isinstance(observed, dict):
        return observed.get("parse", observed)
    if (isinstance(expected, dict) and expected.get("oracle") == "roundtrip"
            and isinstance(observed, list) and observed and isinstance(observed[0], dict)):
        return observed[0]
    return None


def _flat(case: Case, stdout: str, observed: Any) -> str | None:
    """`call:` lines against the recorded parse."""
    calls = _flat_calls(stdout)
    if not calls and "no call" not in stdout and "path:" not in stdout:
        return "nothing the judge can read was printed"
    if isinstance(observed, dict) and "violations" in observed:
        for violation in observed["violations"]:
            quoted = _recorded_call(violation)
            if quoted is None:
                return f"cannot read the call the violation quotes: {violation[:200]}"
            _, index, name, arguments = quoted
            if not (index < len(calls) and calls[index][0] == name
                    and _arguments(calls[index][1]) == _arguments(arguments)):
                return f"call {index} ({name!r}, {arguments!r}) not printed"
        return None
    recorded = _recorded_whole(observed, case.expected)
    if not isinstance(recorded, dict) or "calls" not in recorded:
        return f"no whole parse recorded to compare the calls with: {str(observed)[:200]}"
    want = recorded.get("calls") or []
    if not _same_calls(calls, want):
        return f"calls {calls!r}, recorded {[(c['name'], c['arguments']) for c in want]!r}"
    return None


def _route(stdout: str, observed: Any, expected: Any) -> str | None:
    """mistral-common's detokenize route: the assistant message it answers."""
    status, _, body = stdout.strip().partition(" ")
    recorded = _recorded_whole(observed, expected)
    if not isinstance(recorded, dict) or "calls" not in recorded:
        return f"no message recorded to compare the route's answer with: {str(observed)[:200]}"
    if status != "200":
        return f"the route answered {status}: {body[:200]}"
    message = json.loads(body)
    printed = {"content": message.get("content"),
               "calls": [(c["function"]["name"], c["function"]["arguments"])
                         for c in message.get("tool_calls") or ()]}
    why = _differs(printed, recorded)
    return None if why is None else f"route: {why}"


def _partial(stdout: str, observed: dict) -> str | None:
    """Each inconsistent prefix the case recorded parses to the recorded answer."""
    answers = {}
    for line in stdout.splitlines():
        text, sep, value = line.partition(" -> ")
        if sep:
            try:
                answers[ast.literal_eval(text)] = ast.literal_eval(value)
            except (ValueError, SyntaxError):
                answers[ast.literal_eval(text)] = value
    for check, found in observed.items():
        if not isinstance(found, dict) or "prefix" not in found:
            continue
        got = answers.get(found["prefix"][-60:])
        if got is None or got != json.loads(found["answer"]):
            return f"{check}: prefix {found['prefix']!r} printed {got!r}, recorded {found['answer']}"
    return None


def _history(stdout: str, observed: dict) -> str | None:
    """A validator's verdict, or a history target's output history, as recorded: LiteLLM's
    `out:` messages as JSON, pydantic-ai's `out:` parts and OpenHands' `sent:` messages in the
    summary their templates print."""
    lines = stdout.splitlines()
    if "accepted" in observed:
        want = "observed: accepted" if observed["accepted"] else "observed: rejected"
        return None if any(x.startswith(want) for x in lines) else f"no `{want}` line printed"
    history = observed["history"]
    if any(x.startswith("sent: ") for x in lines):  # OpenHands
        want = []
        for m in history:
            calls = [(c["id"], c["function"]["name"]) for c in m.get("tool_calls") or []]
            content = m.get("content")
            text = "".join(p["text"] for p in content) if isinstance(content, list) else content
            want.append(" ".join(["sent:", m["role"], m.get("tool_call_id") or "",
                                  str(calls or ""), repr(text)]))
        got = [x for x in lines if x.startswith("sent: ")]
    elif history and isinstance(history[0], dict) and "parts" in history[0] \
            and "kind" in history[0]:  # pydantic-ai's messages
        want = []
        for m in history:
            for part in m["parts"]:
                shown = part.get("tool_name") if part["part_kind"] == "tool-call" \
                    else part.get("content")
                want.append(" ".join(["out:", m["kind"], part["part_kind"],
                                      part.get("tool_call_id") or "", repr(shown)]))
            want.append("out: --")
        got = [x for x in lines if x.startswith("out: ")]
    else:  # LiteLLM: each message out as JSON
        got = []
        for x in lines:
            if x.startswith("out: "):
                try:
                    got.append(json.loads(x[5:]))
                except ValueError:
                    return f"an `out:` line is not JSON: {x[:200]}"
        want = history
    if got != want:
        first = next((i for i, (g, w) in enumerate(zip(got, want)) if g != w),
                     min(len(got), len(want)))
        return (f"history out differs at message {first}: printed "
                f"{got[first] if first < len(got) else 'nothing'!r}, recorded "
                f"{want[first] if first < len(want) else 'nothing'!r}")
    return None
