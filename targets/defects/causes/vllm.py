"""Root causes in vllm: one Cause per defect, claiming the known failures whose reason it matches.

Grouped by reading vLLM's code (0.33.0): one cause is one function at fault and one mechanism.
A function copied into several parser files, failing the same way and fixed the same way, is
one cause whose title says "(copied in N parsers)".  A known failure whose reason describes
several mechanisms of one streaming function goes to the cause of the mechanism it names
first.  The singletons after vllm-044 are causes of one parser each, named from their reason.
"""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("vllm-001", "vllm",
          "Schema coercion turns an integral float (`0.0`, `2.0`) into an integer, on the whole "
          "parse only",
          ("vllm tool parsers' schema coercion (_convert_value, _convert_element, "
           "ParserEngine._fix_arg_types, K2HorizonToolParser)",),
          r"integral float|integral value|is integral|re-types them|float is whole"
          r"|re-types it by the schema"),
    Cause("vllm-002", "vllm",
          "coerce_to_schema_type reads a value only as JSON, but templates write non-string "
          "values with `| string` (Python's spelling): `None` comes back as the string \"None\", "
          "a mapping or list such as `{'a': True}` as its text",
          ("vllm.tool_parsers.utils.coerce_to_schema_type",),
          r"types only `null` as null|only tries json\.loads, so an object"),
    Cause("vllm-003", "vllm",
          "_get_schema_options falls back to `string` for a property typed by `enum` alone "
          "(copied in 2 parsers: hy_v3, hy_v4)",
          ("vllm.tool_parsers.hy_v3_tool_parser.HYV3ToolParser._get_schema_options",
           "vllm.tool_parsers.hy_v4_tool_parser._get_schema_options"),
          r"_get_schema_options.*falls back to `\[\{\"type\": \"string\"\}\]`"),
    Cause("vllm-004", "vllm",
          "handle_single_tool reads arguments as Python literals (`1e999` is inf) and writes "
          "them with json.dumps, which spells it `Infinity`: not JSON",
          ("vllm.tool_parsers.utils.handle_single_tool",),
          r"^handle_single_tool \(vllm/tool_parsers/utils\.py\) reads each argument"),
    Cause("vllm-005", "vllm",
          "compute_tool_delta streams `new[len(sent):]` without checking that what was sent is "
          "a prefix of the new arguments: a value re-read (ast) differently as it grows is "
          "corrupted (pythonic, llama4_pythonic, olmo3)",
          ("vllm.tool_parsers.utils.compute_tool_delta",),
          r"compute_tool_delta"),
    Cause("vllm-006", "vllm",
          "TOOL_CALL_REGEX accepts only names matching `[a-zA-Z]+\\w*`: a call or argument "
          "named `_…` (or with a non-ASCII first letter) is returned as content by the whole "
          "parse, while streaming, which does not apply the regex, streams it (copied in 3 "
          "parsers: pythonic, llama4_pythonic, olmo3)",
          ("vllm.tool_parsers.pythonic_tool_parser.PythonicToolParser.TOOL_CALL_REGEX",
           "vllm.tool_parsers.llama4_pythonic_tool_parser.Llama4PythonicToolParser.TOOL_CALL_REGEX",
           "vllm.tool_parsers.olmo3_tool_parser.Olmo3PythonicToolParser.TOOL_CALL_REGEX"),
          r"TOOL_CALL_REGEX (?:\([^)]*\) )?accepts only|does not apply TOOL_CALL_REGEX"),
    Cause("vllm-007", "vllm",
          "The Qwen3 grammar's fallback transition (CONTENT, FUNC_PREFIX) → TOOL_NAME reads "
          "`<function=` in content as a call opener, with or without a tool-call block after it",
          ("vllm.parser.qwen3 (qwen3 grammar transitions, used by qwen3_coder, qwen3_xml, "
           "seed_oss, mimo, step3p5, step5)",),
          r"\(CONTENT, FUNC_PREFIX\) → TOOL_NAME"),
    Cause("vllm-008", "vllm",
          "Hermes2ProToolParser streams a call written arguments-first (Hermes 2 Pro's order) "
          "wrong: the name leaks into the arguments, and a `\"name\"` key inside them is taken "
          "for the function name",
          ("vllm.tool_parsers.hermes_tool_parser.Hermes2ProToolParser._extract_tool_args",
           "vllm.tool_parsers.hermes_tool_parser.Hermes2ProToolParser._extract_tool_name"),
          r"^Hermes 2 Pro writes `\{\"arguments\""),
    Cause("vllm-009", "vllm",
          "Hermes2ProToolParser streams the raw text after `\"arguments\":` without checking it "
          "is JSON (hermes, qwen3_json, and longcat, which inherits it)",
          ("vllm.tool_parsers.hermes_tool_parser.Hermes2ProToolParser._extract_tool_args",),
          r"^Streaming forwards the raw text after `\"arguments\":`"),
    Cause("vllm-012", "vllm",
          "ParserEngine strips the content's whitespace around calls on the whole parse only "
          "(strip_content_whitespace_with_tools): streaming sends it, and content a template "
          "writes verbatim loses its whitespace",
          ("vllm.parser.engine.parser_engine.ParserEngine._strip_content_whitespace",
           "vllm.parser.engine.parser_engine.ParserEngine._events_to_delta"),
          r"_strip_content_whitespace|stripped by the non-streaming path but streamed as a "
          r"content delta"),
    Cause("vllm-013", "vllm",
          "ParserEngine defers whitespace-only content in case calls follow and releases it "
          "late or drops it: streamed content is reordered or loses a blank",
          ("vllm.parser.engine.parser_engine.ParserEngine._events_to_delta",
           "ParserEngine._deferred_content"),
          r"^ParserEngine\._events_to_delta \(vllm/parser/engine/parser_engine\.py\) holds back"
          r"|ParserEngine\._deferred_content"),
    Cause("vllm-014", "vllm",
          "ParserEngine rstrips the reasoning (strip_trailing_reasoning_whitespace=True in "
          "the deepseek_v4, kimi_k2 and mistral configs)",
          ("vllm.parser.engine.parser_engine.ParserEngine (strip_trailing_reasoning_whitespace)",),
          r"strip_trailing_reasoning_whitespace"),
    Cause("vllm-015", "vllm",
          "IncrementalLexer._drain copies and hashes the rest of the buffer for every token: "
          "quadratic in a feed holding many grammar literals",
          ("vllm.parser.engine.incremental_lexer.IncrementalLexer._drain",),
          r"^IncrementalLexer\._drain"),
    Cause("vllm-016", "vllm",
          "ParserEngine handles every character of a call's arguments as its own event and "
          "re-runs the argument converter over all arguments so far, whole parse included: "
          "quadratic time (granite, inkling, gemma4; streamed one token per delta, qwen3_coder, "
          "gemma4, deepseek_v32 and deepseek_v4)",
          ("vllm.parser.engine.parser_engine.ParserEngine._handle_arg_chunk",
           "ParserEngine._compute_arg_delta (with _granite_arg_converter, "
           "_inkling_arg_converter, _gemma4_arg_converter/_gemma4_arg_value_extender)"),
          r"^Parse time grows with the square of the arguments' length|^Even the non-streaming "
          r"parse runs the engine once per character|_compute_arg_delta\) by re-running"
          r"|^ParserEngine\._compute_arg_delta runs the format's argument converter"),
    Cause("vllm-017", "vllm",
          "When schema typing changes a value, ParserEngine's re-serialised arguments no "
          "longer start with the verbatim text already streamed, and the rest is never sent",
          ("vllm.parser.engine.parser_engine.ParserEngine._compute_arg_delta",
           "ParserEngine._flush_arg_converter"),
          r"^When _fix_arg_types changes a value|^Streamed arguments stop short"),
    Cause("vllm-018", "vllm",
          "_extract_args_json returns the argument text as it stands (`raw_args.strip() or "
          "\"{}\"`): a cut call comes back from the whole parse with arguments that are not "
          "JSON (copied in 2 parsers: kimi_k2, plamo3)",
          ("vllm.parser.kimi_k2.KimiK2Parser._extract_args_json",
           "vllm.parser.plamo3.Plamo3Parser._extract_args_json"),
          r"_extract_args_json: `return raw_args\.strip\(\) or \"\{\}\"`"),
    Cause("vllm-019", "vllm",
          "The extract_json_member_object argument converters return the unfinished span of "
          "a cut call on the whole parse too (`partial` ignored; copied in 2 parsers: granite, "
          "inkling)",
          ("vllm.parser.granite._granite_arg_converter",
           "vllm.parser.inkling._inkling_arg_converter"),
          r"_granite_arg_converter \(vllm/parser/granite\.py\) returns the verbatim span"
          r"|_inkling_arg_converter returns extract_json_member_object's prefix-stable span"),
    Cause("vllm-020", "vllm",
          "The copied partial-JSON array streamer: the delta that shows a new call only moves "
          "current_tool_id on (a call completed in it is never streamed), and arguments are "
          "sent only when truthy (`{}` never is) (copied in 4 parsers: llama3_json/llama4_json, "
          "granite-20b-fc, jamba, internlm)",
          ("vllm.tool_parsers.llama_tool_parser.Llama3JsonToolParser.extract_tool_calls_streaming",
           "Granite20bFCToolParser.extract_tool_calls_streaming",
           "JambaToolParser.extract_tool_calls_streaming",
           "Internlm2ToolParser.extract_tool_calls_streaming"),
          r"^(Llama3JsonToolParser|Granite20bFCToolParser)\.extract_tool_calls_streaming: the "
          r"delta in which a call first appears|^A call whose arguments are `\{\}` gets a name "
          r"delta and never an argument delta|^Streaming disagrees with the whole parse "
          r"\(JambaToolParser|^Streaming sends arguments only once they are truthy"),
    Cause("vllm-021", "vllm",
          "The copied partial-JSON array streamer streams `json.dumps` of the value of "
          "`arguments` whatever its JSON type: a string or array is not an object (copied in 3 "
          "parsers: llama3_json/llama4_json, granite-20b-fc, jamba)",
          ("Llama3JsonToolParser.extract_tool_calls(_streaming)",
           "Granite20bFCToolParser.extract_tool_calls_streaming",
           "JambaToolParser.extract_tool_calls_streaming"),
          r"streams `json\.dumps` of the partial value of `arguments`|^Llama3JsonToolParser "
          r"takes the value of `arguments` or `parameters`"),
    Cause("vllm-022", "vllm",
          "DeepSeekV3ToolParser's streaming handles one marker transition per delta: a call "
          "opened and closed in one delta is lost (the next takes its place), arguments that "
          "share a delta with the name are never sent, content sharing a delta with the "
          "markers is lost (copied in DeepSeekV31ToolParser)",
          ("vllm.tool_parsers.deepseekv3_tool_parser.DeepSeekV3ToolParser."
           "extract_tool_calls_streaming",
           "vllm.tool_parsers.deepseekv31_tool_parser.DeepSeekV31ToolParser."
           "extract_tool_calls_streaming"),
          r"^A call that opens and closes within one delta is lost|^Content that arrives in the "
          r"same delta as `<｜tool▁call▁begin｜>` is lost"),
    Cause("vllm-023", "vllm",
          "The arguments are the regex's capture passed on undecoded, whole and streamed: an "
          "empty or non-JSON block gives arguments that are not JSON (copied in 2 parsers: "
          "deepseek_v3, deepseek_v31)",
          ("DeepSeekV3ToolParser.tool_call_regex / stream_tool_call_portion_regex",
           "DeepSeekV31ToolParser.tool_call_regex / stream_tool_call_portion_regex"),
          r"^The arguments are the text the regex captures between `<｜tool▁sep｜>"),
    Cause("vllm-024", "vllm",
          "_extract_streaming_incremental streams a hand-escaped snapshot, then at the call's "
          "end sends `json.dumps(final)[streamed_len:]` as if the snapshot were json.dumps' "
          "prefix: raw control characters and spliced, non-JSON arguments (copied in 2 parsers: "
          "hy_v3, hy_v4)",
          ("vllm.tool_parsers.hy_v3_tool_parser.HYV3ToolParser._extract_streaming_incremental",
           "vllm.tool_parsers.hy_v4_tool_parser.HYV4ToolExtractor._extract_streaming_incremental"),
          r"^When the call closes, HYV[34]|_extract_streaming_incremental escapes an open string"),
    Cause("vllm-025", "vllm",
          "HunyuanA13BToolParser's streaming emits one piece per delta and records what it "
          "sent in its own `streamed_args`: a call arriving whole loses its arguments, a "
          "second call in the delta is lost",
          ("vllm.tool_parsers.hunyuan_a13b_tool_parser.HunyuanA13BToolParser."
           "extract_tool_calls_streaming",),
          r"^extract_tool_calls_streaming emits one piece per delta|^Whitespace-only content "
          r"before the calls is null when parsed whole \(extract_tool_calls clears", 
          targets=r"^vllm:hunyuan_a13b$"),
    Cause("vllm-026", "vllm",
          "HunyuanA13BToolParser's streaming takes any text starting with `[` for a bare "
          "tool-call array and withholds it",
          ("HunyuanA13BToolParser.extract_tool_calls_streaming",),
          r"^Streaming takes any text that starts \(after spaces\) with `\[`",
          targets=r"^vllm:hunyuan_a13b$"),
    Cause("vllm-027", "vllm",
          "HunyuanA13BToolParser's streaming takes every `\"name\": \"…\"` the regex "
          "tool_name_reg finds in the raw text for a call (plain text, argument keys)",
          ("HunyuanA13BToolParser._handle_tool_name_streaming",),
          r"^Streaming builds calls from any `\"name\": \"…\"` the regex `tool_name_reg`"
          r"|^Streaming counts calls by every match of `tool_name_reg`",
          targets=r"^vllm:hunyuan_a13b$"),
    Cause("vllm-028", "vllm",
          "cohere_melody's filter strips the whitespace around a text or thinking field "
          "(cohere_command3, cohere_command4)",
          ("cohere_melody PyFilter (text and thinking fields), through "
           "vllm.parser.cohere_command.CohereCommandParser.parse",),
          r"^cohere_melody's filter strips whitespace"),
    Cause("vllm-029", "vllm",
          "CohereCommandParser.parse passes a cut action block's parameters on as the "
          "arguments: text that is not JSON (or empty), whole and streamed",
          ("vllm.parser.cohere_command.CohereCommandParser.parse",),
          r"^cohere_melody's cmd4 filter hands a cut action block|^An action block cut after"),
    Cause("vllm-030", "vllm",
          "A call with `\"parameters\": {}` gets the arguments \"\" (cohere_melody gives empty "
          "text, CohereCommandParser.parse passes it on)",
          ("vllm.parser.cohere_command.CohereCommandParser.parse",
           "CohereCommandParser._tool_call_deltas"),
          r"^For a call with `\"parameters\": \{\}` cohere_melody's filter returns arguments"),
    Cause("vllm-031", "vllm",
          "Lfm2ToolParser strips the content around the tool block on the whole parse only "
          "(str.strip, Unicode line breaks included)",
          ("vllm.tool_parsers.lfm2_tool_parser.Lfm2ToolParser._extract_tool_call_text",),
          r"Lfm2ToolParser\._extract_tool_call_text|^Whitespace-only text after the calls: "
          r"extract_tool_calls strips it", targets=r"^vllm:lfm2$"),
    Cause("vllm-032", "vllm",
          "Llama3JsonToolParser.extract_tool_calls returns no content when it found a call: "
          "the text before the call (which the Llama 4 template writes, and Llama 3.1 models "
          "off-template) is lost",
          ("vllm.tool_parsers.llama_tool_parser.Llama3JsonToolParser.extract_tool_calls",),
          r"^Llama3JsonToolParser\.extract_tool_calls returns `content=None`",
          targets=r"^vllm:llama[34]_json$"),
    Cause("vllm-033", "vllm",
          "FunctionGemmaToolParser._parse_arguments json.loads every `<escape>`-delimited "
          "string: the string `NaN` becomes a float NaN (arguments not JSON), `true` and `5` "
          "change type",
          ("vllm.tool_parsers.functiongemma_tool_parser.FunctionGemmaToolParser._parse_arguments",),
          r"json\.loads every `<escape>`-delimited string|Found in "
          r"FunctionGemmaToolParser\._parse_arguments"),
    Cause("vllm-034", "vllm",
          "FunctionGemmaToolParser's streaming emits a call only while start tags outnumber "
          "end tags and sends nothing at the end tag: a call closed in its first delta is "
          "lost, a call without arguments never gets any",
          ("FunctionGemmaToolParser.extract_tool_calls_streaming",),
          r"only emits a call while it sees more start than end tags|^A call without arguments "
          r"\(`<start_function_call>call:A\{\}<end_function_call>`\) streams its id and name",
          targets=r"^vllm:functiongemma$"),
    Cause("vllm-035", "vllm",
          "PoolsideV1ToolParser._deserialize accepts values JSON cannot carry (NaN/inf via "
          "json.loads, sets via the Python-literal fallback): json.dumps writes `Infinity` or "
          "raises TypeError",
          ("vllm.tool_parsers.poolside_v1_tool_parser.PoolsideV1ToolParser._deserialize",
           "PoolsideV1ToolParser._append_arg_fragment"),
          r"Found in PoolsideV1ToolParser\._deserialize|reads a non-string argument value with "
          r"`_deserialize`"),
    Cause("vllm-036", "vllm",
          "GigaChat3ToolParser's streaming returns after one step per delta (the content "
          "before a call, or the name): the rest of that delta is never streamed",
          ("vllm.tool_parsers.gigachat3_tool_parser.GigaChat3ToolParser."
           "extract_tool_calls_streaming",),
          r"^GigaChat3ToolParser\.extract_tool_calls_streaming returns as soon as a delta has "
          r"content|returns the name alone on the delta where the name first appears",
          targets=r"^vllm:gigachat3$"),
    Cause("vllm-037", "vllm",
          "Step3ToolParser's streaming returns after one step per delta (the content before "
          "the block, or the name): the rest of that delta is never streamed",
          ("vllm.tool_parsers.step3_tool_parser.Step3ToolParser.extract_tool_calls_streaming",),
          r"^extract_tool_calls_streaming returns the content before `<｜tool_calls_begin｜>`"
          r"|^extract_tool_calls_streaming returns as soon as it has sent a call's name",
          targets=r"^vllm:step3$"),
    Cause("vllm-038", "vllm",
          "Granite4ToolParser takes the newline the template writes between calls for content",
          ("vllm.tool_parsers.granite4_tool_parser.Granite4ToolParser.extract_tool_calls",
           "Granite4ToolParser._collect_results"),
          r"^Text between calls is content to the parser \(Granite4ToolParser|^Every piece of "
          r"text outside the tags is content, including the newline"),
    Cause("vllm-039", "vllm",
          "ApertusToolParser strips the content before `<|tools_prefix|>` on the whole parse "
          "only",
          ("vllm.tool_parsers.apertus_tool_parser.ApertusToolParser.extract_tool_calls",),
          r"^The content before `<\|tools_prefix\|>` is returned `\.strip\(\)`-ed|^Streaming "
          r"sends the text before `<\|tools_prefix\|>` unstripped"),
    Cause("vllm-040", "vllm",
          "Olmo3PythonicToolParser's streaming decides on `current_text.startswith(\"<\")`: any "
          "reply starting with `<` is withheld as a call block, and a call after any other "
          "text is streamed as content",
          ("vllm.tool_parsers.olmo3_tool_parser.Olmo3PythonicToolParser."
           "extract_tool_calls_streaming",),
          r"^extract_tool_calls_streaming only looks for calls when the whole output starts "
          r"with `<`|^extract_tool_calls_streaming treats any output starting with `<`",
          targets=r"^vllm:olmo3$"),
    Cause("vllm-041", "vllm",
          "Llama3JsonToolParser's streaming decides between content and a call on "
          "`current_text.startswith(\"{\")`: a reply starting with `{` is withheld and never "
          "falls back to content, one starting with whitespace is never a call",
          ("Llama3JsonToolParser.extract_tool_calls_streaming",),
          r"^Streaming takes any reply that starts with `\{` for a call|^Streaming decides "
          r"between content and a call on the raw text"),
    Cause("vllm-042", "vllm",
          "xLAMToolParser's streaming treats any text starting with `[` as a tool-call block: "
          "it withholds it, or emits a call from any `\"name\"` match in it",
          ("vllm.tool_parsers.xlam_tool_parser.xLAMToolParser.extract_tool_calls_streaming",),
          r"^Streaming withholds every delta once the text so far, stripped, starts with `\[`"
          r"|^Streaming treats any text that starts with `\[` as a tool-call block",
          targets=r"^vllm:xlam$"),
    Cause("vllm-043", "vllm",
          "MistralParser's pre-v11 streaming cuts deltas by hand around ijson's events: the "
          "`:` after `\"arguments\"` is sent as argument text",
          ("vllm.parser.mistral.MistralParser._extract_tool_calls_streaming_pre_v11_tokenizer",
           "MistralParser._split_delta"),
          r"_extract_tool_calls_streaming_pre_v11_tokenizer"),
    Cause("vllm-044", "vllm",
          "The DSML parameter regexes require a non-empty name: a parameter with the key `\"\"` "
          "is dropped (deepseek_v4, deepseek_v41)",
          ("vllm.parser.deepseek_v4._param_patterns",),
          r"_param_patterns"),
    Cause("vllm-010", "vllm",
          "At end of stream the serving layer flushes only engine-based parsers: text a legacy "
          "tool parser holds back as a possible marker prefix (or echo) is never sent (11 "
          "legacy parsers; none has a finish hook that would be called)",
          ("vllm.parser.abstract_parser.DelegatingParser._flush_engine_parsers (skips parsers "
           "without engine_based_streaming)",
           "vllm.parser.abstract_parser.DelegatingParser.finalize_generation",
           "each legacy parser's hold-back buffer (Hermes2ProToolParser._extract_content, "
           "ApertusToolParser._buffer_delta_text, DotsToolParser.flush_pending_normal_text, "
           "…)"),
          r"nothing releases it when the stream ends|nothing releases it at the end of the "
          r"stream|nothing in vLLM calls it|nothing releases it \(the parser has no finish hook\)"
          r"|nothing releases it \(Lfm2|nothing releases it \(the parser",
          # olmo3's withheld `<` is vllm-040's: its streaming takes the text for a call block
          targets=r"^vllm:(?!olmo3$)"),
    Cause("vllm-011", "vllm",
          "Whitespace-only content beside calls is dropped by the whole parse only "
          "(DelegatingParser._extract_tool_calls, copied in KimiK3Parser): streaming sends it",
          ("vllm.parser.abstract_parser.DelegatingParser._extract_tool_calls",
           "vllm.parser.kimi_k3.KimiK3Parser._extract_tool_calls"),
          r"^Whitespace-only content before (a call|the calls|the tools channel)[^.]*"
          r"(DelegatingParser\._extract_tool_calls|KimiK3Parser\._extract_tool_calls),? drops"
          r"|^Whitespace-only text before `<tool_call>`"),

    Cause("vllm-045", "vllm",
          "DotsToolParser types a value by a reduced schema (the first non-null `type`, no "
          "`enum`): a value of a union or enum-only property keeps the wrong type",
          ('DotsToolParser._resolve_param_type', 'DotsToolParser._convert_param_value'),
          r"^Values are typed from a reduced schema: DotsToolParser\._reso",
          targets=r"^(vllm:dots)$"),
    Cause("vllm-046", "vllm",
          "_parse_gemma4_fields keeps every bare value as text: `false` and `42` come back as "
          "strings unless the schema types them",
          ('vllm.parser.gemma4._parse_gemma4_fields',),
          r"^The Gemma 4 engine parser's _parse_gemma4_fields \(vllm/parse",
          targets=r"^(vllm:gemma4)$"),
    Cause("vllm-047", "vllm",
          "Lfm2ToolParser streams diffs between serialisations of partially parsed values: a "
          "partial number is not a prefix of the whole one, so streamed numbers are garbled",
          ('Lfm2ToolParser.extract_tool_calls_streaming',),
          r"^Observed: streamed one character per delta, a second call's ",
          targets=r"^(vllm:lfm2)$"),
    Cause("vllm-048", "vllm",
          "Olmo3PythonicToolParser splits the call block with str.splitlines(), which also splits"
          " at U+2028 and other Unicode line breaks inside string values",
          ('Olmo3PythonicToolParser.extract_tool_calls',),
          r"^extract_tool_calls joins the block's lines with str\.splitlin",
          targets=r"^(vllm:olmo3)$"),
    Cause("vllm-049", "vllm",
          "xLAMToolParser's streaming state machine emits one step per delta, finds names by "
          "regex over the whole text, and sends `{}` for the current call when any call had empty"
          " arguments",
          ('xLAMToolParser.extract_tool_calls_streaming',),
          r"^The streaming state machine \(xLAMToolParser\.extract_tool_cal",
          targets=r"^(vllm:xlam)$"),
    Cause("vllm-050", "vllm",
          "MiniCPM5XMLToolParser types a value by the property's `type` only: an enum-only string"
          " property's \"1\" is read as the number 1",
          ('MiniCPM5XMLToolParser._get_argument_type',
           'MiniCPM5XMLToolParser._coerce_argument_value'),
          r"^Values are typed by the property's `type` keyword only \(_get",
          targets=r"^(vllm:minicpm5)$"),
    Cause("vllm-051", "vllm",
          "Step3ToolParser._cast_arguments converts only scalar types: an array or object value "
          "stays a string",
          ('Step3ToolParser._cast_arguments',),
          r"^Step3ToolParser\._cast_arguments converts only `string`, `int",
          targets=r"^(vllm:step3)$"),
    Cause("vllm-052", "vllm",
          "Olmo3PythonicToolParser wraps output without a `<function_calls>` block in `[...]`: a "
          "plain answer reading as a Python call becomes a call",
          ('Olmo3PythonicToolParser.extract_tool_calls',),
          r"^extract_tool_calls wraps the whole output in `\[\.\.\.\]` when it",
          targets=r"^(vllm:olmo3)$"),
    Cause("vllm-053", "vllm",
          "xLAMToolParser's streaming stores non-object array elements in prev_tool_call_arr, and"
          " the end-of-stream flush raises AttributeError on them",
          ('xLAMToolParser.extract_tool_calls_streaming',
           'ToolParser.get_remaining_unstreamed_args'),
          r"^For text starting with `\[`, streaming stores whatever JSON a",
          targets=r"^(vllm:xlam)$"),
    Cause("vllm-054", "vllm",
          "GigaChat3ToolParser passes NaN/Infinity (accepted by json.loads) through json.dumps: "
          "arguments not JSON",
          ('GigaChat3ToolParser.extract_tool_calls',),
          r"3ToolParser\.extract_tool_calls \(`4e974` becomes `Infinity`\)\.",
          targets=r"^(vllm:gigachat3)$"),
    Cause("vllm-055", "vllm",
          "Plamo3Parser._handle_arg_chunk indexes the call slots with an argument event that has "
          "no call yet: IndexError",
          ('Plamo3Parser._handle_arg_chunk',),
          r"^An arguments block before any tool name \(`<\|plamo:begin_tool",
          targets=r"^(vllm:plamo3)$"),
    Cause("vllm-056", "vllm",
          "ParserEngine._try_extract_name reads the name by regex over the raw JSON and never "
          "decodes it: escapes stay in the name",
          ('ParserEngine._try_extract_name',),
          r"^The call's name is read with a regular expression over the r",
          targets=r"^(vllm:granite)$"),
    Cause("vllm-057", "vllm",
          "Step3ToolParser streams a call's arguments only when truthy: `{}` is never sent",
          ('Step3ToolParser.extract_tool_calls_streaming',),
          r"^extract_tool_calls_streaming sends a call's arguments only `",
          targets=r"^(vllm:step3)$"),
    Cause("vllm-058", "vllm",
          "ApertusToolParser takes an object's first key as the name and its value as the "
          "arguments without checking the value is an object",
          ('ApertusToolParser.extract_tool_calls', 'ApertusToolParser._extract_streaming'),
          r"^Each object's first key is taken as the name and its value a",
          targets=r"^(vllm:apertus)$"),
    Cause("vllm-059", "vllm",
          "FunctionGemmaToolParser.arg_regex reads only `\\w+` keys with `<escape>`-delimited "
          "values: other keys and every bare value (numbers, booleans, objects) are dropped",
          ('FunctionGemmaToolParser.arg_regex',),
          r"^FunctionGemmaToolParser\.arg_regex \(vllm/tool_parsers/functio",
          targets=r"^(vllm:functiongemma)$"),
    Cause("vllm-060", "vllm",
          "HunyuanA13BToolParser streams the brace-balanced capture of tool_non_empty_arg_reg "
          "without decoding it: arguments that are not JSON",
          ('HunyuanA13BToolParser._handle_tool_args_streaming',),
          r"^_handle_tool_args_streaming streams the argument text that t",
          targets=r"^(vllm:hunyuan_a13b)$"),
    Cause("vllm-061", "vllm",
          "Internlm2ToolParser records a call's missing arguments as None, which the "
          "end-of-stream flush sends as `null`",
          ('Internlm2ToolParser.extract_tool_calls_streaming',),
          r"^While a call has no `parameters`/`arguments` yet, streaming ",
          targets=r"^(vllm:internlm)$"),
    Cause("vllm-062", "vllm",
          "xLAMToolParser never records what it streamed in streamed_args_for_tool: the "
          "end-of-stream flush sends the last call's arguments again",
          ('xLAMToolParser.extract_tool_calls_streaming',),
          r"^xLAM records what it streamed in its own `streamed_args`/`st",
          targets=r"^(vllm:xlam)$"),
    Cause("vllm-063", "vllm",
          "Seed-OSS inherits the Qwen3 converter's trimming of one newline around a value, which "
          "its template does not write: values lose a leading or trailing newline",
          ('vllm.parser.qwen3._trim_wrapping_newlines (via seed_oss)',),
          r"^Seed\-OSS writes `<parameter=k>VALUE</parameter>` with no new",
          targets=r"^(vllm:seed_oss)$"),
    Cause("vllm-064", "vllm",
          "Phi4MiniJsonToolParser cuts the calls with the lazy regex `functools\\[(.*?)\\]`, which "
          "stops at the first `]` inside a value: the calls are lost",
          ('Phi4MiniJsonToolParser.extract_tool_calls',),
          '^The calls are cut out with the lazy regex `functools\\\\\\[\\(\\.\\*\\?\\)\\\\',
          targets=r"^(vllm:phi4_mini_json)$"),
    Cause("vllm-065", "vllm",
          "xLAMToolParser's streaming calls preprocess_model_output outside its try block: "
          "RecursionError on deep nesting escapes",
          ('xLAMToolParser.extract_tool_calls_streaming',),
          r"^Streaming calls `preprocess_model_output` outside its try bl",
          targets=r"^(vllm:xlam)$"),
    Cause("vllm-066", "vllm",
          "GigaChat3ToolParser's streaming reads name and arguments by regex over the raw text "
          "and streams the arguments undecoded",
          ('GigaChat3ToolParser.extract_tool_calls_streaming',),
          r"^extract_tool_calls_streaming finds the name and the argument",
          targets=r"^(vllm:gigachat3)$"),
    Cause("vllm-067", "vllm",
          "The MiniMax-M2 grammar's (CONTENT, INVOKE_PREFIX_*) → TOOL_NAME transitions read an "
          "`<invoke name=` mention in content as a call opener",
          ('vllm.parser.minimax_m2.minimax_m2_config',),
          '^Content mentioning `<invoke name="…">` before the `<minimax:',
          targets=r"^(vllm:minimax_m2)$"),
    Cause("vllm-068", "vllm",
          "PoolsideV1ToolParser opens a call for a bare `<tool_call>` without sending it; the "
          "end-of-stream flush appends its `{}` to the previous call",
          ('PoolsideV1ToolParser.extract_tool_calls_streaming',),
          r"^A `<tool_call>` with nothing after it, following a closed ca",
          targets=r"^(vllm:poolside_v1)$"),
    Cause("vllm-069", "vllm",
          "Step3ToolParser keeps arguments under `parameters` and never records "
          "streamed_args_for_tool: the end-of-stream flush appends `{}` to streamed arguments",
          ('Step3ToolParser.extract_tool_calls_streaming',),
          r"^Step3ToolParser keeps a call's arguments under `parameters` ",
          targets=r"^(vllm:step3)$"),
    Cause("vllm-070", "vllm",
          "_dsml_arg_converter reads a non-string parameter with json.loads, which accepts "
          "NaN/Infinity, and json.dumps writes them back: arguments not JSON",
          ('vllm.parser.deepseek_v4._dsml_arg_converter',),
          r"\.loads \(`\[2e993\]` becomes `\[Infinity\]`\), whole and streamed\.",
          targets=r"^(vllm:deepseek_v4)$"),
    Cause("vllm-071", "vllm",
          "MuseToolParser's streaming resets its cursors whenever previous_text is empty, which "
          "parse_delta makes it after a reasoning header: calls re-sent at index 0",
          ('MuseToolParser.extract_tool_calls_streaming',),
          r"^MuseToolParser\.extract_tool_calls_streaming resets its curso",
          targets=r"^(vllm:muse_glimmer|vllm:musespark1x)$"),
    Cause("vllm-072", "vllm",
          "Internlm2ToolParser.extract_tool_calls has no error handling: malformed or repeated "
          "actions raise JSONDecodeError/ValueError",
          ('Internlm2ToolParser.extract_tool_calls',),
          r"^extract_tool_calls has no error handling: after `<\|action_st",
          targets=r"^(vllm:internlm)$"),
    Cause("vllm-073", "vllm",
          "cohere_melody returns the tool name as its raw JSON text: escapes stay in the name",
          ('cohere_melody PyFilter', 'CohereCommandParser.parse'),
          r"^cohere_melody returns the tool_name as its raw JSON text: a ",
          targets=r"^(vllm:cohere_command3|vllm:cohere_command4)$"),
    Cause("vllm-074", "vllm",
          "MistralParser._extract_args_json returns argument text that does not decode unchanged:"
          " the whole parse returns arguments that are not JSON",
          ('MistralParser._extract_args_json',),
          r"^The non\-streaming result keeps argument text that does not d",
          targets=r"^(vllm:mistral|vllm:mistral@v13)$"),
    Cause("vllm-075", "vllm",
          "MiniCPM5XMLToolParser._normalize_model_output rewrites every `Ġ`/`Ċ` in the output as "
          "a space/newline, names, values and content alike",
          ('MiniCPM5XMLToolParser._normalize_model_output',),
          r"^_normalize_model_output rewrites the whole model output befo",
          targets=r"^(vllm:minicpm5)$"),
    Cause("vllm-076", "vllm",
          "vLLM's harmony path takes any bare recipient for a function call and passes its text "
          "on as arguments without checking it is JSON",
          ('is_function_recipient', 'HarmonyParser.parse', 'HarmonyParser.parse_delta'),
          r"^A header without channel or `to=` \(`n<\|message\|>` right afte"
          r"|^HarmonyParser\.parse \(vllm/parser/harmony\.py\) passes a function call's message",
          targets=r"^(vllm:openai)$"),
    Cause("vllm-077", "vllm",
          "Hermes2ProToolParser._extract_tool_name streams the name's raw JSON text: escapes are "
          "not decoded (longcat)",
          ('Hermes2ProToolParser._extract_tool_name',),
          '^Streaming takes the name with the regex `"name"\\\\s\\*:\\\\s\\*"\\(\\[\\^"\\]',
          targets=r"^(vllm:longcat)$"),
    Cause("vllm-078", "vllm",
          "MiniCPM5XMLToolParser.extract_tool_calls returns no content whenever a call is found: "
          "the text before the call is lost",
          ('MiniCPM5XMLToolParser.extract_tool_calls',),
          r"^extract_tool_calls collects the text around the calls \(`norm",
          targets=r"^(vllm:minicpm5)$"),
    Cause("vllm-079", "vllm",
          "Plamo3Parser._strip_unfinished_marker deletes content ending in a prefix of a control "
          "word (`<|plamo:`)",
          ('Plamo3Parser._strip_unfinished_marker',),
          r"^Content ending in `<\|plamo:` \(a prefix of every PLaMo contro",
          targets=r"^(vllm:plamo3)$"),
    Cause("vllm-080", "vllm",
          "ParserEngine._ensure_slot gives a call an index before its name is validated: a "
          "rejected call shifts the real calls' indexes",
          ('ParserEngine._ensure_slot',),
          r"^A call opened by an `<invoke name=…>` mention in content and",
          targets=r"^(vllm:minimax_m2)$"),
    Cause("vllm-081", "vllm",
          "Hermes2ProToolParser.extract_tool_calls decodes every call in one try: an unfinished "
          "last call loses the complete calls before it",
          ('Hermes2ProToolParser.extract_tool_calls',),
          r"^A reply cut by max_tokens after a complete call and the `<to",
          targets=r"^(vllm:hermes|vllm:qwen3_json|vllm:longcat)$"),
    Cause("vllm-082", "vllm",
          "HYV4ToolExtractor's streaming ends a call's name at the first `<arg_key:…>` anywhere "
          "after it: a call without arguments swallows the next",
          ('HYV4ToolExtractor.extract_tool_calls_streaming',),
          r"^A call with no arguments swallows the next call when both ar",
          targets=r"^(vllm:hy_v4)$"),
    Cause("vllm-083", "vllm",
          "Ernie45ToolParser's streaming extracts at most one call per delta: a second call in "
          "the last delta is never streamed",
          ('Ernie45ToolParser.extract_tool_calls_streaming',),
          r"^extract_tool_calls_streaming extracts at most one `<tool_cal",
          targets=r"^(vllm:ernie45)$"),
    Cause("vllm-084", "vllm",
          "Olmo3PythonicToolParser.extract_tool_calls returns no content: the text before "
          "`<function_calls>` is lost",
          ('Olmo3PythonicToolParser.extract_tool_calls',),
          r"^Olmo3PythonicToolParser\.extract_tool_calls \(vllm/tool_parser",
          targets=r"^(vllm:olmo3)$"),
    Cause("vllm-085", "vllm",
          "HYV4ToolExtractor's streaming drains a second call from one delta only when the buffer"
          " starts exactly with the tag: the template's newline stops it",
          ('HYV4ToolExtractor.extract_tool_calls_streaming',),
          r"^HYV4ToolExtractor\.extract_tool_calls_streaming drains a seco",
          targets=r"^(vllm:hy_v4)$"),
    Cause("vllm-086", "vllm",
          "MuseToolParser's streaming sends only framed message bodies: unframed text, content "
          "when parsed whole, is never streamed",
          ('MuseToolParser.extract_tool_calls_streaming', 'MuseToolParser._visible_channels'),
          r"^Text with no message header is content when parsed whole \(Mu",
          targets=r"^(vllm:muse|vllm:muse_glimmer|vllm:musespark1x)$"),
    Cause("vllm-087", "vllm",
          "HunyuanA13BToolParser sends `{}` for the current call whenever tool_empty_arg_reg "
          "matches any earlier call in the text",
          ('HunyuanA13BToolParser._handle_tool_args_streaming',),
          '^_handle_tool_args_streaming searches the whole text for `"na',
          targets=r"^(vllm:hunyuan_a13b)$"),
    Cause("vllm-088", "vllm",
          "MiniCPM5XMLToolParser's streaming returns only the text before a block that shares its"
          " delta: the call is never streamed",
          ('MiniCPM5XMLToolParser.extract_tool_calls_streaming',),
          r"^When one delta holds text and then a whole `<function …>…</f",
          targets=r"^(vllm:minicpm5)$"),
    Cause("vllm-089", "vllm",
          "FunctionGemmaToolParser streams `json.dumps(partial)[len(sent):]` after a closing `}`:"
          " later keys are appended after the object",
          ('FunctionGemmaToolParser.extract_tool_calls_streaming',),
          r"^extract_tool_calls_streaming sends json\.dumps\(partial argume",
          targets=r"^(vllm:functiongemma)$"),
    Cause("vllm-090", "vllm",
          "Phi4MiniJsonToolParser.extract_tool_calls_streaming returns None for every delta: "
          "nothing is streamed",
          ('Phi4MiniJsonToolParser.extract_tool_calls_streaming',),
          r"^extract_tool_calls_streaming returns None for every delta: a",
          targets=r"^(vllm:phi4_mini_json)$"),
    Cause("vllm-091", "vllm",
          "Internlm2ToolParser's streaming returns only the text before an action that shares its"
          " delta: the action is never parsed",
          ('Internlm2ToolParser.extract_tool_calls_streaming',),
          r"^Streaming disagrees with the whole parse: a delta that holds",
          targets=r"^(vllm:internlm)$"),
    Cause("vllm-092", "vllm",
          "FunctionGemmaToolParser's streaming sends id and name only when tag, `call:` and `{` "
          "arrive in separate deltas",
          ('FunctionGemmaToolParser.extract_tool_calls_streaming',),
          r"^extract_tool_calls_streaming sends the id and name only when",
          targets=r"^(vllm:functiongemma)$"),
    Cause("vllm-093", "vllm",
          "DotsToolParser._block_regex's lazy DOTALL scan runs to the end of the text for every "
          "unclosed opening tag: quadratic",
          ('DotsToolParser._block_regex',),
          r"^A flood of `<dots_function_call>` without the closing tag ta",
          targets=r"^(vllm:dots)$"),
    Cause("vllm-094", "vllm",
          "cohere_melody's PyFilter.write_decoded is quadratic in a delta holding a run of "
          "thinking-block pairs",
          ('cohere_melody PyFilter.write_decoded',),
          r"^The parser hands each delta to cohere_melody's native output",
          targets=r"^(vllm:cohere_command4)$"),
    Cause("vllm-095", "vllm",
          "vLLM's response-template parser routes each field's raw text, not its parsed "
          "(stripped) `text` value: template whitespace around reasoning and content is kept",
          ('vllm.parser.response_template._ResponseStream._route',),
          r"^The template's `thinking` and `content` fields are `text` fi",
          targets=r"^(vllm:beam|vllm:hf)$"),
    Cause("vllm-096", "vllm",
          "K2HorizonToolParser drops a whitespace-only reply even with no tool call",
          ('K2HorizonToolParser._no_tool_calls', 'K2HorizonToolParser._emit_content'),
          r"^A reply that is only whitespace is dropped even with no tool",
          targets=r"^(vllm:k2_horizon)$"),
    Cause("vllm-097", "vllm",
          "drop_whitespace_only_content_before_tools drops a blank text block before the calls on"
          " the whole parse even when text follows them",
          ('ParserEngine (drop_whitespace_only_content_before_tools)',
           'InklingParser._single_pass_parse'),
          r"^A whitespace\-only text block before the calls is dropped fro",
          targets=r"^(vllm:inkling)$"),
    Cause("vllm-098", "vllm",
          "Step3ToolParser.extract_tool_calls strips the content",
          ('Step3ToolParser.extract_tool_calls',),
          r"^Step3ToolParser\.extract_tool_calls returns `\(pre_text \+ post",
          targets=r"^(vllm:step3)$"),
    Cause("vllm-099", "vllm",
          "muse_tool_parser._iter_messages searches to the end of the text from every header: "
          "quadratic on a flood of headers",
          ('muse_tool_parser._iter_messages',),
          r"^muse_tool_parser\._iter_messages \(MuseToolParser, and MuseGli",
          targets=r"^(vllm:muse|vllm:muse_glimmer|vllm:musespark1x)$"),
    Cause("vllm-100", "vllm",
          "Ernie45ToolParser's streaming strips leading newlines, taken for the separator after "
          "`</think>`",
          ('Ernie45ToolParser.extract_tool_calls_streaming',),
          r"^Ernie45ToolParser\.extract_tool_calls_streaming strips `\\n` f",
          targets=r"^(vllm:ernie45)$"),
    Cause("vllm-101", "vllm",
          "DotsToolParser.extract_tool_calls strips the content",
          ('DotsToolParser.extract_tool_calls',),
          r"^DotsToolParser\.extract_tool_calls returns `model_output\[:mar",
          targets=r"^(vllm:dots)$"),
    Cause("vllm-102", "vllm",
          "HarmonyParser.parse keeps blank content beside calls where the rest of the serving "
          "layer reports null",
          ('HarmonyParser.parse',),
          r"^A whitespace\-only commentary preamble before a call comes ba",
          targets=r"^(vllm:openai)$"),
    Cause("vllm-103", "vllm",
          "ResponseParser._scan searches every watched pattern to the end of the buffer for each "
          "delimiter: cubic on `<think></think>` runs",
          ('vllm.parser.chat_parsing.response_parser.ResponseParser._scan',),
          r"^Time grows with the cube of the text for a run of `<think></",
          targets=r"^(vllm:beam|vllm:hf)$"),
    Cause("vllm-104", "vllm",
          "Ernie45ToolParser's lazy DOTALL call pattern scans to the end of the text for every "
          "unclosed opening tag: quadratic",
          ('Ernie45ToolParser.extract_tool_calls',),
          r"^Ernie45ToolParser\.extract_tool_calls finds calls with a lazy",
          targets=r"^(vllm:ernie45)$"),
    Cause("vllm-105", "vllm",
          "Phi4MiniJsonToolParser's lazy DOTALL `functools\\[(.*?)\\]` scans to the end of the text"
          " for every unclosed opening: quadratic",
          ('Phi4MiniJsonToolParser.extract_tool_calls',),
          r"^Phi4MiniJsonToolParser\.extract_tool_calls \(vllm/tool_parsers",
          targets=r"^(vllm:phi4_mini_json)$"),
    Cause("vllm-106", "vllm",
          "ParserEngine._coerce_value re-types a value the format wrote as a string when its "
          "schema (a `type` list or a mixed `enum`) also allows a number or boolean: "
          "coerce_to_schema_type tries integer, number and boolean before string, so \"1\" "
          "becomes 1 and \"true\" becomes true",
          ("vllm.parser.engine.parser_engine.ParserEngine._coerce_value",
           "vllm.tool_parsers.utils.coerce_to_schema_type (type priority)"),
          r"^A value written as a string comes back as a number or boolean when its schema"),
    Cause("vllm-107", "vllm",
          "Step3ToolParser strips every parameter value (`value.strip()` in "
          "_parse_steptml_invoke, again in _cast_arguments): a string's own leading and "
          "trailing whitespace is lost",
          ("vllm.tool_parsers.step3_tool_parser.Step3ToolParser._parse_steptml_invoke",
           "vllm.tool_parsers.step3_tool_parser.Step3ToolParser._cast_arguments"),
          r"^Step3ToolParser\._parse_steptml_invoke strips every parameter value"),
    Cause("vllm-108", "vllm",
          "HunyuanA13BToolParser.preprocess_model_output recomputes the think regions over the "
          "whole output for every `<tool_calls>` block it tries: many invalid blocks cost the "
          "square of the reply's length",
          ("vllm.tool_parsers.hunyuan_a13b_tool_parser.HunyuanA13BToolParser"
           ".preprocess_model_output",),
          r"^HunyuanA13BToolParser\.preprocess_model_output recomputes the think regions"),
    Cause("vllm-109", "vllm",
          "DotsToolParser strips every parameter value (`.strip()` in _parse_xml_invoke) before "
          "typing it: a string's own leading and trailing whitespace is lost",
          ("vllm.tool_parsers.dots_tool_parser.DotsToolParser._parse_xml_invoke",),
          r"^DotsToolParser\._parse_xml_invoke strips every parameter value",
          targets=r"^(vllm:dots)$"),
    Cause("vllm-110", "vllm",
          "DotsToolParser._convert_param_value returns None for a value spelled `null` "
          "(case-blind) before it looks at the type: the string \"null\" of a `string` "
          "parameter comes back as null",
          ("vllm.tool_parsers.dots_tool_parser.DotsToolParser._convert_param_value",),
          r"^DotsToolParser\._convert_param_value returns None for a value spelled `null`",
          targets=r"^(vllm:dots)$"),
    Cause("vllm-111", "vllm",
          "The copied partial-JSON streamer sends the common prefix of successive `json.dumps` "
          "of partial readings of the arguments, then the complete serialisation from there: a "
          "number respelled as it grows (`-1e+1` reads as -10.0) leaves wrong digits sent, "
          "`-1e+100` streams as `-10+100` (copied in 3 parsers: llama3_json/llama4_json, "
          "granite-20b-fc, internlm)",
          ("vllm.tool_parsers.llama_tool_parser.Llama3JsonToolParser.extract_tool_calls_streaming",
           "vllm.tool_parsers.granite_20b_fc_tool_parser.Granite20bFCToolParser"
           ".extract_tool_calls_streaming",
           "vllm.tool_parsers.internlm2_tool_parser.Internlm2ToolParser"
           ".extract_tool_calls_streaming"),
          r"^(Llama3JsonToolParser|Granite20bFCToolParser|Internlm2ToolParser)"
          r"\.extract_tool_calls_streaming sends the common prefix of successive `json\.dumps`"),
    Cause("vllm-112", "vllm",
          "Step3ToolParser._cast_arguments reads a `number` property with float(): an integer "
          "comes back as a float (`-16` as -16.0), one beyond 2**53 rounded",
          ("vllm.tool_parsers.step3_tool_parser.Step3ToolParser._cast_arguments",),
          r"^Step3ToolParser\._cast_arguments reads a `number` property's value with",
          targets=r"^(vllm:step3)$"),
    Cause("vllm-113", "vllm",
          "xLAMToolParser's streaming reads a call's arguments with a brace-counting regex that "
          "ignores JSON strings: a `}` inside a key or string value cuts the streamed arguments",
          ("vllm.tool_parsers.xlam_tool_parser.xLAMToolParser.extract_tool_calls_streaming",),
          r"^xLAMToolParser\.extract_tool_calls_streaming takes a call's arguments from a regex",
          targets=r"^(vllm:xlam)$"),
    Cause("vllm-114", "vllm",
          "The DSML grammar has no self-closing invoke: DeepSeek-V4's `<｜DSML｜invoke "
          "name=\"submit\"/>` for a zero-argument tool leaves the engine in TOOL_NAME, so the "
          "name swallows the rest of the block and later calls are lost",
          ("vllm.parser.deepseek_v4.deepseek_v4_config",),
          r"^deepseek_v4_config \(vllm/parser/deepseek_v4\.py\) has no terminal for the "
          r"self-closing invoke",
          targets=r"^(vllm:deepseek_v4)$"),
    Cause("vllm-115", "vllm",
          "TOOL_CALL_REGEX repeats a greedy `.*` before each `,`: matching a long valid call "
          "costs the square of its length, and past the regex timeout (1 s, about 25 000 "
          "characters of code with commas) the call is returned as content",
          ("vllm.tool_parsers.llama4_pythonic_tool_parser.Llama4PythonicToolParser.TOOL_CALL_REGEX",),
          r"greedy `\.\*` inside the repetition"),
    Cause("vllm-116", "vllm",
          "MiniMax-M3's grammar drops text written after the tool-call block, whole and "
          "streamed (deliberate: the block ends the message)",
          ("vllm.parser.minimax_m3.minimax_m3_config",),
          r"^Text written after the tool-call block \(`\]<\]minimax\[>\[</tool_call>Aa`\) is "
          r"dropped", status="documented", pattern="documented behaviour",
          note="The grammar's transition to TOOL_BETWEEN says so in the source: 'The tool block "
               "ends the message: stay in TOOL_BETWEEN so any text after it is dropped' "
               "(vllm/parser/minimax_m3.py), and the template writes nothing after the block. "
               "Kept as a documented cause, so a model that does write prose there sees it "
               "listed apart from the defects."),
    # branch hvllma
    Cause("vllm-118", "vllm",
          "DeepSeek-V3.2's, V4's and V4.1's DSML grammars drop text written after the tool-call "
          "block, whole and streamed (deliberate: a tool call ends the turn)",
          ("vllm.parser.deepseek_v4.deepseek_v4_config",
           "vllm.parser.deepseek_v32.deepseek_v32_config"),
          r"^Text written after the DSML tool-call block \(`</｜DSML｜[^`]*>Aa`\) is "
          r"dropped", status="documented", pattern="documented behaviour",
          note="The grammar's transition to TOOL_BETWEEN says so in the source: 'A tool call "
               "ends the turn: stay in TOOL_BETWEEN so any text after the block is dropped' "
               "(vllm/parser/deepseek_v4.py), as MiniMax-M3's (vllm-116)."),
    Cause("vllm-122", "vllm",
          "A grammar's end tag written inside a parameter value ends the call with the value "
          "open; the stream has sent the open value, and ParserEngine._flush_arg_converter "
          "sends nothing when the final reading does not extend it: the streamed arguments stay "
          "unfinished JSON (qwen3_coder, qwen3_xml, deepseek_v41, glm45, glm47, minimax_m2)",
          ("vllm.parser.engine.parser_engine.ParserEngine._flush_arg_converter",
           "the grammars' (TOOL_ARGS, end tag) transitions: qwen3.py FUNC_END, glm47_moe.py "
           "TOOL_END, minimax_m2.py INVOKE_END"),
          r"ParserEngine\._flush_arg_converter sends nothing when the final JSON does not "
          r"extend what was streamed"),
    # hvllmb: a cut reply's unfinished opening marker given back as content (engine grammars)
    Cause("vllm-120", "vllm",
          "A reply cut inside an engine grammar's opening marker comes back with the piece of "
          "markup as content: StreamingParserEngine.finish releases what the lexer held back "
          "as the prefix of a terminal as CONTENT text",
          ("vllm.parser.engine.streaming_parser_engine.StreamingParserEngine.finish",),
          r"releases what IncrementalLexer\.flush returns as text of the current state"),
    # hvllmb: Kimi K2's grammar suppresses text after the section, on purpose
    Cause("vllm-121", "vllm",
          "Kimi K2's grammar drops text written after the tool-call section, whole and "
          "streamed (deliberate: 'trailing model text after native tool calls is suppressed')",
          ("vllm.parser.kimi_k2.kimi_k2_config",),
          r"^Text written after the tool-call section \(`…<\|tool_call_end\|>"
          r"<\|tool_calls_section_end\|>Aa`\) is dropped", status="documented",
          pattern="documented behaviour",
          note="The grammar's transition out of the section says so in the source: 'Keep the "
               "parser in a tool state after the section closes so trailing model text after "
               "native tool calls is suppressed' (vllm/parser/kimi_k2.py), and the template "
               "writes nothing after the section.  Kept as a documented cause, as vllm-116."),
    # One reason constant each, formatted or annotated per target, so grouped by their exact
    # text they stood as several provisional causes of one root cause.
    Cause("vllm-123", "vllm",
          "The engine's reasoning pass, run over the whole reply before the tool parser, reads "
          "`<think>`/`</think>` (Gemma 4's `<|channel>`) after the reasoning block, inside a "
          "call's value too, as reasoning markup; the stream runs it only until the reasoning "
          "ends: whole and streamed disagree (glm45, glm47, gemma4, deepseek_v4, deepseek_v41)",
          ("vllm.parser.engine DelegatingParser.parse -> ParserEngine.extract_reasoning",
           "the grammars' (CONTENT, THINK_START/THINK_END) transitions"),
          r"^`<think>` and `</think>` written after the reasoning block"),
    Cause("vllm-124", "vllm",
          "`<function=` inside a Qwen3 parameter value ends the call and opens another whose "
          "name is the text up to the next `>` (qwen3_coder, qwen3_xml, seed_oss)",
          ("vllm.parser.qwen3 (TOOL_ARGS, FUNC_PREFIX) -> TOOL_NAME",),
          r"^`<function=` written inside a parameter value"),
    Cause("vllm-125", "vllm",
          "Hy3's and Hy4's streams split every delta at the block's opening token "
          "(`<tool_calls>`, `<tool_calls:opensource>`), inside a value too",
          ("vllm.tool_parsers HYV4ToolExtractor.extract_tool_calls_streaming",
           "vllm.tool_parsers HYV3ToolParser.extract_tool_calls_streaming"),
          r"^HYV(?:4ToolExtractor|3ToolParser)\.extract_tool_calls_streaming splits every delta "
          r"that holds"),
    Cause("vllm-126", "vllm",
          "HYV4ToolExtractor's whole parse rejects a block whose wrapper or tag counts are off "
          "(no end, an end before it, a call tag written in a value) and returns the reply as "
          "raw content",
          ("vllm.tool_parsers HYV4ToolExtractor._extract_tool_calls_strict",),
          r"^HYV4ToolExtractor\._extract_tool_calls_strict \(the whole parse\) takes"),
    Cause("vllm-127", "vllm",
          "Hy3/Hy4 parsers drop text written after `</tool_calls>`, whole and streamed",
          ("vllm.tool_parsers HYV3ToolParser.extract_tool_calls",),
          r"^Text written after `</tool_calls>` is dropped, whole and streamed: HYV3ToolParser"),
    Cause("vllm-128", "vllm",
          "HunyuanA13BToolParser.preprocess_model_output keeps as content only the text before "
          "the first `<tool_calls>` block that loads",
          ("vllm.tool_parsers HunyuanA13BToolParser.preprocess_model_output",),
          r"^HunyuanA13BToolParser\.preprocess_model_output returns `model_output\[:start\]`"),
    Cause("vllm-129", "vllm",
          "DeepSeekV3ToolParser's stream (and DeepSeekV31's, its copy) counts the call markers "
          "in every token id of the reply at every delta: quadratic in a reply of many calls",
          ("vllm.tool_parsers.deepseekv3_tool_parser.DeepSeekV3ToolParser."
           "extract_tool_calls_streaming", "DeepSeekV31ToolParser.extract_tool_calls_streaming"),
          r"finds where it is by counting the call start and end tokens in previous_token_ids"),
    # a cut harmony header: the raw output is returned on purpose
    Cause("vllm-180", "vllm",
          "A harmony reply cut inside a message header comes back as its raw text, control "
          "tokens included (deliberate recovery)",
          ("vllm.parser.harmony.HarmonyParser.flush",),
          r"^A reply cut by max_tokens inside a message header \(`<\|channel\|>`\) comes back",
          status="documented", pattern="documented behaviour",
          note="HarmonyParser.flush catches the HarmonyError of process_eos and logs that it is "
               "'returning the recovered raw output': a reply the harmony grammar cannot finish is "
               "given back as written, by design.  Listed apart from the defects so a user who "
               "caps max_tokens sees why `<|channel|>` can reach the content."),
    # a cut reply's markup kept by the server for legacy parsers: documented
    Cause("vllm-181", "vllm",
          "A reply cut inside a legacy tool parser's call markup comes back as content, markup "
          "included: the server returns a legacy parser's input when it finds no complete call "
          "(documented)",
          ("vllm.parser.abstract_parser.DelegatingParser._extract_tool_calls",),
          r"^vLLM's server gives a legacy \(not engine-based\) tool parser's input back",
          status="documented", pattern="documented behaviour",
          note="DelegatingParser._extract_tool_calls: 'No complete tool calls: for engine-based "
               "parsers, return the tool parser's content, which drops incomplete tool-call "
               "markup (e.g. a <tool_call> opener truncated by max_tokens or a stop string), so "
               "the non-streaming path matches streaming. Legacy parsers keep their existing "
               "behavior of returning the raw content.'  One server rule, not each parser's "
               "defect: a cut call's markup in the whole parse's content of apertus, gigachat3, "
               "functiongemma, internlm, lfm2, olmo3, the Muse parsers and poolside_v1 "
               "(jamba's and step3's cut lists also lose their completed calls, the parsers' "
               "own defect).  Listed apart "
               "from the defects so a user who caps max_tokens sees why the markup can reach "
               "the content."),
)
