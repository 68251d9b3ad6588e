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
    # 87d1 (streamed a token at a time: the unoffered calls shift the others); 0b4f (the
    # offered call, then the unoffered one's name and arguments in a later delta: they pair
    # with the whole parse's next call); a957: prose before the unoffered calls in their
    # delta, which the stream also drops (the split entry's cause, sglang-007)
    Known("sglang:ling3", "unoffered",
          frozenset({"calls.arguments", "calls.count", "calls.name", "content.dropped",
                     "content.truncated"}),
          _SG_UNOFFERED.format(detector="Glm4MoeDetector"),
          ("n_sglang-ling3_unoffered_a4f5d25d267efa73.json",
           "n_sglang-ling3_unoffered_cba796ec61ac72b2.json",
           "n_sglang-ling3_unoffered_87d1b551ae9494d5.json",
           "n_sglang-ling3_unoffered_0b4f647157886214.json",
           "n_sglang-ling3_unoffered_a957b2485ad466df.json")),
)

from targets.expectations._sglang import ONE_CALL_PER_DELTA as _SG_ONE_CALL  # noqa: E402

KNOWN += (
    Known("sglang:ling3", "truncated", frozenset({"truncated.lost"}),
          _SG_ONE_CALL.format(detector="Ling3Detector"),
          ("n_sglang-ling3_truncated_2d13e3a27ce175fc.json",)),
)

# --- off-template variants, second round (cases an earlier round left unjudged) ---
from targets.expectations._sglang import KEY_WITHOUT_VALUE as _SG_KEY_NO_VALUE  # noqa: E402

from targets.expectations.sglang import LING3_TEXT_BEFORE_CALL_DROPPED  # noqa: E402

KNOWN += (
    # `<tool_call>A0</tool_call><tool_call>A…</tool_call><tool_call>A0</tool_call>…` in one
    # delta: the calls after the first are never sent
    Known("sglang:ling3", "unoffered", frozenset({"calls.count"}),
          _SG_ONE_CALL.format(detector="Ling3Detector"),
          ("n_sglang-ling3_unoffered_100fcc0dc33e7895.json",)),
    # prose `Aa <tool_call>` before a call (streamed a token at a time): both modes read a call
    # named `<tool_call>A` (or `Mn kyd03 vf!<tool_call>A0`); the whole parse drops it (not
    # offered), the stream sends it (and keeps the space before the prose marker that
    # detect_and_parse strips); aebc: the prose and the calls in one delta, where the stream
    # also drops the prose (the split entry's cause, sglang-007)
    Known("sglang:ling3", "marker-data",
          frozenset({"calls.arguments", "calls.count", "calls.name", "content",
                     "content.dropped", "content.truncated"}),
          _SG_UNOFFERED.format(detector="Glm4MoeDetector"),
          ("n_sglang-ling3_marker-data_1b72cc6267ed8226.json",
           "n_sglang-ling3_marker-data_a92ad6fd9d577a37.json",
           "n_sglang-ling3_marker-data_278048e4a370b9e4.json",
           "n_sglang-ling3_marker-data_aebc8b94508b55fe.json")),
    Known("sglang:ling3", "marker-data", frozenset({"calls.arguments-invalid", "content"}),
          _SG_KEY_NO_VALUE.format(detector="Ling3Detector") + "  Here the call closes "
          "inside a string value already streamed open (`<arg_value>Aa </tool_call>`, the tag "
          "written as data): `{\"note\": \"Aa}`, and the rest of the call (`</arg_value>`) "
          "goes out as content, while the whole parse (its lazy func_call_regex cut there too) "
          "gives `{}`.",
          ("n_sglang-ling3_marker-data_d86eb1bcb70b596b.json",)),
    # `Aa<tool_call>A</tool_call>\n\nAa q…`: the whole parse loses the text after the call
    # (the text-after entry above, TEXT_BEFORE_CALLS_ONLY); the stream (`A`, `a<tool_call>A`,
    # …) loses the `a` before the call, which is what is new here
    Known("sglang:ling3", "text-after",
          frozenset({"offtemplate.text-extra", "offtemplate.text-lost"}),
          LING3_TEXT_BEFORE_CALL_DROPPED,
          ("n_sglang-ling3_text-after_a26929c619ad8e4a.json",)),
)

# --- vLLM's Ling3Parser (Glm47MoeParser's engine), off-template variants ---
# The engine's whole parse never gives back text that follows a call (vllm:gemma4's and
# vllm:glm47's cause).
from targets.expectations.gemma4 import TEXT_AFTER_CALLS_DEFERRED  # noqa: E402

KNOWN += (
    # 286e…: streamed, text held after one delta's calls is overtaken by the next delta's
    # text before its calls: the prose arrives reordered (`aAAa` for `Aa`…`Aa`)
    Known("vllm:ling3", "text-after",
          frozenset({"offtemplate.text-lost", "offtemplate.text-extra"}),
          TEXT_AFTER_CALLS_DEFERRED, ("n_vllm-ling3_text-after_03c689ad0c21976b.json",
                                      "n_vllm-ling3_text-after_286e385bb0610b59.json")),
)

# --- value edges (targets/test_edges.py) ---
from targets.expectations.glm47 import GLM47_TOOL_END_IN_VALUE  # noqa: E402

KNOWN += (
    # `<arg_value></tool_call>Aa</arg_value></tool_call>`: the value edge `</tool_call>…`
    # written as a string value ends the call with the value open (vllm:glm47's cause)
    Known("vllm:ling3", "value-edges", frozenset({"calls.arguments-invalid", "content"}),
          GLM47_TOOL_END_IN_VALUE, ("n_vllm-ling3_value-edges_070afe05fab5fbbd.json",)),
)
