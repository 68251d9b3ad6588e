"""Known failures of targets that parse the DeepSeek V4.1 format (vLLM `deepseek_v41` with its
reasoning parser); DeepSeekV41Parser is DeepSeekV4Parser with V4.1's tags, and shares its
behaviour."""

from targets.expectations import Known
from targets.expectations.deepseek_v4 import EMPTY_KEY_DROPPED, REASONING_RSTRIPPED

KNOWN = (
    Known("vllm:deepseek_v41", "roundtrip", frozenset({"reasoning"}), REASONING_RSTRIPPED,
          ("n_vllm-deepseek_v41_roundtrip_765f2bf8d59487db.json",)),
    Known("vllm:deepseek_v41", "roundtrip", frozenset({"calls.arguments"}),
          EMPTY_KEY_DROPPED + " DeepSeekV41Parser builds its regexes with the same "
          "_param_patterns.",
          ("n_vllm-deepseek_v41_roundtrip_3bbd8035ed446822.json",)),
)

from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v41", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`｜DSML｜<think>` repeated, parsed whole"),
          ("n_vllm-deepseek_v41_time_f394a79eea594fa2.json",)),
)

from targets.expectations._vllm_xml import STRING_RETYPED  # noqa: E402
from targets.expectations.deepseek_v32 import INTEGRAL_FLOAT_TO_INT  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v41", "roundtrip", frozenset({"calls.arguments"}),
          INTEGRAL_FLOAT_TO_INT, ("n_vllm-deepseek_v41_roundtrip_710896de7c6f36a7.json",)),
    Known("vllm:deepseek_v41", "roundtrip", frozenset({"calls.arguments"}), STRING_RETYPED,
          ("n_vllm-deepseek_v41_roundtrip_f3dc7d102482cd7d.json",
           "n_vllm-deepseek_v41_roundtrip_96158cc3c96c74a2.json")),
)

# --- vLLM off-template variants (targets/test_offtemplate.py) and cut replies ---
from targets.expectations.deepseek_v4 import DSML_TEXT_AFTER_BLOCK_DROPPED  # noqa: E402

_V41 = "  (DeepSeek-V4.1: deepseek_v41_config keeps deepseek_v4_config's transitions, with V4.1's tags.)"

KNOWN += (
    Known("vllm:deepseek_v41", "text-after", frozenset({"offtemplate.text-lost"}),
          DSML_TEXT_AFTER_BLOCK_DROPPED.format(closer="</｜DSML｜ calls>", module="deepseek_v4")
          + _V41,
          ("n_vllm-deepseek_v41_text-after_bff604d0e4e26017.json",)),
)

from targets.expectations._vllm_xml import QWEN3_UNCLOSED_VALUE_STREAMED  # noqa: E402
from targets.expectations.deepseek_v4 import DSML_THINK_NOTE  # noqa: E402
from targets.expectations.glm47 import GLM47_THINK_TAGS_AFTER_REASONING  # noqa: E402

KNOWN += (
    # `</｜DSML｜ calls>` inside a value: (TOOL_ARGS, TOOL_END) ends the call with the value
    # open; streamed `{"note": "` (even in one delta), whole `{}`
    Known("vllm:deepseek_v41", "marker-data", frozenset({"calls.arguments-invalid"}),
          QWEN3_UNCLOSED_VALUE_STREAMED + "  (DeepSeek-V4.1: deepseek_v4_config's (TOOL_ARGS, "
          "TOOL_END) transition ends the call at `</｜DSML｜ calls>` inside a value the same "
          "way: streamed `{\"note\": \"`, whole `{}`.)",
          ("n_vllm-deepseek_v41_marker-data_47822da4851bbec7.json",)),
    # a6ba: `<think>` inside a value; c52f: `</think>` inside a value (dropped whole, kept
    # streamed); 07ba: `</think>Aa <think>` before the block
    Known("vllm:deepseek_v41", "marker-data",
          frozenset({"calls.arguments", "calls.arguments-invalid", "reasoning", "content"}),
          GLM47_THINK_TAGS_AFTER_REASONING + DSML_THINK_NOTE,
          ("n_vllm-deepseek_v41_marker-data_a6ba60a00bb27d7c.json",
           "n_vllm-deepseek_v41_marker-data_c52f17dcb94059e7.json",
           "n_vllm-deepseek_v41_marker-data_07ba312c45e7ff66.json")),
)
