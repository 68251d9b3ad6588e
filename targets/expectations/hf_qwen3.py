"""Known failures of vLLM's `hf` parser (ResponseTemplateParser, the unified response-template parser)."""

from targets.expectations import Known
from targets.expectations.beam import UNSTRIPPED_TEXT  # same vLLM response-template code

KNOWN = (
    Known("vllm:hf", "roundtrip", frozenset({"reasoning", "content"}), UNSTRIPPED_TEXT,
          ("n_vllm-hf_roundtrip_9bace5d76d0e3cb0.json",
           "n_vllm-hf_roundtrip_e0245da6b481e6c0.json")),
)
