"""Known failures of targets that parse the Mistral formats (vLLM `mistral`: v11 and v13 through
the engine grammar, pre-v11 through its legacy path)."""

from targets.expectations import Known
from targets.expectations._shared import ENGINE_LEXER_QUADRATIC
from targets.expectations.deepseek_v32 import INTEGRAL_FLOAT_TO_INT

COLON_IN_ARGUMENTS = (
    "Pre-v11 streaming (MistralParser._extract_tool_calls_streaming_pre_v11_tokenizer, "
    "vllm/parser/mistral.py): when a delta ends right after the `\"arguments\"` key, ijson "
    "already reports the key, the state moves to WAITING_FOR_ARGUMENTS_START, and the next "
    "delta is cut after its `{` and taken whole as the first argument chunk, colon included "
    "(only whitespace is lstripped): `[TOOL_CALLS][{\"name\": \"0\", \"arguments\"` + "
    "`: {}}]` streams the arguments `: {}`, which is not JSON.")

BLANK_BEFORE_CALLS = (
    "Whitespace before `[TOOL_CALLS]` (`\\n[TOOL_CALLS][…]`): the whole parse of the pre-v11 "
    "path returns no content, while streaming sends the `\\n` as content, so the two modes "
    "disagree (MistralParser pre-v11 paths).")

KNOWN = (
    Known("vllm:mistral", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT_TO_INT,
          ("n_vllm-mistral_roundtrip_0c64f90baf79dafb.json",)),
    Known("vllm:mistral", "split", frozenset({"calls.arguments"}),
          "The schema correction that turns an integral float into an integer (see the "
          "roundtrip entry) runs on the whole parse only: streamed arguments keep `0.0`, so the "
          "two modes disagree (ParserEngine._coerce_value is not applied to argument deltas).",
          ("n_vllm-mistral_split_794d5d11ddf4d59c.json",)),
    Known("vllm:mistral@v13", "roundtrip", frozenset({"reasoning"}),
          "Trailing whitespace of the reasoning is cut (`[THINK] [/THINK]` comes back with no "
          "reasoning): mistral_config (vllm/parser/mistral.py) sets "
          "strip_trailing_reasoning_whitespace=True, so the engine rstrips what the model wrote.",
          ("n_vllm-mistral@v13_roundtrip_14a2829a6bd0918e.json",)),
    Known("vllm:mistral@v13", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT_TO_INT,
          ("n_vllm-mistral@v13_roundtrip_5445140fc5d04c8d.json",)),
    Known("vllm:mistral@v13", "split", frozenset({"calls.arguments"}),
          "As for vllm:mistral: the schema correction that turns an integral float into an "
          "integer runs on the whole parse only, so streamed arguments keep `0.0` "
          "(ParserEngine._coerce_value, coerce_to_schema_type).",
          ("n_vllm-mistral@v13_split_60e912ac5693f25e.json",)),
    Known("vllm:mistral@v7", "split", frozenset({"calls.arguments-invalid"}), COLON_IN_ARGUMENTS,
          ("n_vllm-mistral@v7_split_703e449ee71f02d4.json",
           "n_vllm-mistral@v7_split_1cc435741bb798ae.json")),
    Known("vllm:mistral@v7", "protocol", frozenset({"protocol.arguments-invalid"}),
          COLON_IN_ARGUMENTS, ("n_vllm-mistral@v7_protocol_503ccf8667b50855.json",
                               "n_vllm-mistral@v7_protocol_f9b77b1fbc6c9525.json")),
    Known("vllm:mistral@v7", "split", frozenset({"content.blank", "calls.arguments-invalid"}),
          BLANK_BEFORE_CALLS + " " + COLON_IN_ARGUMENTS,
          ("n_vllm-mistral@v7_split_a43f33a24b7ea902.json",)),
)

UNDECODED_ARGUMENTS_KEPT = (
    "The non-streaming result keeps argument text that does not decode: "
    "MistralParser._extract_args_json returns it unchanged (`except json.JSONDecodeError: "
    "return stripped`), so a call cut off or corrupted inside its arguments "
    "(`[TOOL_CALLS]{\"name\": \"f\", \"arguments\": {\"a\": `, the pre-v11 shape, read as "
    "`name{args}` with an empty name) comes back with arguments `{\"name\": \"f\", "
    "\"arguments\": {\"a\":`, not JSON (and with a raw control character after the `:`, the "
    "same text is what streams).")

