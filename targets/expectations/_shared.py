"""Reason templates shared by vLLM parsers that fail the same way in their own code (private
module: no KNOWN of its own).  Each module fills in the function at fault."""

NAN_PASSTHROUGH = (
    "Python's `json.loads` accepts `NaN`, `Infinity` and numbers beyond float range (`1e999` "
    "is read as inf), and `json.dumps` writes them back as `NaN`/`Infinity`, which are not "
    "JSON: the arguments the server returns do not parse in any strict JSON client. "
    "Found in {where}.")

STRING_ARGUMENTS_STREAMED = (
    "{parser}.extract_tool_calls_streaming streams `json.dumps` of the partial value of "
    "`arguments` (partial_json_parser) whatever JSON type it is: a string value (`\"arguments\":"
    "\"…`) streams as the text of a JSON string, which no continuation makes an object.")

SPLICED_FINAL_ARGUMENTS = (
    "When the call closes, {where} sends `json.dumps(final)[streamed_len:]`, assuming the "
    "text already streamed is a prefix of json.dumps' own text.  A stray second `</arg_key>` "
    "(`<arg_key></arg_key></arg_key><arg_value></arg_value>`) makes them differ: the snapshot "
    "streamed so far (`{{\"\": \"`) read the key up to the first closing tag, the final "
    "arguments did not, and the splice (`{{\"\": \"g_key>\": \"\"`) is not JSON.")

LITERAL_INFINITY = (
    "handle_single_tool (vllm/tool_parsers/utils.py) reads each argument as a Python literal, "
    "where `1e999` is the float inf, and writes the arguments with `json.dumps`, which spells it "
    "`Infinity`: not JSON, so the arguments the server returns do not parse in any strict JSON "
    "client.  Reached from {where}.")

DEFERRED_WHITESPACE = (
    "ParserEngine._events_to_delta (vllm/parser/engine/parser_engine.py) holds back content "
    "that is only whitespace in case calls follow, and releases it only with a later delta "
    "that brings no call deltas.  {case}")

ENGINE_LEXER_QUADRATIC = (
    "IncrementalLexer._drain (vllm/parser/engine/incremental_lexer.py) takes one token at a "
    "time off the front of the text fed to it, and for each token copies the rest "
    "(`self.buffer = self.buffer[n:]`), hashes it whole (`self.buffer in prefix_set`, a new "
    "string each time) and deletes from the front of a list (`del self._token_counts[:n]`): "
    "text that holds many grammar literals in one feed costs the square of its length "
    "({family}).  The constant is small and depends on the grammar: 0.5 to 1 s for 32 000 "
    "characters of Mistral's unclosed calls or `[{{` runs (eight to eleven times the time of "
    "8 000), while the marker floods of other grammars reach a tenth of a second only at "
    "64 000.")

UNCLOSED_LAZY_SCAN = (
    "{where} finds calls with a lazy DOTALL pattern from the opening tag to the closing one "
    "(`{pattern}`): when the closing tag never comes, every opening tag scans to the end of "
    "the text, so a reply of repeated openings takes time quadratic in its length.")

#: One root cause (vllm-111) in three copies of the same partial-JSON streamer.
STREAM_NUMBER_RESPELLED = (
    "{parser}.extract_tool_calls_streaming sends the common prefix of successive "
    "`json.dumps` of partial_json_parser's readings of the arguments, then "
    "`cur_args_json[sent:]` once they are complete, assuming what was sent stays a prefix; a "
    "number's spelling changes as its characters arrive (`-1e+1` reads as -10.0, `-1e+100` "
    "as -1e+100), so `{{\"_\": -1e+100}}` streamed a character at a time goes out as "
    "`{{\"_\": -10+100}}`, not JSON, while the whole parse returns it as written.  (Its case "
    "also shows {also}.)")

#: vLLM's server, not the tool parser: when a legacy parser finds no complete call, the reply
#: goes back as written (documented: vllm-181).
VLLM_LEGACY_RAW_CONTENT = (
    "vLLM's server gives a legacy (not engine-based) tool parser's input back as the content "
    "whenever the parser finds no complete call (DelegatingParser._extract_tool_calls, "
    "vllm/parser/abstract_parser.py: \"Legacy parsers keep their existing behavior of "
    "returning the raw content\"; only engine-based parsers return the parser's content, "
    "which drops incomplete tool-call markup): a reply cut by max_tokens inside {parser}'s "
    "call markup comes back whole as content, markup included, whatever the parser returned.")
