"""Known failures of targets that parse the DSML formats (vLLM `deepseek_v32`)."""

from targets.expectations import Known
from targets.expectations._shared import DEFERRED_WHITESPACE

INTEGRAL_FLOAT_TO_INT = (
    "A float argument with an integral value (`0.0`, `2.0`, `-0.0`, written with "
    "string=\"false\") comes back as an integer when the tool schema types it `number`: the "
    "engine's schema correction re-serialises the decoded value and "
    "coerce_to_schema_type (vllm/tool_parsers/utils.py, 'number' branch) returns "
    "int(val) whenever val == int(val), called from ParserEngine._coerce_value "
    "(vllm/parser/engine/parser_engine.py).")

KNOWN = (
    Known("vllm:deepseek_v32", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT_TO_INT,
          ("n_vllm-deepseek_v32_roundtrip_292975aaf9de9ade.json",)),
)

KNOWN += (
    Known("vllm:deepseek_v32", "split", frozenset({"content"}),
          DEFERRED_WHITESPACE.format(case="When the next delta brings text and the call "
                                     "together (` ` then `0<｜DSML｜function_calls>…`), the "
                                     "text goes out at once and the held ` ` after it: the "
                                     "content arrives reordered, `0 ` for ` 0`."),
          ("n_vllm-deepseek_v32_split_54800a7a9e13595d.json",)),
)

# --- agent-tool-parser 0.1.3 (reasons: targets/expectations/_agent_tool_parser.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _agent_tool_parser as _AGENT_TOOL_PARSER  # noqa: E402

