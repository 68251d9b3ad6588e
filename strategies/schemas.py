"""Tool definitions as JSON Schema, and arguments that satisfy them (hypothesis-jsonschema)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from hypothesis_jsonschema import from_schema

from strategies.values import plain_strings

SCALAR_TYPES = ("string", "number", "integer", "boolean", "null")


def scalar_schemas() -> st.SearchStrategy[dict[str, Any]]:
    """One JSON type, an enum, or a type union such as ["string", "null"]."""
    return st.one_of(
        st.sampled_from([{"type": t} for t in SCALAR_TYPES]),
        st.lists(st.one_of(plain_strings(), st.integers(-5, 5)), min_size=1, max_size=4,
                 unique=True).map(lambda xs: {"enum": xs}),
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
            st.dictionaries(st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True), inner,
                            min_size=1, max_size=3)
              .map(lambda props: {"type": "object", "properties": props}),
        ),
        max_leaves=6,
    )


@st.composite
def parameter_schemas(draw: st.DrawFn) -> dict[str, Any]:
    """A tool's `parameters`: an object schema, some properties required, none extra."""
    props = draw(st.dictionaries(st.from_regex(r"[a-z][a-z0-9_]{0,12}", fullmatch=True),
                                 property_schemas(), max_size=5))
    required = draw(st.lists(st.sampled_from(sorted(props)), unique=True)) if props else []
    schema: dict[str, Any] = {"type": "object", "properties": props}
    if required:
        schema["required"] = sorted(required)
    return schema


def arguments_for(schema: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    """Arguments valid against the schema; only declared properties, finite numbers."""
    closed = dict(schema, additionalProperties=False)
    return from_schema(closed, allow_x00=True, codec="utf-8").filter(_finite)


def _finite(value: Any) -> bool:
    if isinstance(value, float):
        return value == value and value not in (float("inf"), float("-inf"))
    if isinstance(value, list):
        return all(_finite(v) for v in value)
    if isinstance(value, dict):
        return all(_finite(v) for v in value.values())
    return True
