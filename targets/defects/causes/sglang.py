"""Root causes in sglang: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("sglang-001", "sglang",
          "BaseFormatDetector releases nothing at end of stream: text held back as a possible "
          "call marker is never sent",
          ("sglang.srt.function_call.base_format_detector.BaseFormatDetector.finish (called by "
           "FunctionCallParser.parse_stream_end; no detector overrides it)",
           "each detector's parse_streaming_increment, which holds the text back"),
          r"holds back text that could begin a call marker"),
    Cause("sglang-002", "sglang",
          "A detector parses at most one call per delta and keeps the rest in its buffer, which "
          "only a later delta would release",
          ("sglang.srt.function_call.base_format_detector.BaseFormatDetector.parse_streaming_increment",),
          r"parses at most one call per delta"),
    Cause("sglang-003", "sglang",
          "BaseFormatDetector's JSON streaming sends a call's name with empty arguments and "
          "drops the arguments of a call that arrives whole",
          ("sglang.srt.function_call.base_format_detector.BaseFormatDetector.parse_streaming_increment",),
          r"BaseFormatDetector's JSON streaming\) sends the call's name with empty arguments"),
    Cause("sglang-004", "sglang",
          "BaseFormatDetector's JSON streaming sends the common prefix of re-serialised partial "
          "parses: numbers whose partial parses print differently are corrupted",
          ("sglang.srt.function_call.base_format_detector.BaseFormatDetector.parse_streaming_increment",),
          r"common prefix of successive `json.dumps` of partial parses"),
)
