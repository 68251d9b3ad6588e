"""Known failures of targets that parse the poolside format (vLLM's PoolsideV1ToolParser,
vllm/tool_parsers/poolside_v1_tool_parser.py)."""

from targets.expectations import Known
from targets.expectations._shared import VLLM_LEGACY_RAW_CONTENT as _LEGACY_RAW
from targets.expectations._shared import NAN_PASSTHROUGH

HELD_BACK_PREFIX = (
    "Streaming keeps a trailing prefix of `<tool_call>` (`<`, `<tool_`, …) in `self._buffer` "
    "in case the tag is still coming, and nothing releases it when the stream ends: the text "
    "is lost (PoolsideV1ToolParser.extract_tool_calls_streaming; the parser has no finish "
    "hook). The non-streaming path returns it.")

BLANK_BEFORE_CALL = (
    "Whitespace-only text before `<tool_call>` (` <tool_call>A</tool_call>`): the whole parse "
    "(PoolsideV1ToolParser.extract_tool_calls) returns no content, streaming sends the ` ` as "
    "content, so the two modes disagree.")

KNOWN = (
    Known("vllm:poolside_v1", "plaintext", frozenset({"content.dropped", "content.truncated"}),
          HELD_BACK_PREFIX, ("n_vllm-poolside_v1_plaintext_a744367a06801b27.json",)),
    Known("vllm:poolside_v1", "split", frozenset({"content.blank"}), BLANK_BEFORE_CALL,
          ("n_vllm-poolside_v1_split_f0df8977c186e7bd.json",)),
)

FLUSH_ONTO_CLOSED_CALL = (
    "A `<tool_call>` with nothing after it, following a closed call (`<tool_call>X</tool_call>"
    "<tool_call>`), opens call 1 in PoolsideV1ToolParser's state without sending it; at end of "
    "stream the server's flush (ToolParser.get_remaining_unstreamed_args) sends that call's "
    "unsent `{}` on the last tool delta, which is call 0's, whose streamed arguments become "
    "`{}{}`.")

KNOWN += (
    Known("vllm:poolside_v1", "malformed", frozenset({"calls.arguments-invalid"}),
          NAN_PASSTHROUGH.format(where="PoolsideV1ToolParser._deserialize (`[1e999]` becomes "
                                 "`[Infinity]`)"),
          ("n_vllm-poolside_v1_malformed_226644999d73a95a.json",)),
    Known("vllm:poolside_v1", "malformed", frozenset({"calls.arguments-invalid"}),
          FLUSH_ONTO_CLOSED_CALL, ("n_vllm-poolside_v1_malformed_71ef42034968dcee.json",)),
)

SET_LITERAL = (
    "Streaming reads a non-string argument value with `_deserialize`, which falls back to a "
    "Python literal, and then calls `json.dumps` on it (PoolsideV1ToolParser."
    "_append_arg_fragment): `{0}` is a Python set, json.dumps raises TypeError, and the stream "
    "fails (`<tool_call><arg_key>d</arg_key><arg_value>[{0}]</arg_value>`).  The whole parse "
    "answers.")

KNOWN += (
    Known("vllm:poolside_v1", "nocrash", frozenset({"target.raised"}), SET_LITERAL,
          ("n_vllm-poolside_v1_nocrash_f8f097d59d33c417.json",)),
)

# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:laguna", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-laguna_plaintext_8a7388b0e95d66a2.json",)),
    # laguna.py re-exports glm47's parse_tool_call: `<tool_call>A` (the call `A0`, cut) is a call
    _Known("mlx_lm:laguna", "truncated", frozenset({"truncated.invented"}),
           _MLX_LM.GLM47_CUT_CALL_INVENTED,
           ("n_mlx_lm-laguna_truncated_2235f53d9de4262f.json",)),
)
# --- end mlx-lm 0.32 ---

#: Found by make test once ci's draws were pinned (targets/derandomize.py).
ENUM_STRING_DECODED = (
    "PoolsideV1ToolParser._is_string_type looks only at a property's `type`: a property typed "
    "by an `enum` of strings alone (`{\"enum\": [\"a\", \"1\"]}`) is read with _deserialize's "
    "json.loads, so its value `1` (the string the enum allows) comes back as the number 1.")

