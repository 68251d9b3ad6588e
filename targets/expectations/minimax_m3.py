"""Known failures of targets that parse the MiniMax-M3 format (vLLM's `minimax_m3`,
MinimaxM3Parser over vllm/parser/minimax_m3.py)."""

from targets.expectations import Known

INTEGRAL_FLOAT_M3 = (
    "A number written as an integral float (`0.0`, `2.0`) comes back as an integer: "
    "_convert_element (vllm/parser/minimax_m3.py) types every leaf with coerce_to_schema_type "
    "(vllm/tool_parsers/utils.py), which returns `int(val)` whenever the float is integral "
    "for a `number` schema; the written text said float.")

KNOWN = (
    Known("vllm:minimax_m3", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT_M3,
          ("n_vllm-minimax_m3_roundtrip_2b44bc6d35ef1927.json",)),
)

from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:minimax_m3", "time", frozenset({"time.growth"}),
          _LEXER.format(family="the namespace token `]<]minimax[>[` repeated, whole and "
                               "streamed"),
          ("n_vllm-minimax_m3_time_fc3b3a9972ee7916.json",)),
)

# --- off-template variants and cut replies (targets/test_offtemplate.py, test_truncated.py) ---
TEXT_AFTER_BLOCK_DROPPED = (
    "Text written after the tool-call block (`]<]minimax[>[</tool_call>Aa`) is dropped, whole "
    "and streamed: minimax_m3_config (vllm/parser/minimax_m3.py) moves (TOOL_PREAMBLE | "
    "TOOL_BETWEEN, TOOL_END) to TOOL_BETWEEN, which has no content event, 'so any text after "
    "it is dropped' (the config's comment: the block ends the message).  The template writes "
    "nothing after the block, but a model that does write prose there loses it without trace.")

STRING_RETYPED_M3 = (
    "A value written as a string comes back as a number or boolean when its schema allows "
    "both: _convert_element (vllm/parser/minimax_m3.py) hands every leaf to "
    "coerce_to_schema_type (vllm/tool_parsers/utils.py) with all the types of its schema, "
    "which tries boolean before string and compares case-blind, so the item `True` (the "
    "template's spelling of the string \"True\"; the boolean is written `true`) under "
    "`type: [\"boolean\", \"null\", \"string\"]` comes back true, whole and streamed.")

KNOWN += (
    Known("vllm:minimax_m3", "text-after", frozenset({"offtemplate.text-lost"}),
          TEXT_AFTER_BLOCK_DROPPED, ("n_vllm-minimax_m3_text-after_e976cab905a2ff8d.json",)),
    # hand-trimmed: the prose after the block removed (TEXT_AFTER_BLOCK_DROPPED's)
    Known("vllm:minimax_m3", "text-after", frozenset({"calls.arguments"}), STRING_RETYPED_M3,
          ("n_vllm-minimax_m3_text-after_7d65dddd8dceca42.json",)),
)

M3_CUT_NAMESPACE_AS_CONTENT = (
    "A reply cut by max_tokens right after the namespace token `]<]minimax[>[` (which the "
    "template writes only before a tag: every terminal of minimax_m3_config starts with it) "
    "comes back with `]<]minimax[>[` as its content, whole and streamed: the lexer holds the "
    "token back as the prefix of a terminal, and at the end of the text "
    "StreamingParserEngine.finish (vllm/parser/engine/streaming_parser_engine.py) releases "
    "what IncrementalLexer.flush returns as text of the current state, CONTENT.  A cut reply "
    "only; the user sees a control token.")

# The engine closes a call still open in TOOL_NAME at the end of the text and, with
# validate_tool_names off (minimax_m3_config keeps the default, as qwen3_config does), takes
# the name cut so far: `]<]minimax[>[<invoke name="A` of the call `A0` is a call `A`.
from targets.expectations._vllm_xml import QWEN3_CUT_NAME_CALLED  # noqa: E402

KNOWN += (
    Known("vllm:minimax_m3", "truncated", frozenset({"truncated.invented"}),
          QWEN3_CUT_NAME_CALLED, ("n_vllm-minimax_m3_truncated_6ebcf3d376d46483.json",)),
    Known("vllm:minimax_m3", "truncated", frozenset({"truncated.marker-in-content"}),
          M3_CUT_NAMESPACE_AS_CONTENT, ("n_vllm-minimax_m3_truncated_f6b173f5bf6a5c12.json",)),
)

# --- sglang:minimax-m3 value edges (targets/test_edges.py), branch v38e ---
M3_SGLANG_NESTED_LEAVES_STRIPPED = (
    "MinimaxM3Detector._parse_parameter, which reads a container parameter (an object's "
    "members, an array's items) in both modes, splits the body at the namespace token and "
    "strips every chunk (`chunk = chunk.strip()`, meant for the `\\n` after each closing tag): "
    "a nested string's trailing whitespace goes with it, Unicode whitespace too "
    "(`<item>\\r\\x81\\x85` comes back `\\r\\x81`), whole and streamed, although the "
    "template writes a string as it is.")

M3_SGLANG_EMPTY_STRING_NULLED = (
    "MinimaxM3Detector._convert_leaf_value returns None for an empty leaf whenever its schema "
    "allows null (`if value == \"\": return None`), although the template writes null as "
    "`null`: an empty string item under `items: {type: [\"string\", \"null\"]}` "
    "(`]<]minimax[>[<item>]<]minimax[>[</item>`) comes back null, whole and streamed (the "
    "container parameter is read by _parse_parameter in both).")

M3_SGLANG_INVOKE_END_IN_VALUE = (
    "MinimaxM3Detector._parse_block (the whole parse) ends an invoke at the first "
    "`]<]minimax[>[</invoke>`, inside a string value too, and _parse_parameter drops the "
    "parameter left open there: a value holding the marker (`<text>Aa]<]minimax[>[</invoke>"
    "</text>`) is lost from the call (`{}`), while parse_streaming_increment reads the value "
    "to its own closing tag and streams `{\"text\": \"Aa]<]minimax[>[</invoke>\"}`.")

KNOWN += (
    # `\r\x81\x85` in a nested string loses its NEL (`\x85`, Unicode whitespace) to the strip,
    # whole and streamed (the container parameter goes through _parse_parameter in both);
    # hand-trimmed from a four-call draw whose other findings are recorded (integral floats,
    # empty arrays streamed as `{}`, a same-named child)
    Known("sglang:minimax-m3", "value-edges", frozenset({"calls.arguments"}),
          M3_SGLANG_NESTED_LEAVES_STRIPPED,
          ("n_sglang-minimax-m3_value-edges_068a696cc7773644.json",)),
    Known("sglang:minimax-m3", "value-edges", frozenset({"calls.arguments"}),
          M3_SGLANG_EMPTY_STRING_NULLED,
          ("n_sglang-minimax-m3_value-edges_eb66e507641c1f0b.json",)),
    Known("sglang:minimax-m3", "value-edges", frozenset({"calls.arguments"}),
          M3_SGLANG_INVOKE_END_IN_VALUE,
          ("n_sglang-minimax-m3_value-edges_af5fa98824c46ad0.json",)),
)
