"""Known failures of targets that parse the pythonic format (vLLM `pythonic`)."""

from targets.expectations import Known
from targets.expectations._shared import LITERAL_INFINITY

REGEX_REJECTS_IDENTIFIERS = (
    "PythonicToolParser.TOOL_CALL_REGEX (vllm/tool_parsers/pythonic_tool_parser.py) accepts only "
    "function and argument names matching `[a-zA-Z]+\\w*`, so a call whose name or argument "
    "name is a Python identifier starting with `_` (or a non-ASCII letter), such as "
    "`[A(_=None)]`, fails the regex and extract_tool_calls returns the whole list as content.")

MODES_DISAGREE_ON_IDENTIFIERS = (
    "The streaming path (extract_tool_calls_streaming) does not apply TOOL_CALL_REGEX: it "
    "ast-parses the list and streams the call that the non-streaming path rejected as content "
    "(`[A(_=None)]`), so the two modes disagree.")

KNOWN = (
    Known("vllm:pythonic", "roundtrip", frozenset({"calls.count", "content"}),
          REGEX_REJECTS_IDENTIFIERS, ("n_vllm-pythonic_roundtrip_d1cd76555cbbe58c.json",
                                      "n_vllm-pythonic_roundtrip_33de79ca4b590af1.json")),
    Known("vllm:pythonic", "split", frozenset({"calls.count", "content.dropped"}),
          MODES_DISAGREE_ON_IDENTIFIERS, ("n_vllm-pythonic_split_3d62bdb6425eca55.json",)),
)

BLIND_ARGUMENT_DIFF = (
    "Streaming sends each call's arguments as `new[len(sent):]` (compute_tool_delta in "
    "vllm/tool_parsers/utils.py) without checking that what was sent is a prefix of the new "
    "arguments: while `-0.0` arrives one character at a time, `-0` is read (ast) as the "
    "integer 0 and `{…: 0` is sent; once `-0.0` is complete the arguments read `{…: -0.0`, "
    "and slicing off the length already sent appends `0.0`, so the client assembles "
    "`{…: 00.0}`, not JSON.")

KNOWN += (
    Known("vllm:pythonic", "split", frozenset({"calls.arguments-invalid", "calls.arguments"}),
          BLIND_ARGUMENT_DIFF + "  `1e+100` in two deltas assembles as `10.000`.",
          ("n_vllm-pythonic_split_9faa535f7073ca79.json",
           "n_vllm-pythonic_split_4bbef54020bf7d0d.json")),
    Known("vllm:pythonic", "protocol", frozenset({"protocol.arguments-invalid"}),
          BLIND_ARGUMENT_DIFF, ("n_vllm-pythonic_protocol_79e882155685eea6.json",)),
)

KNOWN += (
    Known("vllm:pythonic", "malformed", frozenset({"calls.arguments-invalid"}),
          LITERAL_INFINITY.format(where="PythonicToolParser.extract_tool_calls_streaming (`[v(d=[1e999],f='`)"),
          ("n_vllm-pythonic_malformed_3e8896c9b0120e25.json",)),
)

# --- agent-tool-parser 0.1.3 (reasons: targets/expectations/_agent_tool_parser.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _agent_tool_parser as _AGENT_TOOL_PARSER  # noqa: E402

