"""Reasons shared by the known failures of vLLM's engine parsers (private module: no KNOWN of
its own).  They all type values with vllm/tool_parsers/utils.py."""

INTEGRAL_FLOAT = (
    "A number written as an integral float (`0.0`, `2.0`, `1e+16`) comes back as an integer: "
    "ParserEngine._fix_arg_types types every top-level value by its schema with "
    "coerce_to_schema_type (vllm/tool_parsers/utils.py), which returns `int(val)` whenever "
    "`float(value) == int(float(value))` for a `number` schema, so 0.0 becomes 0 and -0.0 "
    "becomes 0; the written text said float (for JSON arguments, the JSON itself said so).")

STRING_RETYPED = (
    "A value written as a string comes back as a number or boolean when its schema allows "
    "both: ParserEngine._coerce_value hands every string leaf (top level, and inside arrays "
    "and objects the schema describes) to coerce_to_schema_type (vllm/tool_parsers/utils.py) "
    "with all the types of its `type` list or `enum` (extract_types_from_schema), and "
    "coerce_to_schema_type tries integer, number and boolean before string, so the string "
    "\"1\" of `enum: [\"1\", 4]` becomes 1, \"0\" under `type: [\"string\", \"number\"]` becomes 0 "
    "and \"true\" under `[\"integer\", \"string\", \"boolean\"]` becomes true, although the "
    "format marked it a string (a JSON string, DSML `string=\"true\"`, Gemma's `<|\"|>`).  The "
    "same priority puts `null` first, compared case-blind: the string \"NULL\" under "
    "`[\"string\", \"null\"]` becomes null.")
