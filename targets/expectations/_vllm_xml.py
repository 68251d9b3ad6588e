"""Reasons shared by the known failures of vLLM's engine parsers (private module: no KNOWN of
its own).  They all type values with vllm/tool_parsers/utils.py."""

INTEGRAL_FLOAT = (
    "A number written as an integral float (`0.0`, `2.0`, `1e+16`) comes back as an integer: "
    "ParserEngine._fix_arg_types types every top-level value by its schema with "
    "coerce_to_schema_type (vllm/tool_parsers/utils.py), which returns `int(val)` whenever "
    "`float(value) == int(float(value))` for a `number` schema, so 0.0 becomes 0 and -0.0 "
    "becomes 0; the written text said float (for JSON arguments, the JSON itself said so).")
