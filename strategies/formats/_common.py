"""Helpers every format module uses (private: not a format)."""

from __future__ import annotations

import json
from typing import Any, Iterable

from strategies.formats import Turn
from targets.canonical import loads


def tojson(value: Any) -> str:
    """Jinja's `tojson` as Hugging Face chat templates define it: json.dumps, non-ASCII kept."""
    return json.dumps(value, ensure_ascii=False)


def texts(turn: Turn) -> list[str]:
    """Every piece of free text in a turn: prose, reasoning, names, argument JSON and the
    decoded strings and keys inside it (a marker may hide behind a JSON escape)."""
    out = [turn.before or "", turn.after or "", turn.reasoning or "", *turn.between]
    for call in turn.calls:
        out.append(call.name)
        out.append(call.arguments)
        out.extend(strings_in(loads(call.arguments)))
    return out


def strings_in(value: Any) -> Iterable[str]:
    """Every string and key inside a JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from strings_in(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from strings_in(v)


def mentions(turn: Turn, needles: Iterable[str]) -> bool:
    """Whether any free text of the turn contains any of the needles."""
    needles = [n for n in needles if n]
    return any(n in t for t in texts(turn) for n in needles)


def only_leading_text(turn: Turn) -> bool:
    """The turn has no text between or after its calls (formats whose templates cannot write it)."""
    return not any(turn.between) and not turn.after


def content_before(turn: Turn) -> str | None:
    """The content of a turn whose only text precedes the calls: absent when empty."""
    return turn.before or None


# --- schema-typed values (XML-ish formats: `<arg_value>v</arg_value>`, `<parameter=k>v…`) ----

_NOTHING = object()


def json_type(value: Any) -> str:
    """The JSON Schema type name of a decoded JSON value."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def schema_types(schema: dict[str, Any]) -> frozenset[str]:
    """The JSON types a property schema admits: its `type` (one or a list), else the types of
    its `enum` values; empty when the schema says nothing."""
    kinds = schema.get("type")
    if isinstance(kinds, str):
        return frozenset({kinds})
    if isinstance(kinds, list):
        return frozenset(kinds)
    if "enum" in schema:
        return frozenset(json_type(v) for v in schema["enum"])
    return frozenset()


def value_text(value: Any, style: str = "json") -> str:
    """How a chat template writes one argument value between tags: a string raw; anything
    else as `tojson` (style "json"), or with style "str" (Jinja's `| string`) mappings and
    sequences as `tojson` and scalars as Python writes them (`True`, `None`, `1.0`)."""
    if isinstance(value, str):
        return value
    if style == "str" and not isinstance(value, (dict, list)):
        return str(value)
    return tojson(value)


def typed_value(text: str, schema: dict[str, Any], style: str = "json") -> Any:
    """What a correct parser makes of a value's text, typed by its property schema: the value
    the text denotes (JSON, or for style "str" also `True`/`False`/`None`) when the schema
    admits its type, otherwise the text itself as a string."""
    types = schema_types(schema)
    if types == {"string"}:
        return text
    decoded: Any = _NOTHING
    if style == "str" and text in ("True", "False", "None"):
        decoded = {"True": True, "False": False, "None": None}[text]
    else:
        try:
            decoded = loads(text)
        except ValueError:
            pass
    if decoded is not _NOTHING:
        kind = json_type(decoded)
        if not types or kind in types or (kind == "integer" and "number" in types):
            return decoded
    return text


def tool_properties(turn: Turn, name: str) -> dict[str, Any]:
    """The property schemas of the tool a call names (empty when the turn has no such tool)."""
    for tool in turn.tools:
        if tool.name == name:
            props = tool.parameters.get("properties", {})
            return props if isinstance(props, dict) else {}
    return {}


def typed_roundtrip(turn: Turn, style: str = "json") -> bool:
    """Every top-level argument of every call, written as the template writes it and typed
    back by its tool's schema, is the value the call holds (strict JSON equality)."""
    from targets.canonical import strict_equal

    for call in turn.calls:
        args = loads(call.arguments)
        if not isinstance(args, dict):
            return False
        props = tool_properties(turn, call.name)
        for key, value in args.items():
            schema = props.get(key, {})
            if not strict_equal(typed_value(value_text(value, style), schema, style), value):
                return False
    return True
