"""Known failures of targets that parse the Qwen3-Coder XML format.

vLLM's `qwen3_coder` and `qwen3_xml` names are the same parser (Qwen3EngineToolParser over
vllm/parser/qwen3.py), so they share each defect, each with a case of its own.
"""

from targets.expectations import Known
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

SEPARATOR_STREAMED = (
    "Content before a call: the non-streaming path strips the template's `\\n\\n` separator "
    "(ParserEngine._strip_content_whitespace, strip_content_whitespace_with_tools) but "
    "streaming sends the text and its trailing newlines as content deltas as they arrive "
    "(ParserEngine._events_to_delta only holds back whitespace-only content), so the streamed "
    "content ends in `\\n\\n` and the two modes disagree.")

NONE_NOT_NULL = (
    "The Qwen3-Coder template writes a null value with `| string`, i.e. `None`; the parser "
    "types only `null` as null (coerce_to_schema_type in vllm/tool_parsers/utils.py compares "
    "`value.lower() == \"null\"`), so a null argument comes back as the string \"None\".")

FUNCTION_TAG_IN_CONTENT = (
    "Content that mentions `<function=…>` before the `<tool_call>` block is parsed as an extra "
    "call: vllm/parser/qwen3.py's fallback transition (CONTENT, FUNC_PREFIX) → TOOL_NAME fires "
    "even when a `<tool_call>` follows, so the content is cut at the mention and a spurious "
    "call is returned (Qwen's own parser takes everything before `<tool_call>` as content).")

