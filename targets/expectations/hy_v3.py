"""Known failures of targets that parse the hy_v3 format (vLLM `hy_v3`, HYV3ToolParser)."""

from targets.expectations import Known
from targets.expectations._shared import SPLICED_FINAL_ARGUMENTS

T = "vllm:hy_v3"

ENUM_READ_AS_STRING = (
    "A property schema with `enum` but no `type` is typed as a string: "
    "HYV3ToolParser._get_schema_options falls back to `[{\"type\": \"string\"}]` when the schema "
    "has no `type`/`anyOf`/`oneOf`, ignoring the enum's values, so `enum: [0]` gives \"0\".")

HAND_ESCAPED_PARTIAL_STRINGS = (
    "_extract_streaming_incremental escapes an open string value by hand (only `\\\\`, `\"`, "
    "`\\n`, `\\r`, `\\t`), so other control characters are streamed raw (invalid JSON), and when "
    "the call closes it sends `json.dumps(final)[streamed_len:]` assuming the streamed prefix "
    "equals json.dumps' own text: where the escapes differ in length the tail is cut or "
    "repeated.")

BLANK_CONTENT_MODES_DISAGREE = (
    "Whitespace-only content before the calls is null when parsed whole (the serving layer, "
    "DelegatingParser._extract_tool_calls, drops blank content) but streamed as content deltas.")

KNOWN = (
    Known(T, "roundtrip", frozenset({"calls.arguments"}), ENUM_READ_AS_STRING,
          ("n_vllm-hy_v3_roundtrip_eab2d2538bf686a7.json",)),
    Known(T, "protocol", frozenset({"protocol.arguments-invalid"}), HAND_ESCAPED_PARTIAL_STRINGS,
          ("n_vllm-hy_v3_protocol_083a5556d263e9b2.json",)),
    Known(T, "split", frozenset({"calls.arguments-invalid", "calls.arguments"}),
          HAND_ESCAPED_PARTIAL_STRINGS, ("n_vllm-hy_v3_split_e2ca0f566dd3eeba.json",)),
    Known(T, "split", frozenset({"content.blank"}), BLANK_CONTENT_MODES_DISAGREE,
          ("n_vllm-hy_v3_split_5a9025e0007d7cf8.json",)),
)

KNOWN += (
    Known(T, "malformed", frozenset({"calls.arguments-invalid"}),
          SPLICED_FINAL_ARGUMENTS.format(
              where="HYV3ToolParser._extract_streaming_incremental"),
          ("n_vllm-hy_v3_malformed_b62a8975cac171d1.json",)),
)
