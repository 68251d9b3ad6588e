"""Known failures of targets that parse the DeepSeek V3.1 format (vLLM `deepseek_v31`).

DeepSeekV31ToolParser.extract_tool_calls_streaming is DeepSeekV3ToolParser's streaming code
with V3.1's regexes, and inherits its defect.
"""

from targets.expectations import Known

WHOLE_CALL_IN_ONE_DELTA = (
    "A call that opens and closes within one delta is lost while streaming: the start and end "
    "counts are already equal, so the parser takes its 'closing' branch, finds no started call "
    "(prev_tool_call_arr is empty) and returns None; and a call whose arguments arrive in the "
    "same delta as its name or its `<｜tool▁call▁end｜>` gets no arguments at all (or only those streamed before that "
    "delta), because the parser returns right after sending the name and its closing branch flushes unsent "
    "arguments only when they end in `\"}` (DeepSeekV31ToolParser.extract_tool_calls_streaming). "
    "When the lost call is the first, the next one streams in its place, "
    "so call 0 arrives with the second call's arguments.")

LATER_NAME = (
    "When the first delta that shows a call already reaches the next call's name "
    "(`A<｜tool▁sep｜>{}<｜tool▁call▁end｜><｜tool▁call▁begin｜>B<｜tool▁sep｜>`), the name is "
    "taken from the last `<｜tool▁call▁begin｜>` in the text so far, so call 0 streams as `B`.")

BLANK_CONTENT_MODES_DISAGREE = (
    "Whitespace-only content before the calls is null when parsed whole "
    "(DelegatingParser._extract_tool_calls drops blank content) but streamed as content, so the "
    "two modes disagree.")

TEXT_BEFORE_CALL_IN_DELTA_LOST = (
    "Content that arrives in the same delta as `<｜tool▁call▁begin｜>` is lost: once "
    "`<｜tool▁calls▁begin｜>` is among the token ids, the 'starting a new tool call' branch sets "
    "text_portion to None and the 'closing' branch returns None, and neither sends the text "
    "before the markers, so `true<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>…` streamed in one delta "
    "loses `true` (and streamed as `t`, `rue<…>` keeps only `t`) while the non-streaming parse "
    "returns it (DeepSeekV31ToolParser.extract_tool_calls_streaming).")

KNOWN = (
    Known("vllm:deepseek_v31", "protocol",
          frozenset({"protocol.arguments-invalid", "protocol.index"}), WHOLE_CALL_IN_ONE_DELTA,
          ("n_vllm-deepseek_v31_protocol_19507ab1d8daa66c.json",
           "n_vllm-deepseek_v31_protocol_7584ff1679ab11e8.json")),
    Known("vllm:deepseek_v31", "split",
          frozenset({"calls.count", "calls.arguments-invalid", "calls.arguments",
                     "content.blank"}),
          WHOLE_CALL_IN_ONE_DELTA + " " + BLANK_CONTENT_MODES_DISAGREE,
          ("n_vllm-deepseek_v31_split_36415a149051f3e5.json",
           "n_vllm-deepseek_v31_split_c42d910ca8763463.json",
           "n_vllm-deepseek_v31_split_077b4f4f0f12952d.json",
           "n_vllm-deepseek_v31_split_7483040fcb6a403b.json",
           "n_vllm-deepseek_v31_split_95356e58b1ac67c1.json")),
    Known("vllm:deepseek_v31", "split",
          frozenset({"content.dropped", "content.truncated", "calls.count",
                     "calls.arguments-invalid"}),
          TEXT_BEFORE_CALL_IN_DELTA_LOST + " " + WHOLE_CALL_IN_ONE_DELTA,
          ("n_vllm-deepseek_v31_split_7db30a3e94571a25.json",)),
    Known("vllm:deepseek_v31", "split",
          frozenset({"calls.count", "calls.arguments-invalid", "calls.name"}),
          WHOLE_CALL_IN_ONE_DELTA + " " + LATER_NAME,
          ("n_vllm-deepseek_v31_split_2169a23ca1b55237.json",)),
)

RAW_ARGUMENTS = (
    "The arguments are the text the regex captures between `<｜tool▁sep｜>` and "
    "`<｜tool▁call▁end｜>` (DeepSeekV31ToolParser.tool_call_regex, and "
    "stream_tool_call_portion_regex while streaming), passed on without being decoded, whole "
    "and streamed: an empty block gives the arguments `` and any other text gives that text, "
    "neither of them JSON.")

