"""Known failures of targets that parse the ling3 format (vLLM's Ling3ToolParser, the GLM-4.7
grammar of vllm/parser/ling3.py: Ling3Parser subclasses Glm47MoeParser, so it shares the
engine's value typing)."""

from targets.expectations import Known
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

KNOWN = (
    Known("vllm:ling3", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-ling3_roundtrip_41b6655745d453e7.json",)),
)
