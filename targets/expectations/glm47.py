"""Known failures of targets that parse the GLM-4.7 format (vLLM's `glm47`, the
Glm47MoeModelToolParser over vllm/parser/glm47_moe.py)."""

from targets.expectations import Known
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

KNOWN = (
    Known("vllm:glm47", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-glm47_roundtrip_86d35114e850eb0d.json",)),
)

# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:glm47", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-glm47_plaintext_48c28aaaefeb4187.json",)),
    _Known("mlx_lm:glm47", "roundtrip", frozenset({"calls.arguments"}),
           _MLX_LM.GLM47_TYPED_BY_TYPE_ONLY,
           ("n_mlx_lm-glm47_roundtrip_038a615bdb2aff1c.json",)),
    _Known("mlx_lm:glm47", "roundtrip",
           frozenset({"calls.name", "content.dropped", "content.truncated"}),
           _MLX_LM.MATCH_RELEASED_INTO_NEXT_STATE,
           ("n_mlx_lm-glm47_roundtrip_6863a3a8c20e2a74.json",
            "n_mlx_lm-glm47_roundtrip_d8b9b8e4b88e9b69.json")),
)
KNOWN += (
    # `</think><tool_call>A` (the call `A0`, cut after its first character): a call `A`
    _Known("mlx_lm:glm47", "truncated", frozenset({"truncated.invented"}),
           _MLX_LM.GLM47_CUT_CALL_INVENTED,
           ("n_mlx_lm-glm47_truncated_1153070e236db8e8.json",)),
)
# --- end mlx-lm 0.32 ---

# Found once growth decided at 128 000 characters (GROWTH_DECIDE_SIZE); cProfile: _drain.
from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:glm47", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<tool_call>` repeated"
                               " (marker flood), parsed whole"),
          ("n_vllm-glm47_time_90a23375835c8446.json",)),
)

# --- off-template variants and cut replies (targets/test_offtemplate.py, test_truncated.py) ---
# The engine's whole parse never gives back text that follows a call (vllm:gemma4's cause).
from targets.expectations.gemma4 import TEXT_AFTER_CALLS_DEFERRED  # noqa: E402

KNOWN += (
    # 419d…: streamed, text held after one delta's calls is overtaken by the next delta's
    # text before its calls: the prose arrives reordered
    Known("vllm:glm47", "text-after",
          frozenset({"offtemplate.text-lost", "offtemplate.text-extra"}),
          TEXT_AFTER_CALLS_DEFERRED, ("n_vllm-glm47_text-after_ecdafd7414572516.json",
                                      "n_vllm-glm47_text-after_419d6a0179bb72c1.json")),
)
