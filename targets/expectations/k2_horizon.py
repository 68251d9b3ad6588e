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

# --- vLLM cut replies (targets/test_truncated.py), branch hvllmb ---
KNOWN += (
    Known("vllm:k2_horizon", "truncated", frozenset({"truncated.marker-in-content"}),
          "A reply cut by max_tokens anywhere inside the tool-call group (`<ifm|tool_calls>`, "
          "no `</ifm|tool_calls>` yet) comes back as content, markup and all, whole and "
          "streamed: K2HorizonToolParser.extract_tool_calls returns _no_tool_calls(model_output) "
          "when the group is not closed, and the stream buffers the group until "
          "`</ifm|tool_calls>` and finish_streaming releases it as content.  The user sees "
          "the call's raw markup as the assistant's words, and the calls written whole before "
          "the cut are lost with it.",
          ("n_vllm-k2_horizon_truncated_dd228438ae1617ba.json",)),
)
