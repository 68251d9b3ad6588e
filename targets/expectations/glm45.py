"""Known failures of targets that parse the GLM-4.5/4.6 format (vLLM's `glm45`, the
Glm47MoeModelToolParser over vllm/parser/glm47_moe.py)."""

from targets.expectations import Known
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

SEPARATORS_STREAMED = (
    "The template's newlines around the content (`\\n` before it, `\\n` before each "
    "`<tool_call>`) are stripped by the non-streaming path (ParserEngine."
    "_strip_content_whitespace) but streamed as content deltas (ParserEngine._events_to_delta "
    "only holds back whitespace-only content, and sends the newline between two calls as "
    "content), so streamed content is `\\nHi\\n` where the parse says `Hi`.")

#: Found by the thinking dialect (thinking on, `--reasoning-parser glm45`).
NEWLINE_BEFORE_THINK = (
    "vLLM serves GLM-4.5/4.6 with GLM-4.7's grammar (vllm/parser/glm47_moe.py glm47_moe_config): "
    "with thinking on it starts inside the reasoning (initial_state REASONING, as GLM-4.7's "
    "prompt pre-fills `<think>`), and a `<think>` met there is dropped with no event "
    "(REASONING, THINK_START -> REASONING). GLM-4.5/4.6's generation prompt pre-fills nothing: "
    "the model writes the template's `\\n<think>` itself, so that newline is reasoning text and "
    "the reasoning comes back `\\nR` where the model reasoned `R`. Whitespace only: low severity.")
PLAIN_CONTENT_NEWLINE = (
    "ParserEngine._strip_content_whitespace (vllm/parser/engine/parser_engine.py) strips the "
    "content only when a tool was called, so a GLM-4.5/4.6 reply with no call keeps the `\\n` "
    "its template writes between `</think>` and the content: the reply `0` comes back as "
    "content `\\n0`, whole and streamed. Whitespace only: low severity.")

KNOWN = (
    Known("vllm:glm45", "roundtrip", frozenset({"reasoning"}), NEWLINE_BEFORE_THINK,
          ("n_vllm-glm45_roundtrip_93e9ac1b979a2bcf.json",)),
    Known("vllm:glm45", "plaintext", frozenset({"content"}), PLAIN_CONTENT_NEWLINE,
          ("n_vllm-glm45_plaintext_80717023d22ee1eb.json",)),
    Known("vllm:glm45", "split", frozenset({"content"}), SEPARATORS_STREAMED,
          ("n_vllm-glm45_split_9125194efb74eb71.json",)),
    Known("vllm:glm45", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-glm45_roundtrip_6165c787bafb858e.json",)),
)

# Found once growth decided at 128 000 characters (GROWTH_DECIDE_SIZE); cProfile: _drain.
from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:glm45", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<tool_call></tool_call>` repeated"
                               " (open and close markers), parsed whole"),
          ("n_vllm-glm45_time_af15d14240636ed4.json",)),
)

# --- mlx-lm 0.32 serving a GLM-4.5/4.6 checkpoint: _infer_tool_parser picks `glm47` for any
# chat template holding `<arg_key>` (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

_NEWLINES = (_MLX_LM.SEPARATORS_AS_CONTENT + " GLM-4.5/4.6's template writes `\\n` before "
             "`<think>`, before the content and before each `<tool_call>`: `\\nÓ\\n` comes back "
             "for the content `Ó`, `\\n\\n0` for the plain reply `0`.")

KNOWN += (
    Known("mlx_lm:glm47@glm45", "roundtrip", frozenset({"content"}), _NEWLINES,
          ("n_mlx_lm-glm47@glm45_roundtrip_b8c713f1dd160137.json",)),
    Known("mlx_lm:glm47@glm45", "roundtrip", frozenset({"content.blank"}), _NEWLINES,
          ("n_mlx_lm-glm47@glm45_roundtrip_24a2dc34d0b9619d.json",)),
    Known("mlx_lm:glm47@glm45", "plaintext", frozenset({"content"}),
          _NEWLINES + " A reply ending in `<` also loses it: " + _MLX_LM.STOP_DISCARDS_HELD_BACK,
          ("n_mlx_lm-glm47@glm45_plaintext_431e434948030512.json",
           "n_mlx_lm-glm47@glm45_plaintext_06ad3208461fe6a5.json",
           "n_mlx_lm-glm47@glm45_plaintext_27713f5e8f782f67.json")),
    Known("mlx_lm:glm47@glm45", "plaintext", frozenset({"content.blank"}), _NEWLINES,
          ("n_mlx_lm-glm47@glm45_plaintext_128427c5cc2cd9d7.json",)),
    Known("mlx_lm:glm47@glm45", "roundtrip", frozenset({"calls.arguments", "content"}),
          # one reason text with mlx_lm:glm47's entry: one root cause (the content check of
          # these cases is the template's newlines, returned as content as above)
          _MLX_LM.GLM47_TYPED_BY_TYPE_ONLY,
          ("n_mlx_lm-glm47@glm45_roundtrip_0f7749d24d6008c6.json",
           "n_mlx_lm-glm47@glm45_roundtrip_dbe3164ade30b5f6.json")),
)

# --- off-template variants and cut replies (targets/test_offtemplate.py, test_truncated.py) ---
# The engine's whole parse never gives back text that follows a call (vllm:gemma4's cause).
from targets.expectations.gemma4 import TEXT_AFTER_CALLS_DEFERRED  # noqa: E402

KNOWN += (
    # 06a3…: streamed, the text held after one delta's call (`A`) waits while the next
    # delta's text before its call (`a\n`) goes out: the prose arrives reordered
    Known("vllm:glm45", "text-after",
          frozenset({"offtemplate.text-lost", "offtemplate.text-extra"}),
          TEXT_AFTER_CALLS_DEFERRED, ("n_vllm-glm45_text-after_6d30712efdc13c2d.json",
                                      "n_vllm-glm45_text-after_06a3b122d86de14b.json")),
)

# --- value edges (targets/test_edges.py): vLLM's glm45 parser is Glm47MoeModelToolParser, so
# GLM-4.7's causes, met at a value's edge ---
from targets.expectations.glm47 import (GLM47_THINK_TAGS_AFTER_REASONING,  # noqa: E402
                                        GLM47_TOOL_END_IN_VALUE)

KNOWN += (
    # `<arg_value>Aa</tool_call></arg_value>`
    Known("vllm:glm45", "value-edges", frozenset({"calls.arguments-invalid", "content"}),
          GLM47_TOOL_END_IN_VALUE, ("n_vllm-glm45_value-edges_3e77f33d57819383.json",)),
    # `<arg_value>Gcfwuaheq<think></arg_value>` and `<arg_value></think></arg_value>`
    Known("vllm:glm45", "value-edges",
          frozenset({"calls.arguments", "calls.arguments-invalid", "calls.count", "content",
                     "reasoning"}),
          GLM47_THINK_TAGS_AFTER_REASONING,
          ("n_vllm-glm45_value-edges_72192ae5f14dfce3.json",
           "n_vllm-glm45_value-edges_7c03b777a00e2db0.json")),
)
