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

# --- off-template variants and cut replies (targets/test_offtemplate.py, test_truncated.py) ---
from targets.expectations.hy_v3 import HYV3_TEXT_AFTER_BLOCK_DROPPED  # noqa: E402

KNOWN += (
    Known(T, "text-after", frozenset({"offtemplate.text-lost"}),
          HYV3_TEXT_AFTER_BLOCK_DROPPED + "  (hy_v4: HYV4ToolExtractor.extract_tool_calls and "
          "its streaming, copied from HYV3ToolParser, drop `Aa` after "
          "`</tool_calls:opensource>` the same way.)",
          ("n_vllm-hy_v4_text-after_988eb1c717d85110.json",)),
)

HYV4_START_MARKER_SPLITS_DELTA = (
    "HYV4ToolExtractor.extract_tool_calls_streaming splits every delta that holds "
    "`<tool_calls:opensource>` at that marker, sends the text before its first occurrence as "
    "content and keeps only the text after its last one as tool text (`self._buffer += "
    "text_parts[-1]`), wherever the marker stands: written inside a value (`<arg_value:…>Aa "
    "<tool_calls:opensource></arg_value:…>`, a special token the format cannot write as "
    "data), the part of the call before it in that delta streams as content and the rest of "
    "the call is lost or re-read from the marker on (`{\"note\": \"Aa \"}`, or, the whole reply "
    "in one delta, only the calls after the value), while the whole parse's tool_call_regex "
    "keeps the value as written.")

HYV4_STRICT_WRAPPER_AS_CONTENT = (
    "HYV4ToolExtractor._extract_tool_calls_strict (the whole parse) takes the block between the "
    "first `<tool_calls:opensource>` and the first `</tool_calls:opensource>` and raises "
    "'Malformed tool block wrapper.' when there is no end or it comes first, and "
    "extract_tool_calls then returns the whole reply, markup included, as content with no "
    "call: a reply cut by max_tokens inside the block (`<tool_calls:opensource>` alone, or "
    "after a complete call) and a stray `</tool_calls:opensource>` in the prose before the "
    "block (`Aa </tool_calls:opensource><tool_calls:opensource>…`, a special token the format "
    "cannot write as prose) both come back as raw text, while streaming streams the calls.")

KNOWN += (
    # `<tool_calls:opensource>` inside a value (5e29 also prose before the block; c42c also
    # blank content before it)
    Known(T, "marker-data", frozenset({"calls.arguments", "calls.count", "calls.name",
                                       "content", "content.blank"}),
          HYV4_START_MARKER_SPLITS_DELTA,
          ("n_vllm-hy_v4_marker-data_77bdbbc7d469cca5.json",
           "n_vllm-hy_v4_marker-data_2355095c8a654cde.json",
           "n_vllm-hy_v4_marker-data_ed57e0561de56a0e.json",
           "n_vllm-hy_v4_marker-data_5e298c7274c4270e.json")),
    Known(T, "marker-data", frozenset({"calls.arguments", "calls.count", "calls.name",
                                       "content", "content.blank"}),
          HYV4_START_MARKER_SPLITS_DELTA + " " + BLANK_CONTENT_MODES_DISAGREE,
          ("n_vllm-hy_v4_marker-data_c42cb62e21506b74.json",)),
    Known(T, "marker-data", frozenset({"calls.count", "content.truncated"}),
          HYV4_STRICT_WRAPPER_AS_CONTENT, ("n_vllm-hy_v4_marker-data_0200e39774700233.json",)),
    # a stray `<tool_calls:opensource>` before the block: the whole parse's content is the
    # text before the first one (nothing), the stream sends ` Aa`
    Known(T, "marker-data", frozenset({"content"}),
          HYV3_TEXT_AFTER_BLOCK_DROPPED + "  (hy_v4: the whole parse's content is the text "
          "before the first `<tool_calls:opensource>`, so prose after a stray one before the "
          "block, `<tool_calls:opensource> Aa<tool_calls:opensource>…`, is dropped whole and "
          "streamed as content.)",
          ("n_vllm-hy_v4_marker-data_c88bccce396ccc5f.json",)),
)