KNOWN += (
    Known("vllm:mistral", "malformed", frozenset({"calls.arguments-invalid"}),
          UNDECODED_ARGUMENTS_KEPT, ("n_vllm-mistral_malformed_44faf80651412459.json",)),
    Known("vllm:mistral@v13", "malformed", frozenset({"calls.arguments-invalid"}),
          UNDECODED_ARGUMENTS_KEPT, ("n_vllm-mistral@v13_malformed_78e6e3e7a8434c02.json",
                                     "n_vllm-mistral@v13_malformed_6269312513256059.json")),
)

COLON_STREAMED_AS_ARGUMENTS = (
    "The pre-v11 streaming path cuts each delta by hand around ijson's events (ijson gives no "
    "text offsets: MistralParser._split_delta in _extract_tool_calls_streaming_pre_v11_"
    "tokenizer); when a delta starts with the `:` after `\"arguments\"`, that colon is sent as "
    "the first argument text, so `[TOOL_CALLS]{\"name\": \"f\", \"arguments\"` + `: {\"a\": ` "
    "streams arguments `: {\"a\": `, which no continuation makes JSON.")

KNOWN += (
    Known("vllm:mistral@v7", "malformed", frozenset({"calls.arguments-invalid"}),
          COLON_STREAMED_AS_ARGUMENTS, ("n_vllm-mistral@v7_malformed_8c6c33107752534f.json",)),
)

# --- mistral-common 1.13.1: its server's detokenize route (targets/adapters/mistral_common_app.py)

MC_RECURSION = (
    "A reply holding about a thousand `[TOOL_CALLS]` tokens (a model looping on the token) "
    "kills the request with RecursionError, a 500 instead of the route's 400: "
    "`_split_integer_list_by_value` (mistral_common/experimental/utils.py), which "
    "`_split_content_and_tool_calls` uses to cut the tokens at each `[TOOL_CALLS]`, recurses "
    "once per occurrence (copying the rest of the list each time, quadratic before it dies).")

MC_QUADRATIC_SPLIT = (
    "`_split_integer_list_by_value` (mistral_common/experimental/utils.py), through which the "
    "detokenize route cuts the tokens at each `[TOOL_CALLS]`, recurses once per occurrence "
    "and copies the rest of the token list each time (`list_[1 + i:]`): a reply of repeated "
    "`[TOOL_CALLS]` calls takes time quadratic in their number, up to the thousand at which "
    "it dies of RecursionError (see the nocrash entry).")

MC_NON_JSON_NUMBERS = (
    "The call decoders (`_decode_tool_calls_v2_up_to_v7`, `_decode_tool_call_v11`, "
    "mistral_common/experimental/tools.py) read the arguments with Python's `json.loads`, which "
    "accepts `NaN`, `Infinity` and `-Infinity`, and `FunctionCall.validate_arguments` writes "
    "them back with `json.dumps`, so the returned arguments are `{\"a\": NaN}`: not JSON.")

MC_STRING_ARGUMENTS = (
    "`_decode_tool_call_v11` (mistral_common/experimental/tools.py) accepts any JSON value "
    "after `[ARGS]`; a JSON string (`[ARGS]\"x\"`) reaches `FunctionCall.validate_arguments`, "
    "which keeps a `str` as the arguments text unchanged, so the call's arguments are `x`: not "
    "JSON, where an object or array is rejected (400) and a number fails validation.")

