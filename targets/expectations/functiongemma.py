"""Known failures of targets that parse the functiongemma format (vLLM `functiongemma`)."""

from targets.expectations import Known
from targets.expectations._shared import NAN_PASSTHROUGH

KEYS_MUST_BE_WORDS = (
    "FunctionGemmaToolParser.arg_regex (vllm/tool_parsers/functiongemma_tool_parser.py) is "
    "`(\\w+):<escape>(.*?)<escape>`: arguments whose key is not made of word characters "
    "(`\"`, `a-b`, `a b`) are dropped, and so is every value the template writes without "
    "`<escape>` (numbers, booleans, objects, arrays: `n:5` never matches). _parse_arguments "
    "runs it with findall over the whole argument text, so the escaped leaves of a nested "
    "object are lifted to the top level under their own keys and the object's own key is lost "
    "(`_:{_:{name:<escape>x<escape>}}` gives `{\"name\": \"x\"}`), then json.loads-decoded: "
    "`<escape>null<escape>` two levels down gives `{\"_\": null}`.")

PREFIX_HELD_BACK = (
    "extract_tool_calls_streaming (_buffer_delta_text) holds back a trailing prefix of "
    "`<start_function_call>`/`<end_function_call>` (`<`) in case the tag is still coming, and "
    "nothing releases it when the stream ends: the text is lost.")

STREAMED_CALLS_LOST = (
    "extract_tool_calls_streaming only emits a call while it sees more start than end tags in "
    "the text so far: a call whose start and end tags arrive in the same delta (the whole "
    "output as one delta, or any split after the name) is never emitted (nor one whose end "
    "tag shares a delta with the next start tag, whose index is then used up: the next call "
    "streams at index 1), and a call without "
    "arguments (`call:A{}`) gets its name but never an arguments string.")

NO_ARGUMENTS_STREAMED = (
    "A call without arguments (`<start_function_call>call:A{}<end_function_call>`) streams its "
    "id and name but never any arguments (_parse_arguments returns {} and nothing is sent at "
    "the end tag), so the argument deltas do not concatenate to valid JSON.")

STRINGS_DECODED_AS_JSON = (
    "FunctionGemmaToolParser._parse_arguments json.loads every `<escape>`-delimited string and "
    "keeps the result when it parses: the string `NaN` becomes a float NaN and the arguments "
    "`{\"unit\": NaN}` are not JSON; likewise `true` becomes true and `5` becomes 5.")

STREAM_NAME_AFTER_ARGUMENTS = (
    "extract_tool_calls_streaming sends the id and name only when it sees the start tag, "
    "`call:` and `{` in separate deltas; when they arrive together the call's first delta "
    "carries arguments with no id or name (and calls are skipped, breaking the indexes).")

ARGUMENT_DIFFS_BY_LENGTH = (
    "extract_tool_calls_streaming sends json.dumps(partial arguments)[len(already sent):]: "
    "the sent text ends with `}` and every later key is appended after it, so the arguments "
    "stream as `{\"city\": [1, 2]} \"unit\": true}` instead of the whole parse's object.")

KNOWN = (
    Known("vllm:functiongemma", "roundtrip", frozenset({"calls.arguments"}), KEYS_MUST_BE_WORDS,
          ("n_vllm-functiongemma_roundtrip_26b864767514ad3d.json",
           "n_vllm-functiongemma_roundtrip_4ccc8f43ca9f5acb.json",
           "n_vllm-functiongemma_roundtrip_85771eb5e9ba742f.json",
           "n_vllm-functiongemma_roundtrip_a46d4c644dc1f8f1.json",
           "n_vllm-functiongemma_roundtrip_b01e883d7dd2032d.json",
           "n_vllm-functiongemma_roundtrip_c9d3fce393e68e4e.json")),
    Known("vllm:functiongemma", "plaintext", frozenset({"content.dropped", "content.truncated"}),
          PREFIX_HELD_BACK, ("n_vllm-functiongemma_plaintext_be06d4dcffa95d89.json",)),
    Known("vllm:functiongemma", "roundtrip", frozenset({"calls.arguments-invalid", "calls.arguments"}),
          STRINGS_DECODED_AS_JSON, ("n_vllm-functiongemma_roundtrip_a5a1a705d5703f86.json",
                                    "n_vllm-functiongemma_roundtrip_a9f561cf2d6e7ca3.json")),
    Known("vllm:functiongemma", "split", frozenset({"calls.count", "calls.arguments-invalid"}),
          STREAMED_CALLS_LOST, ("n_vllm-functiongemma_split_373a224597244887.json",)),
    Known("vllm:functiongemma", "split", frozenset({"calls.count", "calls.name"}),
          STREAM_NAME_AFTER_ARGUMENTS, ("n_vllm-functiongemma_split_492fc485f188ae50.json",)),
    Known("vllm:functiongemma", "split",
          frozenset({"calls.arguments", "calls.arguments-invalid", "calls.count", "calls.name"}),
          ARGUMENT_DIFFS_BY_LENGTH, ("n_vllm-functiongemma_split_f3df469d2b712342.json",)),
    Known("vllm:functiongemma", "protocol",
          frozenset({"protocol.id-first", "protocol.name-first", "protocol.index"}),
          STREAM_NAME_AFTER_ARGUMENTS, ("n_vllm-functiongemma_protocol_09388230523ff36a.json",)),
    Known("vllm:functiongemma", "protocol", frozenset({"protocol.arguments-invalid"}),
          NO_ARGUMENTS_STREAMED, ("n_vllm-functiongemma_protocol_f16c575387b76de4.json",)),
)

