"""Known failures of targets that parse the ling3 format (vLLM's Ling3ToolParser, the GLM-4.7
grammar of vllm/parser/ling3.py: Ling3Parser subclasses Glm47MoeParser, so it shares the
engine's value typing)."""

from targets.expectations import Known
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

KNOWN = (
    Known("vllm:ling3", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-ling3_roundtrip_41b6655745d453e7.json",)),
)

# Found once growth decided at 128 000 characters (GROWTH_DECIDE_SIZE); cProfile: _drain.
from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:ling3", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<tool_call>` repeated"
                               " (marker flood), parsed whole"),
          ("n_vllm-ling3_time_633ee9e6b15bf210.json",)),
)
