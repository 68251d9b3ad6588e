"""Known failures of targets that parse the llama3_json format (vLLM's Llama3JsonToolParser,
registered as both `llama3_json` and `llama4_json`, so they share its defects, each with a case
of its own)."""

from targets.expectations import Known

BRACE_START_WITHHELD = (
    "Streaming takes any reply that starts with `{` for a call: "
    "Llama3JsonToolParser.extract_tool_calls_streaming only sends content while the text does "
    "not start with `<|python_tag|>` or `{`, and afterwards returns None (MalformedJSON, or a "
    "JSON object with no name) without ever falling back to content, so a plain reply `{` is "
    "lost when streamed. The non-streaming path returns it as content.")

CALL_NOT_STREAMED = (
    "Llama3JsonToolParser.extract_tool_calls_streaming: the delta in which a call first "
    "appears only moves current_tool_id on and returns None (the 'starting on new tool' "
    "branch), so a call that arrives whole in the last delta (the whole reply as one delta) "
    "never streams its name: the stream has no call; when one delta holds a whole call and "
    "the start of the next, the first is never streamed and the next arrives at index 1 "
    "(and when the first delta is just `{`, or the start of call 0 up to its name, and the next "
    "holds whole calls, call 0's first delta has neither id nor name, and its name streams as ''). And arguments are only streamed "
    "`if cur_arguments:`, so empty parameters `{}` (falsy) are never sent; the end-of-stream "
    "flush (get_remaining_unstreamed_args) is only appended to a final delta that carries "
    "tool calls, so the call's streamed arguments stay '' (not JSON). The non-streaming "
    "path returns the call with `{}`.")

CONTENT_DISCARDED = (
    "Llama3JsonToolParser.extract_tool_calls returns `content=None` whenever it found a call: "
    "the text the model wrote before the first call (the Llama 4 template writes the content "
    "directly followed by the calls) or after the last is discarded (`true{\"name\": ...}` "
    "comes back with no content).")

LEADING_SPACE_NOT_A_CALL = (
    "Streaming decides between content and a call on the raw text "
    "(`current_text.startswith(\"{\")` in Llama3JsonToolParser.extract_tool_calls_streaming), "
    "while the whole parse finds the call after leading whitespace: a reply "
    "` {\"name\": \"A\", \"parameters\": {}}` is a call whole but plain content streamed.")

KNOWN = (
    Known("vllm:llama3_json", "plaintext", frozenset({"content.dropped"}),
          BRACE_START_WITHHELD, ("n_vllm-llama3_json_plaintext_acc66fcfcd3e2bc0.json",)),
    Known("vllm:llama4_json", "plaintext", frozenset({"content.dropped"}),
          BRACE_START_WITHHELD, ("n_vllm-llama4_json_plaintext_71b5d325a51f16af.json",)),
    Known("vllm:llama3_json", "split",
          frozenset({"calls.count", "calls.arguments-invalid", "calls.name",
                     "calls.arguments"}),
          CALL_NOT_STREAMED, ("n_vllm-llama3_json_split_761837d462ccdf25.json",
                              "n_vllm-llama3_json_split_f4d8fc16b25f2b31.json",
                              "n_vllm-llama3_json_split_3363b11d7f22a119.json",
                              "n_vllm-llama3_json_split_3a48335a010e23db.json")),
    Known("vllm:llama3_json", "protocol",
          frozenset({"protocol.arguments-invalid", "protocol.index", "protocol.id-first",
                     "protocol.name-first"}),
          CALL_NOT_STREAMED, ("n_vllm-llama3_json_protocol_72514212bc7b4e52.json",
                              "n_vllm-llama3_json_protocol_7d5a3bbd33d296df.json",
                              "n_vllm-llama3_json_protocol_6d2ec8737f0f499b.json")),
    Known("vllm:llama4_json", "split",
          frozenset({"calls.count", "calls.arguments-invalid", "calls.name",
                     "calls.arguments"}),
          CALL_NOT_STREAMED, ("n_vllm-llama4_json_split_9bfe92031f23ab3a.json",
                              "n_vllm-llama4_json_split_4d9172ec48e79698.json",
                              "n_vllm-llama4_json_split_3595c14d5b37dc4e.json",
                              "n_vllm-llama4_json_split_bae5027f918e6de3.json")),
    Known("vllm:llama4_json", "protocol",
          frozenset({"protocol.arguments-invalid", "protocol.index", "protocol.id-first",
                     "protocol.name-first"}),
          CALL_NOT_STREAMED, ("n_vllm-llama4_json_protocol_39d60e971ade2e22.json",
                              "n_vllm-llama4_json_protocol_bdacf5e3456780ae.json")),
    Known("vllm:llama4_json", "roundtrip", frozenset({"content.dropped"}),
          CONTENT_DISCARDED, ("n_vllm-llama4_json_roundtrip_f2811a3a81e6ffea.json",)),
    Known("vllm:llama4_json", "split", frozenset({"calls.count", "content"}),
          LEADING_SPACE_NOT_A_CALL, ("n_vllm-llama4_json_split_d83dcaaa6321c6b1.json",)),
)

