"""Known failures of targets that parse the Inkling format (vLLM's `inkling`, InklingParser
over vllm/parser/inkling.py)."""

from targets.expectations import Known
from targets.expectations._shared import DEFERRED_WHITESPACE
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

STREAM_CUT = (
    "Streamed arguments stop short and never become valid JSON when schema typing changes a "
    "value: the stream holds back the trailing value (ParserEngine._safe_arg_prefix), and at "
    "the call's end ParserEngine._flush_arg_converter compares the re-typed, re-serialised "
    "arguments (_fix_arg_types: `{\"city\": 0, …}`) with the verbatim prefix already sent "
    "(`{\"city\":0.0,\"a_b\":`); they differ, so it returns None and the rest is never sent.")

QUADRATIC = (
    "Parse time grows with the square of the arguments' length, whole and streamed: the engine "
    "handles every character of a tool block as its own argument event (ParserEngine."
    "_handle_arg_chunk → _compute_arg_delta, also in the non-streaming _single_pass_parse), and "
    "inkling_config sets no arg_value_extender, so each event re-runs _inkling_arg_converter "
    "(extract_json_member_object, a scan of all arguments so far). A 2,000-character string "
    "argument takes about 1 s to parse whole; 12 KB of JSON escapes takes over 16 s.")

BLANK_LEADING_BLOCK_DROPPED = (
    "A whitespace-only text block before the calls is dropped from the non-streaming content "
    "even when text follows the calls: the engine's pass (inkling_config sets "
    "drop_whitespace_only_content_before_tools=True) makes the content before the calls None, "
    "then InklingParser._single_pass_parse appends the deferred trailing text, so `' '`, call, "
    "`'A'` gives content 'A' instead of ' A'; streaming instead sends the ' ' whenever later "
    "text arrives, so the two modes disagree.")

KNOWN = (
    Known("vllm:inkling", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-inkling_roundtrip_34a3262d4a4d549c.json",)),
    Known("vllm:inkling", "roundtrip", frozenset({"content"}), BLANK_LEADING_BLOCK_DROPPED,
          ("n_vllm-inkling_roundtrip_bd81a604561f0462.json",)),
    Known("vllm:inkling", "split", frozenset({"content"}), BLANK_LEADING_BLOCK_DROPPED,
          ("n_vllm-inkling_split_342588ba00392339.json",)),
    Known("vllm:inkling", "nocrash", frozenset({"target.hang"}), QUADRATIC,
          ("n_vllm-inkling_nocrash_2afbe1a493d8ba71.json",)),
    Known("vllm:inkling", "split", frozenset({"calls.arguments-invalid", "calls.arguments"}),
          STREAM_CUT, ("n_vllm-inkling_split_d786e8553f142fa4.json",)),
    Known("vllm:inkling", "protocol", frozenset({"protocol.arguments-invalid"}), STREAM_CUT,
          ("n_vllm-inkling_protocol_888115eb96541c45.json",)),
    Known("vllm:inkling", "roundtrip", frozenset({"target.hang"}), QUADRATIC,
          ("n_vllm-inkling_roundtrip_6ca23a02cd267412.json",)),
    Known("vllm:inkling", "split", frozenset({"target.hang"}), QUADRATIC,
          ("n_vllm-inkling_split_069701ef00b7a347.json",)),
    Known("vllm:inkling", "protocol", frozenset({"target.hang"}), QUADRATIC,
          ("n_vllm-inkling_protocol_05b81cb5c7f58df4.json",)),
)

UNCLOSED_BLOCK_IS_A_CALL = (
    "A tool block the text leaves unclosed (`<|content_invoke_tool_json|>{\"name\":\"A\","
    "\"args\":{\"j\":\"ab`) still becomes a call in the non-streaming result, with the verbatim "
    "unfinished `args` text as its arguments (`{\"j\":\"ab`, not JSON): _inkling_arg_converter "
    "returns extract_json_member_object's prefix-stable span whether or not `partial` is set, "
    "so the end of InklingParser._single_pass_parse has nothing to reject. A whole-text parse "
    "has no reason to pass on arguments that cannot be decoded.")

KNOWN += (
    Known("vllm:inkling", "malformed", frozenset({"calls.arguments-invalid"}),
          UNCLOSED_BLOCK_IS_A_CALL, ("n_vllm-inkling_malformed_c3164f11a8cd1f3e.json",)),
)

KNOWN += (
    Known("vllm:inkling", "split", frozenset({"content", "content.truncated"}),
          DEFERRED_WHITESPACE.format(case="Text after a call in the same delta (`a`) is "
                                     "deferred too, and is not counted when the next delta "
                                     "brings a blank text block and a call: the ` ` is judged "
                                     "whitespace-only content before tools and dropped "
                                     "(inkling_config sets drop_whitespace_only_content_"
                                     "before_tools), so the stream's content is `a` where "
                                     "the whole parse gives `a `.  A blank block after a "
                                     "call in a delta with call deltas is held until a later "
                                     "delta's text has gone out (`truetrue ` for `true "
                                     "true`); one in a delta of its own after the calls is "
                                     "dropped, where the whole parse keeps it."),
          ("n_vllm-inkling_split_5a25c2200b9048cb.json",
           "n_vllm-inkling_split_10783b897d25bc4c.json",
           "n_vllm-inkling_split_831dfc991b0fb66f.json")),
)

from targets.expectations._vllm_xml import STRING_RETYPED  # noqa: E402

KNOWN += (
    Known("vllm:inkling", "roundtrip", frozenset({"calls.arguments"}), STRING_RETYPED,
          ("n_vllm-inkling_roundtrip_361b11c02bb6d0c8.json",)),
)

from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:inkling", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<|message_model|><|content_text|>` repeated, whole and "
                               "streamed: 0.10 s CPU at 64 000 characters, 0.31 to 0.36 s at "
                               "128 000, of which IncrementalLexer._drain is four fifths"),
          ("n_vllm-inkling_time_41a462bf450ebeb9.json",)),
)

