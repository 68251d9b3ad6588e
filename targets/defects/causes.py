"""Root causes that several known failures share: each a rule over the known failures'
library and reason, with a stable id, the function(s) at fault and a title.

A known failure (targets/expectations/) belongs to the first cause here whose rule it meets;
one that meets none is grouped with the others of its library that share its reason word for
word, into a *provisional* root cause (targets/defects/catalogue.py), listed as such until a
rule here names it.  New known failures added elsewhere therefore need no edit here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Cause:
    id: str
    library: str
    title: str
    functions: tuple[str, ...]
    #: which known failures it groups: their library is one of `libraries` (the cause's own
    #: when empty) and their reason matches `reason` (a regular expression)
    reason: str
    libraries: tuple[str, ...] = ()

    def claims(self, library: str, reason: str) -> bool:
        return library in (self.libraries or (self.library,)) and bool(
            re.search(self.reason, reason))


CAUSES: tuple[Cause, ...] = (
    Cause("sglang-001", "sglang",
          "BaseFormatDetector releases nothing at end of stream: text held back as a possible "
          "call marker is never sent",
          ("sglang.srt.function_call.base_format_detector.BaseFormatDetector.parse_streaming_increment",),
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
    Cause("vllm-001", "vllm",
          "Schema coercion turns an integral float (`0.0`, `2.0`) into an integer, on the whole "
          "parse only",
          ("vllm tool parsers' schema coercion (_convert_value, _convert_element, "
           "ParserEngine._fix_arg_types, K2HorizonToolParser)",),
          r"integral float|integral value|is integral|re-types them"),
    Cause("python-001", "python-stdlib-json",
          "json.loads raises RecursionError on deeply nested arrays, and the partial-JSON "
          "libraries calling it catch only JSONDecodeError",
          ("json.loads (called by json_repair.repair_json, langchain_core.utils.json."
           "parse_partial_json, partial_json_parser.loads)",),
          r"hands the text to json\.loads and c",
          ("json-repair", "langchain-core", "partial-json-parser")),
    Cause("agent-tool-parser-001", "agent-tool-parser",
          "ToolParser.normalize_name lowercases every tool name and maps aliases (documented "
          "behaviour: see the re-triage note)",
          ("agent_tool_parser.ToolParser.normalize_name",),
          r"^ToolParser\.normalize_name"),
)
