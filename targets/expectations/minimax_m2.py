"""Known failures of targets that parse the MiniMax-M2 format (vLLM's `minimax_m2`,
MinimaxM2Parser over vllm/parser/minimax_m2.py)."""

from targets.expectations import Known
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

CONTENT_STRIPPED = (
    "The MiniMax-M2 template writes the content as it is (no trim) before "
    "`\\n<minimax:tool_call>`, but the non-streaming path strips all surrounding whitespace of "
    "content when calls are present (minimax_m2_config keeps the default "
    "strip_content_whitespace_with_tools=True, ParserEngine._strip_content_whitespace), so "
    "leading or trailing whitespace of the content is lost.")

SEPARATOR_STREAMED = (
    "The `\\n` the template writes before `<minimax:tool_call>` is stripped by the "
    "non-streaming path but streamed as a content delta (ParserEngine._events_to_delta only "
    "holds back whitespace-only content), so the two modes disagree ('true' against 'true\\n').")

INVOKE_IN_CONTENT = (
    "Content mentioning `<invoke name=\"…\">` before the `<minimax:tool_call>` block is taken "
    "as a call opener: minimax_m2_config (vllm/parser/minimax_m2.py) has (CONTENT, "
    "INVOKE_PREFIX_*) → TOOL_NAME transitions, so the rest of the content is swallowed as a "
    "call body (MiniMax's own parser only reads invokes inside the block). With the unquoted "
    "prefix (content `<invoke name=`) the opened call's name runs to the next `>` "
    "(NAME_END_UNQUOTED), the one of `<minimax:tool_call>`, and the real "
    "`<invoke name=\"A\">` that follows is read as that call's body; the bogus name is "
    "rejected (validate_tool_names), so both the content and the real call are lost.")

INDEX_GAP = (
    "A call opened by an `<invoke name=…>` mention in content and then rejected (its name is "
    "not a request tool, validate_tool_names) still takes a tool index "
    "(ParserEngine._ensure_slot), so the real calls stream with indexes starting at 1.")

KNOWN = (
    Known("vllm:minimax_m2", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-minimax_m2_roundtrip_aa6e950f8c1a3d39.json",)),
    Known("vllm:minimax_m2", "roundtrip", frozenset({"content", "content.truncated"}),
          CONTENT_STRIPPED, ("n_vllm-minimax_m2_roundtrip_812dd3382cb05390.json",
                             "n_vllm-minimax_m2_roundtrip_cfdfeca736f74cd3.json")),
    Known("vllm:minimax_m2", "roundtrip",
          frozenset({"content.truncated", "content.dropped", "calls.count"}), INVOKE_IN_CONTENT,
          ("n_vllm-minimax_m2_roundtrip_c4646f1c10c64c27.json",
           "n_vllm-minimax_m2_roundtrip_b640bdc9dbe89d6f.json")),
    Known("vllm:minimax_m2", "split", frozenset({"content"}), SEPARATOR_STREAMED,
          ("n_vllm-minimax_m2_split_1293be139030dbee.json",)),
    Known("vllm:minimax_m2", "protocol", frozenset({"protocol.index"}), INDEX_GAP,
          ("n_vllm-minimax_m2_protocol_6aa876d51aa7634e.json",)),
)

# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:minimax_m2", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-minimax_m2_plaintext_99aa8f3422270395.json",)),
)
# --- end mlx-lm 0.32 ---

KNOWN += (
    _Known("mlx_lm:minimax_m2", "roundtrip", frozenset({"content.blank"}),
           _MLX_LM.SEPARATORS_AS_CONTENT,
           ("n_mlx_lm-minimax_m2_roundtrip_cae72fb0f9b4d511.json",)),
)

KNOWN += (
    _Known("mlx_lm:minimax_m2", "roundtrip", frozenset({"content"}),
           _MLX_LM.SEPARATORS_AS_CONTENT,
           ("n_mlx_lm-minimax_m2_roundtrip_1722a2d8688c0008.json",)),
)

KNOWN += (
    _Known("mlx_lm:minimax_m2", "roundtrip", frozenset({"calls.arguments", "content.blank"}),
           "mlx-lm's minimax_m2._convert_param_value_with_types returns None for any value of a "
           "parameter whose schema types include `null` (`[\"string\", \"number\", \"null\"]`): "
           "the string `true` comes back as null.  " + _MLX_LM.SEPARATORS_AS_CONTENT,
           ("n_mlx_lm-minimax_m2_roundtrip_c57970219c74538f.json",)),
)

KNOWN += (
    _Known("mlx_lm:minimax_m2", "roundtrip",
           frozenset({"calls.arguments", "content.blank", "target.raised"}),
           "mlx-lm's minimax_m2._convert_param_value_with_types reads a value of a parameter "
           "typed `number` with float() and returns `val if val != int(val) else int(val)`: "
           "`0.0` under `[\"number\", \"string\"]` comes back as the integer `0`, and a value "
           "float() reads as infinite (`Infinity`, a string the union admits) raises "
           "OverflowError from int(), which the `except (ValueError, TypeError)` around it "
           "does not catch, so the whole parse fails.  " + _MLX_LM.SEPARATORS_AS_CONTENT,
           ("n_mlx_lm-minimax_m2_roundtrip_5e09af7a49f06986.json",
            "n_mlx_lm-minimax_m2_roundtrip_9a66e9dd813f408c.json")),
)

from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

# Borderline by design of the measure: 0.09 to 0.10 s CPU at 64 000 characters (the floor
# below which growth is not judged), 0.28 to 0.36 s at 128 000; cProfile puts the time in
# _drain and the _find_content_boundary it calls once per token over the rest of the buffer.
# It failed one CI run (on a loaded machine) and passed the runs here.
KNOWN += (
    Known("vllm:minimax_m2", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<minimax:tool_call>{\"name\": \"f\", \"arguments\": {\"a\": ` "
                               "repeated, parsed whole"),
          ("n_vllm-minimax_m2_time_80624b297decac8b.json",)),
)

# --- off-template variants and cut replies (targets/test_offtemplate.py, test_truncated.py) ---
# The engine's whole parse never gives back text that follows a call (vllm:gemma4's cause).
from targets.expectations.gemma4 import TEXT_AFTER_CALLS_DEFERRED  # noqa: E402

KNOWN += (
    Known("vllm:minimax_m2", "text-after", frozenset({"offtemplate.text-lost"}),
          TEXT_AFTER_CALLS_DEFERRED, ("n_vllm-minimax_m2_text-after_5d8309495b7206a5.json",)),
)

# --- value edges (targets/test_edges.py) ---
MINIMAX_M2_INVOKE_END_IN_VALUE = (
    "`</invoke>` written inside a parameter value (`<parameter name=\"text\"></invoke>Aa"
    "</parameter>`) ends the call in the MiniMax-M2 grammar (vllm/parser/minimax_m2.py, "
    "transition (TOOL_ARGS, INVOKE_END)) with the value still open.  The stream has already "
    "sent that open value as the partial reading gives it (`{\"text\": \"`), while the final "
    "reading drops an unclosed parameter (`{}`); ParserEngine._flush_arg_converter sends nothing "
    "when the final JSON does not extend what was streamed, so the streamed arguments stay "
    "unfinished JSON for good, and the whole parse (`{}`) disagrees.")

KNOWN += (
    Known("vllm:minimax_m2", "value-edges", frozenset({"calls.arguments-invalid"}),
          MINIMAX_M2_INVOKE_END_IN_VALUE,
          ("n_vllm-minimax_m2_value-edges_9e5eb48640928874.json",)),
)