KNOWN += (
    Known("vllm:functiongemma", "malformed", frozenset({"calls.arguments-invalid"}),
          NAN_PASSTHROUGH.format(where="FunctionGemmaToolParser._parse_arguments "
                                 "(`<escape>NaN<escape>` becomes `{\"t\": NaN}`)"),
          ("n_vllm-functiongemma_malformed_afe064600d220c2f.json",)),
)

# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:function_gemma", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-function_gemma_plaintext_71ff261516a5d68e.json",)),
    _Known("mlx_lm:function_gemma", "roundtrip", frozenset({"calls.count"}),
           _MLX_LM.FUNCTION_GEMMA_FLAT_VALUES,
           ("n_mlx_lm-function_gemma_roundtrip_94538bb091d31375.json",)),
    # `call:A{name:{_:{_:false}}}`, A not offered: the object cut at its first `}` (the same
    # cut the faithful rendering gets; the unoffered oracle reads it as the call changed)
    _Known("mlx_lm:function_gemma", "unoffered", frozenset({"offtemplate.call-changed"}),
           _MLX_LM.FUNCTION_GEMMA_FLAT_VALUES,
           ("n_mlx_lm-function_gemma_unoffered_95d7c1ba953d308f.json",)),
    # a call completed before the cut, `call:A{city:{}}`, comes back as {"city": "{"}
    _Known("mlx_lm:function_gemma", "truncated", frozenset({"truncated.changed"}),
           _MLX_LM.FUNCTION_GEMMA_FLAT_VALUES,
           ("n_mlx_lm-function_gemma_truncated_2f99ae92effdafb3.json",)),
)
# --- end mlx-lm 0.32 ---

KNOWN += (
    _Known("mlx_lm:function_gemma", "roundtrip", frozenset({"calls.arguments"}),
           _MLX_LM.FUNCTION_GEMMA_FLAT_VALUES
           + " When the cut leaves a `:` (`{city:[{}]}` read up to its first `}`), the call "
           "survives with the cut value as text: `[{}]` comes back as the string `[{`.",
           ("n_mlx_lm-function_gemma_roundtrip_7dad043055b5a652.json",
            "n_mlx_lm-function_gemma_roundtrip_94b1e1d34da9c725.json")),
)

KNOWN += (
    _Known("mlx_lm:function_gemma", "roundtrip",
           frozenset({"calls.arguments", "calls.count", "calls.name"}),
           _MLX_LM.FUNCTION_GEMMA_FLAT_VALUES,
           ("n_mlx_lm-function_gemma_roundtrip_cc69aebcb8651cc6.json",)),
)

KNOWN += (
    # Triage t11: `<start_function_call>` + `call:A0{}<end_function_call><start_function_call>`
    # + …: call 0 is never emitted and call 1 streams at index 1, with no arguments.
    Known("vllm:functiongemma", "protocol",
          frozenset({"protocol.index", "protocol.arguments-invalid"}),
          STREAMED_CALLS_LOST, ("n_vllm-functiongemma_protocol_a09ede6a7c0b90a1.json",)),
)

# --- off-template variants ---
TEXT_AFTER_CALLS_LOST = (
    "FunctionGemmaToolParser.extract_tool_calls returns as content only the text before the "
    "first `<start_function_call>` (`model_output[:content_end].strip()`): prose a model "
    "writes after a call (`…<end_function_call>Aa`) is lost in the whole parse, while "
    "extract_tool_calls_streaming sends it as content when it comes in a delta of its own.")

KNOWN += (
    Known("vllm:functiongemma", "text-after", frozenset({"offtemplate.text-lost"}),
          TEXT_AFTER_CALLS_LOST,
          ("n_vllm-functiongemma_text-after_1516febc85a3c2c6.json",)),
)