NON_OBJECT_ARGUMENTS = (
    "Llama3JsonToolParser takes the value of `arguments` or `parameters` as the arguments "
    "whatever JSON value it is (`json.dumps(obj[\"parameters\"])` in extract_tool_calls, the "
    "partial value of `arguments` in extract_tool_calls_streaming): a `parameters` array "
    "becomes arguments that are not an object, and a string value streams as the text of a "
    "JSON string (`\":`), which no continuation makes an object.")

KNOWN += (
    Known("vllm:llama3_json", "malformed",
          frozenset({"calls.arguments-invalid", "calls.arguments-not-object"}),
          NON_OBJECT_ARGUMENTS, ("n_vllm-llama3_json_malformed_b34ddee98c89f429.json",
                                 "n_vllm-llama3_json_malformed_96250dcfa392f1e8.json")),
    Known("vllm:llama4_json", "malformed",
          frozenset({"calls.arguments-invalid", "calls.arguments-not-object"}),
          NON_OBJECT_ARGUMENTS, ("n_vllm-llama4_json_malformed_59df4f316b383441.json",
                                 "n_vllm-llama4_json_malformed_5deec9360f2c340d.json")),
)






























# --- kani 1.10 (reasons: targets/expectations/_kani.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _kani as _KANI  # noqa: E402

KNOWN += (
    _Known("kani:llama3", "plaintext", frozenset({"content", "content.blank", "content.truncated"}),
           _KANI.STRIPPED_WHOLE_NOT_STREAMED,
           ("n_kani-llama3_plaintext_21151fc7afc203b2.json",
            "n_kani-llama3_plaintext_7a88b3f39ebe758f.json")),
    _Known("kani:llama3", "roundtrip", frozenset({"calls.count", "content"}),
           _KANI.LLAMA3_WHOLE_REPLY_ONLY,
           ("n_kani-llama3_roundtrip_29a0f243e2b4ba83.json",
            "n_kani-llama3_roundtrip_c02f430f58c9fc21.json")),
    # a reply cut after the first of `; `-joined calls is no JSON value as a whole either; nor
    # is text then `<|python_tag|>` cut there, which stays content, the tag with it
    _Known("kani:llama3", "truncated", frozenset({"truncated.lost", "truncated.marker-in-content"}),
           _KANI.LLAMA3_WHOLE_REPLY_ONLY, ("n_kani-llama3_truncated_2187be0efc2e96d1.json",
                                           "n_kani-llama3_truncated_0520a1383dabf1c3.json")),
    _Known("kani:llama3", "split", frozenset({"content"}),
           _KANI.LLAMA3_STREAM_SHOWS_CALL,
           ("n_kani-llama3_split_01cd3b9333390e61.json",)),
    _Known("kani:llama3", "split", frozenset({"content.dropped"}),
           _KANI.LLAMA3_TAGGED_LIST_MODES_DISAGREE,
           ("n_kani-llama3_split_30f10e7baf64a7cd.json",)),
    _Known("kani:llama3", "split", frozenset({"content.blank"}),
           _KANI.LLAMA3_TAG_PREFIX_STREAMED,
           ("n_kani-llama3_split_5bc40dc5e3363a71.json",)),
    _Known("kani:llama3", "split", frozenset({"content.truncated"}),
           _KANI.LLAMA3_TAGGED_LIST_MODES_DISAGREE,
           ("n_kani-llama3_split_641ead41c2d689b7.json",)),
)
# --- end kani 1.10 ---

