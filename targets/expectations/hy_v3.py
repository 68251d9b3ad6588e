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

# --- off-template variants and cut replies (targets/test_offtemplate.py, test_truncated.py) ---
HYV3_TEXT_AFTER_BLOCK_DROPPED = (
    "Text written after `</tool_calls>` is dropped, whole and streamed: "
    "HYV3ToolParser.extract_tool_calls returns `model_output[:s_index]` (the text before "
    "`<tool_calls>`) as the content, and extract_tool_calls_streaming, once the "
    "`<tool_calls>` token is among the tokens so far, only buffers each delta as tool text "
    "and empties the buffer when it holds no `<tool_call>`: `<tool_calls>\\n<tool_call>A"
    "<tool_sep>\\n</tool_call>\\n</tool_calls>Aa` comes back without `Aa` in both modes.")

KNOWN += (
    Known("vllm:hy_v3", "text-after", frozenset({"offtemplate.text-lost"}),
          HYV3_TEXT_AFTER_BLOCK_DROPPED, ("n_vllm-hy_v3_text-after_206f644c78ebbaed.json",)),
)

# --- value edges (targets/test_edges.py) ---
#: The same split as HYV4ToolExtractor's (vllm-125), here on Hy3's `<tool_calls>`.
HYV3_START_MARKER_SPLITS_DELTA = (
    "HYV3ToolParser.extract_tool_calls_streaming splits every delta that holds `<tool_calls>` "
    "at that marker and keeps only the text after its last occurrence as tool text "
    "(`self._buffer += text_parts[-1]`), wherever the marker stands: written at the end of a "
    "value (`<arg_value>Gyfvlj<tool_calls></arg_value>`), a reply that arrives in one delta "
    "loses every call after that value, while the whole parse reads all four.")

KNOWN += (
    # a `</tool_call>` in a value ends the call whole (arguments `{}`) and the stream's open
    # value is never closed: its end sends `json.dumps({})[streamed_len:]`, nothing (vllm-024)
    Known(T, "value-edges", frozenset({"calls.arguments-invalid"}), HAND_ESCAPED_PARTIAL_STRINGS,
          ("n_vllm-hy_v3_value-edges_d00abfb108be223e.json",)),
    Known(T, "value-edges", frozenset({"calls.arguments", "calls.count"}),
          HYV3_START_MARKER_SPLITS_DELTA, ("n_vllm-hy_v3_value-edges_0bdf070b9d22d122.json",)),
    # a control character in another value (`\x1d`), beside a `'` at an edge
    Known(T, "value-edges", frozenset({"calls.arguments-invalid", "protocol.arguments-invalid"}),
          HAND_ESCAPED_PARTIAL_STRINGS, ("n_vllm-hy_v3_value-edges_e5102205b662b888.json",)),
)

# --- sglang:hunyuan (HunyuanDetector on the Hy3 layout): off-template, cut replies, value edges ---
from targets.expectations.sglang import TEXT_BEFORE_CALLS_ONLY  # noqa: E402

#: HunyuanDetector's own streaming (it overrides parse_streaming_increment), sglang:hunyuan and
#: sglang:hunyuan@hy_v4.
HUNYUAN_STREAM_SENDS_UNOFFERED = (
    "HunyuanDetector._continue_streaming (its parse_streaming_increment) sends a call whatever "
    "its name, only logging 'Model attempted to call undefined function', while "
    "HunyuanDetector.detect_and_parse skips a call whose name is not an offered tool (unless "
    "SGLANG_FORWARD_UNKNOWN_TOOLS is set): streamed, the client receives a call to a tool it "
    "never offered (`<tool_call>A<tool_sep>\\n</tool_call>` with `A` not offered) that the "
    "whole parse of the same reply does not return.")

KNOWN += (
    Known("sglang:hunyuan", "text-after", frozenset({"offtemplate.text-lost"}),
          TEXT_BEFORE_CALLS_ONLY.format(detector="HunyuanDetector", marker="<tool_calls>"),
          ("n_sglang-hunyuan_text-after_bd662f924623caff.json",)),
    Known("sglang:hunyuan", "unoffered", frozenset({"calls.count", "calls.name"}),
          HUNYUAN_STREAM_SENDS_UNOFFERED,
          ("n_sglang-hunyuan_unoffered_52e835b0250951d4.json",)),
)

#: HunyuanDetector._stream_args, sglang:hunyuan and sglang:hunyuan@hy_v4.
HUNYUAN_CLOSE_SENDS_FINAL_TAIL = (
    "HunyuanDetector._stream_args streams a string value while it is open (`{\"text\": \"Aa`), "
    "and when `</tool_call>` closes the call it sends only `json.dumps(final)[streamed_len:]`, "
    "the final arguments past the length already streamed: a `</tool_call>` written inside the "
    "value (`<arg_value>Aa</tool_call></arg_value></tool_call>`, a tag the format cannot write "
    "as data) ends the call with the value unclosed, the final arguments are `{}`, shorter than "
    "what was streamed, so nothing is sent and the streamed arguments stay `{\"text\": \"Aa`, "
    "not JSON, while the whole parse (tool_call_regex, cut at the same tag) returns `{}`.")
