"""Root causes in sglang: one Cause per defect, claiming the known failures whose reason it matches.

Functions are SGLang 0.5.23's (sglang/srt/function_call/, sglang/srt/parser/).  A cause shared by
several detectors is one cause only where they run the same code (BaseFormatDetector's methods,
a shared util, a subclass's inherited method); detectors that carry their own copy of a logic get
a cause each.  `targets=` restricts a rule whose wording other detectors' reasons share.
"""

from targets.defects.causes import Cause

FC = "sglang.srt.function_call"
BASE_STREAM = f"{FC}.base_format_detector.BaseFormatDetector.parse_streaming_increment"
#: the detectors that stream through BaseFormatDetector.parse_streaming_increment
BASE_STREAMERS = r"^sglang:(hermes|llama3|qwen|qwen25|trinity|mistral@v7)$"

CAUSES: tuple[Cause, ...] = (
    Cause("sglang-001", "sglang",
          "BaseFormatDetector releases nothing at end of stream: text held back as a possible "
          "call marker, or kept after a call that ended in the same delta, is never sent",
          (f"{FC}.base_format_detector.BaseFormatDetector.finish (called by "
           "FunctionCallParser.parse_stream_end; no detector overrides it)",
           "each detector's parse_streaming_increment, which holds the text back"),
          r"holds back text that could begin a call marker"
          r"|keeps the text after a call's end in its buffer"),
    Cause("sglang-002", "sglang",
          "A detector parses at most one call per delta and keeps the rest in its buffer, which "
          "only a later delta would release",
          (BASE_STREAM,),
          r"parses at most one call per delta"),
    Cause("sglang-003", "sglang",
          "BaseFormatDetector's JSON streaming sends a call's name with empty arguments and "
          "drops the arguments of a call that arrives whole",
          (BASE_STREAM,),
          r"BaseFormatDetector's JSON streaming\)? sends (the|a) call's name with empty arguments"
          r"|BaseFormatDetector's JSON streaming, which sends the call's name with empty arguments"
          r"|^(Qwen25Detector|TrinityDetector \(Qwen25Detector\))\.parse_streaming_increment "
          r"sends the call's name with empty arguments"
          r"|two (`;`-separated )?calls in one delta stream as one call whose arguments are never"
          r"|sends the call's name, never its arguments",
          targets=BASE_STREAMERS),
    Cause("sglang-004", "sglang",
          "BaseFormatDetector's JSON streaming sends the common prefix of re-serialised partial "
          "parses: numbers whose partial parses print differently are corrupted",
          (BASE_STREAM,),
          r"common prefix of successive `json.dumps` of partial parses"
          r"|assuming json\.dumps of partial_json_parser's reading of the prefix only grows"),
    Cause("sglang-005", "sglang",
          "BaseFormatDetector's JSON streaming resets its call numbering on a name that is not "
          "an offered tool: the next call goes to index 0 again",
          (BASE_STREAM,),
          r"on a call whose name is not an offered tool, resets its state"),
    Cause("sglang-006", "sglang",
          "BaseFormatDetector's JSON streaming drops the text before the start marker when both "
          "arrive in one delta",
          (BASE_STREAM,),
          r"drops the text (that precedes `<tool_call>`|before `<\|python_tag\|>`)",
          targets=r"^sglang:(llama3|qwen|qwen25|trinity)$"),
    Cause("sglang-007", "sglang",
          "Glm4MoeDetector's streaming drops the text before `<tool_call>` when both arrive in "
          "one delta",
          (f"{FC}.glm4_moe_detector.Glm4MoeDetector.parse_streaming_increment",),
          r"drops the text that precedes `<tool_call>`",
          targets=r"^sglang:(glm|glm45|ling3)$"),
    Cause("sglang-008", "sglang",
          "Gemma4Detector streams each call under its tool's position in the tools list, not the "
          "call's ordinal: calls of one tool merge",
          (f"{FC}.gemma4_detector.Gemma4Detector.parse_streaming_increment",),
          r"^Gemma4Detector\.parse_streaming_increment (sends each call under its tool's position"
          r"|gives (the second call|every call of one delta) index 0)"),
    Cause("sglang-009", "sglang",
          "CohereCommand4Detector streams parse_base_json's items, whose index is the tool's "
          "position in the tools list, not the call's ordinal: calls of one tool merge",
          (f"{FC}.cohere_command4_detector.CohereCommand4Detector.parse_streaming_increment",
           f"{FC}.base_format_detector.BaseFormatDetector.parse_base_json"),
          r"^CohereCommand4Detector\.parse_streaming_increment sends each call under its tool's "
          r"position"),
    Cause("sglang-010", "sglang",
          "infer_type_from_json_schema collapses a multi-type schema (an enum mixing strings and "
          "numbers, a type union) to one type, `string` first: values of the other types come "
          "back as strings",
          (f"{FC}.utils.infer_type_from_json_schema",),
          r"^infer_type_from_json_schema \(sglang/srt/function_call/utils\.py\) types a parameter"),
    Cause("sglang-011", "sglang",
          "Glm4MoeDetector._parse_argument_pairs reads a string-typed value as JSON and writes a "
          "non-string result with str(): `true` becomes `\"True\"`, `null` `\"None\"`",
          (f"{FC}.glm4_moe_detector.Glm4MoeDetector._parse_argument_pairs",),
          r"^Glm4MoeDetector\._parse_argument_pairs \((the whole parse|Ling3Detector's base)\) "
          r"reads a string"),
    Cause("sglang-012", "sglang",
          "Glm4MoeDetector._parse_argument_pairs keeps what json.loads gives for a non-string "
          "parameter, unchecked against its schema: NaN is written as `NaN`, not JSON, and "
          "`null` comes back as null under a type list without `null`",
          (f"{FC}.glm4_moe_detector.Glm4MoeDetector._parse_argument_pairs",
           f"{FC}.glm4_moe_detector.parse_arguments"),
          r"^Glm4MoeDetector\._parse_argument_pairs \((Ling3Detector's base|the whole parse)\) "
          r"reads a value as JSON "
          r"first and keeps what it gets"),
    Cause("sglang-013", "sglang",
          "Glm4MoeDetector's streaming sends a parameter's key before its value: a call closing "
          "with a key and no value streams `{\"city\": }`",
          (f"{FC}.glm4_moe_detector.Glm4MoeDetector._process_xml_to_json_streaming",),
          r"sends a parameter's `\"key\": ` as soon as its `</arg_key>` arrives",
          targets=r"^sglang:(glm|glm45|ling3)$"),
    Cause("sglang-014", "sglang",
          "Glm47MoeDetector's streaming (its own copy of GLM 4.5's) sends a parameter's key "
          "before its value: a call closing with a key and no value streams `{\"city\": }`",
          (f"{FC}.glm47_moe_detector.Glm47MoeDetector._process_xml_to_json_streaming",),
          r"sends a parameter's `\"key\": ` as soon as its `</arg_key>` arrives",
          targets=r"^sglang:glm47$"),
    Cause("sglang-015", "sglang",
          "Glm4MoeDetector's streaming converts `<arg_key>`/`<arg_value>` pairs to argument "
          "deltas that, fed in small pieces, do not concatenate to JSON",
          (f"{FC}.glm4_moe_detector.Glm4MoeDetector.parse_streaming_increment",),
          r"^Glm4MoeDetector\.parse_streaming_increment converts the `<arg_key>`/`<arg_value>` "
          r"pairs to JSON as they stream"),
    Cause("sglang-016", "sglang",
          "Glm4MoeDetector.detect_and_parse's lazy DOTALL `<tool_call>.*?</tool_call>` scans to "
          "the end for every unclosed opening: quadratic time",
          (f"{FC}.glm4_moe_detector.Glm4MoeDetector.detect_and_parse (func_call_regex)",),
          r"^Glm4MoeDetector\.detect_and_parse( \(Ling3Detector's base\))? finds calls with a "
          r"lazy DOTALL pattern"),
    Cause("sglang-017", "sglang",
          "Qwen3CoderDetector.detect_and_parse's lazy DOTALL `<tool_call>(.*?)</tool_call>` scans "
          "to the end for every unclosed opening: quadratic time",
          (f"{FC}.qwen3_coder_detector.Qwen3CoderDetector.detect_and_parse",),
          r"^Qwen3CoderDetector\.detect_and_parse( \([^)]*\))? finds calls with a lazy DOTALL "
          r"pattern"),
    Cause("sglang-018", "sglang",
          "Qwen3CoderDetector's streaming sends the newlines between calls as content, which "
          "the whole parse drops",
          (f"{FC}.qwen3_coder_detector.Qwen3CoderDetector.parse_streaming_increment",),
          r"^Qwen3CoderDetector\.parse_streaming_increment sends the newline between two calls"
          r"|^Qwen3CoderDetector: the whole parse drops the newlines between content and calls"),
    Cause("sglang-019", "sglang",
          "DeepSeekV32Detector drops an invoke one of whose parameters has an empty name, "
          "arguments and all",
          (f"{FC}.deepseekv32_detector.DeepSeekV32Detector._parse_parameters_from_xml "
           "(inherited by DeepSeekV4Detector and DeepSeekV41Detector)",),
          r"^DeepSeekV(32|4|41)Detector\.detect_and_parse drops an invoke one of whose parameters "
          r"has an empty name"),
    Cause("sglang-020", "sglang",
          "DeepSeekV32Detector strips a `string=\"true\"` parameter's value "
          "(strip_string_param_value defaults to True): trailing newlines and control "
          "characters are lost",
          (f"{FC}.deepseekv32_detector.DeepSeekV32Detector._parse_parameters_from_xml "
           "(inherited by DeepSeekV4Detector and DeepSeekV41Detector)",),
          r"^DeepSeekV(4|41)Detector\.detect_and_parse (\(DeepSeekV32Detector's, whose "
          r"strip_string_param_value defaults to True\) )?strips a `string=\"true\"` parameter's "
          r"value"),
    Cause("sglang-021", "sglang",
          "DeepSeekV3Detector's streaming matches a call with a greedy pattern: a delta holding "
          "more than one call header reads the last one and runs the arguments into the next",
          (f"{FC}.deepseekv3_detector.DeepSeekV3Detector.parse_streaming_increment",),
          r"DeepSeekV3Detector\.parse_streaming_increment matches a call with the greedy"),
    Cause("sglang-022", "sglang",
          "PythonicDetector.tool_call_regex nests a DOTALL `.*` under a repeated group: "
          "catastrophic backtracking on call lists whose values hold commas or markers",
          (f"{FC}.pythonic_detector.PythonicDetector.tool_call_regex (has_tool_call, "
           "detect_and_parse)",),
          r"^PythonicDetector\.tool_call_regex nests|^PythonicDetector\.has_tool_call \(and "
          r"detect_and_parse\) search the reply with tool_call_regex"
          r"|^PythonicDetector does not answer within 5 s",
          targets=r"^sglang:pythonic$"),
    Cause("sglang-023", "sglang",
          "MistralDetector's streaming deletes every `]` (its eot_token) from streamed content",
          (f"{FC}.mistral_detector.MistralDetector.parse_streaming_increment",),
          r"^MistralDetector's eot_token is `\]`"),
    Cause("sglang-024", "sglang",
          "InternlmDetector's streaming deletes `<|action_end|>` from streamed content",
          (f"{FC}.internlm_detector.InternlmDetector.parse_streaming_increment",),
          r"^InternlmDetector\.parse_streaming_increment \(its own copy of BaseFormatDetector's "
          r"text branch\) removes the end marker"),
    Cause("sglang-025", "sglang",
          "Llama32Detector reads a reply without `<|python_tag|>` as a call only when it starts "
          "with `{`: a leading space leaves the call in the content",
          (f"{FC}.llama32_detector.Llama32Detector.has_tool_call",
           f"{FC}.llama32_detector.Llama32Detector.detect_and_parse"),
          r"^Llama32Detector\.detect_and_parse reads a reply without `<\|python_tag\|>` as a call "
          r"only when it starts with `\{`|^Llama32Detector\.has_tool_call requires the reply to "
          r"start with `\{`"),
    Cause("sglang-026", "sglang",
          "HermesDetector.detect_and_parse strips the content before the first call; streaming "
          "sends it as it is",
          (f"{FC}.hermes_detector.HermesDetector.detect_and_parse",),
          r"^HermesDetector\.detect_and_parse returns the text before the first call with "
          r"`\.strip\(\)`"),
    Cause("sglang-027", "sglang",
          "Qwen25Detector.detect_and_parse strips the content before the first call; streaming "
          "sends it as it is",
          (f"{FC}.qwen25_detector.Qwen25Detector.detect_and_parse (inherited by "
           "TrinityDetector)",),
          r"^Qwen25Detector\.detect_and_parse( \(TrinityDetector's base\))? returns the text "
          r"before the first call with `\.strip\(\)`"),
    Cause("sglang-028", "sglang",
          "MistralDetector.detect_and_parse strips the content before the first call; streaming "
          "sends it as it is",
          (f"{FC}.mistral_detector.MistralDetector.detect_and_parse",),
          r"^MistralDetector\.detect_and_parse returns the text before the first call with "
          r"`\.strip\(\)`"),
    Cause("sglang-029", "sglang",
          "GptOssDetector.detect_and_parse joins and strips the text around calls; streaming "
          "sends it as it is",
          (f"{FC}.gpt_oss_detector.GptOssDetector.detect_and_parse",),
          r"^GptOssDetector\.detect_and_parse \(`\" \"\.join\(normal_parts\)\.strip\(\)`\)"),
    Cause("sglang-030", "sglang",
          "Step3Detector.invoke_regex needs a non-empty invoke body: a call with no parameter is "
          "dropped by the whole parse",
          (f"{FC}.step3_detector.Step3Detector.detect_and_parse (invoke_regex `(.+?)`)",),
          r"^Step3Detector\.detect_and_parse drops a call whose `<steptml:invoke>` has no "
          r"parameter"),
    Cause("sglang-031", "sglang",
          "MiniCPM5Detector.detect_and_parse returns the newlines around and between calls as "
          "content",
          (f"{FC}.minicpm5_detector.MiniCPM5Detector.detect_and_parse",),
          r"^MiniCPM5Detector\.detect_and_parse returns the newlines (around and )?between calls "
          r"as content"),
    Cause("sglang-032", "sglang",
          "MinimaxM2Detector.detect_and_parse keeps the template's newline before "
          "`<minimax:tool_call>` in the content",
          (f"{FC}.minimax_m2.MinimaxM2Detector.detect_and_parse",),
          r"^MinimaxM2Detector\.detect_and_parse (keeps|returns) the newline the chat template "
          r"writes before `<minimax:tool_call>`"),
    Cause("sglang-033", "sglang",
          "MinimaxM3Detector._consume_complex_param ends an object parameter at the first "
          "closing tag of its name: a same-named child closes it early and the stream is not JSON",
          (f"{FC}.minimax_m3.MinimaxM3Detector._consume_complex_param",),
          r"^MinimaxM3Detector's streaming \(_consume_complex_param\) ends an object parameter at "
          r"the first closing tag with its name"),
    Cause("sglang-034", "sglang",
          "GigaChat3Detector's streaming sends the call's name with empty arguments and never "
          "the arguments that arrived with the header",
          (f"{FC}.gigachat3_detector.GigaChat3Detector.parse_streaming_increment",),
          r"^GigaChat3Detector\.parse_streaming_increment( sends the call's name with empty "
          r"arguments|: a call whose arguments arrive with its header is streamed with "
          r"arguments ``)"),
    Cause("sglang-035", "sglang",
          "The response-template reasoning detector returns the raw whitespace of an empty "
          "thinking block as reasoning instead of the field's stripped text",
          ("sglang.srt.parser.response_template.ResponseTemplateReasoningDetector",),
          r"^SGLang's response-template reasoning detector .*returns the whitespace of an empty "
          r"`<think>"),
    Cause("sglang-036", "sglang",
          "Qwen3CoderDetector's streaming acts on `<function=`, `<parameter=`, `</function>` "
          "and `</tool_call>` outside a `<tool_call>` block (only `<tool_call>` is checked "
          "against is_inside_tool_call)",
          (f"{FC}.qwen3_coder_detector.Qwen3CoderDetector.parse_streaming_increment",),
          r"^Qwen3CoderDetector\.parse_streaming_increment( takes a `</function>` outside any call"
          r"| \((Step3p5Detector's|the `(nanbeige|qwen3_coder)` parser's detector)\) reads "
          r"`<(function=NAME|parameter=KEY)>`"
          r"|, after content holding `<parameter=`, sends the call's fragments under index -1"
          r"| \([^)]*\) consumes a `</tool_call>` wherever it stands)"),
    Cause("sglang-037", "sglang",
          "Llama32Detector.detect_and_parse steps over one character (the `;` separator's "
          "width) after every JSON object, separator or not: the first character of the text "
          "after the last call is lost when parsed whole",
          (f"{FC}.llama32_detector.Llama32Detector.detect_and_parse",),
          r"^Llama32Detector\.detect_and_parse steps over `len\(tool_call_separator\)`"),
    Cause("sglang-038", "sglang",
          "BaseFormatDetector's JSON streaming sends `json.dumps(cur_arguments)` whatever the "
          "type of the value it read: a non-object `arguments`/`parameters` (`0`, `6`) streams "
          "as the call's arguments",
          (f"{FC}.base_format_detector.BaseFormatDetector.parse_streaming_increment",),
          r"parse_streaming_increment \(BaseFormatDetector's JSON streaming\) sends "
          r"`json\.dumps\(cur_arguments\)` as the arguments whatever the type"),
    Cause("sglang-039", "sglang",
          "Qwen3CoderDetector._convert_param_value reads a value spelled `null` as null before "
          "it looks at the parameter's type: a `string` parameter's text `null` comes back as "
          "null (the qwen3_coder, nanbeige and step3p5 parsers)",
          (f"{FC}.qwen3_coder_detector.Qwen3CoderDetector._convert_param_value",),
          r"^Qwen3CoderDetector\._convert_param_value \(the `qwen3_coder`, `nanbeige` and "
          r"`step3p5` parsers' detector\) returns None for a value spelled `null`"),
    Cause("sglang-040", "sglang",
          "Qwen3CoderDetector._convert_param_value reads a `number` value with float() and "
          "returns an integral one as int: integers beyond 2**53 come back changed",
          (f"{FC}.qwen3_coder_detector.Qwen3CoderDetector._convert_param_value",),
          r"^Qwen3CoderDetector\._convert_param_value \(the `qwen3_coder`, `nanbeige` and "
          r"`step3p5` parsers' detector\) reads a `number` parameter's value with float\(\)"),
    Cause("sglang-041", "sglang",
          "MistralDetector.parse_streaming_increment returns a buffer holding no `[TOOL_CALLS` "
          "as text before the base JSON streaming sees its `, ` separator: every call after "
          "the first of a `[TOOL_CALLS] [{…}, {…}]` array streams as content",
          (f"{FC}.mistral_detector.MistralDetector.parse_streaming_increment",),
          r"^MistralDetector\.parse_streaming_increment returns its buffer as normal text "
          r"whenever it holds no `\[TOOL_CALLS`"),
    Cause("sglang-042", "sglang",
          "Gemma4Detector's streaming slices the rest of its buffer on every loop step and "
          "steps over text inside a `<|tool_call>` block one character at a time: an unclosed "
          "block's text costs the square of its length",
          (f"{FC}.gemma4_detector.Gemma4Detector.parse_streaming_increment",),
          r"^Gemma4Detector\.parse_streaming_increment takes a fresh slice of the rest of its "
          r"buffer"),
    Cause("sglang-043", "sglang",
          "The hermes-style detectors' whole parse returns as content only the text before the "
          "first `<tool_call>`: prose after or between calls is lost",
          (f"{FC}.hermes_detector.HermesDetector.detect_and_parse",
           f"{FC}.qwen25_detector.Qwen25Detector.detect_and_parse"),
          r"\.detect_and_parse returns as content only the text before the first `<tool_call>`"),
    Cause("sglang-044", "sglang",
          "PythonicDetector.tool_call_regex requires every name to start with a letter: calls "
          "to tools (or with keywords) named `_…` are not calls",
          (f"{FC}.pythonic_detector.PythonicDetector.tool_call_regex (detect_and_parse)",),
          r"^PythonicDetector\.tool_call_regex spells every name"),
    Cause("sglang-045", "sglang",
          "BaseReasoningFormatDetector takes its reasoning start token anywhere in the reply "
          "(inside a tool call's string value too) for the opening of the reasoning block",
          ("sglang.srt.parser.reasoning_parser.BaseReasoningFormatDetector._detect_and_parse_impl",
           "sglang.srt.parser.reasoning_parser.BaseReasoningFormatDetector."
           "_parse_streaming_increment_impl"),
          r"takes a `<(think|\|channel)>` anywhere in the reply for the opening of the "
          r"reasoning block"),
    Cause("sglang-046", "sglang",
          "BaseFormatDetector's JSON streaming parses its whole buffer again at every delta: "
          "a long argument streamed one token per delta costs the square of its length",
          (BASE_STREAM,),
          r"^BaseFormatDetector\.parse_streaming_increment \([^)]*\) parses its whole buffer "
          r"again at every delta"),
    Cause("sglang-047", "sglang",
          "Qwen3CoderDetector's whole parse keeps as content only the text before the first "
          "`<tool_call>`: prose after the calls is lost whole, streamed as content",
          (f"{FC}.qwen3_coder_detector.Qwen3CoderDetector.detect_and_parse",),
          r"^Qwen3CoderDetector\.detect_and_parse \([^)]*\) keeps as content only "
          r"`text\[:start_idx\]`"),
)