KNOWN += (
    Known("vllm:poolside_v1", "roundtrip", frozenset({"calls.arguments"}), ENUM_STRING_DECODED,
          ("n_vllm-poolside_v1_roundtrip_369b9ae17e0d8212.json",)),
)

#: Found by a fresh-clone make test once the growth search decided undecided floods at 128 000
#: characters (targets/properties.py GROWTH_DECIDE_SIZE).
NAME_END_SEARCHED_TO_BUFFER_END = (
    "PoolsideV1ToolParser.extract_tool_calls_streaming looks for the end of each call's name "
    "with `self._buffer.find(\"\\n\")` and `find(\"<arg_key>\")` over the whole rest of its "
    "buffer, then re-slices the buffer: a delta holding many calls costs time quadratic in its "
    "length (`<tool_call></tool_call>` repeated, streamed as one delta: 0.095 s of CPU at "
    "64 000 characters, 0.36 s at 128 000, where the whole parse takes 0.11 s). Only a flood "
    "in one delta shows it.")

KNOWN += (
    Known("vllm:poolside_v1", "time", frozenset({"time.growth"}),
          NAME_END_SEARCHED_TO_BUFFER_END,
          ("n_vllm-poolside_v1_time_bd915667322c5154.json",)),
)

# --- SGLang's PoolsideV1Detector (sglang/srt/function_call/poolside_v1_detector.py) ---

SGLANG_TEXT_AFTER_CALLS = (
    "PoolsideV1Detector.detect_and_parse takes as content only `text[:first_idx]`, the text "
    "before the first `<tool_call>`, and drops whatever follows the calls: prose a model "
    "writes after a call (`<tool_call>A</tool_call>Aa`) is lost in the whole parse, while "
    "parse_streaming_increment sends it as content once the call has closed, so the two modes "
    "disagree.")

SGLANG_VALUE_NEWLINES_STRIPPED = (
    "PoolsideV1Detector removes one leading and one trailing line break from every argument "
    "value, strings included (`raw_val.removeprefix(\"\\n\").removesuffix(\"\\n\")` in "
    "detect_and_parse, the same in parse_streaming_increment), on the belief that the template "
    "wraps values in line breaks; the Laguna template writes a string value raw between "
    "`<arg_value>` and `</arg_value>`, so a string that starts or ends with a line break (a "
    "file's content) loses it, whole and streamed: `<arg_value>0\\n</arg_value>` for a string "
    "parameter gives `\"0\"`.")

KNOWN += (
    Known("sglang:poolside_v1", "text-after", frozenset({"offtemplate.text-lost"}),
          SGLANG_TEXT_AFTER_CALLS,
          ("n_sglang-poolside_v1_text-after_83221a5b09b578eb.json",)),
    Known("sglang:poolside_v1", "text-after", frozenset({"calls.arguments"}),
          SGLANG_VALUE_NEWLINES_STRIPPED,
          ("n_sglang-poolside_v1_text-after_f9bdb967f0dd26dd.json",)),
)

# --- vLLM's PoolsideV1ToolParser, off-template ---

TEXT_AFTER_CALLS_LOST = (
    "PoolsideV1ToolParser.extract_tool_calls takes as content only "
    "`model_output[:model_output.find(\"<tool_call>\")]`, the text before the first call, and "
    "drops whatever follows the calls: prose a model writes after a call "
    "(`<tool_call>A</tool_call>Aa`) is lost in the whole parse, while "
    "extract_tool_calls_streaming sends it as content.")

KNOWN += (
    Known("vllm:poolside_v1", "text-after", frozenset({"offtemplate.text-lost"}),
          TEXT_AFTER_CALLS_LOST,
          ("n_vllm-poolside_v1_text-after_0f98055074868931.json",)),
)


KNOWN += (
    Known("vllm:poolside_v1", "truncated", frozenset({"truncated.marker-in-content"}),
          _LEGACY_RAW.format(parser="PoolsideV1ToolParser"), ("n_vllm-poolside_v1_truncated_809524adf9af7658.json",)),
    Known("vllm:poolside_v1", "truncated",
          frozenset({"truncated.changed", "calls.arguments-invalid"}),
          FLUSH_ONTO_CLOSED_CALL, ("n_vllm-poolside_v1_truncated_ca16ecd1011c70d8.json",)),
)