KNOWN += (
    # cut replies: the whole parse returns the block as content (b6fe: `<tool_calls:…>` alone);
    # eb73 also streams the first call's name run into the second's (NAME_RUNS_INTO_NEXT_CALL)
    Known(T, "truncated", frozenset({"truncated.marker-in-content"}),
          HYV4_STRICT_WRAPPER_AS_CONTENT, ("n_vllm-hy_v4_truncated_b6fe78c51902293b.json",)),
    Known(T, "truncated", frozenset({"truncated.invented", "truncated.marker-in-content"}),
          HYV4_STRICT_WRAPPER_AS_CONTENT + " " + NAME_RUNS_INTO_NEXT_CALL,
          ("n_vllm-hy_v4_truncated_eb73f722ac9c2281.json",)),
)

# --- value edges (targets/test_edges.py) ---
KNOWN += (
    Known("vllm:hy_v4", "value-edges", frozenset({"calls.count", "content.dropped"}),
          "HYV4ToolExtractor._extract_tool_calls_strict (the whole parse) takes the block and "
          "counts `<tool_call:opensource>` against `</tool_call:opensource>`: an opener written "
          "at the start of a value (`<arg_value:opensource><tool_call:opensource>Aa`) makes them "
          "differ, it raises 'Malformed tool_call wrapper count.', and extract_tool_calls "
          "returns the whole reply, markup included, as content with no call, while streaming "
          "gives the call with the value as written.",
          ("n_vllm-hy_v4_value-edges_8725d7f6546862e3.json",)),
)

# --- sglang:hunyuan@hy_v4 (HunyuanDetector on the Hy4 layout): off-template, cut replies,
# value edges ---
from targets.expectations.sglang import (  # noqa: E402
    HUNYUAN_STREAM_CONTROL_CHAR, TEXT_BEFORE_CALLS_ONLY)

#: HunyuanDetector serves Hy3 and Hy4 alike: the same function, its Hy4 tokens.
HUNYUAN_V4_TEXT_AFTER = TEXT_BEFORE_CALLS_ONLY.format(detector="HunyuanDetector",
                                                      marker="<tool_calls>")

KNOWN += (
    Known("sglang:hunyuan@hy_v4", "text-after", frozenset({"offtemplate.text-lost"}),
          HUNYUAN_V4_TEXT_AFTER,
          ("n_sglang-hunyuan@hy_v4_text-after_0e1393227d5cba96.json",)),
    # a `\x1f` value streamed raw beside the prose after the block: the text-after entry's cause
    # shows in the same case (the prose is what makes it a text-after draw)
    Known("sglang:hunyuan@hy_v4", "text-after",
          frozenset({"calls.arguments-invalid", "offtemplate.text-lost"}),
          HUNYUAN_STREAM_CONTROL_CHAR + "  (Its text-after case shows the prose after "
          "`</tool_calls:opensource>` lost too: HunyuanDetector.detect_and_parse keeps only the "
          "text before the block.)",
          ("n_sglang-hunyuan@hy_v4_text-after_be8a74c096952394.json",)),
)

from targets.expectations.hy_v3 import HUNYUAN_CLOSE_SENDS_FINAL_TAIL  # noqa: E402

KNOWN += (
    # `Aa</tool_call:opensource>` as a value: the call ends inside it
    Known("sglang:hunyuan@hy_v4", "value-edges", frozenset({"calls.arguments-invalid"}),
          HUNYUAN_CLOSE_SENDS_FINAL_TAIL,
          ("n_sglang-hunyuan@hy_v4_value-edges_1874a102892bc322.json",)),
    # faithful values holding `\x0b`, `\x15`, `\x18` streamed raw (309d: a `'` in a value makes
    # the broken arguments read as a Python literal)
    Known("sglang:hunyuan@hy_v4", "value-edges",
          frozenset({"calls.arguments-invalid", "protocol.arguments-invalid"}),
          HUNYUAN_STREAM_CONTROL_CHAR,
          ("n_sglang-hunyuan@hy_v4_value-edges_d7600adb69522ec6.json",
           "n_sglang-hunyuan@hy_v4_value-edges_309d33cdb728e2a0.json")),
)
