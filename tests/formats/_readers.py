"""Small readers that take a rendering apart by its format's own grammar, for the golden tests'
well-formedness properties (stdlib only: no target library)."""

from __future__ import annotations

import ast
import json
from typing import Any, Callable

Value = Callable[[str, bool], Any]


def scan_value(text: str, i: int) -> int:
    """End of the Python/JSON value starting at `i`: the first `,` or `)` at bracket depth 0
    outside quotes (quoted text may use backslash escapes)."""
    depth, quote = 0, ""
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                return i
            depth -= 1
        elif ch == "," and depth == 0:
            return i
        i += 1
    raise ValueError(f"unterminated value in {text!r}")


def read_calls(text: str, value: Callable[[str], Any],
               sep: str) -> list[tuple[str, dict[str, Any]]]:
    """`name(k=v, ...)` calls joined by `sep`, each value text read by `value`."""
    calls, i = [], 0
    while i < len(text):
        paren = text.index("(", i)
        name, i, args = text[i:paren], paren + 1, {}
        while text[i] != ")":
            eq = text.index("=", i)
            key, end = text[i:eq], scan_value(text, eq + 1)
            args[key] = value(text[eq + 1:end])
            i = end + 2 if text[end] == "," else end
            if text[end] == ",":
                assert text[end:end + 2] == ", ", text
        calls.append((name, args))
        i += 1
        if i < len(text):
            assert text.startswith(sep, i), (text, i)
            i += len(sep)
    return calls


def python_value(text: str) -> Any:
    """A Python literal, JSON's `true`/`false`/`null` accepted as names."""
    tree = ast.parse(text, mode="eval").body

    def conv(node: ast.AST) -> Any:
        if isinstance(node, ast.Name) and node.id in ("true", "false", "null"):
            return {"true": True, "false": False, "null": None}[node.id]
        if isinstance(node, ast.Dict):
            pairs = zip(node.keys, node.values)
            return {conv(k): conv(v) for k, v in pairs}  # type: ignore[arg-type]
        if isinstance(node, ast.List):
            return [conv(v) for v in node.elts]
        return ast.literal_eval(node)

    return conv(tree)


def json_value(text: str) -> Any:
    return json.loads(text)


class GemmaReader:
    """Reads Gemma's `key:value` argument syntax (FunctionGemma and Gemma 4 share it) back
    into JSON values: delimited strings, `{...}` objects, `[...]` arrays, bare literals."""

    def __init__(self, text: str, delim: str) -> None:
        self.text, self.delim, self.i = text, delim, 0

    def items(self, close: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        while self.text[self.i] != close:
            colon = self.text.index(":", self.i)
            key = self.text[self.i:colon]
            self.i = colon + 1
            out[key] = self.value(close)
            if self.text[self.i] == ",":
                self.i += 1
        return out

    def value(self, close: str) -> Any:
        t = self.text
        if t.startswith(self.delim, self.i):
            end = t.index(self.delim, self.i + len(self.delim))
            s = t[self.i + len(self.delim):end]
            self.i = end + len(self.delim)
            return s
        if t[self.i] == "{":
            self.i += 1
            out = self.items("}")
            self.i += 1
            return out
        if t[self.i] == "[":
            self.i += 1
            arr = []
            while t[self.i] != "]":
                arr.append(self.value("]"))
                if t[self.i] == ",":
                    self.i += 1
            self.i += 1
            return arr
        end = min(j for j in (t.find(",", self.i), t.find(close, self.i)) if j >= 0)
        bare, self.i = t[self.i:end], end
        if bare in ("true", "false"):
            return bare == "true"
        if bare == "null":
            return None
        try:
            return int(bare)
        except ValueError:
            return float(bare)


def read_gemma_calls(text: str, start: str, end: str, delim: str) -> list[tuple[str, Any]]:
    """`{start}call:name{args}{end}` calls back to back."""
    calls = []
    while text:
        assert text.startswith(start + "call:"), text
        brace = text.index("{")
        name = text[len(start) + len("call:"):brace]
        reader = GemmaReader(text, delim)
        reader.i = brace + 1
        args = reader.items("}")
        assert text.startswith("}" + end, reader.i), text[reader.i:]
        calls.append((name, args))
        text = text[reader.i + 1 + len(end):]
    return calls