KNOWN += (
    Known("vllm:deepseek_v31", "malformed", frozenset({"calls.arguments-invalid"}), RAW_ARGUMENTS,
          ("n_vllm-deepseek_v31_malformed_b56f57f086ef7307.json",
           "n_vllm-deepseek_v31_malformed_eddbde16d9edaab1.json")),
)

# --- vLLM off-template variants (targets/test_offtemplate.py) and cut replies ---

from targets.expectations.deepseek_v3 import MARKER_DELETED_FROM_DELTAS  # noqa: E402

V31_CONTENT_ONLY_BEFORE_BLOCK = (
    "DeepSeekV31ToolParser.extract_tool_calls returns as content only the text before the "
    "first `<｜tool▁calls▁begin｜>` (`model_output[:model_output.find(self.tool_calls_start_"
    "token)]`; V3's parser also keeps what follows `<｜tool▁calls▁end｜>`): prose after the block "
    "(`…<｜tool▁call▁end｜><｜tool▁calls▁end｜>Aa`) is lost whole, while streaming sends it as "
    "content when it arrives in a delta of its own; and prose after a stray "
    "`<｜tool▁calls▁begin｜>` before the block (`<｜tool▁calls▁begin｜> Aa<｜tool▁calls▁begin｜>…`, "
    "a special token the format cannot write as prose) is dropped whole and streamed as content.")

KNOWN += (
    Known("vllm:deepseek_v31", "unoffered",
          frozenset({"calls.count", "calls.arguments-invalid", "offtemplate.call-changed"}),
          WHOLE_CALL_IN_ONE_DELTA, ("n_vllm-deepseek_v31_unoffered_0e423ed83ad8fc10.json",)),
    # the streaming code is DeepSeekV3ToolParser's (module docstring): the same deletion;
    # each case kept to its chunking that shows it alone (the others: WHOLE_CALL_IN_ONE_DELTA)
    Known("vllm:deepseek_v31", "marker-data", frozenset({"calls.arguments"}),
          MARKER_DELETED_FROM_DELTAS,
          ("n_vllm-deepseek_v31_marker-data_ceaa8463a7e82e9d.json",
           "n_vllm-deepseek_v31_marker-data_59bab08828643989.json")),
    # 0f37…: kept to its 12-delta chunking; 5f37…: chunkings set by hand (the prose in a delta
    # of its own, so the stream is right and only the whole parse loses it)
    Known("vllm:deepseek_v31", "marker-data", frozenset({"content"}),
          V31_CONTENT_ONLY_BEFORE_BLOCK, ("n_vllm-deepseek_v31_marker-data_0f3779477cb632dd.json",)),
    Known("vllm:deepseek_v31", "text-after", frozenset({"offtemplate.text-lost"}),
          V31_CONTENT_ONLY_BEFORE_BLOCK, ("n_vllm-deepseek_v31_text-after_5f37ae60ac0f202c.json",)),
)

KNOWN += (
    # cut after the second call's name: the first call's `{}` arrived in the delta of its
    # `<｜tool▁call▁end｜>`, so it streams without arguments and is not intact
    Known("vllm:deepseek_v31", "truncated", frozenset({"truncated.invented"}),
          WHOLE_CALL_IN_ONE_DELTA, ("n_vllm-deepseek_v31_truncated_7c1c2db174ffbd1d.json",)),
)

# --- streamed one token per delta (targets/test_growth.py test_token_stream_growth) ---
from targets.expectations.deepseek_v3 import TOKEN_IDS_COUNTED_PER_DELTA  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v31", "time", frozenset({"time.stream-growth"}),
          TOKEN_IDS_COUNTED_PER_DELTA.format(
              times="0.02, 0.06, 0.22 s of CPU at 4 000, 8 000, 16 000 characters of valid "
              "calls"),
          ("n_vllm-deepseek_v31_time_ec9384a052d736c2.json",)),
)

