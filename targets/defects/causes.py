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
    #: "defect"; or, by the re-triage against the format's contract (issue #22), "documented"
    #: (the library documents the behaviour: `note` links it) or "out-of-contract" (the input
    #: is not one the format's producers write: `note` says why and what the generator must do)
    status: str = "defect"
    #: the re-triage pattern it falls under (TRIAGE below)
    pattern: str = ""
    note: str = ""
    #: only the known failures of targets matching this (a regular expression)
    targets: str = ""

    def claims(self, library: str, reason: str, target: str = "") -> bool:
        return (library in (self.libraries or (self.library,))
                and bool(re.search(self.reason, reason))
                and (not self.targets or bool(re.search(self.targets, target))))


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
          r"^ToolParser\.normalize_name", status="documented", pattern="documented behaviour",
          note="Documented: the README's `tool_aliases`/`param_aliases` and its normalisation "
               "layer (https://github.com/inboost-dev/agent-tool-parser#readme, "
               "https://inboost-dev.github.io/agent-tool-parser/). To become a declared trait "
               "of the agent-tool-parser targets once the default alias table is pinned."),
    Cause("agent-tool-parser-002", "agent-tool-parser",
          "Heuristics read call-like prose as calls (`0()`, `<INVOKE:0>`)",
          ("agent_tool_parser.ToolParser._try_parse_python_expr",
           "agent_tool_parser.ToolParser._try_parse_xml_or_dsml"),
          r"^The heuristics take call-like prose for calls", status="documented",
          pattern="documented behaviour",
          note="The library's stated purpose is to extract calls from free-form model output "
               "by heuristics across formats (README, 'dual-engine … extract, normalize, and "
               "repair tool calls': https://github.com/inboost-dev/agent-tool-parser#readme); "
               "sniffing prose is its documented behaviour, not a parse of one format."),
    # --- out of contract -------------------------------------------------------------------
    Cause("vllm-oc1", "vllm",
          "Plain text fed to a parser whose prompt opens a thinking block (thinking on by "
          "default) comes back as reasoning",
          ("vllm reasoning parsers with thinking on by default",),
          r"^With thinking on", status="out-of-contract", pattern="thinking-by-default plaintext",
          note="With thinking on, the generation prompt pre-fills `<think>`: the model's text is "
               "reasoning until `</think>` by definition. The plaintext generator must start "
               "after the prompt's pre-filled tokens (text after `</think>`), not feed bare text."),
    Cause("sglang-oc1", "sglang",
          "Plain text fed to a deployment that forces reasoning comes back as reasoning",
          ("sglang reasoning detectors with force_reasoning",),
          r"force_reasoning|forced reasoning", status="out-of-contract",
          pattern="thinking-by-default plaintext",
          note="The deployment forces reasoning (the prompt opens the thinking block, or "
               "gpt-oss's analysis channel): bare text is reasoning by definition; the plaintext "
               "generator must start after the prompt's pre-filled tokens."),
    Cause("kani-oc1", "kani",
          "Bare text outside a harmony message is dropped",
          ("kani GPTOSSParser.parse_completion",),
          r"text outside a harmony message is dropped", status="out-of-contract",
          pattern="input outside the format's grammar",
          note="Harmony's grammar has no bare text: every reply is a `<|start|>…<|message|>` "
               "message. The plaintext generator must not produce bare text for harmony."),
    Cause("vllm-oc2", "vllm",
          "Bare text for Command A (cohere_command4) is read inside the thinking block",
          ("cohere_melody cmd4 filter",),
          r"cmd4 filter starts inside the thinking block", status="out-of-contract",
          pattern="input outside the format's grammar",
          note="Command A's replies are wrapped in `<|START_RESPONSE|>`/`<|START_THINKING|>` "
               "blocks; bare text is outside its grammar. The plaintext generator must wrap it."),
    Cause("sglang-oc2", "sglang",
          "Bare text for Command A (cohere_command4) is read inside the thinking block",
          ("sglang cohere_command4 reasoning detector",),
          r"cohere_command4 reasoning detector starts inside the thinking block",
          status="out-of-contract", pattern="input outside the format's grammar",
          note="As vllm-oc2: bare text is outside Command A's grammar."),
    Cause("vllm-oc3", "vllm",
          "The Llama 4 layout (content directly followed by the call) fed to the Llama 3.1 parser",
          ("vllm Llama3JsonToolParser.extract_tool_calls",),
          r"Llama 4 template writes the content directly followed by", targets=r"^vllm:llama3_json$",
          status="out-of-contract", pattern="input outside the format's grammar",
          note="The llama3_json target is Llama 3.1's parser; the layout is Llama 4's (its own "
               "target, vllm:llama4_json, keeps the entry). The llama3_json format must not "
               "render the Llama 4 layout."),
    Cause("harmony-oc1", "openai-harmony",
          "The adapter judged the harmony SDK's messages as JSON calls",
          ("toolfuzz's harmony SDK adapter",),
          r"hand a call's text over as it is", libraries=("openai-harmony", "oss-harmony"),
          status="out-of-contract", pattern="the adapter's own reading of an SDK's output",
          note="The SDKs return messages with a recipient and text; they promise nothing about "
               "JSON arguments. Turning them into calls is the adapter's reading: the malformed "
               "property does not apply to the SDKs' output."),
)

#: Re-triage patterns that need no rule above: the signature's severity moves them (low).
SEVERITY_PATTERNS = {"whitespace-only content": "whitespace-only",
                     "strict number identity (0.0 vs 0)": "number-respelled"}