KNOWN += (
    Known("mistral_common:v3", "nocrash", frozenset({"target.raised"}), MC_RECURSION,
          ("n_mistral_common-v3_nocrash_89f10bd6318a743f.json",)),
    Known("mistral_common:v7", "nocrash", frozenset({"target.raised"}), MC_RECURSION,
          ("n_mistral_common-v7_nocrash_4caf9f18828564b3.json",)),
    Known("mistral_common:v11", "nocrash", frozenset({"target.raised"}), MC_RECURSION,
          ("n_mistral_common-v11_nocrash_1ff059778cc54cff.json",)),
    Known("mistral_common:v13", "nocrash", frozenset({"target.raised"}), MC_RECURSION,
          ("n_mistral_common-v13_nocrash_6fd5de8b5e91f132.json",)),
    Known("mistral_common:v3", "malformed", frozenset({"calls.arguments-invalid"}),
          MC_NON_JSON_NUMBERS, ("n_mistral_common-v3_malformed_a76fae680dee5d7c.json",)),
    Known("mistral_common:v7", "malformed", frozenset({"calls.arguments-invalid"}),
          MC_NON_JSON_NUMBERS, ("n_mistral_common-v7_malformed_c3dfb04a7c020ee0.json",)),
    Known("mistral_common:v11", "malformed", frozenset({"calls.arguments-invalid"}),
          MC_NON_JSON_NUMBERS + " " + MC_STRING_ARGUMENTS,
          ("n_mistral_common-v11_malformed_7f8f19ccc3a64a82.json",
           "n_mistral_common-v11_malformed_8d64011c094471e6.json")),
    Known("mistral_common:v13", "malformed", frozenset({"calls.arguments-invalid"}),
          MC_NON_JSON_NUMBERS + " " + MC_STRING_ARGUMENTS,
          ("n_mistral_common-v13_malformed_3314ff52f3f92242.json",
           "n_mistral_common-v13_malformed_2d33da0528620981.json")),
    Known("mistral_common:v7", "roundtrip", frozenset({"calls.arguments"}),
          "SentencePiece spells a space as U+2581 (`▁`), and SentencePieceTokenizer.decode "
          "(mistral_common/tokens/tokenizers/sentencepiece.py, through sentencepiece's "
          "DecodeIds) turns every `▁` of the model's tokens back into a space: a value holding "
          "`▁` (DeepSeek's `<｜tool▁calls▁begin｜>`) comes back with a space in its place. The "
          "v7 SentencePiece tokenizer cannot carry the character; Tekken (v3, v11, v13) does.",
          ("n_mistral_common-v7_roundtrip_65cdadf4d73216ca.json",)),
)
# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:mistral", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-mistral_plaintext_3794c64658aba919.json", "n_mlx_lm-mistral_plaintext_872d91134ceda8fc.json",)),
)
KNOWN += (
    _Known("mlx_lm:mistral", "text-after", frozenset({"offtemplate.text-lost"}),
           _MLX_LM.MISTRAL_TEXT_AFTER_CALLS_LOST, ("n_mlx_lm-mistral_text-after_85fe418eeee47a28.json",)),
)
KNOWN += (
    _Known("mlx_lm:mistral", "truncated", frozenset({"truncated.lost"}),
           _MLX_LM.MISTRAL_CUT_CALL_DROPS_BLOCK,
           ("n_mlx_lm-mistral_truncated_c5df3daddaafa980.json",)),
)
# --- end mlx-lm 0.32 ---

CONTENT_STRIPPED = (
    "With calls present, ParserEngine._strip_content_whitespace (vllm/parser/engine/"
    "parser_engine.py) applies `content.strip()` (strip_content_whitespace_with_tools defaults "
    "to True and the Mistral config keeps it): the content `0\\u2028`, `0\\r` or `\\r0` written before "
    "`[TOOL_CALLS]` comes back as `0`.  Mistral's encoder strips only trailing spaces, so "
    "any other whitespace around the content is what the model wrote.  Streaming does not "
    "strip, so the two modes disagree too (`0\\u0085` streams as written).")

KNOWN += (
    Known("vllm:mistral", "roundtrip", frozenset({"content", "content.truncated"}),
          CONTENT_STRIPPED, ("n_vllm-mistral_roundtrip_b4488de549578f52.json",
                             "n_vllm-mistral_roundtrip_7d6c22d5a6c7ef14.json")),
    Known("vllm:mistral@v13", "roundtrip", frozenset({"content", "content.truncated"}),
          CONTENT_STRIPPED, ("n_vllm-mistral@v13_roundtrip_09d678c831e32680.json",
                             "n_vllm-mistral@v13_roundtrip_495280cb2ac412d7.json")),
    Known("vllm:mistral@v13", "split", frozenset({"content"}), CONTENT_STRIPPED,
          ("n_vllm-mistral@v13_split_2338743749c0451f.json",)),
    Known("vllm:mistral", "split", frozenset({"content"}), CONTENT_STRIPPED,
          ("n_vllm-mistral_split_243ff7b063f6e759.json",)),
    Known("vllm:mistral", "time", frozenset({"time.growth"}),
          ENGINE_LEXER_QUADRATIC.format(
              family="the unclosed call `[TOOL_CALLS]{\"name\": \"f\", \"arguments\": "
                     "{\"a\": ` repeated, streamed as one delta"),
          ("n_vllm-mistral_time_f2176e6c36402dad.json",)),
    Known("vllm:mistral@v13", "time", frozenset({"time.growth"}),
          ENGINE_LEXER_QUADRATIC.format(family="`[{` repeated, parsed whole"),
          ("n_vllm-mistral@v13_time_4cd77a3d9ed973dd.json",)),
)

