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
