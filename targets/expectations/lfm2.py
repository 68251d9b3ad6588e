"""Known failures of targets that parse the lfm2 format (vLLM `lfm2`)."""

from targets.expectations import Known
from targets.expectations._shared import VLLM_LEGACY_RAW_CONTENT as _LEGACY_RAW

CONTENT_STRIPPED = (
    "Lfm2ToolParser._extract_tool_call_text (vllm/tool_parsers/lfm2_tool_parser.py) strips the "
    "text after `<|tool_call_end|>` (and before the block) with str.strip(): the content the "
    "template writes verbatim loses its surrounding whitespace, Unicode line breaks included "
    "(`…<|tool_call_end|>0\\u2028` comes back as `0`).")

BLANK_CONTENT_MODES_DISAGREE = (
    "Whitespace-only text after the calls: extract_tool_calls strips it to null but "
    "extract_tool_calls_streaming sends it as content (`…<|tool_call_end|> ` streams ` `), so "
    "the two modes disagree.")

ECHO_HELD_BACK = (
    "Text after `<|tool_call_end|>` that starts with `[` or `<` (after leading whitespace) is "
    "held back by extract_tool_calls_streaming as a suspected echo of the call body, to be "
    "resolved by a second `<|tool_call_end|>` (Lfm2ToolParser._strip_echo); when the stream "
    "ends without one, nothing releases it (the parser has no finish hook), so "
    "`…<|tool_call_end|><` streams no content while extract_tool_calls returns `<`.")

NEGATIVE_ZERO_GARBLED = (
    "Observed: streamed one character per delta, a second call's numbers are garbled: "
    "`\"a\": -0.0` is sent as `\"a\": 00.0` (not JSON), `1e-300` as `1.0010`; "
    "whole, and in coarser chunkings, the call is right.  The argument deltas of "
    "Lfm2ToolParser.extract_tool_calls_streaming are diffs between serialisations of a "
    "partially parsed value, and a partial number does not serialise as a prefix of the whole one.")

KNOWN = (
    Known("vllm:lfm2", "roundtrip", frozenset({"content", "content.truncated"}),
          CONTENT_STRIPPED, ("n_vllm-lfm2_roundtrip_245d348343dbf443.json",)),
    Known("vllm:lfm2", "split", frozenset({"content.blank"}),
          BLANK_CONTENT_MODES_DISAGREE, ("n_vllm-lfm2_split_d8953ffd36adae30.json",)),
    Known("vllm:lfm2", "split", frozenset({"content.dropped"}),
          ECHO_HELD_BACK, ("n_vllm-lfm2_split_20dcb18583c221b6.json",)),
    Known("vllm:lfm2", "split", frozenset({"calls.arguments-invalid", "calls.arguments"}),
          NEGATIVE_ZERO_GARBLED, ("n_vllm-lfm2_split_d82f9eaa19ce6813.json",
                                  "n_vllm-lfm2_split_a6f6740d14d3fd6f.json")),
    Known("vllm:lfm2", "protocol", frozenset({"protocol.arguments-invalid"}),
          NEGATIVE_ZERO_GARBLED, ("n_vllm-lfm2_protocol_3cb153a95cc30ea5.json",)),
)

KNOWN += (
    Known("vllm:lfm2", "split", frozenset({"content"}),
          "Only the whole parse strips the text after `<|tool_call_end|>` (CONTENT_STRIPPED, "
          "Lfm2ToolParser._extract_tool_call_text); extract_tool_calls_streaming sends it as "
          "it comes, so `…<|tool_call_end|>0 ` is content `0` whole and `0 ` streamed.",
          ("n_vllm-lfm2_split_332b7cc3c211b396.json",)),
)

# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:pythonic", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-pythonic_plaintext_117dfef44c128168.json",)),
    _Known("mlx_lm:pythonic", "roundtrip", frozenset({"calls.arguments", "calls.count"}),
           _MLX_LM.PYTHONIC_KEYWORD_FALLBACK,
           ("n_mlx_lm-pythonic_roundtrip_b358339735e51913.json",)),
    # `[A(if=[1, 0])]`, A not offered: {"if": "[1"} (the same fallback, as the faithful
    # rendering gives it; the unoffered oracle reads it as the call changed)
    _Known("mlx_lm:pythonic", "unoffered", frozenset({"offtemplate.call-changed"}),
           _MLX_LM.PYTHONIC_KEYWORD_FALLBACK,
           ("n_mlx_lm-pythonic_unoffered_a68936206763c864.json",)),
)
# --- end mlx-lm 0.32 ---

# --- vLLM lfm2, off-template variants ---
STREAM_COMPLETES_CUT_BLOCK = (
    "Both modes cut the call list at the first `<|tool_call_end|>`, also inside a string "
    "value (`[A(note=\"Aa <|tool_call_end|>\")]<|tool_call_end|>`), but read the cut text "
    "differently: extract_tool_calls finds `[A(note=\"Aa ` no call list (TOOL_CALL_REGEX, "
    "ast.parse) and returns the whole reply as content, while "
    "extract_tool_calls_streaming completes the unfinished text (make_valid_python closes "
    "the string and brackets) and sends a call `A` with note `Aa `: whole and streamed "
    "replies differ in their calls.")

KNOWN += (
    Known("vllm:lfm2", "marker-data", frozenset({"calls.count", "content.dropped"}),
          STREAM_COMPLETES_CUT_BLOCK, ("n_vllm-lfm2_marker-data_6693f964fd53ff4f.json",)),
)


KNOWN += (
    Known("vllm:lfm2", "truncated", frozenset({"truncated.marker-in-content"}),
          _LEGACY_RAW.format(parser="Lfm2ToolParser"), ("n_vllm-lfm2_truncated_fdbe4ab047a72871.json",)),
)
