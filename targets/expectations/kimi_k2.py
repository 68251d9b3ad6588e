"""Known failures of targets that parse the Kimi K2 format (vLLM `kimi_k2` with its reasoning
parser, thinking on as the model's template has it by default)."""

from targets.expectations import Known
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

KNOWN = (
    Known("vllm:kimi_k2", "roundtrip", frozenset({"reasoning"}),
          "Trailing whitespace of the reasoning is cut: `<think> </think>` comes back with no "
          "reasoning and `<think>a\\n</think>` as 'a' (vllm/parser/kimi_k2.py: kimi_k2_config sets "
          "strip_trailing_reasoning_whitespace=True, so the engine rstrips what the model wrote).",
          ("n_vllm-kimi_k2_roundtrip_b7082a8aa0250764.json",)),
    Known("vllm:kimi_k2", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-kimi_k2_roundtrip_4c3780fb4ed27e97.json",)),
    Known("vllm:kimi_k2", "split", frozenset({"calls.arguments"}),
          "Streamed arguments keep the model's JSON (`{\"city\": 0.0}`) while the non-streaming "
          "parse re-types them: ParserEngine's whole-text pass runs _fix_arg_types, which turns "
          "an integral float into an integer for a `number` property (see the roundtrip entry), "
          "but kimi_k2_config has no arg converter, so the streaming path sends the arguments "
          "verbatim and never calls _fix_arg_types; the two modes disagree.",
          ("n_vllm-kimi_k2_split_86c22ea42b563c35.json",)),
)

ARGUMENT_TEXT_UNCHECKED = (
    "The non-streaming result passes the argument text on as it stands "
    "(KimiK2Parser._extract_args_json: `return raw_args.strip() or \"{}\"`), so a call cut off "
    "after `<|tool_call_argument_begin|>{` comes back, whole text and all, with arguments `{`, "
    "not JSON; a whole-text parse has no reason to pass on arguments that cannot be decoded.")

KNOWN += (
    Known("vllm:kimi_k2", "malformed", frozenset({"calls.arguments-invalid"}),
          ARGUMENT_TEXT_UNCHECKED, ("n_vllm-kimi_k2_malformed_33e44d16fa1a9e87.json",)),
)

from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

# Measured in CPU time (0.021, 0.060, 0.199 s at 16 000, 32 000, 64 000 characters; cProfile
# puts the time in IncrementalLexer._drain): not the load that made other targets' linear
# parsers look superlinear by the clock.
KNOWN += (
    Known("vllm:kimi_k2", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<think></think>` repeated, parsed whole"),
          ("n_vllm-kimi_k2_time_7aeecc6accd434b4.json",)),
)

# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:kimi_k2", "malformed", frozenset({"calls.arguments-not-object"}),
           _MLX_LM.KIMI_K2_UNCHECKED_ARGUMENTS,
           ("n_mlx_lm-kimi_k2_malformed_b5e24f0f34dad3b1.json",)),
    # cut after `<|tool_call_argument_begin|>`: the call `<|tool_call_begin|>functions.A`, its
    # arguments the JSON string "" (cut after `{}`: the same name, arguments {})
    _Known("mlx_lm:kimi_k2", "truncated",
           frozenset({"calls.arguments-not-object", "truncated.invented"}),
           _MLX_LM.KIMI_K2_UNCHECKED_ARGUMENTS,
           ("n_mlx_lm-kimi_k2_truncated_f7ec7e07d9aea2b6.json",)),
    _Known("mlx_lm:kimi_k2", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-kimi_k2_plaintext_2a523098427e98db.json", "n_mlx_lm-kimi_k2_plaintext_414cc27ae45a3ef6.json",)),
    _Known("mlx_lm:kimi_k2", "roundtrip", frozenset({"content", "reasoning"}),
           _MLX_LM.MATCH_RELEASED_INTO_NEXT_STATE,
           ("n_mlx_lm-kimi_k2_roundtrip_6f464b3084725de5.json",)),
)
# --- end mlx-lm 0.32 ---

from targets.expectations._vllm_xml import STRING_RETYPED  # noqa: E402

KNOWN += (
    Known("vllm:kimi_k2", "roundtrip", frozenset({"calls.arguments"}), STRING_RETYPED,
          ("n_vllm-kimi_k2_roundtrip_07a3e4034314dbd8.json",
           "n_vllm-kimi_k2_roundtrip_00d0b77d112ec97b.json")),
)

#: Triage t9: the same re-typing seen as a disagreement of the two modes (as in mistral.py).
STRING_RETYPED_WHOLE_PARSE_ONLY = STRING_RETYPED + (
    "  In Kimi K2 the correction (ParserEngine._fix_arg_types) runs on the whole parse only: "
    "kimi_k2_config sets no arg_converter, so argument deltas stream as written and the "
    "stream keeps \"1\" (`enum: [0, \"1\"]`) where the whole parse gives 1.")

KNOWN += (
    Known("vllm:kimi_k2", "split", frozenset({"calls.arguments"}),
          STRING_RETYPED_WHOLE_PARSE_ONLY, ("n_vllm-kimi_k2_split_1935eb070275e7a9.json",)),
)

# --- vLLM off-template variants (targets/test_offtemplate.py), branch hvllmb ---
KIMI_TEXT_AFTER_SECTION_DROPPED = (
    "Text written after the tool-call section (`…<|tool_call_end|><|tool_calls_section_end|>"
    "Aa`) is dropped, whole and streamed: kimi_k2_config (vllm/parser/kimi_k2.py) moves "
    "(TOOL_BETWEEN | TOOL_PREAMBLE, TOOL_SECTION_END) to TOOL_PREAMBLE, which has no content "
    "event, 'so trailing model text after native tool calls is suppressed' (the config's "
    "comment).  The template writes nothing after the section, but a model that does write "
    "prose there loses it without trace.")

KNOWN += (
    Known("vllm:kimi_k2", "text-after", frozenset({"offtemplate.text-lost"}),
          KIMI_TEXT_AFTER_SECTION_DROPPED, ("n_vllm-kimi_k2_text-after_d81ed252acea1ff0.json",)),
)

# --- vLLM cut replies (targets/test_truncated.py), branch hvllmb ---
from targets.expectations._vllm_xml import QWEN3_CUT_NAME_CALLED  # noqa: E402

KNOWN += (
    # cut after `<|tool_call_argument_begin|>{`: the whole parse's arguments are `{`
    Known("vllm:kimi_k2", "truncated", frozenset({"calls.arguments-invalid"}),
          ARGUMENT_TEXT_UNCHECKED, ("n_vllm-kimi_k2_truncated_dc30bd3e7c46000a.json",)),
    # the engine's cause, as minimax_m3's: finish closes the call open in TOOL_NAME and
    # kimi_k2_config leaves validate_tool_names off; the name is the header cut so far (`f` of
    # `functions.A:0`), which KimiK2Parser._handle_tool_end keeps as it stands when it is not
    # `name:N`
    Known("vllm:kimi_k2", "truncated", frozenset({"truncated.invented"}),
          QWEN3_CUT_NAME_CALLED, ("n_vllm-kimi_k2_truncated_fa490a25728bcdf6.json",)),
)
