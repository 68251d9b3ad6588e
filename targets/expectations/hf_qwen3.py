"""Known failures of vLLM's `hf` parser (ResponseTemplateParser, the unified response-template parser)."""

from targets.expectations import Known
from targets.expectations.beam import (  # same vLLM response-template code
    RESCANNED_DELIMITERS, UNSTRIPPED_TEXT)

KNOWN = (
    Known("vllm:hf", "roundtrip", frozenset({"reasoning", "content"}), UNSTRIPPED_TEXT,
          ("n_vllm-hf_roundtrip_9bace5d76d0e3cb0.json",
           "n_vllm-hf_roundtrip_e0245da6b481e6c0.json")),
)

KNOWN += (
    Known("vllm:hf", "time", frozenset({"time.growth"}), RESCANNED_DELIMITERS,
          ("n_vllm-hf_time_2929004d8a28a764.json",)),
)
