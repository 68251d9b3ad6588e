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