KNOWN += (
    _Known("agent_tool_parser:deepseek_v32", "nocrash", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-deepseek_v32_nocrash_94bb9bbfa0f0c795.json",)),
    _Known("agent_tool_parser:deepseek_v32", "plaintext", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.HEADLESS_JSON_CALL,
           ("n_agent_tool_parser-deepseek_v32_plaintext_4235c303f335dc84.json",)),
    _Known("agent_tool_parser:deepseek_v32", "plaintext", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-deepseek_v32_plaintext_dc6c369367f5a8a9.json",)),
    _Known("agent_tool_parser_py:deepseek_v32", "plaintext", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.PROSE_AS_CALL,
           ("n_agent_tool_parser_py-deepseek_v32_plaintext_f3d1195c6b0616ab.json",)),
    # a DSML call after 100 bytes whose 100th byte is inside `｜` (found by make test's ci run)
    _Known("agent_tool_parser:deepseek_v32", "roundtrip", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-deepseek_v32_roundtrip_2f647ff19ae9aff1.json",)),
)
# --- end agent-tool-parser 0.1.3 ---

KNOWN += (
    _Known("agent_tool_parser:deepseek_v32", "roundtrip", frozenset({"calls.name"}),
           _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           ("n_agent_tool_parser-deepseek_v32_roundtrip_ef1a6eb5c40818a8.json",)),
)

KNOWN += (
    _Known("agent_tool_parser_py:deepseek_v32", "roundtrip", frozenset({"calls.name"}),
           _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           ("n_agent_tool_parser_py-deepseek_v32_roundtrip_cc9795be0229927e.json",)),
)

#: A DSML invoke whose name is punctuation (`/`, `:`) is dropped on both paths.
PUNCTUATION_NAME_DROPPED = (
    "agent-tool-parser (both paths) drops a DSML invoke whose name is punctuation only "
    "(`<｜DSML｜invoke name=\"/\">`, `name=\":\"`): no call comes back, though the name is "
    "one the request's tools define; a name with punctuation after its first word characters "
    "is cut there (`name=\"0:\"` comes back as `0`): _ATTR_TOOL_NAME_RE reads the name as "
    "`[\\w-]+`.")

KNOWN += (
    _Known("agent_tool_parser:deepseek_v32", "roundtrip", frozenset({"calls.count", "calls.name"}),
           PUNCTUATION_NAME_DROPPED,
           ("n_agent_tool_parser-deepseek_v32_roundtrip_a61fa73972955067.json",
            "n_agent_tool_parser-deepseek_v32_roundtrip_7dfc31d4435c1199.json")),
    # 88ad…: `name="_:0"` comes back as `_`; a74a…: `name="A:0"` as `a`
    _Known("agent_tool_parser_py:deepseek_v32", "roundtrip", frozenset({"calls.count", "calls.name"}),
           PUNCTUATION_NAME_DROPPED,
           ("n_agent_tool_parser_py-deepseek_v32_roundtrip_54ded2377504acc4.json",
            "n_agent_tool_parser_py-deepseek_v32_roundtrip_88ad225424f8e75a.json",
            "n_agent_tool_parser_py-deepseek_v32_roundtrip_a74a45a2ba47a1de.json")),
)

KNOWN += (
    _Known("agent_tool_parser:deepseek_v32", "roundtrip",
           frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.NAME_LOWERCASED + " It also keeps a DSML parameter marked "
           "`string=\"false\"` as text: `false` comes back as `\"false\"`.",
           ("n_agent_tool_parser-deepseek_v32_roundtrip_ccad9b1c8a4385a2.json",)),
)

KNOWN += (
    _Known("agent_tool_parser_py:deepseek_v32", "roundtrip",
           frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.NAME_LOWERCASED + " It also keeps a DSML parameter marked "
           "`string=\"false\"` as text: `null` comes back as `\"null\"`.",
           # c4a7…: `[]` comes back as "[]" and the parameter `query` as `pattern`;
           # f525…: an object as its text (the lowercased `a` is also a key inside it)
           ("n_agent_tool_parser_py-deepseek_v32_roundtrip_ae6e13af6cfa6af0.json",
            "n_agent_tool_parser_py-deepseek_v32_roundtrip_c4a7341b3b746a7c.json",
            "n_agent_tool_parser_py-deepseek_v32_roundtrip_f5252e7d62d6f19b.json")),
)

_INVOKE_TAG_IN_DSML = (
    _AGENT_TOOL_PARSER.INVOKE_TAG_IN_ARGUMENTS + "  (In DSML: a parameter value holding "
    "`<function=f>` is cut there; one holding `<tool_call>` opens another 'invoke', which "
    "a later `name` parameter names.  Names lowercased, as NAME_LOWERCASED says.)")

#: Prose `<INVOKE:0` (or `<invoke name="f">`) before DeepSeek V3.2's function_calls block.
RUST_PROSE_INVOKE_SWALLOWS_NEXT = (
    "agent-tool-parser's Rust path reads an invoke-like tag in the prose before a DSML "
    "function_calls block (`<INVOKE:0`, `<invoke name=\"f\">`, closed or not) as an invoke and "
    "names a call after it (`0`, `f`: the heuristics' prose-as-call reading), and the first "
    "DSML invoke after it is lost, neither its name nor its parameters read (`A` comes back "
    "as `0`; later invokes are read), where the pure-Python path, whose _INVOKE_RE ends the "
    "prose tag's body at the next opening invoke tag, reads it.  Marker text as data (off-template prose).")

KNOWN += (
    _Known("agent_tool_parser:deepseek_v32", "roundtrip",
           frozenset({"calls.arguments", "calls.name"}),
           RUST_PROSE_INVOKE_SWALLOWS_NEXT,
           ("n_agent_tool_parser-deepseek_v32_roundtrip_27b2a2f433b3edcd.json",
            "n_agent_tool_parser-deepseek_v32_roundtrip_ace9839966108c22.json",
            "n_agent_tool_parser-deepseek_v32_roundtrip_69e5d195d3410ad9.json")),
    # 2434…: `<function=f>{}</function>` in a string parameter comes back as "";
    # 5d3a…: a `<tool_call>` in a parameter opens an invoke that the `name` parameter names
    _Known("agent_tool_parser:deepseek_v32", "roundtrip",
           frozenset({"calls.arguments", "calls.count", "calls.name"}),
           _INVOKE_TAG_IN_DSML,
           ("n_agent_tool_parser-deepseek_v32_roundtrip_2434624703944d7b.json",
            "n_agent_tool_parser-deepseek_v32_roundtrip_5d3a354e38434cda.json")),
    _Known("agent_tool_parser:deepseek_v32", "roundtrip",
           frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.ARGUMENT_WRAPPERS_UNPACKED,
           ("n_agent_tool_parser-deepseek_v32_roundtrip_3c8ade203dd59be8.json",
            "n_agent_tool_parser-deepseek_v32_roundtrip_08cac1ba8dd548fe.json")),
    _Known("agent_tool_parser:deepseek_v32", "roundtrip",
           frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.PARAM_VALUE_STRIPPED,
           ("n_agent_tool_parser-deepseek_v32_roundtrip_3d58c6d2339b8af7.json",
            "n_agent_tool_parser-deepseek_v32_roundtrip_58fc22a71af11390.json")),
)

KNOWN += (
    # `<INVOKE:0` in the prose before the block: its `[^>]*` attributes run to the next line's
    # `<｜DSML｜function_calls>`, and the prose tag is one more call, `0` (the real call is kept;
    # 0644…'s extra call is classified nested only because the lowercased `a` is a key inside
    # the real call's arguments)
    _Known("agent_tool_parser_py:deepseek_v32", "roundtrip",
           frozenset({"calls.arguments", "calls.count", "calls.name"}),
           _AGENT_TOOL_PARSER.PROSE_AS_CALL,
           ("n_agent_tool_parser_py-deepseek_v32_roundtrip_928fc783476b8a5b.json",
            "n_agent_tool_parser_py-deepseek_v32_roundtrip_0644b74863f432a5.json")),
    # `[TOOL_CALL][{"name":"f",…}]` in the prose before the block
    _Known("agent_tool_parser_py:deepseek_v32", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.FIRST_PATH_WINS,
           ("n_agent_tool_parser_py-deepseek_v32_roundtrip_16061456db8d2f79.json",
            "n_agent_tool_parser_py-deepseek_v32_roundtrip_b11a72a027d3d20d.json")),
    _Known("agent_tool_parser_py:deepseek_v32", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.ARGUMENT_WRAPPERS_UNPACKED,
           ("n_agent_tool_parser_py-deepseek_v32_roundtrip_6ca81db3c554bdb3.json",)),
    # dc9b…: `<invoke name="f">` in a string parameter: cut to "", and `f` one more call;
    # e4ce…: in a string inside a `string="false"` list: cut to `["`, later parameters lost
    _Known("agent_tool_parser_py:deepseek_v32", "roundtrip",
           frozenset({"calls.arguments", "calls.count", "calls.name"}),
           _INVOKE_TAG_IN_DSML,
           ("n_agent_tool_parser_py-deepseek_v32_roundtrip_dc9b5db503e4e0c3.json",
            "n_agent_tool_parser_py-deepseek_v32_roundtrip_e4ce382f28fb183c.json")),
    # e8d3…: `\r* dymw` comes back as `* dymw`; fc5c…: a single space as ""
    _Known("agent_tool_parser_py:deepseek_v32", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.PARAM_VALUE_STRIPPED,
           ("n_agent_tool_parser_py-deepseek_v32_roundtrip_e8d3163420cffa82.json",
            "n_agent_tool_parser_py-deepseek_v32_roundtrip_fc5cc134942d5cdc.json")),
    # a parameter named `😀` (its value a long run of 0s as shrunk) is not read: `{}`
    _Known("agent_tool_parser_py:deepseek_v32", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.PARAM_NAME_WORD_CHARS,
           ("n_agent_tool_parser_py-deepseek_v32_roundtrip_2b34b5130f8023b7.json",)),
)

from targets.expectations._shared import UNCLOSED_LAZY_SCAN as _LAZY  # noqa: E402

KNOWN += (
    Known("sglang:deepseekv32", "time", frozenset({"time.growth"}),
          _LAZY.format(where="DeepSeekV32Detector.detect_and_parse (`re.findall`)",
                       pattern="<｜DSML｜function_calls>(.*?)</｜DSML｜function_calls>"),
          ("n_sglang-deepseekv32_time_da84d4fa7298bbc3.json",)),
)

from targets.expectations._vllm_xml import STRING_RETYPED  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v32", "roundtrip", frozenset({"calls.arguments"}), STRING_RETYPED,
          ("n_vllm-deepseek_v32_roundtrip_ab5c00863c246fb3.json",)),
)

from targets.expectations.deepseek_v4 import EMPTY_KEY_DROPPED  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v32", "roundtrip", frozenset({"calls.arguments"}),
          EMPTY_KEY_DROPPED + " vllm/parser/deepseek_v32.py uses deepseek_v4's _dsml_arg_converter.",
          ("n_vllm-deepseek_v32_roundtrip_e319a9fe98128be3.json",)),
)

