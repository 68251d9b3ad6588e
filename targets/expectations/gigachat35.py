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
