"""Known failures of targets that parse the gigachat35 format (SGLang's `gigachat35`,
GigaChat35Detector in sglang/srt/function_call/gigachat35_detector.py)."""

from targets.expectations import Known

T = "sglang:gigachat35"

CONTENT_NEWLINES_STRIPPED = (
    "GigaChat35Detector.detect_and_parse returns the text before `<｜GCML｜tool_calls>` with "
    "`.rstrip(\"\\n\")`: besides the template's `\\n\\n` separator it strips every newline the "
    "content itself ends with (content `A\\n` comes back `A`, content `\\n` comes back empty).")

SEPARATOR_STREAMED = (
    "GigaChat35Detector.parse_streaming_increment streams the text before "
    "`<｜GCML｜tool_calls>` as it is, the template's `\\n\\n` separator included, while "
    "detect_and_parse strips the trailing newlines: every reply with content streams "
    "`A\\n\\n` where the whole parse says `A`.")

KNOWN = (
    Known(T, "roundtrip", frozenset({"content.blank", "content.truncated"}),
          CONTENT_NEWLINES_STRIPPED,
          ("n_sglang-gigachat35_roundtrip_f8095a04acae5765.json",
           "n_sglang-gigachat35_roundtrip_e84c695dbfee0be5.json")),
    Known(T, "split", frozenset({"content", "content.blank"}), SEPARATOR_STREAMED,
          ("n_sglang-gigachat35_split_83731d9e4f68b31e.json",
           "n_sglang-gigachat35_split_9e78eb648b54ef1b.json")),
)

# --- off-template variants ---
TEXT_AFTER_BLOCK_DROPPED = (
    "GigaChat35Detector keeps no text after `</｜GCML｜tool_calls>`, whole or streamed: "
    "detect_and_parse returns as content only the text before `<｜GCML｜tool_calls>` "
    "(`leading`), and parse_streaming_increment, once the tool region has started, keeps "
    "every later delta in its buffer and returns only calls (finish releases the leftover "
    "only when no tool region started): prose a model writes after its calls "
    "(`…</｜GCML｜tool_calls>Aa`) is lost in both modes.")

KNOWN += (
    Known(T, "text-after", frozenset({"offtemplate.text-lost"}), TEXT_AFTER_BLOCK_DROPPED,
          ("n_sglang-gigachat35_text-after_aa39f77d287d5d65.json",)),
)

KNOWN += (
    Known(T, "marker-data", frozenset({"content"}),
          SEPARATOR_STREAMED + "  (The whole parse also strips a `<|message_sep|>` that ends "
          "the text before the block, _strip_trailing_markers: `Aa <|message_sep|>\\n\\n` "
          "before `<｜GCML｜tool_calls>` is content `Aa ` whole and streamed as it is.)",
          ("n_sglang-gigachat35_marker-data_a0f53f6c96867445.json",)),
)

CUT_BLOCK_AS_CONTENT = (
    "GigaChat35Detector.detect_and_parse returns the whole text as content when the calls "
    "block holds no complete `<｜GCML｜invoke …>…</｜GCML｜invoke>` (`if not actions: "
    "normal_text=_strip_trailing_markers(text)`): a reply cut by max_tokens after "
    "`<｜GCML｜tool_calls>` or inside the first invoke comes back with the block's markup as "
    "its content, while parse_streaming_increment withholds everything from the opener on.")

KNOWN += (
    Known(T, "truncated", frozenset({"truncated.marker-in-content"}), CUT_BLOCK_AS_CONTENT,
          ("n_sglang-gigachat35_truncated_65161109877a6aab.json",)),
)
