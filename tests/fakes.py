"""Fake targets for testing the worker and its client.  They run in a worker process like
any adapter; the test process only ever talks to them over the protocol."""

from __future__ import annotations

import ctypes
import json
import os
import re
import signal
import sys
from typing import Any

from targets.canonical import Call, Delta, Message, Tool


class ParseError(ValueError):
    """A fake library's documented error for input it rejects."""


class TruncatedInput(ParseError):
    """A subclass: declaring ParseError covers it."""


class Panic(BaseException):
    """What pyo3 raises for a Rust panic: a BaseException, not an Exception."""


class Echo:
    """Parses nothing: the whole text is content.  Special inputs misbehave on purpose."""

    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        if options.get("fail_to_start"):
            raise RuntimeError("this fake refuses to start")
        self.options = options

    def info(self) -> dict[str, Any]:
        return {"library": "fake", "version": "0"}

    def fuzz_modules(self) -> list[str]:
        """The fakes are their own library: `make fuzz` instruments this module."""
        return [__name__]

    def parse(self, text: str, tools: list[Tool]) -> Message:
        self._misbehave(text)
        return Message(content=text)

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        for c in chunks:
            self._misbehave(c)
        return [Delta(chunk=i, content=c) for i, c in enumerate(chunks)]

    def _misbehave(self, text: str) -> None:
        if text == "raise":
            raise ValueError("fake parser error")
        if text == "reject":
            raise TruncatedInput("input ends inside a message")
        if text == "noise":
            print("library chatter on stdout")  # must not corrupt the protocol
            sys.stdout.flush()
            os.write(1, b"raw bytes on fd 1\n")
        if text.startswith("backtrack"):
            # Catastrophic backtracking inside C regex code: no Python-level interrupt helps.
            re.match(r"(a+)+$", "a" * 64 + "b")
        if text == "sigkill":
            print("fake: about to kill myself", file=sys.stderr, flush=True)
            os.kill(os.getpid(), signal.SIGKILL)
        if text == "segfault":
            ctypes.string_at(0)
        if text == "exit":
            os._exit(7)
        if text == "panic":
            raise Panic("end byte index 100 is not a char boundary")
        if text == "sys.exit":
            sys.exit(0)
        if text.startswith("sleep "):  # waits without spending CPU (blocked, deadlocked)
            import time

            time.sleep(float(text.split()[1]))


class Stopping(Echo):
    """Ends every reply with an end-of-turn token, `<eot>`, as content, unless told the reply
    was cut (ENDS_TURN: the worker passes `cut`)."""

    ENDS_TURN = True

    def parse(self, text: str, tools: list[Tool], cut: bool = False) -> Message:
        return Message(content=text + ("" if cut else "<eot>"))

    def stream(self, chunks: list[str], tools: list[Tool], cut: bool = False) -> list[Delta]:
        return [Delta(chunk=i, content=c + ("<eot>" if i == len(chunks) - 1 and not cut else ""))
                for i, c in enumerate(chunks)]


class Blind:
    """Parses nothing and names no module for `make fuzz` to instrument (no fuzz_modules)."""

    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        pass

    def info(self) -> dict[str, Any]:
        return {"library": "fake", "version": "0"}

    def parse(self, text: str, tools: list[Tool]) -> Message:
        return Message(content=text)

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        return [Delta(chunk=i, content=c) for i, c in enumerate(chunks) if c]


class Brittle(Echo):
    """A plain-text target for the corpus cycle test: correct, unless TOOLFUZZ_FAKE_BROKEN=1,
    when it loses the text from the last `<` on (the shape of a real hermes defect)."""

    def parse(self, text: str, tools: list[Tool]) -> Message:
        return Message(content=self._maybe_break(text))

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        text = self._maybe_break("".join(chunks))
        return [Delta(chunk=0, content=text)] if text else []

    @staticmethod
    def _maybe_break(text: str) -> str:
        if os.environ.get("TOOLFUZZ_FAKE_BROKEN") == "1" and "<" in text:
            return text[:text.rindex("<")]
        return text


class TwoDefects(Brittle):
    """A plain-text target with two defects behind one check (`content`): it loses the text
    up to its first `>`, and it leaks an end marker after a text that holds a brace (and no
    `>`: the two never meet in one text, whose classification would name neither, so that a
    search cannot shrink both into one mixed example and miss one of them).
    Cause-level matching must find, shrink and record both (tests/test_two_defects.py)."""

    @staticmethod
    def _maybe_break(text: str) -> str:
        if ">" in text:
            return text[text.index(">") + 1:]
        return text + "<|im_end|>" if "{" in text else text


class Backtracker(Echo):
    """A plain-text target with a catastrophic regex: before answering it checks whether the
    text is a bracketed call list with a nested quantifier, which backtracks exponentially on
    a run of `[{` that is never closed (the shape of real parser blow-ups)."""

    LIST = re.compile(r"^(\s*(\[\{)+\s*)+\]")

    def parse(self, text: str, tools: list[Tool]) -> Message:
        self.LIST.match(text)
        return Message(content=text)

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        self.LIST.match("".join(chunks))
        return [Delta(chunk=i, content=c) for i, c in enumerate(chunks)]


