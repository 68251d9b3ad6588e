"""Known failures of targets that parse the K2 Horizon IFM format (vLLM `k2_horizon`)."""

from targets.expectations import Known

KNOWN = (
    Known("vllm:k2_horizon", "roundtrip", frozenset({"calls.arguments"}),
          "A number written as an integral float in an XML argument (`<ifm|arg_value>0.0<…>` for a "
          "`number` property) comes back as an integer: K2HorizonToolParser._coerce_xml_value "
          "(and _coerce_json_value for JSON calls) types it with coerce_to_schema_type "
          "(vllm/tool_parsers/utils.py), which returns `int(val)` whenever the float is "
          "integral, so 0.0 becomes 0.",
          ("n_vllm-k2_horizon_roundtrip_c615491205e31ba4.json",)),
    Known("vllm:k2_horizon", "plaintext", frozenset({"content.blank"}),
          "A reply that is only whitespace is dropped even with no tool call: "
          "K2HorizonToolParser._no_tool_calls reports content only when content.strip() is "
          "non-empty, and streaming holds whitespace back in _emit_content until non-blank text "
          "arrives, discarding it at finish_streaming.",
          ("n_vllm-k2_horizon_plaintext_aeb1251b2dad9864.json",)),
)
