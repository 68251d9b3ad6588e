"""Known failures of targets that parse the gemma4 format (vLLM `gemma4`, an engine parser)."""

from targets.expectations import Known

BARE_VALUES_UNTYPED = (
    "The Gemma 4 engine parser's _parse_gemma4_fields (vllm/parser/gemma4.py) keeps every bare "
    "value as its text, so `name:false` comes back as the string \"false\" (and 42 as \"42\") "
    "unless the tool schema types it, although the format marks strings with `<|\"|>` and "
    "writes numbers and booleans bare; with a schema, ParserEngine's coerce_to_schema_type "
    "turns 2.0 into 2 and -0.0 into 0.")

KNOWN = (
    Known("vllm:gemma4", "roundtrip", frozenset({"calls.arguments"}), BARE_VALUES_UNTYPED,
          ("n_vllm-gemma4_roundtrip_f9c027f6ce5ee930.json",)),
)

ARGUMENTS_REPARSED_PER_CHUNK = (
    "Unclosed calls repeated (`<|tool_call>{\"name\": \"f\", \"arguments\": {\"a\": ` × 40, "
    "about 2,000 characters) take 2.4 s to parse and 4,000 characters exceed the 12 s budget, "
    "whole and streamed: for every argument chunk the engine computes the delta "
    "(ParserEngine._handle_arg_chunk → _compute_arg_delta) by re-running "
    "_gemma4_arg_converter and _gemma4_arg_value_extender, which re-parse all the arguments so "
    "far with the recursive _parse_gemma4_fields: work grows at least with the square of the "
    "text. A closed call whose arguments repeat `\"a\": 1, ` takes 0.8 s at 4 KB and 14 s "
    "at 16 KB.")

KNOWN += (
    Known("vllm:gemma4", "time", frozenset({"target.hang", "time.growth"}),
          ARGUMENTS_REPARSED_PER_CHUNK, ("n_vllm-gemma4_time_beede1a5acb12d7e.json",
                                         "n_vllm-gemma4_time_bd0ca27c898d9084.json")),
)

# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:gemma4", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-gemma4_plaintext_01b4b437e1110574.json", "n_mlx_lm-gemma4_plaintext_8b72581094b96534.json",)),
    _Known("mlx_lm:gemma4", "roundtrip", frozenset({"calls.count"}),
           _MLX_LM.GEMMA4_WORD_KEYS,
           ("n_mlx_lm-gemma4_roundtrip_0062840bc68ff436.json",)),
)
# --- end mlx-lm 0.32 ---
