"""Known failures of targets that parse the MiniMax-M3 format (vLLM's `minimax_m3`,
MinimaxM3Parser over vllm/parser/minimax_m3.py)."""

from targets.expectations import Known

INTEGRAL_FLOAT_M3 = (
    "A number written as an integral float (`0.0`, `2.0`) comes back as an integer: "
    "_convert_element (vllm/parser/minimax_m3.py) types every leaf with coerce_to_schema_type "
    "(vllm/tool_parsers/utils.py), which returns `int(val)` whenever the float is integral "
    "for a `number` schema; the written text said float.")

KNOWN = (
    Known("vllm:minimax_m3", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT_M3,
          ("n_vllm-minimax_m3_roundtrip_2b44bc6d35ef1927.json",)),
)

from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:minimax_m3", "time", frozenset({"time.growth"}),
          _LEXER.format(family="the namespace token `]<]minimax[>[` repeated, whole and "
                               "streamed"),
          ("n_vllm-minimax_m3_time_fc3b3a9972ee7916.json",)),
)