# Found once growth decided at 128 000 characters (GROWTH_DECIDE_SIZE); cProfile: _drain.
from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v32", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`｜DSML｜<｜DSML｜function_calls>` repeated"
                               " (open and close markers), parsed whole"),
          ("n_vllm-deepseek_v32_time_475eabb1f77bba35.json",)),
)

# --- agent-tool-parser 0.1.3, off-template variants (targets/test_offtemplate.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _agent_tool_parser as _AGENT_TOOL_PARSER  # noqa: E402

KNOWN += (
    # the unoffered oracle admits only the rendered calls; the lowercased name (documented,
    # agent-tool-parser-001) makes the call another tool's
    _Known("agent_tool_parser:deepseek_v32", "unoffered", frozenset({"offtemplate.call-changed"}),
           _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           ("n_agent_tool_parser-deepseek_v32_unoffered_5375495b8e5658fa.json",)),
    _Known("agent_tool_parser_py:deepseek_v32", "unoffered", frozenset({"offtemplate.call-changed"}),
           _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           ("n_agent_tool_parser_py-deepseek_v32_unoffered_f55a6b122aabc25a.json",)),
)

KNOWN += (
    # a cut reply's unfinished DSML invoke comes back lowercased (the oracle allows it under
    # its own name only): `<｜DSML｜invoke name="A">` gives a call to `a`
    _Known("agent_tool_parser:deepseek_v32", "truncated",
           frozenset({"truncated.invented", "truncated.changed"}), _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           ("n_agent_tool_parser-deepseek_v32_truncated_67000e04a2ea9aef.json",)),
    _Known("agent_tool_parser_py:deepseek_v32", "truncated",
           frozenset({"truncated.invented", "truncated.changed"}), _AGENT_TOOL_PARSER.NAME_LOWERCASED,
           ("n_agent_tool_parser_py-deepseek_v32_truncated_16ab9cf3f20b7d21.json",)),
)