def burn(seconds: float) -> None:
    """Spend `seconds` of this process's CPU time (however long that takes on the clock)."""
    import time

    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


class Sluggish(Echo):
    """A plain-text target whose parse costs CPU time growing with the square of the text
    (0.4 s at 16 000 characters); its stream costs nothing: growth measured on it must come
    out quadratic for the parse, whatever the machine's load."""

    def parse(self, text: str, tools: list[Tool]) -> Message:
        burn(0.4 * (len(text) / 16000) ** 2)
        return Message(content=text)


class Borderline(Echo):
    """A plain-text target whose parse is quadratic with a small constant, shaped like vLLM's
    engine lexer on deepseek_v32 (CPU time 0.013, 0.046, 0.17, 0.63 s at 16 000 to 128 000
    characters): at 64 000 characters the time matters while every smaller size is still
    in noise, so growth must double once more to decide rather than let it pass."""

    def parse(self, text: str, tools: list[Tool]) -> Message:
        burn(0.15 * (len(text) / 64000) ** 2 + 0.004 * len(text) / 16000)
        return Message(content=text)


class Steady(Echo):
    """A plain-text target whose parse and stream cost CPU time in proportion to the text
    (0.25 s at 16 000 characters: enough for growth to measure an exponent): linear, which a
    loaded machine must not make look worse."""

    def parse(self, text: str, tools: list[Tool]) -> Message:
        burn(0.25 * len(text) / 16000)
        return Message(content=text)

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        burn(0.25 * sum(map(len, chunks)) / 16000)
        return [Delta(chunk=i, content=c) for i, c in enumerate(chunks)]


class Rescanner(Steady):
    """A plain-text target linear on a whole text, whole or streamed as one delta, whose stream
    re-reads at each delta everything it was given so far (the shape of a parser that re-parses
    its accumulated arguments per token): 0.4 s of CPU over a stream of 16 000 characters one
    token (four characters) per delta, size^2 in all."""

    def stream(self, chunks: list[str], tools: list[Tool]) -> list[Delta]:
        seen = total = 0
        for c in chunks:
            seen += len(c)
            total += seen
        burn(0.4 * total / (16000 * 16000 / 8))
        return [Delta(chunk=i, content=c) for i, c in enumerate(chunks)]


class HermesReader(Echo):
    """A whole-text reader of the hermes format, for the differential test: exact, unless
    TOOLFUZZ_FAKE_SKEW names this target, when it adds an argument `skew: 1` to every call
    (the shape of a real defect: a default filled in that the model did not write).  Every
    call diverges, so the test does not depend on what the random turns happen to hold (an
    integer-only skew once met a CI run whose turns held no integer)."""

    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        super().__init__(target_id, options)
        self.skewed = os.environ.get("TOOLFUZZ_FAKE_SKEW") == target_id

    # the template's layout and the one-line `compact` dialect (strategies/formats/hermes.py)
    BLOCK = re.compile(r"<tool_call>\n?(.*?)\n?</tool_call>", re.S)

    def parse(self, text: str, tools: list[Tool]) -> Message:
        first = text.find("<tool_call>")
        if first < 0:
            return Message(content=text)
        calls = []
        for body in self.BLOCK.findall(text):
            obj = json.loads(body)
            args = obj["arguments"]
            if self.skewed:
                args = {**args, "skew": 1}
            calls.append(Call(name=obj["name"], arguments=json.dumps(args, ensure_ascii=False)))
        return Message(content=text[:first].removesuffix("\n") or None, calls=tuple(calls))


class PartialLoads:
    """A fake partial-JSON library (kind "document"): completes a prefix by the suite's own
    frontier, leaving unfinished atoms out; with option `broken`, it also drops the last
    element of every array (a value complete in the prefix goes missing)."""

    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        self.broken = bool(options.get("broken"))

    def info(self) -> dict[str, Any]:
        return {"library": "fake", "version": "0"}

    def loads(self, texts: list[str]) -> list[dict[str, Any]]:
        from targets.adapters.partial_json import to_wire
        from targets.partial_json import frontier
        from targets.worker import describe

        answers = []
        for text in texts:
            try:
                node = frontier(text)
                if node is None or (node.kind not in ("object", "array") and not node.complete):
                    raise ParseError("no value")
                answers.append(to_wire(self._value(node)))
            except Exception as exc:
                answers.append({"ok": False, "error": describe(exc)})
        return answers

    def _value(self, node: Any) -> Any:
        import json

        if node.kind not in ("object", "array"):
            return json.loads(node.raw)
        members = [(k, self._value(c)) for k, c in node.members if c.complete or
                   c.kind in ("object", "array")]
        if node.kind == "object":
            return dict(members)
        values = [v for _, v in members]
        return values[:-1] if self.broken and values else values