# --- SGLang's InklingDetector (sglang/srt/function_call/inkling_detector.py) ---

#: The same cause as sglang:inkling's plaintext entry in expectations/sglang.py (its text,
#: written once here for reuse; the whole parse skips detect_and_parse on a reply without a
#: tool marker, so its control tokens stay in the content).
from targets.expectations.sglang import INKLING_CONTROL_TOKENS_KEPT as SGLANG_CONTROL_TOKENS  # noqa: E402,E501

SGLANG_UNTERMINATED_LOSES_BATCH = (
    "InklingDetector.detect_and_parse gives up every call when any tool marker is left "
    "unterminated (_parse_canonical returns None on a marker with no `<|end_message|>` after "
    "it), and its fallback, _recover_last_json_call, reads only the last marker: a reply cut "
    "just after a second `<|content_invoke_tool_json|>` "
    "(`<|content_invoke_tool_json|>{\"name\":\"A\",\"args\":{}}<|end_message|><|message_model|>"
    "<|content_invoke_tool_json|>`) loses the completed call A in the whole parse, its JSON "
    "coming back as content, while parse_streaming_increment has already sent it as a call.")

KNOWN += (
    Known("sglang:inkling", "truncated", frozenset({"truncated.lost"}),
          SGLANG_UNTERMINATED_LOSES_BATCH,
          ("n_sglang-inkling_truncated_278f12ba8f060818.json",)),
    Known("sglang:inkling", "truncated", frozenset({"truncated.marker-in-content"}),
          SGLANG_CONTROL_TOKENS, ("n_sglang-inkling_truncated_656c74f7d9dd7cbd.json",)),
)

KNOWN += (
    Known("vllm:inkling", "truncated", frozenset({"calls.arguments-invalid"}),
          UNCLOSED_BLOCK_IS_A_CALL, ("n_vllm-inkling_truncated_b1d95e41a66b7822.json",)),
)
