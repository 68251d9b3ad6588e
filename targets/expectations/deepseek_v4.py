"""Known failures of targets that parse the DeepSeek V4 format (vLLM `deepseek_v4` with its
reasoning parser, thinking on by default)."""

from targets.expectations import Known
from targets.expectations._shared import NAN_PASSTHROUGH

REASONING_RSTRIPPED = (
    "Trailing whitespace of the reasoning is cut (`` </think>`` comes back with no reasoning): "
    "deepseek_v4_config leaves ParserEngineConfig.strip_trailing_reasoning_whitespace at True, "
    "so the engine rstrips what the model wrote (vllm/parser/engine/parser_engine.py).")

WHITESPACE_REORDERED = (
    "Streaming reorders content: whitespace-only text (here `\\x1f`, which str.isspace() counts "
    "as whitespace) right after `</think>` is held back in case tool calls follow, and when "
    "the next delta brings more content it is sent after that content instead of before it "
    "(ParserEngine._deferred_content, drop_whitespace_only_content_before_tools).")

EMPTY_KEY_DROPPED = (
    "A parameter whose key is empty (`<｜DSML｜parameter name=\"\" string=\"false\">null<…>`, "
    "the JSON key `\"\"`) is silently dropped: the parameter regexes built by _param_patterns "
    "in vllm/parser/deepseek_v4.py require `name=\"([^\"]+)\"`, so _dsml_arg_converter never "
    "matches it and `{\"\": null}` comes back as `{}`.")

KNOWN = (
    Known("vllm:deepseek_v4", "roundtrip", frozenset({"reasoning"}), REASONING_RSTRIPPED,
          ("n_vllm-deepseek_v4_roundtrip_f74b6ba2e6d2c396.json",)),
    Known("vllm:deepseek_v4", "roundtrip", frozenset({"calls.arguments"}), EMPTY_KEY_DROPPED,
          ("n_vllm-deepseek_v4_roundtrip_6983a6a14f7f51f4.json",
           "n_vllm-deepseek_v4_roundtrip_df411cd994b3cb20.json")),
    Known("vllm:deepseek_v4", "split", frozenset({"content"}), WHITESPACE_REORDERED,
          ("n_vllm-deepseek_v4_split_e3ab8266ac22837e.json",)),
)

KNOWN += (
    Known("vllm:deepseek_v4", "malformed", frozenset({"calls.arguments-invalid"}),
          NAN_PASSTHROUGH.format(where="_dsml_arg_converter (vllm/parser/deepseek_v4.py), which "
                                 "reads a parameter without `string=\"true\"` with json.loads "
                                 "(`[2e993]` becomes `[Infinity]`), whole and streamed"),
          ("n_vllm-deepseek_v4_malformed_1cc3be6576d6591a.json",)),
)

from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v4", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`｜DSML｜<think>` repeated, parsed whole"),
          ("n_vllm-deepseek_v4_time_060bccdcfdec9094.json",)),
)

from targets.expectations.deepseek_v32 import INTEGRAL_FLOAT_TO_INT  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v4", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT_TO_INT,
          ("n_vllm-deepseek_v4_roundtrip_86add5656760f935.json",)),
)

from targets.expectations._vllm_xml import STRING_RETYPED  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v4", "roundtrip", frozenset({"calls.arguments"}), STRING_RETYPED,
          ("n_vllm-deepseek_v4_roundtrip_2e391240ae6f220c.json",
           "n_vllm-deepseek_v4_roundtrip_f737ba2ca565859f.json")),
)

SELF_CLOSING_INVOKE = (
    "deepseek_v4_config (vllm/parser/deepseek_v4.py) has no terminal for the self-closing invoke "
    "`<｜DSML｜invoke name=\"submit\"/>` DeepSeek-V4 writes for a zero-argument tool "
    "(sglang#23915): after INVOKE_PREFIX the engine stays in TOOL_NAME until INVOKE_NAME_END "
    "`\">`, which never comes, so the call's name swallows `\"/>`, every later invoke and the "
    "block closer (`A\"/>\\n</｜DSML｜tool_calls>`), and the later calls are lost.")

KNOWN += (
    Known("vllm:deepseek_v4", "roundtrip", frozenset({"calls.count", "calls.name"}),
          SELF_CLOSING_INVOKE,
          ("n_vllm-deepseek_v4_roundtrip_717f43b421f8f448.json",
           "n_vllm-deepseek_v4_roundtrip_768ea006e9b626b8.json")),
)

# --- streamed one token per delta (targets/test_growth.py test_token_stream_growth) ---
from targets.expectations._vllm_xml import ARGS_RECONVERTED_PER_DELTA  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v4", "time", frozenset({"time.stream-growth"}),
          ARGS_RECONVERTED_PER_DELTA.format(
              converter="_dsml_arg_converter, which json-loads every value again",
              times="0.03, 0.07, 0.23 s of CPU at 4 000, 8 000, 16 000 characters of one call "
              "whose `<｜DSML｜parameter name=\"b\" string=\"false\">1</｜DSML｜parameter>` "
              "repeats"),
          ("n_vllm-deepseek_v4_time_9862129081b32099.json",)),
)

