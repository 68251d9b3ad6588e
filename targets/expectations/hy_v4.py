"""Known failures of targets that parse the hy_v4 format (vLLM `hy_v4`, HYV4ToolExtractor)."""

from targets.expectations import Known
from targets.expectations._shared import SPLICED_FINAL_ARGUMENTS

T = "vllm:hy_v4"

ENUM_READ_AS_STRING = (
    "A property schema with `enum` but no `type` is typed as a string: _get_schema_options in "
    "hy_v4_tool_parser.py falls back to `[{\"type\": \"string\"}]` when the schema has no "
    "`type`/`anyOf`/`oneOf`, ignoring the enum's values, so `enum: [0]` gives \"0\".")

SECOND_CALL_IN_DELTA_LOST = (
    "HYV4ToolExtractor.extract_tool_calls_streaming drains a second complete call from the "
    "same delta only when the buffer left after the first starts exactly with "
    "`<tool_call:…>`; the template's `\\n` between calls stops the loop, and with no later "
    "delta (the last chunk, or a whole turn in one chunk) the second call is never streamed.")

BLANK_CONTENT_MODES_DISAGREE = (
    "Whitespace-only content before the calls is null when parsed whole (the serving layer, "
    "DelegatingParser._extract_tool_calls, drops blank content) but streamed as content deltas.")

NAME_RUNS_INTO_NEXT_CALL = (
    "A call with no arguments swallows the next call when both are in the buffer: Phase 1 of "
    "HYV4ToolExtractor.extract_tool_calls_streaming ends the name at the first `<arg_key:…>` "
    "if there is one anywhere after the call's start, else at `</tool_call:…>` "
    "(`name_end = arg_idx if arg_idx != -1 else end_idx`), so for `A0</tool_call:…>\\n"
    "<tool_call:…>A<arg_key:…>city…` it streams one call named "
    "`A0</tool_call:opensource>\\n<tool_call:opensource>A` with A's arguments.")

KNOWN = (
    Known(T, "roundtrip", frozenset({"calls.arguments"}), ENUM_READ_AS_STRING,
          ("n_vllm-hy_v4_roundtrip_62f45a1b7c2b0a3f.json",)),
    Known(T, "split", frozenset({"calls.count"}), SECOND_CALL_IN_DELTA_LOST,
          ("n_vllm-hy_v4_split_d4782d763f894044.json",)),
    Known(T, "split", frozenset({"calls.name", "calls.arguments", "calls.count"}),
          NAME_RUNS_INTO_NEXT_CALL + " " + SECOND_CALL_IN_DELTA_LOST,
          ("n_vllm-hy_v4_split_b6dddd8a60bad419.json",)),
    Known(T, "split", frozenset({"content.blank"}), BLANK_CONTENT_MODES_DISAGREE,
          ("n_vllm-hy_v4_split_8294b95c02972dcd.json",)),
)

KNOWN += (
    Known(T, "malformed", frozenset({"calls.arguments-invalid"}),
          SPLICED_FINAL_ARGUMENTS.format(
              where="HYV4ToolExtractor._extract_streaming_incremental"),
          ("n_vllm-hy_v4_malformed_6fe2c81e9ae4b209.json",)),
)
