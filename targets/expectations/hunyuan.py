"""Known failures of targets that parse the hunyuan format (vLLM `hunyuan_a13b`).

All but one are in HunyuanA13BToolParser.extract_tool_calls_streaming: the non-streaming parse
of the same texts is right (the exception is a quadratic of the whole parse's block search).
"""

from targets.expectations import Known

T = "vllm:hunyuan_a13b"

BRACKET_TEXT_SWALLOWED = (
    "Streaming takes any text that starts (after spaces) with `[` for a bare tool-call array: "
    "extract_tool_calls_streaming returns None for every delta until a `\"name\": \"…\"` shows "
    "up, and nothing flushes the held text at the end, so a plain reply such as `[` is lost.")

BRACKET_TEXT_MADE_CALLS = (
    "Streaming builds calls from any `\"name\": \"…\"` the regex `tool_name_reg` finds in a text "
    "that starts with `[`, without a `<tool_calls>` tag or valid JSON (_handle_tool_name_streaming): "
    "plain text such as `[\"name\":\"0\"` streams a call named `0` and loses the text, while the "
    "non-streaming parse returns it as content.")

ONE_PIECE_PER_DELTA = (
    "extract_tool_calls_streaming emits one piece per delta (a name, or `{`, or one argument "
    "diff) and tracks what it sent in its own `streamed_args` instead of "
    "`streamed_args_for_tool`, so when a delta carries a whole call its arguments are never "
    "sent (the call ends with arguments `\"\"`, or `{` when the delta that completes them sent "
    "only that piece and the next brings the next call's name; the server's end-of-stream "
    "flush has nothing to add), and when a delta carries two calls only the first is streamed.")

PARTIAL_MARKER_AS_CONTENT = (
    "`<tool_calls>` is plain text (several tokens in the Hunyuan tokenizer), but streaming only "
    "recognises it once the whole tag is in `current_text`: until then each delta is passed "
    "through as content, so the pieces of the tag leak into the content.")

EMPTY_ARGS_ANYWHERE = (
    "_handle_tool_args_streaming searches the whole text for `\"name\": …, \"arguments\": {}` "
    "(`tool_empty_arg_reg`) and, when any earlier call had empty arguments, sends `{}` as the "
    "arguments of the current call: a later call's real arguments are replaced by `{}`.")

BLANK_CONTENT_MODES_DISAGREE = (
    "Whitespace-only content before the calls is null when parsed whole "
    "(extract_tool_calls clears blank content) but streamed as content deltas.")

ARGUMENT_NAME_KEY_AS_CALL = (
    "Streaming counts calls by every match of `tool_name_reg` (`\"name\"\\s*:\\s*\"([^\"]+)\"`) "
    "in the whole text, argument keys included: an argument `\"name\": \"000…\"` becomes a "
    "second call named `000…` (extract_tool_calls_streaming → _handle_tool_name_streaming), "
    "while the non-streaming parse reads the JSON array and gets the real calls.")

KNOWN = (
    Known(T, "plaintext", frozenset({"content.dropped", "content.truncated", "content"}),
          BRACKET_TEXT_SWALLOWED, ("n_vllm-hunyuan_a13b_plaintext_3fdaff71a27de554.json",)),
    Known(T, "plaintext", frozenset({"calls.count", "content.dropped"}), BRACKET_TEXT_MADE_CALLS,
          ("n_vllm-hunyuan_a13b_plaintext_fcfd511ea9ac99ab.json",)),
    Known(T, "split", frozenset({"calls.arguments-invalid", "content"}),
          ONE_PIECE_PER_DELTA + " " + PARTIAL_MARKER_AS_CONTENT,
          ("n_vllm-hunyuan_a13b_split_901551d7a87d890e.json",)),
    Known(T, "split", frozenset({"calls.arguments-invalid", "calls.count", "content"}),
          ONE_PIECE_PER_DELTA + " " + PARTIAL_MARKER_AS_CONTENT,
          ("n_vllm-hunyuan_a13b_split_a222f60ffd5ea93f.json",)),
    Known(T, "split", frozenset({"calls.arguments", "calls.arguments-invalid", "calls.count",
                                 "content"}),
          EMPTY_ARGS_ANYWHERE + " " + ONE_PIECE_PER_DELTA,
          ("n_vllm-hunyuan_a13b_split_065e4c93f8d5e670.json",
           "n_vllm-hunyuan_a13b_split_daccef08ea7fa6b4.json",
           "n_vllm-hunyuan_a13b_split_056482b6048aa5b6.json")),
    Known(T, "split", frozenset({"calls.arguments-invalid", "content", "content.blank"}),
          BLANK_CONTENT_MODES_DISAGREE + " " + ONE_PIECE_PER_DELTA + " "
          + PARTIAL_MARKER_AS_CONTENT, ("n_vllm-hunyuan_a13b_split_d91dcb6dc6275da9.json",)),
    Known(T, "split", frozenset({"calls.arguments-invalid", "content.dropped"}),
          BRACKET_TEXT_SWALLOWED + " Content before the calls that starts with `[` is lost "
          "the same way. " + ONE_PIECE_PER_DELTA,
          ("n_vllm-hunyuan_a13b_split_6e2b4f2f79b5d629.json",)),
    Known(T, "split", frozenset({"calls.name", "calls.count", "calls.arguments-invalid",
                                 "content"}),
          ARGUMENT_NAME_KEY_AS_CALL + " " + ONE_PIECE_PER_DELTA + " " + PARTIAL_MARKER_AS_CONTENT,
          ("n_vllm-hunyuan_a13b_split_60addbd0bd8b24d3.json",
           "n_vllm-hunyuan_a13b_split_37ca5c857f9902b5.json")),
    Known(T, "protocol", frozenset({"protocol.arguments-invalid"}), ONE_PIECE_PER_DELTA,
          ("n_vllm-hunyuan_a13b_protocol_aad4886f54c37735.json",)),
)

