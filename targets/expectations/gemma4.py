"""Known failures of targets that parse the gemma4 format (vLLM `gemma4`, an engine parser)."""

from targets.expectations import Known

BARE_VALUES_UNTYPED = (
    "The Gemma 4 engine parser's _parse_gemma4_fields (vllm/parser/gemma4.py) keeps every bare "
    "value as its text, so `name:false` comes back as the string \"false\" (and 42 as \"42\") "
    "unless the tool schema types it, although the format marks strings with `<|\"|>` and "
    "writes numbers and booleans bare; with a schema, ParserEngine's coerce_to_schema_type "
    "turns 2.0 into 2 and -0.0 into 0.")

KNOWN = (
    Known("vllm:gemma4", "roundtrip", frozenset({"calls.arguments"}), BARE_VALUES_UNTYPED,
          ("n_vllm-gemma4_roundtrip_f9c027f6ce5ee930.json",)),
)
