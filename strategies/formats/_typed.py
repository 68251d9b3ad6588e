"""Expected calls of the schema-typed formats (private: not a format).

The values' text is what the template writes and a correct parser types it back by the tool's
schema.  Styles "json" and "str" are `_common.value_text` / `_common.typed_value`; style "py"
is a template that writes every non-string value with Jinja's `| string` (Python's str, so a
mapping is `{'a': True}`), which a correct parser reads back as a Python literal where the
schema admits an object or array (Seed-OSS)."""

from __future__ import annotations

import ast
from typing import Any

from strategies.formats import Turn
from strategies.formats._common import (json_type, schema_types, tool_properties, typed_value,
                                        value_text)
from targets.canonical import Call, loads, strict_equal


def text_of(value: Any, style: str) -> str:
    """How the template writes one top-level value."""
    if style == "py":
        return value if isinstance(value, str) else str(value)
    return value_text(value, style)


def typed_of(text: str, schema: dict[str, Any], style: str) -> Any:
    """What a correct parser makes of a value's text, typed by its property schema."""
    if style != "py":
        return typed_value(text, schema, style)
    value = typed_value(text, schema, "str")
    types = schema_types(schema)
    if isinstance(value, str) and types != {"string"}:
        try:
            literal = ast.literal_eval(text)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            return value
        if isinstance(literal, (dict, list)) and (not types or json_type(literal) in types):
            return literal
    return value


def roundtrips(turn: Turn, style: str) -> bool:
    """Every top-level value, written and typed back, is the value the call holds."""
    for call in turn.calls:
        args = loads(call.arguments)
        if not isinstance(args, dict):
            return False
        props = tool_properties(turn, call.name)
        for key, value in args.items():
            if not strict_equal(typed_of(text_of(value, style), props.get(key, {}), style), value):
                return False
    return True


def typed_call(turn: Turn, call: Call, style: str = "json") -> Call:
    """The call as a correct parser returns it: each written value typed by its schema."""
    props = tool_properties(turn, call.name)
    return Call.of(call.name, {k: typed_of(text_of(v, style), props.get(k, {}), style)
                               for k, v in loads(call.arguments).items()})


def typed_calls(turn: Turn, style: str = "json") -> tuple[Call, ...]:
    return tuple(typed_call(turn, c, style) for c in turn.calls)
