"""Known failures of targets that parse the MiMo compact XML format (vLLM's `mimo`, MiMoParser:
the Qwen3 engine grammar of vllm/parser/qwen3.py with verbatim values)."""

from targets.expectations import Known
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

FUNCTION_TAG_IN_CONTENT = (
    "Content that mentions `<function=…>` before the `<tool_call>` block is parsed as an extra "
    "call: the Qwen3 grammar's fallback transition (CONTENT, FUNC_PREFIX) → TOOL_NAME "
    "(vllm/parser/qwen3.py) fires even when a `<tool_call>` follows, so the content is cut at "
    "the mention and a spurious call is returned.")

TRAILING_SPACE_STREAMED = (
    "Whitespace at the end of content before a call is stripped by the non-streaming path "
    "(ParserEngine._strip_content_whitespace) but streamed as a content delta "
    "(ParserEngine._events_to_delta), so the modes disagree ('see' against 'see ').")

KNOWN = (
    Known("vllm:mimo", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-mimo_roundtrip_a5d14900b5d9b4af.json",)),
    Known("vllm:mimo", "roundtrip",
          frozenset({"content.truncated", "calls.count", "calls.arguments"}),
          FUNCTION_TAG_IN_CONTENT, ("n_vllm-mimo_roundtrip_123b0b58a7bdd722.json",)),
    Known("vllm:mimo", "split", frozenset({"content"}), TRAILING_SPACE_STREAMED,
          ("n_vllm-mimo_split_4ba38fda09c9ba01.json",)),
)

# Found once growth decided at 128 000 characters (GROWTH_DECIDE_SIZE); cProfile: _drain.
from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:mimo", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<tool_call></tool_call>` repeated"
                               " (open and close markers), parsed whole"),
          ("n_vllm-mimo_time_225abb1c03b0eca3.json",)),
)

# --- SGLang's MiMoDetector (`sglang:mimo`), off-template ---
from targets.expectations.sglang import MIMO_TYPE_LIST  # noqa: E402

SGLANG_MIMO_TEXT_AFTER_LOST = (
    "MiMoDetector drops text after a call in both modes: detect_and_parse returns as content "
    "only `text[:idx]` before the first `<tool_call>` (plus blocks of unknown tools), and "
    "parse_streaming_increment, once a call was sent (`current_tool_id > 0`), keeps every "
    "later text with no `<tool_call>` in its buffer (\"more tool calls might come\"), which "
    "nothing releases at the end of the stream "
    "(`<tool_call><function=A></function></tool_call>Aa`: no content).")

KNOWN += (
    Known("sglang:mimo", "text-after", frozenset({"offtemplate.text-lost"}),
          SGLANG_MIMO_TEXT_AFTER_LOST, ("n_sglang-mimo_text-after_b3170343158f2577.json",)),
    Known("sglang:mimo", "text-after",
          frozenset({"calls.count", "offtemplate.text-extra", "target.raised"}),
          MIMO_TYPE_LIST, ("n_sglang-mimo_text-after_8d06417c6767ae44.json",)),
)

from targets.expectations._sglang import ONE_CALL_PER_DELTA  # noqa: E402

SGLANG_MIMO_NUMBER_THROUGH_FLOAT = (
    "mimo_detector._convert_param_value reads a `number` parameter's value with float() and "
    "returns int(value) whenever it is integral: `0.0` comes back as `0`, and an integer past "
    "2**53 comes back rounded (`18446744073709551617` as `18446744073709551616`).")

KNOWN += (
    Known("sglang:mimo", "text-after", frozenset({"calls.arguments"}),
          SGLANG_MIMO_NUMBER_THROUGH_FLOAT, ("n_sglang-mimo_text-after_fd5225c826d1fd5a.json",)),
    Known("sglang:mimo", "unoffered", frozenset({"offtemplate.call-changed"}),
          SGLANG_MIMO_NUMBER_THROUGH_FLOAT, ("n_sglang-mimo_unoffered_6bf6781deabfaf82.json",)),
    Known("sglang:mimo", "unoffered", frozenset({"content.truncated"}),
          ONE_CALL_PER_DELTA.format(detector="MiMoDetector") + " Here the blocks are calls to "
          "a tool the request does not offer, which both modes return as text: the stream "
          "sends the first block and keeps the second in its buffer.",
          ("n_sglang-mimo_unoffered_eec12c4cc5195c88.json",)),
)

SGLANG_MIMO_NULL_FIRST = (
    "mimo_detector._convert_param_value returns None for a value spelled `null` (compared "
    "case-blind) before it looks at the parameter's type: the string `null` of a parameter "
    "typed `string` alone comes back as null, a value the schema does not allow, whole and "
    "streamed (`<parameter=_>null</parameter>`).")

KNOWN += (
    Known("sglang:mimo", "truncated", frozenset({"truncated.changed"}), SGLANG_MIMO_NULL_FIRST,
          ("n_sglang-mimo_truncated_7ebe2ae09afdf404.json",)),
    Known("sglang:mimo", "truncated", frozenset({"truncated.lost"}),
          ONE_CALL_PER_DELTA.format(detector="MiMoDetector"),
          ("n_sglang-mimo_truncated_f82f0aaf5056b396.json",)),
)

SGLANG_MIMO_HTML_UNESCAPE = (
    "mimo_detector._convert_param_value runs every value through html.unescape before typing "
    "it, although the format writes values raw (no escaping): a string value holding an "
    "entity reference comes back decoded (`&amp;` as `&`, `&lt;` as `<`), another string.")

KNOWN += (
    Known("sglang:mimo", "value-edges", frozenset({"calls.arguments"}),
          SGLANG_MIMO_HTML_UNESCAPE, ("n_sglang-mimo_value-edges_1e51538dd666998a.json",)),
    Known("sglang:mimo", "value-edges", frozenset({"calls.arguments"}),
          SGLANG_MIMO_NULL_FIRST, ("n_sglang-mimo_value-edges_f33f53f5cb7a21c2.json",)),
)

# --- vLLM's MiMoParser (a Qwen3Parser), off-template: the Qwen3 engine's causes ---
from targets.expectations.gemma4 import TEXT_AFTER_CALLS_DEFERRED  # noqa: E402
from targets.expectations._vllm_xml import QWEN3_FUNCTION_TAG_IN_VALUE  # noqa: E402

KNOWN += (
    Known("vllm:mimo", "text-after",
          frozenset({"offtemplate.text-lost", "offtemplate.text-extra"}),
          TEXT_AFTER_CALLS_DEFERRED, ("n_vllm-mimo_text-after_3f198a043b02f9ce.json",
                                      "n_vllm-mimo_text-after_2a1df85627bbc780.json")),
    Known("vllm:mimo", "marker-data",
          frozenset({"calls.count", "calls.arguments", "calls.arguments-invalid",
                     "protocol.arguments-invalid"}),
          QWEN3_FUNCTION_TAG_IN_VALUE, ("n_vllm-mimo_marker-data_2f2bb4e79607f255.json",)),
    Known("vllm:mimo", "marker-data",
          frozenset({"content.truncated", "content", "protocol.index"}),
          FUNCTION_TAG_IN_CONTENT + " Streamed, the mention takes call index 0 and the real "
          "call goes out as index 1 (`Aa <function=<tool_call><function=A></function>"
          "</tool_call>`).",
          ("n_vllm-mimo_marker-data_6f16a7ac8285b98d.json",)),
)
