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
    "one the request's tools define.")

KNOWN += (
    _Known("agent_tool_parser:deepseek_v32", "roundtrip", frozenset({"calls.count"}),
           PUNCTUATION_NAME_DROPPED,
           ("n_agent_tool_parser-deepseek_v32_roundtrip_a61fa73972955067.json",)),
    _Known("agent_tool_parser_py:deepseek_v32", "roundtrip", frozenset({"calls.count"}),
           PUNCTUATION_NAME_DROPPED,
           ("n_agent_tool_parser_py-deepseek_v32_roundtrip_54ded2377504acc4.json",)),
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
           ("n_agent_tool_parser_py-deepseek_v32_roundtrip_ae6e13af6cfa6af0.json",)),
)

from targets.expectations._shared import UNCLOSED_LAZY_SCAN as _LAZY  # noqa: E402

KNOWN += (
    Known("sglang:deepseekv32", "time", frozenset({"time.growth"}),
          _LAZY.format(where="DeepSeekV32Detector.detect_and_parse (`re.findall`)",
                       pattern="<｜DSML｜function_calls>(.*?)</｜DSML｜function_calls>"),
          ("n_sglang-deepseekv32_time_da84d4fa7298bbc3.json",)),
)

# Found once growth decided at 128 000 characters (GROWTH_DECIDE_SIZE); cProfile: _drain.
from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v32", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`｜DSML｜<｜DSML｜function_calls>` repeated"
                               " (open and close markers), parsed whole"),
          ("n_vllm-deepseek_v32_time_475eabb1f77bba35.json",)),
)
