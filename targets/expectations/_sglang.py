"""Causes shared by SGLang 0.5.23's function-call detectors (sglang/srt/function_call/).

Most detectors derive from BaseFormatDetector and share its streaming buffer and its `finish`;
a cause is written once here and formatted with where it shows.  The Known entries are in
sglang.py (one module for all SGLang targets: most of their causes are shared).
"""

HELD_PREFIX_LOST = (
    "{detector}.parse_streaming_increment holds back text that could begin a call marker "
    "(`{held}` at the end of the stream so far), and BaseFormatDetector.finish, which "
    "FunctionCallParser.parse_stream_end calls when the stream ends and which {detector} does "
    "not override, releases nothing: a reply that ends on such text loses it when streamed "
    "(all of it, or its end), while the whole parse returns it as content.")

#: The same end-of-stream defect (sglang-001) reached by text after a call, not a marker prefix.
TEXT_AFTER_CALL_HELD = (
    "{detector}.parse_streaming_increment keeps the text after a call's end in its buffer "
    "when both arrive in one delta (it returns the call and waits for more), and "
    "BaseFormatDetector.finish, which FunctionCallParser.parse_stream_end calls when the "
    "stream ends and which {detector} does not override, releases nothing: prose after the "
    "last call ({example}, the call's end and the prose in one delta) is lost when streamed, "
    "while the whole parse returns it as content.")

STRIPPED_CONTENT = (
    "{where} returns the text before the first call with `.strip()` applied, so whitespace "
    "around content beside a call is lost (blank content becomes empty, other content loses "
    "its leading or trailing whitespace), while "
    "parse_streaming_increment sends that text as it arrives: whole and streamed replies "
    "differ.")

from targets.expectations._shared import UNCLOSED_LAZY_SCAN  # noqa: E402,F401  (shared with vLLM, agent-tool-parser)

MIXED_ENUM_AS_STRING = (
    "infer_type_from_json_schema (sglang/srt/function_call/utils.py) types a parameter whose "
    "`enum` mixes strings and numbers as `string`, and {where} then writes a number of that "
    "enum as a string (`-3` comes back as `\"-3\"`).")

ONE_CALL_PER_DELTA = (
    "{detector}.parse_streaming_increment parses at most one call per delta and keeps the "
    "rest of the delta in its buffer, which only a later delta would parse: when the last "
    "delta holds more than one call, the calls after the first are never sent (finish, "
    "BaseFormatDetector's, releases nothing), while the whole parse returns them all.")

KEY_WITHOUT_VALUE = (
    "{detector}.parse_streaming_increment sends a parameter's `\"key\": ` as soon as its "
    "`</arg_key>` arrives and its value only with `</arg_value>`: a call that closes with a "
    "key and no value (`<arg_key>city</arg_key></tool_call>`, a corrupted reply) streams "
    "`{{\"city\": }}`, not JSON, while the whole parse (detect_and_parse) gives `{{}}`.")

STRAY_FUNCTION_END = (
    "Qwen3CoderDetector.parse_streaming_increment takes a `</function>` outside any call (text "
    "that mentions the tag) for the end of a call: it removes it from the content and sends "
    "argument deltas under index -1 (`{` and `}`, and one more `}` for each further "
    "`</function>`: `{}}`, not JSON), while the whole parse returns the text as content.")

UNOFFERED_NAME_RESETS = (
    "BaseFormatDetector.parse_streaming_increment ({detector} streams through it), on a call "
    "whose name is not an offered tool, resets its state as if no call had been sent "
    "(`current_tool_id = -1`, and it pops the last streamed arguments): the next valid call "
    "is numbered 0 again, so its name and arguments go to call 0.  Streamed token by token, "
    "`f({{\"a\": 1}})`, an unoffered `g({{}})`, then `f({{\"b\": 2}})` come out as one call `f` "
    "with arguments `{{\"a\": 1}}{{\"b\": 2}}` (and part of `g`'s call in the content), while the "
    "whole parse returns the two calls; here a garbled or empty name after a complete call "
    "does the same, with the server's end-of-stream flush repeating call 0's arguments "
    "(`{{}}{{}}`).")

GLM_STR_OF_JSON = (
    "Glm4MoeDetector._parse_argument_pairs ({where}) reads a string-typed value as JSON first "
    "(parse_arguments' json.loads) and writes what it gets with Python's str(): the string "
    "`true` comes back as `\"True\"`, `null` as `\"None\"`.")

QWEN3CODER_PARAMETER_OUTSIDE_CALL = (
    "Qwen3CoderDetector.parse_streaming_increment, after content holding `<parameter=`, sends "
    "the call's fragments under index -1, without an id or name first.")

QWEN3CODER_FUNCTION_OUTSIDE_CALL = (
    "Qwen3CoderDetector.parse_streaming_increment ({detector}) reads `<function=NAME>` as a call "
    "outside any `<tool_call>` (it does not check is_inside_tool_call there), while the whole "
    "parse (has_tool_call looks for `<tool_call>`) returns the text as content: {case}")

QWEN3CODER_PARAMETER_BEFORE_CALL = (
    "Qwen3CoderDetector.parse_streaming_increment ({detector}) reads "
    "`<parameter=KEY>` in the content before a `<tool_call>` as a parameter of the call "
    "that follows (it does not check is_inside_tool_call there): the streamed call "
    "gains a key `x` holding the text up to its `<function=…>`, and its other values "
    "come back as text (`\"[]\"`), while the whole parse returns the stray tag as content.")