KNOWN += (
    Known("mistral_common:v11", "time", frozenset({"time.growth"}), MC_QUADRATIC_SPLIT,
          ("n_mistral_common-v11_time_ed7d070ba563b241.json",)),
    Known("mistral_common:v13", "time", frozenset({"time.growth"}), MC_QUADRATIC_SPLIT,
          ("n_mistral_common-v13_time_e176ad20b592d2f5.json",)),
)

from targets.expectations._vllm_xml import STRING_RETYPED  # noqa: E402

# The split entries: the same re-typing, seen as a disagreement of the two modes.
STRING_RETYPED_WHOLE_PARSE_ONLY = STRING_RETYPED + (
    "  In the Mistral formats the correction (ParserEngine._fix_arg_types) runs on the whole "
    "parse only: mistral_config sets no arg_converter, so argument deltas stream as written and "
    "the stream keeps \"1\" where the whole parse gives 1.")

KNOWN += (
    Known("vllm:mistral", "roundtrip", frozenset({"calls.arguments"}), STRING_RETYPED,
          ("n_vllm-mistral_roundtrip_ef7e98b07f23d02a.json",
           "n_vllm-mistral_roundtrip_9d20aa5779e986db.json")),
    Known("vllm:mistral", "split", frozenset({"calls.arguments"}),
          STRING_RETYPED_WHOLE_PARSE_ONLY, ("n_vllm-mistral_split_28626a9372aac387.json",)),
    Known("vllm:mistral@v13", "roundtrip", frozenset({"calls.arguments"}), STRING_RETYPED,
          ("n_vllm-mistral@v13_roundtrip_3c094c993d1e2775.json",
           "n_vllm-mistral@v13_roundtrip_d0d895c438f6f875.json")),
    Known("vllm:mistral@v13", "split", frozenset({"calls.arguments"}),
          STRING_RETYPED_WHOLE_PARSE_ONLY, ("n_vllm-mistral@v13_split_4a61da640c813709.json",)),
)

# --- off-template variants (targets/test_offtemplate.py) and cut replies ---

TEXT_AFTER_ARGS_STREAMED = (
    "v11+ calls (`[TOOL_CALLS]name[ARGS]{…}`) have no end token, so prose a model writes after "
    "the arguments stays in the TOOL_ARGS state.  The whole parse cuts it off "
    "(MistralParser._extract_args_json keeps the first JSON value, `raw_decode`, gh#48975) and "
    "drops it: the prose is lost.  Streaming (stream_arg_deltas: ParserEngine sends every "
    "ARG_VALUE_CHUNK as it comes) applies no such cut: `[TOOL_CALLS]f[ARGS]{}Aa` streams the "
    "arguments `{}Aa`, which are not JSON, and the prose is lost there too.")

KNOWN += (
    Known("vllm:mistral", "text-after", frozenset({"calls.arguments-invalid",
                                                   "offtemplate.text-lost"}),
          TEXT_AFTER_ARGS_STREAMED, ("n_vllm-mistral_text-after_a1e83bcbf2e95e1c.json",)),
    Known("vllm:mistral@v13", "text-after", frozenset({"calls.arguments-invalid",
                                                       "offtemplate.text-lost"}),
          TEXT_AFTER_ARGS_STREAMED, ("n_vllm-mistral@v13_text-after_20785b21d9b31475.json",)),
)

ENGINE_NAME_STRIPPED_WHOLE_ONLY = (
    "ParserEngine._build_extracted_result (vllm/parser/engine/parser_engine.py) strips a "
    "call's name (`slot.name.strip()`) for the whole parse, while the stream sends the name "
    "as written (_emit_name_delta): the modes disagree on a name with space around it.  "
    "Mistral's `[TOOL_CALLS]` written as prose before a call (a control token: the format "
    "cannot write it as data), `[TOOL_CALLS] Aa[TOOL_CALLS]0[ARGS]{}`, opens a call whose "
    "name, `Aa[TOOL_CALLS]0` whole, streams as ` Aa[TOOL_CALLS]0`.")

