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
    "`\"name:` or `: \"…\"` it finds in prose: plain text such as `0\"name:\"0` becomes a call "
    "to `0` with no arguments (both paths).")

PROSE_AS_CALL = (
    "The heuristics take call-like prose for calls: a bare `0()`, or even an unclosed `A(`, is "
    "read as a Python call expression (ToolParser._try_parse_python_expr) and a tag such as "
    "`<INVOKE:0>` as an XML invoke (ToolParser._try_parse_xml_or_dsml), each giving a call "
    "with no arguments where the text holds no call at all.")

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
    "`<tool_call>` body at the next `<call`, `<tool`, `<function`, `<action`… wherever it "
    "stands, inside a JSON string argument too (`{\"_\": \"<CALL\"}`): the call's JSON is cut "
    "inside its arguments, does not parse, and the call is lost.")

MISTRAL_LIST_CUT_AT_FIRST_BRACKET = (
    "_MISTRAL_TOOL_CALL_RE reads the call list after `[TOOL_CALLS]` with the lazy "
    "`\\[.*?\\]`, which ends at the first `]`: an argument holding an array (`\"unit\": []`) "
    "cuts the list, the JSON does not parse and the Mistral path finds nothing.  The later "
    "paths then take calls from wherever they see one: here `<|python_tag|>` inside a string "
    "argument sends the rest of the text to the Llama path, which finds only the second call "
    "(`{\"name\": \"0\", \"arguments\": {}}`): one call of two.")

DEEPSEEK_MARKER_IN_PROSE = (
    "ToolParser._parse tries the DeepSeek path first, and _try_parse_deepseek_native "
    "(agent_tool_parser/parser.py) fires on DeepSeek's `<｜tool▁calls▁begin｜>` anywhere in the "
    "text: spelled as prose before another format's calls (a Mistral `[TOOL_CALLS][…]` list), "
    "it takes the rest as one DeepSeek body and returns its first call only; the other calls are "
    "lost.  Marker text as data (off-template prose); Rust and Python paths alike.")