BASE_JSON_ARGUMENTS_UNCHECKED = (
    "BaseFormatDetector.parse_base_json ({detector}'s whole parse) writes a call's arguments "
    "as json.dumps(act.get(\"parameters\") or act.get(\"arguments\", {{}})) whatever their "
    "type: a call whose `arguments` is a string (`{{\"name\":\"f\",\"arguments\":\"\"}}`) "
    "comes back with arguments `\"\"`, not an object.")

BASE_STREAM_ARGUMENTS_UNCHECKED = (
    "{detector}.parse_streaming_increment (BaseFormatDetector's JSON streaming) sends "
    "`json.dumps(cur_arguments)` as the arguments whatever the type of the value it read: "
    "{case}")

#: Qwen3CoderDetector is the detector of SGLang's `qwen3_coder`, `nanbeige` and `step3p5`
#: parsers (FunctionCallParser.ToolCallParserEnum): one function, one text for the three.
QWEN3CODER_UNION_FIRST_TYPE = (
    "infer_type_from_json_schema (sglang/srt/function_call/utils.py) types a parameter whose "
    "`type` is a union as its first non-null member, and Qwen3CoderDetector._convert_param_value "
    "(the `qwen3_coder`, `nanbeige` and `step3p5` parsers' detector) then reads the value by "
    "that type alone; its boolean branch returns `value.lower() == \"true\"`, false for any "
    "other text: under `[\"boolean\", \"number\"]` the number `0.0`, and under "
    "`[\"boolean\", \"string\"]` the string `None` (any string), come back as false.")

QWEN3CODER_NULL_FIRST = (
    "Qwen3CoderDetector._convert_param_value (the `qwen3_coder`, `nanbeige` and `step3p5` "
    "parsers' detector) returns None for a value spelled `null` (compared case-blind) before "
    "it looks at the parameter's type: the string `null` of a parameter typed `string` alone "
    "(or `[\"boolean\", \"string\"]`) comes back as null, a value the schema does not allow.")

QWEN3CODER_NUMBER_THROUGH_FLOAT = (
    "Qwen3CoderDetector._convert_param_value (the `qwen3_coder`, `nanbeige` and `step3p5` "
    "parsers' detector) reads a `number` parameter's value with float() and, when its text "
    "holds no `.` or `e`, returns the integral float as int: an integer beyond 2**53 comes "
    "back rounded (`1000000000000000000000000000000` as `1000000000000000019884624838656`: "
    "another number executes).")

TEXT_AFTER_CALLS_LOST = (
    "{detector}.detect_and_parse returns as content only the text before the first "
    "`<tool_call>` (`text[:idx].strip()`): prose a model writes after a call (Qwen3 does, off "
    "its template) is lost in the whole parse, while a stream of several deltas sends it as "
    "content (the modes disagree); streamed in the call's own delta it is lost there too, held "
    "in the buffer that BaseFormatDetector.finish never releases.")

#: Streamed one token per delta (targets/test_growth.py test_token_stream_growth).
BASE_STREAM_REPARSES_BUFFER = (
    "BaseFormatDetector.parse_streaming_increment ({detector}) parses its whole buffer again "
    "at every delta: `_partial_json_loads(current_text[start_idx:])` (partial_json_parser) "
    "reads the call from its start each time, so a long string argument streamed one token "
    "per delta costs the square of its length: {times}, on the API server's event loop.")

#: Qwen3CoderDetector (the `qwen3_coder`, `nanbeige` and `step3p5` parsers): off-template.
QWEN3CODER_TEXT_AFTER_LOST = (
    "Qwen3CoderDetector.detect_and_parse ({detector}) keeps as content only `text[:start_idx]`, "
    "the text before the first `<tool_call>`: prose a model writes after its calls "
    "(`<tool_call>…</tool_call>Aa`) is lost in the whole parse, while "
    "parse_streaming_increment sends it as content once `</tool_call>` has closed the block.")

QWEN3CODER_PARAM_NAME_PAST_END = (
    "Qwen3CoderDetector.parse_streaming_increment ({detector}) reads a parameter's name up to "
    "the next `>` wherever it is (`current_slice.find(\">\")`), past a `</parameter>` that "
    "comes first: a value holding `<parameter=` with no `>` after it "
    "(`<parameter=note>\\nA<parameter=A\\n</parameter>`) streams an extra key "
    "`\"A\\n</parameter\": \"\"`, while the whole parse (tool_call_parameter_regex, whose "
    "match stops at `</parameter>`, skips a match with no `>`) returns the value cut at "
    "`<parameter=` and no such key.")

QWEN3CODER_TOOL_CALL_END_IN_VALUE = (
    "Qwen3CoderDetector.detect_and_parse ({detector}) cuts each call's block at the first "
    "`</tool_call>` (tool_call_regex, `<tool_call>(.*?)</tool_call>`), inside a parameter's "
    "value too, and reads the cut block's last value to its end: a string value holding "
    "`</tool_call>` (`Aa </tool_call>`) comes back as `Aa `, while "
    "parse_streaming_increment reads the value up to `</parameter>` and returns it whole: "
    "whole and streamed differ.")

QWEN3CODER_TOOL_CALL_END_OUTSIDE_CALL = (
    "Qwen3CoderDetector.parse_streaming_increment ({detector}) consumes a `</tool_call>` "
    "wherever it stands (it does not check is_inside_tool_call there): a `</tool_call>` in the "
    "prose before the calls is removed from the streamed content, while the whole parse "
    "returns it as content.")