KNOWN += (
    # `call:A{}` to an unoffered A: in one delta never emitted; token by token its name
    # but no arguments
    Known("vllm:functiongemma", "unoffered",
          frozenset({"calls.count", "calls.arguments-invalid", "offtemplate.call-changed"}),
          STREAMED_CALLS_LOST, ("n_vllm-functiongemma_unoffered_75088abca6916060.json",)),
    Known("vllm:functiongemma", "unoffered",
          frozenset({"calls.arguments", "offtemplate.call-changed"}),
          KEYS_MUST_BE_WORDS + "  Streamed, the lifted leaves overwrite each other as they "
          "come (`city:[{city:<escape>x<escape>},{city:<escape><escape>}]` gives `{\"city\": "
          "\"x\"}` first, then the shorter `{\"city\": \"\"}`, which is never sent), so the "
          "stream keeps the first leaf and the whole parse the last.",
          ("n_vllm-functiongemma_unoffered_1115dcc71dbffdb0.json",)),
)

STREAM_END_TAG_IN_VALUE = (
    "FunctionGemmaToolParser.extract_tool_calls_streaming decides where a call ends by "
    "counting `<end_function_call>` in the whole text so far, an `<escape>`-quoted string "
    "value's too: a value holding the tag (`note:<escape>Aa <end_function_call><escape>`) "
    "ends the call in the stream there, and the rest of the value (`<escape>}`) is sent as "
    "content, while extract_tool_calls (`\\{(.*?)\\}<end_function_call>`) reads the value "
    "whole and returns no content.")

KNOWN += (
    Known("vllm:functiongemma", "marker-data", frozenset({"content"}), STREAM_END_TAG_IN_VALUE,
          ("n_vllm-functiongemma_marker-data_bc95131b36fcadd3.json",)),
    # the same text in one delta, and with the rest after `<start_function_call>` in one delta
    Known("vllm:functiongemma", "marker-data", frozenset({"calls.count"}), STREAMED_CALLS_LOST,
          ("n_vllm-functiongemma_marker-data_a0a02af932237162.json",)),
    Known("vllm:functiongemma", "marker-data", frozenset({"calls.name"}),
          STREAM_NAME_AFTER_ARGUMENTS,
          ("n_vllm-functiongemma_marker-data_0cb3a01a221bbd22.json",)),
)

KNOWN += (
    Known("vllm:functiongemma", "marker-data", frozenset({"calls.count", "content"}),
          STREAM_END_TAG_IN_VALUE + "  A call after that one is lost the same way: the tag "
          "in the value balances the counts at the next `<start_function_call>`, so the next "
          "call's text is sent as content (`c`) and the call never streams.",
          ("n_vllm-functiongemma_marker-data_714a3adb7be8f069.json",)),
)

# --- cut replies (truncated) ---
# The server's rule for legacy parsers, not FunctionGemmaToolParser's own (documented vllm-181)
from targets.expectations._shared import VLLM_LEGACY_RAW_CONTENT  # noqa: E402

KNOWN += (
    Known("vllm:functiongemma", "truncated", frozenset({"truncated.marker-in-content"}),
          VLLM_LEGACY_RAW_CONTENT.format(parser="FunctionGemmaToolParser"),
          ("n_vllm-functiongemma_truncated_e9df84d2abb1f7bf.json",)),
    # `call:A{}` complete before the cut: in one delta never emitted; token by token its
    # name but no arguments
    Known("vllm:functiongemma", "truncated", frozenset({"truncated.lost", "truncated.changed"}),
          STREAMED_CALLS_LOST, ("n_vllm-functiongemma_truncated_3e6dc14de9a095c9.json",)),
    # the cut call's arguments streamed as `{"x": "a"} "y": "b"}` (case trimmed to two keys)
    Known("vllm:functiongemma", "truncated", frozenset({"calls.arguments-invalid"}),
          ARGUMENT_DIFFS_BY_LENGTH, ("n_vllm-functiongemma_truncated_663f9084c03ebdb0.json",)),
)

# --- value edges ---
HELD_PREFIX_DOUBLED = (
    "FunctionGemmaToolParser.extract_tool_calls_streaming holds back a delta's trailing "
    "prefix of a tag (`<`) in _buffer_delta_text and puts it in front of the next delta, but "
    "then builds `current_text = previous_text + delta_text` from the server's previous_text, "
    "which already ends with that `<`: the character is counted twice, so a string value "
    "holding `<` where a delta ends (`text:<escape><` then `b>Aa<escape>}`) streams as "
    "`<<b>Aa`, while the whole parse returns `<b>Aa`.")

KNOWN += (
    Known("vllm:functiongemma", "value-edges", frozenset({"calls.arguments"}),
          HELD_PREFIX_DOUBLED,
          ("n_vllm-functiongemma_value-edges_fc9fc8f2c983ad69.json",)),
)