KNOWN = (
    Known("vllm:qwen3_coder", "split", frozenset({"content"}), SEPARATOR_STREAMED,
          ("n_vllm-qwen3_coder_split_20df3169f0842f8e.json",)),
    Known("vllm:qwen3_coder", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-qwen3_coder_roundtrip_f747bfa2a099745e.json",)),
    Known("vllm:qwen3_coder", "roundtrip", frozenset({"calls.arguments"}), NONE_NOT_NULL,
          ("n_vllm-qwen3_coder_roundtrip_27ee836aae1a7332.json",)),
    Known("vllm:qwen3_coder", "roundtrip",
          frozenset({"content.truncated", "calls.count", "calls.arguments"}),
          FUNCTION_TAG_IN_CONTENT, ("n_vllm-qwen3_coder_roundtrip_2b204dbdaa919e73.json",)),
    Known("vllm:qwen3_xml", "split", frozenset({"content"}), SEPARATOR_STREAMED,
          ("n_vllm-qwen3_xml_split_60d230bef0b38604.json",)),
    Known("vllm:qwen3_xml", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-qwen3_xml_roundtrip_5169422b49222496.json",)),
    Known("vllm:qwen3_xml", "roundtrip", frozenset({"calls.arguments"}), NONE_NOT_NULL,
          ("n_vllm-qwen3_xml_roundtrip_658cfd4e76d2643d.json",)),
    Known("vllm:qwen3_xml", "roundtrip",
          frozenset({"content.truncated", "calls.count", "calls.arguments"}),
          FUNCTION_TAG_IN_CONTENT, ("n_vllm-qwen3_xml_roundtrip_1ca4d31638ec39c5.json",)),
)

# --- transformers 5.24.0 with its built-in qwen3_5 template (the same markup; reasons in
# hf_qwen3.py).

from targets.expectations.hf_qwen3 import (  # noqa: E402
    TF_LAST_CONTENT_REGION_WINS, TF_STRIPPED_WHOLE_RAW_STREAMED)

TF_PREFILL_REASONING_STREAMED = (
    "Qwen 3.5's generation prompt ends with the no-thinking prefill `<think>\\n\\n</think>\\n\\n`; "
    "ResponseParser consumes it as the prefix and exposes its events as `initial_events`, which "
    "utils.DirectStreamer sends before any token (through response_events_to_chunks, raw region "
    "text): every stream starts with reasoning '\\n\\n' (and the `\\n\\n` after `</think>` as "
    "the start of the content), while the whole parse strips both. "
    + TF_STRIPPED_WHOLE_RAW_STREAMED)

TF_ENUM_UNTYPED = (
    "Values are typed from the tool's schema by response_parser._schema_types, which reads "
    "only `type` (and anyOf/oneOf/nullable): a parameter declared by `enum` or `const` "
    "alone (`{\"enum\": [\"1\", 2, 3]}`) keeps the text `3` as the string \"3\" "
    "(_coerce returns the raw text for unknown types).")

TF_CALL_OPENS_AT_FUNCTION = (
    "transformers serve's response schemas open a call region only at the call token followed "
    "by the function's name (cli/serving/utils.py _RESPONSE_TEMPLATE_FALLBACKS: Qwen 3.5's "
    "open_pattern `\\s*<tool_call>\\s*<function=(?P<name>[^>\\n]+)>`, Gemma 4's "
    "`<\\|tool_call>call:(?P<name>\\w+)`): a reply cut by max_tokens between the two "
    "(`<tool_call>`, `<|tool_call>`) keeps that markup as content, whole and streamed.  A cut "
    "reply only: low severity.")

KNOWN += (
    Known("transformers:qwen3_5", "plaintext", frozenset({"reasoning", "content",
                                                          "content.blank", "content.truncated"}),
          TF_PREFILL_REASONING_STREAMED,
          ("n_transformers-qwen3_5_plaintext_d95c6b5067b13ca0.json",
           "n_transformers-qwen3_5_plaintext_b3a87264e44720f4.json",
           "n_transformers-qwen3_5_plaintext_cf91c0822b3b678e.json",
           "n_transformers-qwen3_5_plaintext_9f0a22b29ff57964.json")),
    Known("transformers:qwen3_5", "split", frozenset({"reasoning", "content"}),
          TF_PREFILL_REASONING_STREAMED,
          ("n_transformers-qwen3_5_split_4562bfccfdd70b03.json",
           "n_transformers-qwen3_5_split_06d15a19d421eb4e.json")),
    Known("transformers:qwen3_5", "roundtrip", frozenset({"calls.arguments"}),
          TF_ENUM_UNTYPED, ("n_transformers-qwen3_5_roundtrip_84b9aa9dc8419255.json",)),
    # an offered tool's enum-only parameter, beside a call to an unoffered tool
    Known("transformers:qwen3_5", "unoffered", frozenset({"offtemplate.call-changed"}),
          TF_ENUM_UNTYPED, ("n_transformers-qwen3_5_unoffered_423b7a800b937a47.json",)),
    Known("transformers:qwen3_5", "truncated", frozenset({"truncated.marker-in-content"}),
          TF_CALL_OPENS_AT_FUNCTION,
          ("n_transformers-qwen3_5_truncated_bbf3ad8e0e922fd2.json",)),
    # a call completed before the cut, its enum-only parameter read as text
    Known("transformers:qwen3_5", "truncated", frozenset({"truncated.changed"}),
          TF_ENUM_UNTYPED, ("n_transformers-qwen3_5_truncated_6ef511555157c8b4.json",)),
    Known("transformers:qwen3_5", "text-after", frozenset({"offtemplate.text-lost"}),
          TF_LAST_CONTENT_REGION_WINS,
          ("n_transformers-qwen3_5_text-after_6879110635f0a154.json",)),
)






















# --- kani 1.10 (reasons: targets/expectations/_kani.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _kani as _KANI  # noqa: E402

KNOWN += (
    _Known("kani:qwen3_5", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _KANI.STREAM_HIDES_UNTIL_THINK_END,
           ("n_kani-qwen3_5_plaintext_2dc0380666de97e3.json", "n_kani-qwen3_5_plaintext_d87da107db88023d.json",)),
    _Known("kani:qwen3_5", "plaintext", frozenset({"content", "content.blank", "content.truncated"}),
           _KANI.STRIPPED_WHOLE_NOT_STREAMED,
           ("n_kani-qwen3_5_plaintext_5fe2b0551e1ac097.json",)),
    _Known("kani:qwen3_5", "roundtrip", frozenset({"calls.arguments"}),
           _KANI.QWEN3_5_VALUE_NEWLINES,
           ("n_kani-qwen3_5_roundtrip_5fd731e7be7f4153.json",)),
    _Known("kani:qwen3_5", "roundtrip", frozenset({"calls.count", "calls.name", "content"}),
           _KANI.QWEN3_5_WORD_NAMES,
           ("n_kani-qwen3_5_roundtrip_05781eba35107ffd.json", "n_kani-qwen3_5_roundtrip_e2c21b69323b15a9.json",)),
    _Known("kani:qwen3_5", "split", frozenset({"content.dropped"}),
           _KANI.STREAM_HIDES_UNTIL_THINK_END,
           ("n_kani-qwen3_5_split_0adece2f7527c742.json",)),
    _Known("kani:qwen3_5", "text-after", frozenset({"offtemplate.text-lost"}),
           _KANI.STREAM_HIDES_UNTIL_THINK_END,
           ("n_kani-qwen3_5_text-after_6adb95c8f7745bd0.json",)),
    # a name outside \w+ left the second call in the content; the stream hid the prose
    _Known("kani:qwen3_5", "text-after", frozenset({"calls.count", "offtemplate.text-extra",
                                                    "offtemplate.text-lost"}),
           _KANI.QWEN3_5_WORD_NAMES, ("n_kani-qwen3_5_text-after_bf4d4b4c7ee1bd6d.json",)),
    _Known("kani:qwen3_5", "truncated", frozenset({"truncated.marker-in-content"}),
           _KANI.CUT_CALL_KEPT_AS_CONTENT, ("n_kani-qwen3_5_truncated_39253aad190ba391.json",)),
    # a completed call's null written `None` comes back the string "None" (then the cut call)
    _Known("kani:qwen3_5", "truncated", frozenset({"truncated.changed",
                                                   "truncated.marker-in-content"}),
           _KANI.QWEN3_5_VALUE_NEWLINES, ("n_kani-qwen3_5_truncated_024dbe9fb75fcf25.json",)),
    _Known("kani:qwen3_5", "truncated", frozenset({"truncated.lost",
                                                   "truncated.marker-in-content"}),
           _KANI.QWEN3_5_WORD_NAMES, ("n_kani-qwen3_5_truncated_11e9f7adb5a5162f.json",)),
    _Known("kani:qwen3_5", "time", frozenset({"time.growth"}),
           _KANI.UNCLOSED_BLOCK_QUADRATIC,
           ("n_kani-qwen3_5_time_b9e825cc838ecfde.json",)),
)
# --- end kani 1.10 ---

# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:qwen3_coder", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-qwen3_coder_plaintext_7ccf640d64acb0b2.json",)),
)
# --- end mlx-lm 0.32 ---

from targets.expectations import _mlx_lm as _MLX_LM_SEP  # noqa: E402

KNOWN += (
    _Known("mlx_lm:qwen3_coder", "roundtrip", frozenset({"content.blank"}),
           _MLX_LM_SEP.SEPARATORS_AS_CONTENT,
           ("n_mlx_lm-qwen3_coder_roundtrip_a25436902ad4024a.json",)),
)

KNOWN += (
    _Known("mlx_lm:qwen3_coder", "roundtrip", frozenset({"calls.arguments"}),
           "mlx-lm's qwen3_coder.parse_tool_call converts a `number` parameter's value to an "
           "integer when it is integral: `0.0` comes back as `0`.",
           ("n_mlx_lm-qwen3_coder_roundtrip_d62940d9b7362567.json",)),
)

KNOWN += (
    _Known("mlx_lm:qwen3_coder", "roundtrip", frozenset({"content"}),
           _MLX_LM_SEP.SEPARATORS_AS_CONTENT,
           ("n_mlx_lm-qwen3_coder_roundtrip_9b2d3864fed17b3f.json",)),
)

KNOWN += (
    _Known("mlx_lm:qwen3_coder", "roundtrip", frozenset({"calls.name"}),
           "mlx-lm's qwen3_coder.parse_tool_call reads the function name of `<function=0 0>` "
           "only up to its first space (`0`).",
           ("n_mlx_lm-qwen3_coder_roundtrip_747eb6b03e8c49d4.json",)),
)

KNOWN += (
    Known("transformers:qwen3_5", "time", frozenset({"time.growth"}),
          "The whole parse of a call whose arguments repeat `, \"a\": 1` grows faster than "
          "the text (0.019 s for 16 000 characters, 0.19 s for 64 000; the stream, 0.11 s and "
          "0.6 s): nearly all of it is spent in the regex searches of ResponseParser._scan "
          "(transformers/utils/chat_parsing/response_parser.py), which searches every watched "
          "delimiter of the qwen3_5 response template from the current position to the end "
          "of the buffer, with partial matching.",
          ("n_transformers-qwen3_5_time_09016d0f04c5fe36.json",)),
)

# Found once growth decided at 128 000 characters (GROWTH_DECIDE_SIZE); cProfile: _drain.
from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:qwen3_coder", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<tool_call></tool_call>` repeated"
                               " (open and close markers), parsed whole"),
          ("n_vllm-qwen3_coder_time_365996361c84bc42.json",)),
    Known("vllm:qwen3_xml", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<tool_call></tool_call>` repeated"
                               " (open and close markers), parsed whole"),
          ("n_vllm-qwen3_xml_time_e9ef9abeea5ac6a1.json",)),
)

# --- off-template variants and cut replies (targets/test_offtemplate.py, test_truncated.py) ---
# The engine's whole parse never gives back text that follows a call (vllm:gemma4's cause:
# ParserEngine._events_to_delta defers it and _single_pass_parse never releases it).
from targets.expectations.gemma4 import TEXT_AFTER_CALLS_DEFERRED  # noqa: E402
from targets.expectations._vllm_xml import (  # noqa: E402
    QWEN3_CUT_NAME_CALLED, QWEN3_FUNCTION_TAG_IN_VALUE, QWEN3_UNCLOSED_VALUE_STREAMED)

KNOWN += (
    # b20d…: streamed, text held after one delta's calls waits while the next delta's text
    # before its calls goes out, then comes at the end: the prose arrives reordered
    Known("vllm:qwen3_coder", "text-after",
          frozenset({"offtemplate.text-lost", "offtemplate.text-extra"}),
          TEXT_AFTER_CALLS_DEFERRED, ("n_vllm-qwen3_coder_text-after_72760194f028dbb2.json",
                                      "n_vllm-qwen3_coder_text-after_b20d34e4bb1a3baf.json")),
    Known("vllm:qwen3_coder", "marker-data", frozenset({"calls.arguments-invalid"}),
          QWEN3_UNCLOSED_VALUE_STREAMED,
          ("n_vllm-qwen3_coder_marker-data_4400efc8de472c82.json",)),
    Known("vllm:qwen3_coder", "marker-data",
          frozenset({"calls.count", "calls.arguments", "calls.name", "calls.arguments-invalid",
                     "protocol.arguments-invalid"}),
          QWEN3_FUNCTION_TAG_IN_VALUE + "  (Its case shows QWEN3_UNCLOSED_VALUE_STREAMED too.)",
          ("n_vllm-qwen3_coder_marker-data_fd71b5a1f5c43f0b.json",)),
    # `Aa <function=` as prose before the call
    Known("vllm:qwen3_coder", "marker-data",
          frozenset({"content.truncated", "content", "calls.count", "calls.name"}),
          FUNCTION_TAG_IN_CONTENT, ("n_vllm-qwen3_coder_marker-data_c9ad0bd59027e7da.json",)),
)

KNOWN += (
    # vllm:qwen3_xml is the same parser under another name
    Known("vllm:qwen3_xml", "text-after",
          frozenset({"offtemplate.text-lost", "offtemplate.text-extra"}),
          TEXT_AFTER_CALLS_DEFERRED, ("n_vllm-qwen3_xml_text-after_6dcb912d40da3516.json",
                                      "n_vllm-qwen3_xml_text-after_575a578f8983d9cb.json")),
    Known("vllm:qwen3_xml", "marker-data", frozenset({"calls.arguments-invalid"}),
          QWEN3_UNCLOSED_VALUE_STREAMED, ("n_vllm-qwen3_xml_marker-data_5e524c9bf32f2914.json",)),
    Known("vllm:qwen3_xml", "marker-data",
          frozenset({"calls.count", "calls.arguments", "calls.name", "calls.arguments-invalid",
                     "protocol.arguments-invalid"}),
          QWEN3_FUNCTION_TAG_IN_VALUE + "  (Its case shows QWEN3_UNCLOSED_VALUE_STREAMED too.)",
          ("n_vllm-qwen3_xml_marker-data_5fb6fe9e67086fed.json",
           "n_vllm-qwen3_xml_marker-data_fd911d6076bd42de.json")),
    # 237b…: `<function= Aa` as prose opening the reply: read as a call named `Aa`
    Known("vllm:qwen3_xml", "marker-data",
          frozenset({"content.truncated", "content", "content.dropped", "calls.count",
                     "calls.name"}),
          FUNCTION_TAG_IN_CONTENT, ("n_vllm-qwen3_xml_marker-data_1652c09910d957a2.json",
                                    "n_vllm-qwen3_xml_marker-data_237bacd1c640f774.json")),
)

KNOWN += (
    # the offered call B's `0.0` comes back 0, beside a call to the withheld A
    Known("vllm:qwen3_xml", "unoffered", frozenset({"offtemplate.call-changed"}),
          INTEGRAL_FLOAT, ("n_vllm-qwen3_xml_unoffered_0bd7adce3d3f20a8.json",)),
)

KNOWN += (
    Known("vllm:qwen3_xml", "truncated", frozenset({"truncated.invented"}),
          QWEN3_CUT_NAME_CALLED, ("n_vllm-qwen3_xml_truncated_450a6ac1dd50ea41.json",)),
)

# Streamed one token per delta (targets/test_growth.py test_token_stream_growth).
from targets.expectations._vllm_xml import ARGS_RECONVERTED_PER_DELTA  # noqa: E402

KNOWN += (
    Known("vllm:qwen3_coder", "time", frozenset({"time.stream-growth"}),
          ARGS_RECONVERTED_PER_DELTA.format(
              converter="_qwen3_arg_converter", times="0.05, 0.19, 0.68 s of CPU at 2 000, "
              "4 000, 8 000 characters of one call whose `<parameter=b>\\n1\\n</parameter>` "
              "repeats"),
          ("n_vllm-qwen3_coder_time_b019a1d8fb440184.json",)),
)

# --- value edges (targets/test_edges.py) ---
KNOWN += (
    # `Aa<function=` at the end of a value: marker-data's `<function=` in a value, with no space
    # before it (the call keeps no `text`, where marker-data's case moved another's arguments)
    Known("vllm:qwen3_coder", "value-edges",
          frozenset({"calls.count", "calls.arguments", "calls.name", "calls.arguments-invalid",
                     "protocol.arguments-invalid"}),
          QWEN3_FUNCTION_TAG_IN_VALUE,
          ("n_vllm-qwen3_coder_value-edges_ecf7575a16a91547.json",)),
)

# --- sglang:nanbeige (Qwen3CoderDetector, as sglang:qwen3_coder's): off-template, cut replies,
# value edges ---
from targets.expectations._sglang import QWEN3CODER_TEXT_AFTER_LOST  # noqa: E402

NB = "the `nanbeige` parser's detector"

KNOWN += (
    Known("sglang:nanbeige", "text-after", frozenset({"offtemplate.text-lost"}),
          QWEN3CODER_TEXT_AFTER_LOST.format(detector=NB),
          ("n_sglang-nanbeige_text-after_69b1b0ec79a3029b.json",)),
)

from targets.expectations._sglang import (  # noqa: E402
    QWEN3CODER_FUNCTION_OUTSIDE_CALL, QWEN3CODER_TOOL_CALL_END_IN_VALUE,
    QWEN3CODER_UNION_FIRST_TYPE, STRAY_FUNCTION_END)

#: sglang:nanbeige's roundtrip entry (sglang.py): the template's `\n\n` kept in the content.
NB_SEPARATOR_NOTE = ("  (Its case also keeps the template's `\\n\\n` before the first "
                     "`<tool_call>` at the end of the content, as sglang:nanbeige's roundtrip "
                     "entry says.)")

KNOWN += (
    # `</function>Aa` as a value: the stream's `{"text": ""}}` (sglang:qwen3_coder's d688 text)
    Known("sglang:nanbeige", "value-edges", frozenset({"calls.arguments-invalid"}),
          STRAY_FUNCTION_END + "  Here a string value holding `</function>` (`<parameter=note>"
          "\nAa </function>\n</parameter>\n</function>`) ends the call early, and the "
          "call's real `</function>` then adds one more `}`: `{\"note\": \"Aa \"}}`, not JSON.",
          ("n_sglang-nanbeige_value-edges_8c13978306b62d3c.json",)),
    Known("sglang:nanbeige", "value-edges", frozenset({"calls.arguments"}),
          QWEN3CODER_TOOL_CALL_END_IN_VALUE.format(detector=NB),
          ("n_sglang-nanbeige_value-edges_106e26bd7ed8d4ef.json",)),
    # `unit` typed `["boolean", "number"]`: -2.2250738585e-313 comes back false (whole parse)
    Known("sglang:nanbeige", "value-edges", frozenset({"calls.arguments", "content"}),
          QWEN3CODER_UNION_FIRST_TYPE + NB_SEPARATOR_NOTE,
          ("n_sglang-nanbeige_value-edges_0822ac40af048681.json",)),
    # trimmed by hand from a faithful turn's prose `<function=f>{}</function><arg_key>a…`
    Known("sglang:nanbeige", "value-edges",
          frozenset({"calls.arguments", "calls.count", "calls.name", "content"}),
          QWEN3CODER_FUNCTION_OUTSIDE_CALL.format(
              detector=NB,
              case="`<function=f>{}</function>` in the prose before a real call streams an "
                   "extra call `f` ahead of it, the real calls a place later.") + NB_SEPARATOR_NOTE,
          ("n_sglang-nanbeige_value-edges_500e93b61a9b3ae9.json",)),
)
