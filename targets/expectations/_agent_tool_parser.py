"""Reasons shared by the agent-tool-parser targets (its Rust path, `agent_tool_parser:*`, and its
pure-Python path, `agent_tool_parser_py:*`)."""

RUST_PANIC_AT_BYTE_100 = (
    "The Rust extension (agent_tool_parser._accelerated) cuts the reply at byte 100 without "
    "checking for a UTF-8 character boundary (crates/agent-tool-parser-core/src/parser.rs:540, "
    "the 100-byte preview of the text): a reply whose 100th byte falls inside a "
    "multi-byte character (`'x' * 99 + 'é'`) panics (`end byte index 100 is not a char "
    "boundary`), and the panic reaches the caller as pyo3's PanicException, a BaseException "
    "that try_parse_tool_calls does not catch (the pure-Python path returns []).")

HEADLESS_JSON_CALL = (
    "When no other format matches, ToolParser._try_parse_json hands the text to "
    "`_repair_headless_json`, which rebuilds a 'headless' JSON object from any `name\"`, "
    "`\"name:` or `: \"…\"` it finds in prose (or in a call's arguments): plain text such as "
    "`0\"name:\"0` becomes a call to `0` with no arguments, a pythonic "
    "`[A(q={'u': 'x', 'b': 2})]` a call to `x` with `{\"b\": 2}` (both paths).")

PROSE_AS_CALL = (
    "The heuristics take call-like prose for calls: a bare `0()`, or even an unclosed `A(`, is "
    "read as a Python call expression (ToolParser._try_parse_python_expr) and a tag such as "
    "`<INVOKE:0>` as an XML invoke (ToolParser._try_parse_xml_or_dsml), each giving a call "
    "with no arguments where the text holds no call at all (or one call more beside the real "
    "one: `<INVOKE:0` in the prose before a DSML block, pure-Python path).")

NAME_LOWERCASED = (
    "ToolParser.normalize_name lowercases every tool name and maps default aliases "
    "(`grep` to `search`, `view` to `read_file`, `shell` to `bash`…), and normalize_args "
    "renames default parameter aliases (`file` to `path`, `cmd` to `command`…): a call to "
    "`A` is returned as a call to `a`, a tool the agent does not have.")

ARGUMENT_WRAPPERS_UNPACKED = (
    "ToolParser.normalize_args treats arguments named `arguments`, `parameters`, `params`, "
    "`args`, `action_input`, `tool_input` or `input` as wrappers: it removes them and merges "
    "their value into the arguments when it is an object, so a real argument of that name is "
    "lost (`{\"arguments\": []}` becomes `{}`) or replaced by its members.")

RUST_FLOAT_ROUNDING = (
    "The Rust path reads JSON numbers with a float parser that is not correctly rounded: "
    "`2.1547639124387276e+251` comes back as `2.1547639124387278e+251` (a different double), "
    "where the pure-Python path (json.loads) returns the number written.")

INVOKE_TAG_IN_ARGUMENTS = (
    "_INVOKE_RE (agent_tool_parser/parser.py), matched case-insensitively, ends a "
    "`<tool_call>` body at the next `<call`, `<tool` (`<｜tool` too), `<function`, `<action`… wherever it "
    "stands, inside a JSON string argument too (`{\"_\": \"<CALL\"}`): the call's JSON is cut "
    "inside its arguments, does not parse, and the call is lost; or what stands before the tag "
    "is kept as the argument (a DSML parameter's value, or JSON that extract_json_objects "
    "closes as if truncated), which comes back cut at the tag.")

MISTRAL_LIST_CUT_AT_FIRST_BRACKET = (
    "_MISTRAL_TOOL_CALL_RE reads the call list after `[TOOL_CALLS]` with the lazy "
    "`\\[.*?\\]`, which ends at the first `]`: an argument holding an array (`\"unit\": []`) "
    "cuts the list, the JSON does not parse and the Mistral path finds nothing.  The later "
    "paths then take calls from wherever they see one: here `<|python_tag|>` inside a string "
    "argument sends the rest of the text to the Llama path, which finds only the second call "
    "(`{\"name\": \"0\", \"arguments\": {}}`): one call of two; an unclosed `<invoke "
    "name=\"f\">` in the prose before the list makes the XML path return one call `f` with "
    "the list's first arguments.")

DEEPSEEK_MARKER_IN_PROSE = (
    "ToolParser._parse tries the DeepSeek path first, and _try_parse_deepseek_native "
    "(agent_tool_parser/parser.py) fires on DeepSeek's `<｜tool▁calls▁begin｜>` anywhere in the "
    "text: spelled as prose before another format's calls (a Mistral `[TOOL_CALLS][…]` list), "
    "it takes the rest as one DeepSeek body and returns its first call only; the other calls are "
    "lost.  Marker text as data (off-template prose); Rust and Python paths alike.")