RAW_ARGUMENT_TEXT = (
    "_handle_tool_args_streaming streams the argument text that the regex `tool_non_empty_arg_reg` "
    "(`\"arguments\"\\s*:\\s*(\\{(?:[^{}]|(?:\\{[^{}]*\\}))*\\})`) captures, balanced braces "
    "and nothing more checked, without decoding it: `\"arguments\":{]}` streams the arguments "
    "`{]}`, which no continuation makes JSON.")

KNOWN += (
    Known(T, "malformed", frozenset({"calls.arguments-invalid"}), RAW_ARGUMENT_TEXT,
          ("n_vllm-hunyuan_a13b_malformed_379858d58207ae75.json",)),
)

THINK_REGIONS_PER_BLOCK = (
    "HunyuanA13BToolParser.preprocess_model_output recomputes the think regions "
    "(`re.finditer(r\"<think>(.*?)</think>\")` over the whole output) inside its loop over "
    "`<tool_calls>` blocks, and a block whose JSON does not load sends it on to the next: a "
    "reply of many empty or invalid blocks costs the square of its length "
    "(`<tool_calls></tool_calls>` repeated, parsed whole: 0.035, 0.12, 0.44 s of CPU at 32 000, "
    "64 000, 128 000 characters; cProfile puts the time in that list comprehension).")

KNOWN += (
    Known(T, "time", frozenset({"time.growth"}), THINK_REGIONS_PER_BLOCK,
          ("n_vllm-hunyuan_a13b_time_315703654d5e7e37.json",)),
)

# --- off-template variants and cut replies (targets/test_offtemplate.py, test_truncated.py) ---
TEXT_AFTER_BLOCK_DROPPED = (
    "HunyuanA13BToolParser.preprocess_model_output returns `model_output[:start]` as the "
    "content, `start` being where the first `<tool_calls>` block that loads as JSON begins: "
    "text written after `</tool_calls>` (`<tool_calls>[{\"name\": \"A\", \"arguments\": {}}]"
    "</tool_calls>Aa`) is dropped by the whole parse, with no trace.")

KNOWN += (
    # the whole parse alone (the draw's streams show ONE_PIECE_PER_DELTA and
    # PARTIAL_MARKER_AS_CONTENT, recorded under split)
    Known(T, "text-after", frozenset({"offtemplate.text-lost"}), TEXT_AFTER_BLOCK_DROPPED,
          ("n_vllm-hunyuan_a13b_text-after_3832e62c464b9688.json",)),
)

# wide-names: streaming causes recorded under split, met by dotted and digit names; each of
# the two draws split one case per chunking, several chunkings showing the same failure
_W = "n_vllm-hunyuan_a13b_wide-names_"
KNOWN += (
    # the whole block in one delta (or after one `<`): one call, arguments ""
    Known(T, "wide-names", frozenset({"calls.arguments-invalid", "calls.count",
                                      "protocol.arguments-invalid"}), ONE_PIECE_PER_DELTA,
          (_W + "928ccc64cd4da974.json", _W + "5d6f04c8a6703e58.json")),
    Known(T, "wide-names", frozenset({"content"}), PARTIAL_MARKER_AS_CONTENT,
          (_W + "0c060db094614673.json",)),
    Known(T, "wide-names", frozenset({"calls.arguments-invalid", "calls.count", "content",
                                      "protocol.arguments-invalid"}),
          ONE_PIECE_PER_DELTA + " " + PARTIAL_MARKER_AS_CONTENT, (_W + "688bef3aab138064.json",)),
    # the first call's arguments stop at `{`, the empty second call's come back `{}{}`
    Known(T, "wide-names", frozenset({"calls.arguments-invalid", "protocol.arguments-invalid"}),
          EMPTY_ARGS_ANYWHERE + " " + ONE_PIECE_PER_DELTA, (_W + "f84c64047c200f79.json",)),
    # one character a delta: the argument key `"name": "true"` is a third call, the second
    # call's arguments `{}` (the first call's are empty), `<tool_calls>` in the content
    Known(T, "wide-names", frozenset({"calls.arguments", "calls.count", "content"}),
          ARGUMENT_NAME_KEY_AS_CALL + " " + EMPTY_ARGS_ANYWHERE + " " + PARTIAL_MARKER_AS_CONTENT,
          (_W + "2edee0f3719c8525.json",)),
)