# --- agent-tool-parser 0.1.3 (reasons: targets/expectations/_agent_tool_parser.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _agent_tool_parser as _AGENT_TOOL_PARSER  # noqa: E402
from targets.expectations._shared import STREAM_NUMBER_RESPELLED as _STREAM_NUMBER_RESPELLED

KNOWN += (
    _Known("agent_tool_parser:llama3_json", "nocrash", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-llama3_json_nocrash_328268ea00482592.json",)),
    _Known("agent_tool_parser:llama3_json", "plaintext", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.PROSE_AS_CALL,
           ("n_agent_tool_parser-llama3_json_plaintext_72265daf9169a51f.json",)),
    _Known("agent_tool_parser:llama3_json", "plaintext", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-llama3_json_plaintext_fab812d58e909064.json",)),
    _Known("agent_tool_parser:llama3_json", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           # 9f44…: the parameter `query` renamed `pattern` (a default parameter alias)
           ("n_agent_tool_parser-llama3_json_roundtrip_647ec1f15ee0c4cd.json",
            "n_agent_tool_parser-llama3_json_roundtrip_9f44e9eba4015e32.json")),
    _Known("agent_tool_parser:llama3_json", "roundtrip",
           frozenset({"calls.arguments", "calls.count", "calls.name"}),
           _AGENT_TOOL_PARSER.INVOKE_TAG_IN_ARGUMENTS,
           ("n_agent_tool_parser-llama3_json_roundtrip_88955a9d5f05b2a7.json",)),
    _Known("agent_tool_parser_py:llama3_json", "roundtrip",
           frozenset({"calls.arguments", "calls.count", "calls.name"}),
           _AGENT_TOOL_PARSER.INVOKE_TAG_IN_ARGUMENTS,
           ("n_agent_tool_parser_py-llama3_json_roundtrip_932df75274d4f726.json",)),
    _Known("agent_tool_parser_py:llama3_json", "plaintext", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.PROSE_AS_CALL,
           ("n_agent_tool_parser_py-llama3_json_plaintext_ce0f74e3070638ee.json",)),
    _Known("agent_tool_parser_py:llama3_json", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           # 701e…, be9c…: the parameter `query` renamed `pattern` (a default parameter alias)
           ("n_agent_tool_parser_py-llama3_json_roundtrip_37fc454d75b05876.json",
            "n_agent_tool_parser_py-llama3_json_roundtrip_701e7265c51573e9.json",
            "n_agent_tool_parser_py-llama3_json_roundtrip_be9cf34028757936.json")),
    _Known("agent_tool_parser:llama3_json", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.RUST_FLOAT_ROUNDING + "  (`1801439850948199.0` comes back as "
           "`1801439850948199.2`; the name lowercased, as NAME_LOWERCASED says.)",
           ("n_agent_tool_parser-llama3_json_roundtrip_5b0288dcb86904e2.json",)),
    _Known("agent_tool_parser:llama3_json", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.RUST_INTEGER_AS_DOUBLE + "  (The name lowercased, as "
           "NAME_LOWERCASED says.)",
           ("n_agent_tool_parser-llama3_json_roundtrip_a2af026c498fee7d.json",)),
    _Known("agent_tool_parser:llama3_json", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.ARGUMENT_WRAPPERS_UNPACKED,
           # b26b…: `{"arguments": []}` comes back as `{}` (the first call's arguments)
           ("n_agent_tool_parser-llama3_json_roundtrip_e075dc0f8ae7d697.json",
            "n_agent_tool_parser-llama3_json_roundtrip_b26b41dea28a6835.json")),
    _Known("agent_tool_parser_py:llama3_json", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.ARGUMENT_WRAPPERS_UNPACKED,
           ("n_agent_tool_parser_py-llama3_json_roundtrip_95d8c55fe7ccfb40.json",
            "n_agent_tool_parser_py-llama3_json_roundtrip_2f931f209d01ace2.json",
            "n_agent_tool_parser_py-llama3_json_roundtrip_70ec8fc17ef656b3.json")),
    _Known("agent_tool_parser:llama3_json", "roundtrip", frozenset({"calls.name"}),
           _AGENT_TOOL_PARSER.RUST_INVOKE_BEFORE_PYTHON_TAG,
           ("n_agent_tool_parser-llama3_json_roundtrip_61236415f5c25a01.json",)),
)
# --- end agent-tool-parser 0.1.3 ---

#: Triage t3 (i22m's fresh make test): two more streaming defects of Llama3JsonToolParser.
TRAILING_TEXT_STOPS_STREAM = (
    "Llama3JsonToolParser.extract_tool_calls_streaming reads the calls of the whole text so "
    "far with partial_json_loads, stepping `len(\"; \")` past each object: text after the "
    "last call (`…}}true`) is read from its third character (`ue`), raises MalformedJSON and "
    "the delta returns None, so the rest of the last call's arguments, held back while "
    "incomplete (only the common prefix of successive readings is sent), never streams: "
    "`{\"a_b\": [], \"city\": []}` ends as `{\"a_b\": []`, not JSON, while the whole parse "
    "returns the call.  (Its case also shows CALL_NOT_STREAMED.)")

STREAM_NUMBER_RESPELLED = _STREAM_NUMBER_RESPELLED.format(
    parser='Llama3JsonToolParser',
    also='CALL_NOT_STREAMED')

KNOWN += (
    Known("vllm:llama4_json", "split",
          frozenset({"calls.arguments-invalid", "calls.count", "calls.name"}),
          TRAILING_TEXT_STOPS_STREAM, ("n_vllm-llama4_json_split_23202ceed9643836.json",)),
    Known("vllm:llama4_json", "split",
          frozenset({"calls.arguments-invalid", "calls.count", "calls.name"}),
          STREAM_NUMBER_RESPELLED, ("n_vllm-llama4_json_split_937b12cdbac9a233.json",)),
    # Triage t10: the same respelling under the llama3_json name (`1e+100` streams as `10+100`).
    Known("vllm:llama3_json", "split",
          frozenset({"calls.arguments-invalid", "calls.arguments", "calls.count", "calls.name"}),
          STREAM_NUMBER_RESPELLED, ("n_vllm-llama3_json_split_57db3ee1d0ddfedb.json",)),
)

# --- agent-tool-parser 0.1.3, off-template variants (targets/test_offtemplate.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _agent_tool_parser as _AGENT_TOOL_PARSER  # noqa: E402

KNOWN += (
    # the unoffered oracle admits only the rendered calls; the lowercased name (documented,
    # agent-tool-parser-001) makes the call another tool's
    _Known("agent_tool_parser:llama3_json", "unoffered", frozenset({"offtemplate.call-changed"}),
           _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           ("n_agent_tool_parser-llama3_json_unoffered_546ca7e4fdfbd46e.json",)),
    _Known("agent_tool_parser_py:llama3_json", "unoffered", frozenset({"offtemplate.call-changed"}),
           _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           ("n_agent_tool_parser_py-llama3_json_unoffered_ec903c501e965ba2.json",)),
)

KNOWN += (
    # a cut reply's calls, complete (truncated.changed) or the unfinished last one
    # (truncated.invented: the oracle allows it under its own name only), come back lowercased
    _Known("agent_tool_parser:llama3_json", "truncated",
           frozenset({"truncated.invented", "truncated.changed"}), _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           ("n_agent_tool_parser-llama3_json_truncated_45fd3dfa2a18c475.json",
            "n_agent_tool_parser-llama3_json_truncated_a556111590a6c383.json")),
    _Known("agent_tool_parser_py:llama3_json", "truncated",
           frozenset({"truncated.invented", "truncated.changed"}), _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           ("n_agent_tool_parser_py-llama3_json_truncated_a5b79aef913f75b4.json",
            "n_agent_tool_parser_py-llama3_json_truncated_5d0574612a80f029.json")),
)

KNOWN += (
    # bracket-text (plain text with one-character markers): the Rust path reads prose
    # `f(x) {` as a call `f` with `{"arg0": "x"}` (the pure-Python path's ast rejects it)
    _Known("agent_tool_parser:llama3_json", "bracket-text", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.PROSE_AS_CALL,
           ("n_agent_tool_parser-llama3_json_bracket-text_aa2e0bfbf9752573.json",)),
)

# --- vLLM off-template variants (targets/test_offtemplate.py) and cut replies ---
KNOWN += (
    # the whole reply in one delta: no call streams; a character at a time: `{}` never sent
    Known("vllm:llama3_json", "unoffered",
          frozenset({"calls.arguments-invalid", "calls.count", "offtemplate.call-changed"}),
          CALL_NOT_STREAMED + "  (An unoffered tool changes nothing here: the parser does not "
          "look at the request's tools.)",
          ("n_vllm-llama3_json_unoffered_889f808b3e43a495.json",)),
    Known("vllm:llama4_json", "unoffered",
          frozenset({"calls.arguments-invalid", "calls.count", "offtemplate.call-changed"}),
          CALL_NOT_STREAMED + "  (An unoffered tool changes nothing here: the parser does not "
          "look at the request's tools.)",
          ("n_vllm-llama4_json_unoffered_53011f83ce07b5ef.json",)),
    Known("vllm:llama3_json", "marker-data", frozenset({"calls.count", "content"}),
          LEADING_SPACE_NOT_A_CALL + "  (Off-template, prose before the call: "
          "`Aa <|python_tag|>{\"name\": \"A\", \"parameters\": {}}` is a call whole, "
          "content streamed.)",
          ("n_vllm-llama3_json_marker-data_0cccfa18b80c0490.json",)),
)

KNOWN += (
    # marker text `"name"` in prose before the call, which the format writes as data: the
    # whole parse drops the prose (the case keeps the parse only: streamed, the same reply
    # shows LEADING_SPACE_NOT_A_CALL, recorded above with its own case)
    Known("vllm:llama3_json", "marker-data", frozenset({"content.dropped"}), CONTENT_DISCARDED,
          ("n_vllm-llama3_json_marker-data_38de539231799288.json",)),
)

KNOWN += (
    # cut after a complete call: one delta streams no call, a character at a time `{}` unsent
    Known("vllm:llama3_json", "truncated", frozenset({"truncated.lost", "truncated.changed"}),
          CALL_NOT_STREAMED, ("n_vllm-llama3_json_truncated_35ad52cb132c545f.json",)),
    Known("vllm:llama3_json", "truncated", frozenset({"calls.arguments-invalid"}),
          _STREAM_NUMBER_RESPELLED.format(
              parser="Llama3JsonToolParser",
              also="a reply cut inside the arguments, `[null, 1e+100], \"id\": n`, streamed "
                   "as `[null, 10+100]`"),
          ("n_vllm-llama3_json_truncated_b06496b5a6fff0fc.json",)),
)

# Streamed one token per delta (targets/test_growth.py test_token_stream_growth).
LLAMA3_JSON_REPARSED_PER_DELTA = (
    "Llama3JsonToolParser.extract_tool_calls_streaming parses the whole current_text again at "
    "every delta: for each call it hands the rest of the text to partial_json_loads "
    "(partial_json_parser, then JSONDecoder.raw_decode on `Extra data`), so a long string "
    "argument streamed one token per delta costs the square of its length (0.09, 0.33, 1.3 s "
    "of CPU at 2 000, 4 000, 8 000 characters of an unclosed `\"a\": \"xxx…` value), and a "
    "reply of many `; `-separated calls the cube, each call re-parsing all the text after it "
    "(4.4 s for 4 000 characters of valid calls).")

KNOWN += (
    Known("vllm:llama3_json", "time", frozenset({"time.stream-growth"}),
          LLAMA3_JSON_REPARSED_PER_DELTA, ("n_vllm-llama3_json_time_c0402c000bcc4803.json",)),
)

KNOWN += (
    # as llama3_json's: cut after a complete call, one delta streams no call, a character at
    # a time `{}` is never sent
    Known("vllm:llama4_json", "truncated", frozenset({"truncated.lost", "truncated.changed"}),
          CALL_NOT_STREAMED, ("n_vllm-llama4_json_truncated_f9ffbe51d867e9b3.json",)),
    # ` {"name": "A", "parameters": {}}` cut after the call: streamed as content
    Known("vllm:llama4_json", "truncated", frozenset({"truncated.lost"}),
          LEADING_SPACE_NOT_A_CALL, ("n_vllm-llama4_json_truncated_421c2977cb90dd96.json",)),
)
