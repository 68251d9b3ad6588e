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

#: Found by the marker-data variant (`<think>`/`</think>` written after the reasoning block).
GLM47_THINK_TAGS_AFTER_REASONING = (
    "`<think>` and `</think>` written after the reasoning block (in the content, or inside a "
    "call's `<arg_value>`) are reasoning markup wherever they stand for the reasoning pass of "
    "the GLM-4.7 engine (vllm/parser/glm47_moe.py glm47_moe_config with thinking on: "
    "(CONTENT, THINK_END) -> CONTENT drops `</think>`, (CONTENT, THINK_START) -> REASONING "
    "reopens the reasoning), which does not see the calls.  The whole parse runs that pass "
    "over the whole reply before the tool parser (DelegatingParser.parse -> "
    "ParserEngine.extract_reasoning): `<arg_value>x </think></arg_value>` comes back `x `, and "
    "`<arg_value>Aa <think></arg_value></tool_call>` ends the call at `<think>` (its open "
    "value dropped, `</arg_value></tool_call>` returned as reasoning).  Streaming runs it only "
    "until DelegatingParser.parse_delta sees the reasoning end (has_engine_confirmed_"
    "reasoning_end) and hands later deltas to the tool engine, which keeps such tags as value "
    "text (`x </think>`; the call cut at `<think>` leaves its streamed arguments unfinished "
    "JSON); and when `<think>` follows `</think>` in the delta that ends the reasoning, the "
    "reasoning never counts as ended, so every later call is sent as content: the deltas "
    "`</think>Aa <think>` and `<tool_call>A</tool_call>` stream content "
    "`Aa <tool_call>A</tool_call>` and no call, where the whole parse returns the call `A`.")

#: Found by the marker-data variant (`</tool_call>` inside a value).
GLM47_TOOL_END_IN_VALUE = (
    "`</tool_call>` written inside an `<arg_value>` ends the call with the value still open "
    "(vllm/parser/glm47_moe.py glm47_moe_config: (TOOL_ARGS, TOOL_END) -> CONTENT).  The "
    "stream has already sent the open value as the partial reading gives it "
    "(_glm47_arg_converter(partial=True) and _glm47_arg_value_extender: `{\"note\": \"Ddhxd `), "
    "while the final reading (partial=False, _glm47_parse_args) drops an unclosed value; "
    "ParserEngine._flush_arg_converter sends nothing when the final JSON does not extend what "
    "was streamed, so the streamed arguments stay unfinished JSON for good while the whole "
    "parse returns the call without `note`.  The `</arg_value></tool_call>` left over is text "
    "after the call, which the whole parse never gives back (vllm:gemma4's "
    "ParserEngine._events_to_delta cause) and the stream sends as content.  The format has no "
    "escape for its tags, so which reading is right is open; invalid streamed JSON is not.")

# Whole-parse content stripped around a call, streamed as is (vllm:glm45's cause).
from targets.expectations.glm45 import SEPARATORS_STREAMED  # noqa: E402

KNOWN += (
    # bdd0 (one chunking kept: `</think>Aa <think>` then the call): the call sent as content;
    # b028, fdb7: `<think><tool_call>` in the first delta, the call handed over half-read;
    # efec: `<think>` inside a value; 3520: `</think>` inside a value
    Known("vllm:glm47", "marker-data",
          frozenset({"calls.count", "calls.arguments", "calls.arguments-invalid", "content",
                     "reasoning"}),
          GLM47_THINK_TAGS_AFTER_REASONING,
          ("n_vllm-glm47_marker-data_bdd0d67cc6677a31.json",
           "n_vllm-glm47_marker-data_b02808148f4ba0f7.json",
           "n_vllm-glm47_marker-data_fdb7a59f25429a57.json",
           "n_vllm-glm47_marker-data_efec1ba0712354ec.json",
           "n_vllm-glm47_marker-data_352017b622cf22f8.json")),
    Known("vllm:glm47", "marker-data", frozenset({"calls.arguments-invalid", "content"}),
          GLM47_TOOL_END_IN_VALUE, ("n_vllm-glm47_marker-data_c1fddeace809c0ae.json",)),
    # `Aaa <tool_call><tool_call>A</tool_call>…`: the space before the calls, whitespace only
    Known("vllm:glm47", "marker-data", frozenset({"content"}), SEPARATORS_STREAMED,
          ("n_vllm-glm47_marker-data_3aaf210eaf901c98.json",)),
)

# --- value edges (targets/test_edges.py) ---
KNOWN += (
    # `<arg_value><think>Gf!”</arg_value>` after `</think>`: the think tag at the value's start
    # sends the rest of the reply to the reasoning whole (a later call is read out of another
    # value's `<tool_call>` text, hence the invented call); left whole, as drawn, because the
    # ci draw shows exactly these signatures
    Known("vllm:glm47", "value-edges",
          frozenset({"calls.arguments", "calls.arguments-invalid", "calls.count", "calls.name",
                     "content", "reasoning"}),
          GLM47_THINK_TAGS_AFTER_REASONING,
          ("n_vllm-glm47_value-edges_ed13d8a1ff7fac78.json",)),
)

# vllm:gemma4 (branch hvllma), kept here beside its reason: gemma4.py cannot import this module
KNOWN += (
    # `<|channel>` inside a string value: the whole parse's reasoning pass reads it as the
    # thought channel's start (the call's value cut there, the rest reasoning); streamed as
    # value text
    Known("vllm:gemma4", "marker-data", frozenset({"calls.arguments", "reasoning"}),
          GLM47_THINK_TAGS_AFTER_REASONING + "  (Gemma 4: the reasoning pass of the whole parse "
          "takes `<|channel>` written inside a `<|\"|>` string as the thought channel's start: "
          "`{note:<|\"|>Aa <|channel><|\"|>}` comes back `Aa` with `<|\"|>}<tool_call|>` as "
          "reasoning, while the stream keeps `Aa <|channel>` in the value.)",
          ("n_vllm-gemma4_marker-data_f34b89c2886e43b9.json",)),
)
