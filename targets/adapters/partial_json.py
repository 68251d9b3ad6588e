"""Partial-JSON parsers, asked as streaming tool parsers ask them: `loads(text)` on the
arguments received so far, and on the whole arguments at the end.

One adapter for the four libraries; `options["library"]` picks the entry point, and
`options` the mode a streaming parser passes (jiter's `partial_mode`).  Values travel as JSON
text written with Python's own encoder, which keeps what the oracles compare: int and float
apart, -0.0, big integers, lone surrogates (escaped), NaN and infinities (as Python writes
them).  A value of a type JSON has no word for is reported by its type name (`foreign`).
"""

from __future__ import annotations

import json
from typing import Any, Callable

from targets.canonical import Message, Tool
from targets.worker import describe

# Each builder returns the call a streaming parser makes, with the options it passes.
def _partial_json_parser(options: dict[str, Any]) -> Callable[[str], Any]:
    import partial_json_parser

    allow = getattr(partial_json_parser.Allow, options.get("allow", "ALL"))
    return lambda text: partial_json_parser.loads(text, allow)


def _json_repair(options: dict[str, Any]) -> Callable[[str], Any]:
    import json_repair

    return lambda text: json_repair.loads(text)


def _jiter(options: dict[str, Any]) -> Callable[[str], Any]:
    import jiter

    mode = options.get("partial_mode", True)
    return lambda text: jiter.from_json(text.encode("utf-8", "surrogatepass"), partial_mode=mode)


def _langchain(options: dict[str, Any]) -> Callable[[str], Any]:
    from langchain_core.utils.json import parse_partial_json

    return lambda text: parse_partial_json(text)


#: distribution name -> its builder
LIBRARIES = {"partial-json-parser": _partial_json_parser, "json-repair": _json_repair,
             "jiter": _jiter, "langchain-core": _langchain}
#: library -> the modules `make fuzz` would instrument (their parsing code)
MODULES = {"partial-json-parser": ["partial_json_parser"], "json-repair": ["json_repair"],
           "jiter": ["jiter"], "langchain-core": ["langchain_core.utils.json"]}
_JSON_TYPES = (dict, list, str, int, float, bool, type(None))


def foreign_types(value: Any) -> list[str]:
    """Qualified names of the types in `value` that are not JSON's (tuple, Decimal, bytes…)."""
    found: list[str] = []
    stack = [value]
    while stack:
        v = stack.pop()
        if not isinstance(v, _JSON_TYPES) or (isinstance(v, dict) and
                                               not all(isinstance(k, str) for k in v)):
            found.append(f"{type(v).__module__}.{type(v).__qualname__}")
            continue
        if isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return sorted(set(found))


def to_wire(value: Any) -> dict[str, Any]:
    foreign = foreign_types(value)
    text = json.dumps(value, ensure_ascii=True, allow_nan=True, default=repr)
    return {"ok": True, "value": text, "foreign": foreign}


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        self.target_id, self.options = target_id, options
        self.library = options["library"]
        self.load = LIBRARIES[self.library](options)

    def info(self) -> dict[str, Any]:
        from importlib.metadata import version

        return {"library": self.library, "version": version(self.library)}

    def loads(self, texts: list[str]) -> list[dict[str, Any]]:
        """Each text parsed on its own (a fresh call, as a streaming parser makes one per
        delta): its value, or the exception it raised."""
        answers = []
        for text in texts:
            try:
                answers.append(to_wire(self.load(text)))
            except Exception as exc:  # an answer per text: the oracle decides
                answers.append({"ok": False, "error": describe(exc)})
        return answers

    # The worker warms adapters with a parse and a stream; these targets have neither.
    def parse(self, text: str, tools: list[Tool]) -> Message:
        raise NotImplementedError("a partial-JSON target answers `loads`, not `parse`")

    def stream(self, chunks: list[str], tools: list[Tool]) -> list:
        raise NotImplementedError("a partial-JSON target answers `loads`, not `stream`")

    def fuzz_modules(self) -> list[str]:
        return MODULES[self.library]
