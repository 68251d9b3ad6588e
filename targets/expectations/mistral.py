"""Known failures of targets that parse the Mistral formats (vLLM `mistral`: v11 and v13 through
the engine grammar, pre-v11 through its legacy path)."""

from targets.expectations import Known
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
    "\"arguments\": {\"a\":`, not JSON.")

KNOWN += (
    Known("vllm:mistral", "malformed", frozenset({"calls.arguments-invalid"}),
          UNDECODED_ARGUMENTS_KEPT, ("n_vllm-mistral_malformed_44faf80651412459.json",)),
    Known("vllm:mistral@v13", "malformed", frozenset({"calls.arguments-invalid"}),
          UNDECODED_ARGUMENTS_KEPT, ("n_vllm-mistral@v13_malformed_78e6e3e7a8434c02.json",)),
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

# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:mistral", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-mistral_plaintext_3794c64658aba919.json", "n_mlx_lm-mistral_plaintext_872d91134ceda8fc.json",)),
)
# --- end mlx-lm 0.32 ---