SGLANG_V31_PARTIAL_REGEX_PER_DELTA = (
    "DeepSeekV31Detector.parse_streaming_increment re-searches its whole buffer with "
    "`<｜tool▁call▁begin｜>(.*)<｜tool▁sep｜>(.*?)(<｜tool▁call▁end｜>|$)` (a greedy DOTALL `.*` "
    "that runs to the end of the buffer and backs off) and json-loads the arguments so far at "
    "every delta until the call closes: a call with many arguments streamed one token per "
    "delta costs the square of its length (0.02, 0.06, 0.23 s of CPU at 2 000, 4 000, 8 000 "
    "characters of one call whose `, \"b\": 1` repeats).")

KNOWN += (
    Known("sglang:deepseekv31", "time", frozenset({"time.stream-growth"}),
          SGLANG_V31_PARTIAL_REGEX_PER_DELTA,
          ("n_sglang-deepseekv31_time_984956ccee1da319.json",)),
)

# --- off-template round 2: stray markers (marker-data), each case kept to one chunking ---

from targets.expectations.deepseek_v3 import STRAY_MARKER_COUNTED  # noqa: E402

V31_NAME_FROM_FIRST_BEGIN = (
    "DeepSeekV31ToolParser.tool_call_regex begins a call at the first `<｜tool▁call▁begin｜>` "
    "and its lazy name group `(?P<function_name>.*?)` runs to the next `<｜tool▁sep｜>` across "
    "other markers: after a stray `<｜tool▁call▁begin｜>` in the prose before the block (`Aa "
    "<｜tool▁call▁begin｜><｜tool▁calls▁begin｜><｜tool▁call▁begin｜>A<｜tool▁sep｜>{}…`, a special "
    "token the format cannot write as prose) the whole parse (extract_tool_calls) names the "
    "call `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>A`, while streaming takes the text after "
    "the last `<｜tool▁call▁begin｜>` (`A`): the modes disagree.")

V31_GREEDY_STREAM_NAME = (
    "DeepSeekV31ToolParser.extract_tool_calls_streaming splits the open call's text with "
    "stream_tool_call_portion_regex `(?P<function_name>.*)<｜tool▁sep｜>(?P<function_arguments>"
    "[\\s\\S]*)`, whose greedy name group runs to the last `<｜tool▁sep｜>`: a `<｜tool▁sep｜>` "
    "inside a string value (`{\"note\": \"<｜tool▁sep｜>\"}`, a special token the format cannot "
    "write as data) makes everything before it the name and only the text after it the "
    "arguments, so the arguments read so far count as reset and restart after the marker "
    "(`{\"note\": \"\"}` streamed), or, when the name is not sent yet, the call streams named "
    "`A<｜tool▁sep｜>{\"note\": \"`; the whole parse's lazy tool_call_regex reads `A` and the "
    "value as written.")

KNOWN += (
    # a stray `<｜tool▁call▁begin｜>` before the block: the whole parse's name and the stream's
    # count (markup streamed as arguments); kept to the chunking of one marker a delta
    Known("vllm:deepseek_v31", "marker-data", frozenset({"calls.arguments-invalid", "calls.name"}),
          V31_NAME_FROM_FIRST_BEGIN + " " + STRAY_MARKER_COUNTED,
          ("n_vllm-deepseek_v31_marker-data_13a5e0b5448bc115.json",
           "n_vllm-deepseek_v31_marker-data_9b688cd520e5b76d.json")),
    # a stray `<｜tool▁call▁end｜>` before the block: every call streamed as content
    Known("vllm:deepseek_v31", "marker-data", frozenset({"calls.count", "content"}),
          STRAY_MARKER_COUNTED, ("n_vllm-deepseek_v31_marker-data_86357da8b3cde936.json",)),
    # `<｜tool▁call▁end｜>` inside a value: the whole parse ends the call there and passes
    # `{"note": "` on undecoded; the stream counts it as the call's end and sends the rest as
    # content
    Known("vllm:deepseek_v31", "marker-data", frozenset({"calls.arguments-invalid", "content"}),
          RAW_ARGUMENTS + " " + STRAY_MARKER_COUNTED,
          ("n_vllm-deepseek_v31_marker-data_2e0229f0cb0fff7f.json",)),
    Known("vllm:deepseek_v31", "marker-data", frozenset({"calls.arguments"}),
          V31_GREEDY_STREAM_NAME, ("n_vllm-deepseek_v31_marker-data_6b9004357d11c628.json",)),
)
