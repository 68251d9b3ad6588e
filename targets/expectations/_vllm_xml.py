"""Reasons shared by the known failures of vLLM's engine parsers (private module: no KNOWN of
its own).  They all type values with vllm/tool_parsers/utils.py."""

INTEGRAL_FLOAT = (
    "A number written as an integral float (`0.0`, `2.0`, `1e+16`) comes back as an integer: "
    "ParserEngine._fix_arg_types types every top-level value by its schema with "
    "coerce_to_schema_type (vllm/tool_parsers/utils.py), which returns `int(val)` whenever "
    "`float(value) == int(float(value))` for a `number` schema, so 0.0 becomes 0 and -0.0 "
    "becomes 0; the written text said float (for JSON arguments, the JSON itself said so).")

STRING_RETYPED = (
    "A value written as a string comes back as a number or boolean when its schema allows "
    "both: ParserEngine._coerce_value hands every string leaf (top level, and inside arrays "
    "and objects the schema describes) to coerce_to_schema_type (vllm/tool_parsers/utils.py) "
    "with all the types of its `type` list or `enum` (extract_types_from_schema), and "
    "coerce_to_schema_type tries integer, number and boolean before string, so the string "
    "\"1\" of `enum: [\"1\", 4]` becomes 1, \"0\" under `type: [\"string\", \"number\"]` becomes 0 "
    "and \"true\" under `[\"integer\", \"string\", \"boolean\"]` becomes true, although the "
    "format marked it a string (a JSON string, DSML `string=\"true\"`, Gemma's `<|\"|>`).  The "
    "same priority puts `null` first, compared case-blind: the string \"NULL\" under "
    "`[\"string\", \"null\"]` becomes null.")

#: The Qwen3-Coder grammar (vllm/parser/qwen3.py), shared by every engine parser built on it.
QWEN3_UNCLOSED_VALUE_STREAMED = (
    "A `</function>` written inside a parameter value (`<parameter=note>\\nAa </function>\\n"
    "</parameter>`) ends the call in the Qwen3 grammar (vllm/parser/qwen3.py, transition "
    "(TOOL_ARGS, FUNC_END)) with the value still open.  The stream has already sent that open "
    "value as the partial reading gives it (_qwen3_arg_converter(partial=True) and "
    "_qwen3_arg_value_extender: `{\"note\": \"Aa `), while the final reading (partial=False) "
    "drops an unclosed parameter (`{}`); ParserEngine._flush_arg_converter sends nothing when "
    "the final JSON does not extend what was streamed, so the streamed arguments stay "
    "unfinished JSON for good, and the whole parse (`{}`) disagrees.  The format has no escape "
    "for its tags, so which reading is right is open; invalid streamed JSON is not.")

QWEN3_FUNCTION_TAG_IN_VALUE = (
    "`<function=` written inside a parameter value (a value ends only at `</parameter>`, "
    "`<parameter=` or `</function>`, as in Qwen's own parser) ends the call and opens another: "
    "the Qwen3 grammar's transition (TOOL_ARGS, FUNC_PREFIX) → TOOL_NAME (vllm/parser/"
    "qwen3.py, 'regression issue 58227') reads the text after it up to the next `>` or "
    "`</function>` as a new call's name, so `<parameter=note>\\nAa <function=\\n</parameter>"
    "\\n</function>` returns the call without `note` and a second call named `</parameter>` "
    "(streamed `\\n</parameter>\\n`: the whole parse strips the name, the stream does not), "
    "a tool the request does not offer, in both modes.")

QWEN3_CUT_NAME_CALLED = (
    "A reply cut by max_tokens inside a function name (`<tool_call>\\n<function=A` of the "
    "call `A0`) comes back as a call to the name cut so far, whole and streamed: at the end "
    "of the text StreamingParserEngine.finish (vllm/parser/engine/streaming_parser_engine.py) "
    "closes the call still open in TOOL_NAME with a TOOL_CALL_END, and the Qwen3 grammar's "
    "config (vllm/parser/qwen3.py qwen3_config) leaves validate_tool_names off, so "
    "ParserEngine._accept_tool_name takes `A`, a tool the request does not offer (or another "
    "offered tool whose name is a prefix of the one being written).  A cut reply only.")

#: Streamed one token per delta (targets/test_growth.py test_token_stream_growth).
ARGS_RECONVERTED_PER_DELTA = (
    "ParserEngine._compute_arg_delta runs the format's argument converter ({converter}) over the "
    "call's whole accumulated argument text at every delta that does not only extend an open "
    "value (the value extender covers a value's body, not the tags between values), so a call "
    "with many parameters streamed one token per delta costs the square of its length: {times}.")

# --- added on branch hvllmb ---
#: A reply cut inside an engine grammar's opening marker (minimax_m3's M3_CUT_NAMESPACE_AS_CONTENT
#: is the same mechanism, written for its namespace token).
ENGINE_CUT_MARKER_AS_CONTENT = (
    "A reply cut by max_tokens inside the opening marker of the tool-call block ({cut} of "
    "{marker}) comes back with that piece of markup as its content, whole and streamed: the "
    "lexer holds it back as the prefix of a terminal, and at the end of the text "
    "StreamingParserEngine.finish (vllm/parser/engine/streaming_parser_engine.py) releases "
    "what IncrementalLexer.flush returns as text of the current state, CONTENT.  A cut reply "
    "only; the user sees a control token.")