KNOWN += (
    # bracket-text (plain text with one-character markers): the Rust path reads prose
    # `f(x) {` as a call `f` with `{"arg0": "x"}` (the pure-Python path's ast rejects it)
    _Known("agent_tool_parser:deepseek_v32", "bracket-text", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.PROSE_AS_CALL,
           ("n_agent_tool_parser-deepseek_v32_bracket-text_6ec1bf0da05fc236.json",)),
)

KNOWN += (
    # a cut reply whose 100th byte falls inside the format's own `｜` (U+FF5C, three bytes):
    # any DSML reply can put it there (found by a 200-example dev run)
    _Known("agent_tool_parser:deepseek_v32", "truncated", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-deepseek_v32_truncated_8ff622f4436b111c.json",)),
)

# --- vLLM off-template variants (targets/test_offtemplate.py) ---
from targets.expectations.deepseek_v4 import DSML_TEXT_AFTER_BLOCK_DROPPED  # noqa: E402

KNOWN += (
    # documented: the same grammar transition as DeepSeek-V4's (vllm-118); both modes drop it
    Known("vllm:deepseek_v32", "text-after", frozenset({"offtemplate.text-lost"}),
          DSML_TEXT_AFTER_BLOCK_DROPPED.format(closer="</｜DSML｜function_calls>",
                                               module="deepseek_v32"),
          ("n_vllm-deepseek_v32_text-after_d1f393ca7a472f5c.json",)),
)

# --- streamed one token per delta (targets/test_growth.py test_token_stream_growth) ---
from targets.expectations._vllm_xml import ARGS_RECONVERTED_PER_DELTA  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v32", "time", frozenset({"time.stream-growth"}),
          ARGS_RECONVERTED_PER_DELTA.format(
              converter="_dsml_arg_converter, which json-loads every value again",
              times="0.02, 0.07, 0.22 s of CPU at 4 000, 8 000, 16 000 characters of one call "
              "whose `<｜DSML｜parameter name=\"b\" string=\"false\">1</｜DSML｜parameter>` "
              "repeats"),
          ("n_vllm-deepseek_v32_time_03db54554fbc608d.json",)),
)

SGLANG_DSML_INVOKE_RESEARCHED_PER_DELTA = (
    "DeepSeekV32Detector.parse_streaming_increment re-searches its whole buffer with "
    "invoke_regex (an invoke and its parameters, possibly unfinished) at every delta until the "
    "invoke closes: a call with many parameters streamed one token per delta costs the square "
    "of its length (0.04, 0.15, 0.58 s of CPU at 4 000, 8 000, 16 000 characters of one call "
    "whose `<｜DSML｜parameter …>1</｜DSML｜parameter>` repeats).")

KNOWN += (
    Known("sglang:deepseekv32", "time", frozenset({"time.stream-growth"}),
          SGLANG_DSML_INVOKE_RESEARCHED_PER_DELTA,
          ("n_sglang-deepseekv32_time_0fd6fb1fba7489c3.json",)),
)

# --- vLLM cut replies (targets/test_truncated.py), branch hvllmb ---
from targets.expectations._vllm_xml import ENGINE_CUT_MARKER_AS_CONTENT  # noqa: E402

KNOWN += (
    # the unfinished block's first invoke, with an empty-named parameter, comes back as `A({})`
    Known("vllm:deepseek_v32", "truncated", frozenset({"truncated.invented"}),
          EMPTY_KEY_DROPPED + " vllm/parser/deepseek_v32.py uses deepseek_v4's _dsml_arg_converter.",
          ("n_vllm-deepseek_v32_truncated_d75e78a203a23f2d.json",)),
    Known("vllm:deepseek_v32", "truncated", frozenset({"truncated.marker-in-content"}),
          ENGINE_CUT_MARKER_AS_CONTENT.format(cut="`\\n\\n<｜DSML｜`",
                                              marker="`<｜DSML｜function_calls>`"),
          ("n_vllm-deepseek_v32_truncated_0532b7bf3dc5022d.json",)),
)
