"""MiniMax-M3: namespace-prefixed XML, `]<]minimax[>[<invoke name="NAME">]<]minimax[>[<key>v…`.

Every structural tag starts with the namespace marker `]<]minimax[>[` (NS, an added non-special
token of the M3 tokenizer).  A turn with calls is the content, then `NS<tool_call>\\n`, per call
`NS<invoke name="NAME">\\n`, per argument `NS<KEY>` + the value + `NS</KEY>\\n`, then
`NS</invoke>\\n`; after the last call `NS</tool_call>`.  A value is an element: a string as it
is, another scalar as JSON (`true`, `null`, `1.5`), a mapping as its members' elements in
order, a sequence as `\\n` and one `NS<item>…NS</item>\\n` per item; an empty mapping or sequence
is an empty element.  The tool's schema types every element back, nested ones included (an
element with children is an object unless its schema says array).

Sources: vLLM's minimax_m3 parser (vllm/parser/minimax_m3.py, whose docstring shows this
layout) and xgrammar's `minimax_m3` structural tag (`NS<tool_call>\\n`, `NS</invoke>\\n`, JSON
scalars, raw strings).  The chat template itself could not be read here: the content is
written straight before the block, and whitespace between elements (which parsers skip) follows
vLLM's example.
"""

from __future__ import annotations

from typing import Any

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import (mentions, only_leading_text, schema_types, tojson,
                                        tool_properties, typed_value)
from targets.canonical import Message, loads, strict_equal

NS = "]<]minimax[>["
START, END = f"{NS}<tool_call>", f"{NS}</tool_call>"
INVOKE, INVOKE_END = f'{NS}<invoke name="', f"{NS}</invoke>"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`]<]minimax[>[` is an added token that opens every tag: text, names, keys or values "
          "holding it are not something the model writes as data."),
    Trait("element-names", "cannot-express",
          "Keys become element names `NS<KEY>`: a key that is empty, blank, holds `>` or starts "
          "with `/` cannot be written; names are written raw between double quotes, so a name "
          "holding `\"`, `<` or `>` cannot be written either (the tag also ends at an unquoted "
          "`>`, as in MiniMax-M2)."),
    Trait("schema-typed", "cannot-express",
          "Every element is untyped text typed back by its schema, nested ones too: a value "
          "that reads back as something else (the string \"5\" under [string, integer], a list "
          "or a non-string scalar where no schema types it, an empty container where the schema "
          "also admits a string) cannot be written."),
    Trait("text-after-calls", "cannot-express",
          "The tool-call block ends the message: nothing is written after it."),
)

NEAR_MISSES = ("]<]minimax[>", "]<]minimax[>[<tool_call", "<tool_call>", "]<]minimax[>[</",
               "<minimax:tool_call>", '<invoke name="f">', "]<]minimax[>[<invoke name=f",
               "]<]minimax[>[<x>", "]<]minimax[>[<tool_call>]<]minimax[>[</tool_call>")


def write(value: Any) -> str:
    """The element body the template writes for a value."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return "".join(f"{NS}<{k}>{write(v)}{NS}</{k}>" for k, v in value.items())
    if isinstance(value, list):
        return "\n" + "".join(f"{NS}<item>{write(v)}{NS}</item>\n" for v in value) if value else ""
    return tojson(value)


class _Ambiguous(ValueError):
    pass


def typed(value: Any, schema: dict[str, Any] | None) -> Any:
    """What a correct parser makes of the element written for `value`, typed by `schema`
    (None: no schema types it, so a leaf stays a string and children make an object)."""
    types = schema_types(schema) if schema is not None else frozenset()
    text = write(value)
    container = isinstance(value, (dict, list)) and text != ""
    if not container:
        if schema is None:
            return text
        if text == "" and types & {"array", "object"}:
            if "string" in types or {"array", "object"} <= types:
                raise _Ambiguous(text)
            return [] if "array" in types else {}
        return typed_value(text, schema, "json")
    if isinstance(value, list):
        if "array" not in types or "object" in types:
            raise _Ambiguous("items without an array schema")
        items = schema.get("items") if schema else None
        return [typed(v, items if isinstance(items, dict) else None) for v in value]
    props = (schema or {}).get("properties") or {}
    return {k: typed(v, props.get(k)) for k, v in value.items()}


def _names_ok(value: Any) -> bool:
    if isinstance(value, dict):
        return all(k.strip() and ">" not in k and not k.startswith("/") and _names_ok(v)
                   for k, v in value.items())
    if isinstance(value, list):
        return all(_names_ok(v) for v in value)
    return True


def can_express(turn: Turn) -> bool:
    if not only_leading_text(turn) or turn.reasoning is not None or mentions(turn, [NS]):
        return False
    for call in turn.calls:
        args = loads(call.arguments)
        if any(c in call.name for c in '"<>') or not _names_ok(args):
            return False
        props = tool_properties(turn, call.name)
        try:
            if not strict_equal(typed(args, {"type": "object", "properties": props}), args):
                return False
        except _Ambiguous:
            return False
    return True


def render(turn: Turn) -> Rendering:
    parts = [turn.before or "", f"{START}\n"]
    for call in turn.calls:
        parts.append(f'{INVOKE}{call.name}">\n')
        for key, value in loads(call.arguments).items():
            parts.append(f"{NS}<{key}>{write(value)}{NS}</{key}>\n")
        parts.append(f"{INVOKE_END}\n")
    parts.append(END)
    return Rendering("".join(parts), Message(content=turn.before or None, calls=turn.calls))


FORMAT = Format(
    "minimax_m3",
    'MiniMax-M3: ]<]minimax[>[-prefixed <tool_call>/<invoke name="f">/<key>v</key> XML',
    markers=(Marker(NS, token=True, special=False), Marker(START, token=False),
             Marker(END, token=False), Marker(INVOKE, token=False),
             Marker(INVOKE_END, token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"<>\]]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("minimax_m3",), "sglang": ("minimax-m3",)},
    dialects=(Dialect("MiniMax-M3 chat template (namespaced XML)",
                      "MiniMax-M3 tokenizer and chat template; vLLM's minimax_m3 parser"),),
)