KNOWN += (
    # `[TOOL_CALLS]` (a control token) inside a string value ends the call there: its cut
    # arguments `{"note": "Aa` are kept whole (undecoded) and streamed as they came
    Known("vllm:mistral", "marker-data", frozenset({"calls.arguments-invalid"}),
          UNDECODED_ARGUMENTS_KEPT + "  (Off-template: `[TOOL_CALLS]` as a control token "
          "inside a string value, `{\"note\": \"Aa [TOOL_CALLS]\"}`, cuts the arguments there, "
          "whole and streamed.)",
          ("n_vllm-mistral_marker-data_95f7c596fdc46ec8.json",
           "n_vllm-mistral_marker-data_6a48d8a225b216c0.json")),
    Known("vllm:mistral", "marker-data", frozenset({"calls.name"}),
          ENGINE_NAME_STRIPPED_WHOLE_ONLY, ("n_vllm-mistral_marker-data_3be1f25620e456be.json",)),
    Known("vllm:mistral@v13", "marker-data", frozenset({"calls.arguments-invalid"}),
          UNDECODED_ARGUMENTS_KEPT + "  (Off-template: `[TOOL_CALLS]` as a control token "
          "inside a string value, `{\"note\": \"Aa [TOOL_CALLS]\"}`, cuts the arguments there, "
          "whole and streamed.)",
          ("n_vllm-mistral@v13_marker-data_35a64d75a0ee4452.json",)),
    Known("vllm:mistral@v13", "marker-data", frozenset({"calls.name"}),
          ENGINE_NAME_STRIPPED_WHOLE_ONLY,
          ("n_vllm-mistral@v13_marker-data_ca1622edd32873ac.json",)),
)

CUT_AFTER_MARKER_NAMELESS_CALL = (
    "A reply cut right after `[TOOL_CALLS]` (max_tokens): at the end of the stream "
    "ParserEngine._handle_tool_end sends the open slot as a call, and MistralParser."
    "_accept_tool_name accepts the empty name (its comment means that only once `[ARGS]` or "
    "`{` has ended the name), so the stream ends with a call named '' with no arguments, "
    "while the whole parse (_build_extracted_result skips a slot with no name and no "
    "arguments) returns none.")

KNOWN += (
    Known("vllm:mistral", "truncated", frozenset({"calls.arguments-invalid"}),
          UNDECODED_ARGUMENTS_KEPT + "  (A cut reply: `[TOOL_CALLS]0000000[ARGS]{` comes back "
          "with arguments `{`.)", ("n_vllm-mistral_truncated_24ccaf885788259d.json",)),
    Known("vllm:mistral", "truncated", frozenset({"truncated.invented"}),
          CUT_AFTER_MARKER_NAMELESS_CALL, ("n_vllm-mistral_truncated_e030481ebc74b38b.json",)),
    Known("vllm:mistral@v13", "truncated", frozenset({"calls.arguments-invalid"}),
          UNDECODED_ARGUMENTS_KEPT + "  (A cut reply: `[TOOL_CALLS]0000000[ARGS]{` comes back "
          "with arguments `{`.)", ("n_vllm-mistral@v13_truncated_fac6e54a20824d20.json",)),
    Known("vllm:mistral@v13", "truncated", frozenset({"truncated.invented"}),
          CUT_AFTER_MARKER_NAMELESS_CALL,
          ("n_vllm-mistral@v13_truncated_7b7e45a3e6e394cd.json",)),
)

PRE_V11_TEXT_AFTER_LIST_DROPPED_WHOLE = (
    "Pre-v11 whole parse (MistralParser._legacy_extract_tool_calls) reads the call list with "
    "`raw_decode`, \"ignoring trailing tokens the model may emit after the tool call array\", "
    "and returns as content only the text before `[TOOL_CALLS]`: prose after the list "
    "(`[TOOL_CALLS][{\"name\": \"0\", \"arguments\": {}}]Aa`) is lost, while the pre-v11 "
    "streaming path sends it as content, so the two modes disagree.")

KNOWN += (
    Known("vllm:mistral@v7", "text-after", frozenset({"offtemplate.text-lost",
                                                      "calls.arguments-invalid"}),
          PRE_V11_TEXT_AFTER_LIST_DROPPED_WHOLE + "  (Its case, streamed in two deltas cut "
          "after `\"arguments\"`, shows COLON_IN_ARGUMENTS too.)",
          ("n_vllm-mistral@v7_text-after_0b9572061ef3807e.json",)),
)