# --- off-template round 2 (branch hvllma): the streaming causes recorded under split, met by
# the other variants; one case each, its chunkings showing the causes named
KNOWN += (
    # prose `[TOOL_CALLS][{"name": "f", …}]` before the block: the text starts with `[`, so
    # streaming makes a call `f` of it (and a whole call in one delta streams without arguments)
    Known(T, "marker-data", frozenset({"calls.arguments", "calls.arguments-invalid", "calls.count",
                                       "calls.name", "content.dropped"}),
          BRACKET_TEXT_MADE_CALLS + " " + ONE_PIECE_PER_DELTA,
          ("n_vllm-hunyuan_a13b_marker-data_15e32a35a3db62b5.json",)),
    # the whole parse drops `Aa` after the block; streamed in one delta the call has arguments
    # "", in two (`…]`, `</tool_calls>Aa`) `{}{}`
    Known(T, "text-after", frozenset({"calls.arguments-invalid", "offtemplate.text-lost"}),
          TEXT_AFTER_BLOCK_DROPPED + " " + ONE_PIECE_PER_DELTA + " " + EMPTY_ARGS_ANYWHERE,
          ("n_vllm-hunyuan_a13b_text-after_90a6c4b8fa2b2f6f.json",)),
    Known(T, "unoffered", frozenset({"calls.arguments-invalid", "content",
                                     "offtemplate.call-changed"}),
          ONE_PIECE_PER_DELTA + " " + PARTIAL_MARKER_AS_CONTENT + " " + EMPTY_ARGS_ANYWHERE,
          ("n_vllm-hunyuan_a13b_unoffered_be8375f312440bd2.json",)),
)

PROSE_BEFORE_BLOCK_STREAMED_AS_CONTENT = (
    "HunyuanA13BToolParser.extract_tool_calls_streaming looks for calls only while the whole "
    "text so far starts (after spaces) with `<tool_calls>` and then `[`: prose written before "
    "the block (`Ip<tool_calls>[{\"name\": …}]</tool_calls> Aa`) makes every delta content, so "
    "the block streams as text and no call comes back, while the whole parse "
    "(preprocess_model_output) finds the block after the prose and returns its calls.")

KNOWN += (
    # one delta: the block after `Ip` streamed as content (the whole parse drops the prose
    # after the block: TEXT_AFTER_BLOCK_DROPPED)
    Known(T, "text-after", frozenset({"calls.count", "offtemplate.text-extra",
                                      "offtemplate.text-lost"}),
          PROSE_BEFORE_BLOCK_STREAMED_AS_CONTENT + " " + TEXT_AFTER_BLOCK_DROPPED,
          ("n_vllm-hunyuan_a13b_text-after_508b007ca4ad68d0.json",)),
    # one delta: arguments ""; one character a delta: `<tool_calls>` in the content; two
    # deltas: `{` then the flush of the whole arguments, `{{…}`
    Known(T, "numbers", frozenset({"calls.arguments-invalid", "content",
                                   "protocol.arguments-invalid"}),
          ONE_PIECE_PER_DELTA + " " + PARTIAL_MARKER_AS_CONTENT,
          ("n_vllm-hunyuan_a13b_numbers_aec6a40ad066192d.json",)),
)

KNOWN += (
    # cut in the second call: the first call's `{}` shared a delta with the next name, so it
    # streams without arguments and is not intact
    Known(T, "truncated", frozenset({"truncated.invented"}), ONE_PIECE_PER_DELTA,
          ("n_vllm-hunyuan_a13b_truncated_67d9b22770d73905.json",)),
)

KNOWN += (
    # prose `["name":"` before the block: the text starts with `[`, so streaming reads a call
    # named `<tool_calls>[{` from it (its arguments "": one piece per delta)
    Known(T, "unoffered", frozenset({"calls.arguments-invalid", "calls.name", "content.dropped",
                                     "offtemplate.call-changed"}),
          BRACKET_TEXT_MADE_CALLS + " " + ONE_PIECE_PER_DELTA,
          ("n_vllm-hunyuan_a13b_unoffered_04ea7704691f65bf.json",)),
)
