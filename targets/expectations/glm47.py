"""Known failures of targets that parse the GLM-4.7 format (vLLM's `glm47`, the
Glm47MoeModelToolParser over vllm/parser/glm47_moe.py)."""

from targets.expectations import Known
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

KNOWN = (
    Known("vllm:glm47", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-glm47_roundtrip_86d35114e850eb0d.json",)),
)