V3_UNREAD_HEADLESS = (
    "Neither path reads DeepSeek V3's own layout (ToolParser._try_parse_deepseek_native looks "
    "for `tool\\s*calls?\\s*begin` or `tool\\s*sep`, and V3's tokens join their words with "
    "`▁`, U+2581: `<｜tool▁calls▁begin｜>`), so the call falls through to "
    "ToolParser._try_parse_json, which finds no `name` key and hands the text to "
    "`_repair_headless_json`: the first `\"key\": \"value\", ` pair names the call and the rest "
    "of the text is read as its arguments (`A` with `{\"city\": \"true\", \"unit\": []}` comes "
    "back as `true` with `{\"unit\": []}`), and each later object in that rest holding a `name` "
    "key becomes a call of its own; names are then lowercased and parameter names aliased "
    "(normalize_name, normalize_args: `query` to `pattern`).")

PARAM_VALUE_STRIPPED = (
    "ToolParser._try_parse_xml_or_dsml passes every XML/DSML parameter value through "
    "clean_param_val (agent_tool_parser/cleaners.py), which strips leading and trailing "
    "whitespace from any parameter not in code_param_keys (`content`, `code`, `old_str`…): a "
    "DSML `string=\"true\"` value written `0 ` comes back as `0`, a single space as `\"\"`.")

RUST_INTEGER_AS_DOUBLE = (
    "The Rust path reads a JSON integer outside the 64-bit range (below -2^63 or above "
    "2^64-1) as a double: `18446744073709551616` comes back as `1.8446744073709552e+19` (and "
    "`-9223372036854775809` as `-9.223372036854776e+18`, another number), where the "
    "pure-Python path (json.loads) keeps the integer written.")

FIRST_PATH_WINS = (
    "ToolParser.parse_all returns the calls of the first format path that finds any, and the "
    "Mistral path (third, before the Hermes/XML path) matches `[TOOL_CALL]` anywhere "
    "(_MISTRAL_TOOL_CALL_RE): a Mistral-style list written as prose before a Hermes or DSML "
    "call (`[TOOL_CALL][{\"name\":\"f\",\"\":{}}]`) becomes the only call, and the real call "
    "is lost.  Marker text as data (off-template prose); pure-Python path (the Rust path reads "
    "the Hermes and DSML calls here).  Inside a pythonic call's string argument "
    "(`[A(city='[TOOL_CALLS][{\"name\": \"f\", \"arguments\": {}}]')]`), such a list, or any "
    "JSON object with a `name` key (the JSON path, ToolParser._try_parse_json, runs before the "
    "Python-call path), is the only call on both paths.")

PROSE_TAG_OPENS_CALL = (
    "ToolParser._try_parse_xml_or_dsml reads an opening tag's attributes with `[^>]*` "
    "(_INVOKE_RE, agent_tool_parser/parser.py), which runs over line ends and into the next "
    "tag: an unclosed invoke-like tag in the prose before a Hermes call (`<INVOKE:0`) takes "
    "the next line's `<tool_call` for its attributes, so `<INVOKE:0\\n<tool_call>` is one "
    "opening tag, the call's JSON its body, and the tag's `:0` names the call over the JSON's "
    "`name` (`A` comes back as `0`, its arguments kept).  Both paths.  Marker text as data "
    "(off-template prose).")

RUST_INVOKE_BEFORE_PYTHON_TAG = (
    "agent-tool-parser's Rust path tries its XML/invoke reader before the Llama "
    "`<|python_tag|>` reader (the pure-Python ToolParser.parse_all tries `<|python_tag|>` "
    "first), and that reader takes an invoke-like tag anywhere in the text: `<invoke "
    "name=\"f\">` in the prose before or after a `<|python_tag|>{\"name\": \"A0\", …}` call "
    "becomes the only call, named `f` (an unclosed tag's body runs over the call's JSON and "
    "takes its arguments), and the real call is lost.  Marker text as data (off-template "
    "prose); Rust path only.")

PARAM_NAME_WORD_CHARS = (
    "_PARAM_START_RE (agent_tool_parser/parser.py, read by _extract_xml_parameters) reads an "
    "XML/DSML parameter's name as `[\\w-]+`: a parameter whose name holds no word character "
    "(`<｜DSML｜parameter name=\"😀\" …>`) is not read at all and its argument is lost, and "
    "a name with punctuation after its first word characters is cut there (`name=\"a.b\"` "
    "comes back as `a`).  Both paths.")

RUST_PY_STRING_ESCAPES_KEPT = (
    "agent-tool-parser's Rust path does not evaluate the escapes of a Python string literal "
    "in a Python-style call (`A(a='x\\ny')`, pythonic `[A(city='\\x1f')]`): a string argument "
    "comes back with its escapes as written (`'x\\ny'` as `\"x\\\\ny\"`, a backslash and an "
    "`n`; `'\\x1f'` as `\"\\\\x1f\"`; `'\\ud7c7'` as `\"\\\\ud7c7\"`), and a list or dict "
    "argument holding such a string (`[{'city': '\\x1f'}]`; an escape JSON lacks) comes back "
    "as its source text, a string.  The pure-Python path (ast.literal_eval) returns the "
    "values written.")

RUST_PYTHONIC_LIST_MISREAD = (
    "agent-tool-parser's Rust path reads a pythonic call list as one Python-style call whose "
    "name is the text before the first `(`, bracket included and lowercased (`[A()]` comes "
    "back as a call to `[a`; `[A(), A()]` as one call to `[a` whose arguments are the "
    "comma-split rest of the list), where the pure-Python path's ast reader sees a list and "
    "finds no call.")