PRE_V11_MARKER_IN_STRING = (
    "`[TOOL_CALLS]` as a control token inside a string value of a pre-v11 list (the format "
    "cannot write it as data): the whole parse (MistralParser._legacy_extract_tool_calls) "
    "splits the reply at every `[TOOL_CALLS]` and reads only the first non-empty piece, "
    "`[{\"name\": \"0\", \"arguments\": {\"note\": \"Aa`, which is no JSON, so it returns no "
    "call and that piece as content; the pre-v11 streaming path "
    "(_extract_tool_calls_streaming_pre_v11_tokenizer) streams the call, so the modes "
    "disagree, and cut after `\"note\"` it streams the arguments `{\"note\"\"}}]`, not JSON.  "
    "The same split reads `Aa[TOOL_CALLS]Aa[TOOL_CALLS][{…}]` (the marker in prose before the "
    "calls) as the piece `Aa`, no JSON: no call whole, while streaming sends the call.")

KNOWN += (
    Known("vllm:mistral@v7", "marker-data",
          frozenset({"content.dropped", "calls.count", "content", "calls.arguments-invalid",
                     "content.truncated"}),
          PRE_V11_MARKER_IN_STRING, ("n_vllm-mistral@v7_marker-data_46ab90b4f31aa8ee.json",
                                     # 3d9e…: in a string of the second of three calls
                                     "n_vllm-mistral@v7_marker-data_3d9e166db2a50715.json",
                                     "n_vllm-mistral@v7_marker-data_66a3163d0f62d017.json")),
)

KNOWN += (
    # the tool's not being offered changes nothing: the streamed arguments are `: {}`
    Known("vllm:mistral@v7", "unoffered", frozenset({"calls.arguments-invalid",
                                                     "offtemplate.call-changed"}),
          COLON_IN_ARGUMENTS, ("n_vllm-mistral@v7_unoffered_ad00b958885beca5.json",)),
)

KNOWN += (
    # e352…: the first of three calls' arguments stream as `: {…}`, so it is not intact
    # (truncated.invented: the oracle keeps calls before the unfinished one intact)
    Known("vllm:mistral@v7", "truncated", frozenset({"calls.arguments-invalid",
                                                    "truncated.invented"}),
          COLON_IN_ARGUMENTS, ("n_vllm-mistral@v7_truncated_0c626c4fc2b438c7.json",
                               "n_vllm-mistral@v7_truncated_e35230d6b7b0f65e.json")),
)

THINK_IN_CALL_OPENS_REASONING = (
    "The whole parse runs the reasoning pass over the whole reply first (DelegatingParser.parse "
    "→ extract_reasoning: the Mistral engine with tool parsing skipped), and in that pass a "
    "`[TOOL_CALLS]` span is forwarded as content while the state stays CONTENT, so the "
    "transition (CONTENT, THINK_START) → REASONING (mistral_config) still applies to a "
    "`[THINK]` inside the call: `[TOOL_CALLS]0[ARGS]{\"note\": \"Aa [THINK]\"}` comes back "
    "with arguments `{\"note\": \"Aa` (cut, undecoded) and the reasoning `\"}`.  Streaming "
    "runs the reasoning pass only until `[TOOL_CALLS]` ends reasoning, so a `[TOOL_CALLS]` in "
    "an earlier delta keeps `[THINK]` in the arguments, and where it falls depends on the "
    "deltas (one delta: arguments `{\"note\": \"Aa [THINK]` and reasoning `\"}`; others "
    "`{\"note\": \"Aa \"}[THINK]`): the modes disagree.  `[THINK]` is a control token a model "
    "emits, not data, but a call that holds it should not be read two ways.")

KNOWN += (
    Known("vllm:mistral@v13", "marker-data",
          frozenset({"calls.arguments-invalid", "calls.arguments", "reasoning"}),
          THINK_IN_CALL_OPENS_REASONING,
          ("n_vllm-mistral@v13_marker-data_50aa240064846915.json",)),
)

# --- value edges (targets/test_edges.py) ---
KNOWN += (
    # `{"text": "[THINK]Aa"}` and `{"text": "[/THINK]Aa"}`: the whole parse's reasoning pass
    # reads the think tags inside the call (the closing one is dropped from the value whole,
    # while one delta streams the call as content)
    Known("vllm:mistral@v13", "value-edges",
          frozenset({"calls.arguments", "calls.arguments-invalid", "calls.count", "calls.name",
                     "content", "reasoning"}),
          THINK_IN_CALL_OPENS_REASONING,
          ("n_vllm-mistral@v13_value-edges_418e0c78ec23565c.json",
           "n_vllm-mistral@v13_value-edges_445db04100e2d84e.json")),
)