KNOWN += (
    _Known("agent_tool_parser:pythonic", "nocrash", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-pythonic_nocrash_d1748c0c6caf3282.json",)),
    _Known("agent_tool_parser:pythonic", "plaintext", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.PROSE_AS_CALL,
           ("n_agent_tool_parser-pythonic_plaintext_1706c8ba25ab9853.json",)),
    _Known("agent_tool_parser:pythonic", "plaintext", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-pythonic_plaintext_ef16990536a512e4.json",)),
    _Known("agent_tool_parser_py:pythonic", "plaintext", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.PROSE_AS_CALL,
           ("n_agent_tool_parser_py-pythonic_plaintext_1e7d95b7273d6ec4.json",)),
)
# --- end agent-tool-parser 0.1.3 ---

KNOWN += (
    _Known("agent_tool_parser:pythonic", "roundtrip", frozenset({"calls.name"}),
           "agent-tool-parser's Rust path reads a pythonic call list `[A()]` with the bracket "
           "in the name (`[a`, lowercased as every name is: "
           + _AGENT_TOOL_PARSER.NAME_LOWERCASED.split(":")[0] + ").",
           ("n_agent_tool_parser-pythonic_roundtrip_e51a466fb1d8063d.json",)),
    _Known("agent_tool_parser_py:pythonic", "roundtrip", frozenset({"calls.count"}),
           "agent-tool-parser's pure-Python path finds no call in the pythonic call list "
           "`[A()]` (a call with no arguments), which the Rust path reads (misnamed): the two "
           "paths of one library disagree.",
           ("n_agent_tool_parser_py-pythonic_roundtrip_96820bc785da5970.json",)),
)

KNOWN += (
    _Known("agent_tool_parser:pythonic", "roundtrip",
           frozenset({"calls.arguments", "calls.count", "calls.name"}),
           "agent-tool-parser's Rust path reads a pythonic call list `[A(), A()]` as one call "
           "named `[a` whose arguments are the pieces of the text (`{\"arg0\": \")\", \"arg1\": "
           "\"A(\"}`).",
           ("n_agent_tool_parser-pythonic_roundtrip_0ece5258e8a6bc7b.json",)),
)

KNOWN += (
    _Known("agent_tool_parser_py:pythonic", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           "agent-tool-parser's pure-Python path takes a dict argument holding a `city` key for "
           "the call itself: `[A(city={'city': 'true', '_': None})]` comes back as a call named "
           "`true` with arguments `{\"_\": null}`.",
           ("n_agent_tool_parser_py-pythonic_roundtrip_ca66e9892e0ffa72.json",)),
)

KNOWN += (
    # a `[TOOL_CALLS]` list (13ec…, 52a3…, b98b…, nested in lists) or a JSON object with a
    # `name` key (5790…) inside a string argument becomes the only call
    _Known("agent_tool_parser:pythonic", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.FIRST_PATH_WINS,
           ("n_agent_tool_parser-pythonic_roundtrip_13ec5d6cb2af5512.json",
            "n_agent_tool_parser-pythonic_roundtrip_52a3437d55eb0a21.json",
            "n_agent_tool_parser-pythonic_roundtrip_b98bc9eb56ff1154.json",
            "n_agent_tool_parser-pythonic_roundtrip_5790c53d602b4d71.json")),
    # 17db…, c21e…: `'\x1f'`, `'\x00'` kept as written; 7171…: `'\ud7c7'`; 46a3…, 8de5…,
    # 8da8…: a list or dict holding `'\x1f'`/`'\x00'` comes back as its source text (8da8…
    # also renames `query` to `pattern`, as NAME_LOWERCASED says)
    _Known("agent_tool_parser:pythonic", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.RUST_PY_STRING_ESCAPES_KEPT,
           ("n_agent_tool_parser-pythonic_roundtrip_17db0c616ac9287d.json",
            "n_agent_tool_parser-pythonic_roundtrip_c21ec1b430aed5dc.json",
            "n_agent_tool_parser-pythonic_roundtrip_717116347c36fbbb.json",
            "n_agent_tool_parser-pythonic_roundtrip_46a36bee32de8970.json",
            "n_agent_tool_parser-pythonic_roundtrip_8de5c3331211859b.json",
            "n_agent_tool_parser-pythonic_roundtrip_8da87ed22b083512.json")),
    _Known("agent_tool_parser:pythonic", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.ARGUMENT_WRAPPERS_UNPACKED,
           ("n_agent_tool_parser-pythonic_roundtrip_75ef8dc319ff3c86.json",)),
    # 2.4184984430523354e+101 comes back as 2.418498443052335e+101 (and 10**30 as 1e+30)
    _Known("agent_tool_parser:pythonic", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.RUST_FLOAT_ROUNDING,
           ("n_agent_tool_parser-pythonic_roundtrip_29b9ef6494e92867.json",)),
    _Known("agent_tool_parser:pythonic", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.RUST_INTEGER_AS_DOUBLE,
           ("n_agent_tool_parser-pythonic_roundtrip_552b702c66b79943.json",
            "n_agent_tool_parser-pythonic_roundtrip_cad4a2f26c5de2fc.json")),
)

#: Triage t7 (i22m's fresh make test).
KNOWN += (
    # a dict argument's `'unit': '1', ` pair is taken for a headless `: "name", …` call: `1`
    # with the rest of that dict as its arguments (the pure-Python path: ca66… above)
    _Known("agent_tool_parser:pythonic", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.HEADLESS_JSON_CALL,
           ("n_agent_tool_parser-pythonic_roundtrip_bb56a5c2cfb689d7.json",)),
    # a JSON object with a `name` key inside a string argument becomes the only call, as on the
    # Rust path (5790… above)
    _Known("agent_tool_parser_py:pythonic", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.FIRST_PATH_WINS,
           ("n_agent_tool_parser_py-pythonic_roundtrip_b9a0c2dddde7ceec.json",)),
)

# --- agent-tool-parser 0.1.3, off-template variants (targets/test_offtemplate.py) ---
KNOWN += (
    # the unoffered oracle admits only the rendered calls: `[A()]` comes back as `[a`
    _Known("agent_tool_parser:pythonic", "unoffered", frozenset({"offtemplate.call-changed"}),
           _AGENT_TOOL_PARSER.RUST_PYTHONIC_LIST_MISREAD,
           ("n_agent_tool_parser-pythonic_unoffered_aedbdc418fa83d3c.json",)),
)

KNOWN += (
    # a cut `[A()` comes back as a call to `[a` (the oracle allows the unfinished `A` only)
    _Known("agent_tool_parser:pythonic", "truncated",
           frozenset({"truncated.invented", "truncated.changed"}),
           _AGENT_TOOL_PARSER.RUST_PYTHONIC_LIST_MISREAD,
           ("n_agent_tool_parser-pythonic_truncated_b88f60866ee433da.json",)),
)

KNOWN += (
    # bracket-text (plain text with one-character markers): the Rust path reads prose
    # `f(x) {` as a call `f` with `{"arg0": "x"}` (the pure-Python path's ast rejects it)
    _Known("agent_tool_parser:pythonic", "bracket-text", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.PROSE_AS_CALL,
           ("n_agent_tool_parser-pythonic_bracket-text_dac81ddf4a8ad968.json",)),
)

KNOWN += (
    # a `[TOOL_CALLS]` list in a string argument of an unoffered call is the only call
    _Known("agent_tool_parser_py:pythonic", "unoffered", frozenset({"offtemplate.call-changed"}),
           _AGENT_TOOL_PARSER.FIRST_PATH_WINS,
           ("n_agent_tool_parser_py-pythonic_unoffered_9a001921a5763b2c.json",)),
)

KNOWN += (
    # a cut reply whose 100th byte falls inside `Ö` (found by a 200-example dev run)
    _Known("agent_tool_parser:pythonic", "truncated", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-pythonic_truncated_f070935622ecf1b6.json",)),
)

# --- off-template variants (targets/test_offtemplate.py) and cut replies ---

STREAM_SWALLOWS_BRACKET = (
    "PythonicToolParser.extract_tool_calls_streaming treats any reply that starts with `[` as "
    "a call list: plain text such as `[ Aa 00` (a footnote mark, a markdown link, a list) is fed "
    "to make_valid_python, which returns None (or ast.parse raises), so the delta returns None "
    "and the text is never sent, nor released at the end of the stream; the non-streaming "
    "path returns it as content.")

TEXT_AFTER_LIST = (
    "PythonicToolParser reads the reply as one Python expression, so prose after the call "
    "list has no place (the module's TODO lists text beside the calls as a possible future "
    "improvement): extract_tool_calls ast-parses the "
    "whole reply, and `[A()]Aa` (or `[A()] Aa`) is a SyntaxError, so the call comes back as "
    "content with the prose; on a line of its own, `[A()]\\nAa`, the prose is a second "
    "statement that is ignored (body[0] only) and content is None.  extract_tool_calls_"
    "streaming ast-parses the text so far the same way: once the prose arrives every delta "
    "returns None, so prose after the list is never streamed, and when the delta that ends "
    "the call also brings the prose the rest of the call's arguments is never sent (not "
    "JSON).")

KNOWN += (
    Known("vllm:pythonic", "bracket-text", frozenset({"content.dropped"}),
          STREAM_SWALLOWS_BRACKET, ("n_vllm-pythonic_bracket-text_6910a51429090ce6.json",)),
    # f939…: `[A()]\nAa` (prose lost in both modes); 475a…: `[A()]Aa` (no call either way);
    # c4b7…: a call `[U3alxZ(x0w='…')] Wusejyd` streamed in four deltas, the last bringing the
    # call's end and the prose (its arguments cut); found at 30 024 characters, cut by hand
    Known("vllm:pythonic", "text-after",
          frozenset({"offtemplate.text-lost", "offtemplate.text-extra", "calls.count",
                     "calls.arguments-invalid"}),
          TEXT_AFTER_LIST, ("n_vllm-pythonic_text-after_f93962d86a84ee6f.json",
                            "n_vllm-pythonic_text-after_475ad7eb237d2a7c.json",
                            "n_vllm-pythonic_text-after_c4b7610601d97867.json")),
)

# Streamed one token per delta (targets/test_growth.py test_token_stream_growth).
PYTHONIC_REPARSED_PER_DELTA = (
    "PythonicToolParser.extract_tool_calls_streaming re-parses the whole current_text at every "
    "delta: make_valid_python closes it and ast.parse reads it from the start, so a long string "
    "argument streamed one token per delta costs the square of its length (0.08, 0.27 s of CPU "
    "at 2 000, 4 000 characters of an unclosed `[f(a=\"xxx…`; about 1 s at 8 000).")

KNOWN += (
    Known("vllm:pythonic", "time", frozenset({"time.stream-growth"}), PYTHONIC_REPARSED_PER_DELTA,
          ("n_vllm-pythonic_time_7fe7a85773a0bc6e.json",)),
)
