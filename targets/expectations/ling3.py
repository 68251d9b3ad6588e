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

# --- SGLang's Ling3Detector (Glm4MoeDetector's parsing), off-template variants ---
from targets.expectations.sglang import (STREAM_SENDS_UNOFFERED as _SG_UNOFFERED,  # noqa: E402
                                         TEXT_BEFORE_CALLS_ONLY as _SG_TEXT_BEFORE)

KNOWN += (
    Known("sglang:ling3", "text-after", frozenset({"offtemplate.text-lost"}),
          _SG_TEXT_BEFORE.format(detector="Ling3Detector", marker="<tool_call>"),
          ("n_sglang-ling3_text-after_93e26dc7894b9a04.json",)),
    # `<tool_call>A</tool_call>` with A not offered; and an unoffered A before an offered A0,
    # streamed a token at a time: A streamed, the whole parse returns A0 alone
    Known("sglang:ling3", "unoffered", frozenset({"calls.count", "calls.name"}),
          _SG_UNOFFERED.format(detector="Ling3Detector"),
          ("n_sglang-ling3_unoffered_a4f5d25d267efa73.json",
           "n_sglang-ling3_unoffered_cba796ec61ac72b2.json")),
)

from targets.expectations._sglang import ONE_CALL_PER_DELTA as _SG_ONE_CALL  # noqa: E402

KNOWN += (
    Known("sglang:ling3", "truncated", frozenset({"truncated.lost"}),
          _SG_ONE_CALL.format(detector="Ling3Detector"),
          ("n_sglang-ling3_truncated_2d13e3a27ce175fc.json",)),
)
