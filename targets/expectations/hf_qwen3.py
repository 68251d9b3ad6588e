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

# --- kani 1.10 (reasons: targets/expectations/_kani.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _kani as _KANI  # noqa: E402

KNOWN += (
    _Known("kani:qwen3", "plaintext", frozenset({"content", "content.blank", "content.truncated"}),
           _KANI.STRIPPED_WHOLE_NOT_STREAMED,
           ("n_kani-qwen3_plaintext_20158217cf02a884.json", "n_kani-qwen3_plaintext_5addfbdd390cdef8.json", "n_kani-qwen3_plaintext_d6fb6b5c05862ed7.json",)),
    _Known("kani:qwen3", "split", frozenset({"content", "content.blank", "content.truncated"}),
           _KANI.STRIPPED_WHOLE_NOT_STREAMED,
           ("n_kani-qwen3_split_87b7173fbbc64245.json", "n_kani-qwen3_split_b5b8f8109b213409.json",)),
)
# --- end kani 1.10 ---
