"""Tool definitions as JSON Schema, and arguments that satisfy them.

`arguments_for` generates values for the schema family `parameter_schemas` produces (types and
type unions, enums, arrays, nested objects, required and optional properties) directly, with
the same hostile strings and numbers as schema-free arguments, at a fraction of the cost of a
general JSON Schema generator (measured: ~5 ms against ~35 ms an example).  Any other schema,
for example a user's real tool definition, goes through hypothesis-jsonschema.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from hypothesis_jsonschema import from_schema

from strategies.values import floats, integers, json_values, keys, tricky_strings

SCALAR_TYPES = ("string", "number", "integer", "boolean", "null")
PROPERTY_NAMES = ("city", "unit", "query", "limit", "path", "name", "arguments", "parameters",
                  "type", "id", "value", "items", "options", "x", "a_b", "nested", "data")
#: The keywords `arguments_for` understands without hypothesis-jsonschema.
KNOWN_KEYWORDS = {"type", "enum", "items", "properties", "required", "description"}


def property_names() -> st.SearchStrategy[str]:
    return st.one_of(st.sampled_from(PROPERTY_NAMES), st.text("abcdefghij_", min_size=1, max_size=8))


def scalar_schemas() -> st.SearchStrategy[dict[str, Any]]:
    """One JSON type, an enum, or a type union such as ["string", "null"]."""
    return st.one_of(
        st.sampled_from([{"type": t} for t in SCALAR_TYPES]),
        st.lists(st.one_of(st.sampled_from(["a", "b c", "ÄÖ", "1", "true"]), st.integers(-5, 5)),
                 min_size=1, max_size=4, unique=True).map(lambda xs: {"enum": xs}),
        st.lists(st.sampled_from(SCALAR_TYPES), min_size=2, max_size=3, unique=True)
          .map(lambda ts: {"type": ts}),
    )


# A property schema is a scalar schema, an array of schemas or an object of schemas; bounded
# so that nesting reaches three levels without making tool definitions huge.
def property_schemas() -> st.SearchStrategy[dict[str, Any]]:
    return st.recursive(
        scalar_schemas(),
        lambda inner: st.one_of(
            inner.map(lambda s: {"type": "array", "items": s}),
            st.dictionaries(property_names(), inner, min_size=1, max_size=3)
              .map(lambda props: {"type": "object", "properties": props}),
        ),
        max_leaves=6,
    )


@st.composite
def parameter_schemas(draw: st.DrawFn) -> dict[str, Any]:
    """A tool's `parameters`: an object schema, some properties required."""
    props = draw(st.dictionaries(property_names(), property_schemas(), max_size=5))
    required = draw(st.lists(st.sampled_from(sorted(props)), unique=True)) if props else []
    schema: dict[str, Any] = {"type": "object", "properties": props}
    if required:
        schema["required"] = sorted(required)
    return schema


def _understood(schema: Any) -> bool:
    if not isinstance(schema, dict) or set(schema) - KNOWN_KEYWORDS:
        return False
    parts = list(schema.get("properties", {}).values())
    if "items" in schema:
        parts.append(schema["items"])
    return all(_understood(p) for p in parts)


def arguments_for(schema: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    """Arguments valid against the schema (only declared properties, finite numbers)."""
    if _understood(schema):
        return values_for(schema)
    closed = dict(schema, additionalProperties=False)
    return from_schema(closed, allow_x00=True, codec="utf-8").filter(_finite)


def values_for(schema: dict[str, Any]) -> st.SearchStrategy[Any]:
    """Values of one schema of the `parameter_schemas` family."""
    if "enum" in schema:
        return st.sampled_from(schema["enum"])
    kinds = schema.get("type")
    if kinds is None:
        return json_values()
    if isinstance(kinds, list):
        return st.one_of([values_for({**schema, "type": k}) for k in kinds])
    if kinds == "object":
        if "properties" not in schema:
            return st.dictionaries(keys(), json_values(), max_size=3)
        props = schema["properties"]
        required = set(schema.get("required", ()))
        return st.fixed_dictionaries(
            {k: values_for(v) for k, v in props.items() if k in required},
            optional={k: values_for(v) for k, v in props.items() if k not in required})
    if kinds == "array":
        return st.lists(values_for(schema.get("items", {})), max_size=4)
    return _SCALARS[kinds]


_SCALARS: dict[str, st.SearchStrategy[Any]] = {
    "string": tricky_strings(),
    "number": st.one_of(floats(), integers()),
    "integer": integers(),
    "boolean": st.booleans(),
    "null": st.none(),
}


def _finite(value: Any) -> bool:
    if isinstance(value, float):
        return value == value and value not in (float("inf"), float("-inf"))
    if isinstance(value, list):
        return all(_finite(v) for v in value)
    if isinstance(value, dict):
        return all(_finite(v) for v in value.values())
    return True