# --- vLLM off-template variants (targets/test_offtemplate.py) and cut replies ---

#: Formatted with the block's closing tag and the grammar's module (DeepSeek-V3.2's grammar,
#: vllm/parser/deepseek_v32.py, has the same transition and comment).
DSML_TEXT_AFTER_BLOCK_DROPPED = (
    "Text written after the DSML tool-call block (`{closer}Aa`) is dropped, whole "
    "and streamed, in every chunking: {module}_config (vllm/parser/{module}.py) keeps "
    "TOOL_BETWEEN after TOOL_END, which has no content event, by design ('A tool call ends "
    "the turn: stay in TOOL_BETWEEN so any text after the block is dropped').")

KNOWN += (
    Known("vllm:deepseek_v4", "text-after", frozenset({"offtemplate.text-lost"}),
          DSML_TEXT_AFTER_BLOCK_DROPPED.format(closer="</｜DSML｜tool_calls>",
                                               module="deepseek_v4"),
          ("n_vllm-deepseek_v4_text-after_cf6b9b2e64ef685a.json",)),
)

from targets.expectations.glm47 import GLM47_THINK_TAGS_AFTER_REASONING  # noqa: E402
from targets.expectations.mistral import ENGINE_NAME_STRIPPED_WHOLE_ONLY  # noqa: E402

#: DeepSeek-V4's grammar turns `<think>` in CONTENT into reasoning the same way.
DSML_THINK_NOTE = (
    "  (DeepSeek-V4: deepseek_v4_config with thinking on has the same (CONTENT, THINK_START) "
    "-> REASONING and (CONTENT, THINK_END) -> CONTENT transitions: `<think>` inside a "
    "`string=\"true\"` parameter ends the call there whole, and streams as value text.)")

KNOWN += (
    # zero-argument call to an unoffered tool, written self-closing as DeepSeek-V4 does
    Known("vllm:deepseek_v4", "unoffered", frozenset({"offtemplate.call-changed"}),
          SELF_CLOSING_INVOKE, ("n_vllm-deepseek_v4_unoffered_1c92b818f19058b2.json",)),
    # a stray `<｜DSML｜invoke name="` in the prose opens a call whose name runs to the next
    # `">`, through the block's opening: stripped whole, streamed as written
    Known("vllm:deepseek_v4", "marker-data", frozenset({"calls.name"}),
          ENGINE_NAME_STRIPPED_WHOLE_ONLY,
          ("n_vllm-deepseek_v4_marker-data_a58a783393786e82.json",)),
    # 6067, c8ca: `<think>` inside a value; bd5d: `</think>Aa <think>` before the block
    Known("vllm:deepseek_v4", "marker-data",
          frozenset({"calls.arguments", "calls.arguments-invalid", "calls.count", "reasoning",
                     "content"}),
          GLM47_THINK_TAGS_AFTER_REASONING + DSML_THINK_NOTE,
          ("n_vllm-deepseek_v4_marker-data_606738f8ede1be50.json",
           "n_vllm-deepseek_v4_marker-data_c8ca6bcbc5177ea7.json",
           "n_vllm-deepseek_v4_marker-data_bd5df178434ed3dd.json")),
)

KNOWN += (
    # a self-closing invoke swallows the next: d269 calls merged; a96… also shows integral
    # floats (-1237.0, 4.4470861660004e+16) come back as integers (the shrink kept both; one
    # case belongs to one entry, and one entry to one cause: INTEGRAL_FLOAT_TO_INT is
    # recorded on its own elsewhere)
    Known("vllm:deepseek_v4", "wide-names", frozenset({"calls.arguments", "calls.count",
                                                       "calls.name"}),
          SELF_CLOSING_INVOKE, ("n_vllm-deepseek_v4_wide-names_d269127cd88986a6.json",
                                "n_vllm-deepseek_v4_wide-names_a96891bc6eefea7a.json")),
)

# StreamingParserEngine.finish closes the call still open in TOOL_NAME and, with
# validate_tool_names off (deepseek_v4_config keeps the default, as qwen3_config does), takes
# the name cut so far: `<｜DSML｜invoke name="A"` (cut before `>`) is a call `A"`.
from targets.expectations._vllm_xml import QWEN3_CUT_NAME_CALLED  # noqa: E402

KNOWN += (
    Known("vllm:deepseek_v4", "truncated", frozenset({"truncated.invented"}),
          QWEN3_CUT_NAME_CALLED, ("n_vllm-deepseek_v4_truncated_7e3497d64c847654.json",)),
)

from targets.expectations.minimax_m3 import M3_CUT_NAMESPACE_AS_CONTENT  # noqa: E402

KNOWN += (
    # cut right after the `｜DSML｜` token that starts every DSML tag: `\n\n<｜DSML｜` as content
    Known("vllm:deepseek_v4", "truncated", frozenset({"truncated.marker-in-content"}),
          M3_CUT_NAMESPACE_AS_CONTENT + "  (DeepSeek-V4: a reply cut after `<｜DSML｜`, the "
          "prefix of every DSML tag, the same way.)",
          ("n_vllm-deepseek_v4_truncated_e441003e26bd02a8.json",)),
)
