"""Known failures of targets that parse the gigachat3 format (vLLM `gigachat3`)."""

from targets.expectations import Known
from targets.expectations._shared import VLLM_LEGACY_RAW_CONTENT as _LEGACY_RAW
from targets.expectations._shared import NAN_PASSTHROUGH

T = "vllm:gigachat3"

CONTENT_DELTA_DROPS_CALL = (
    "GigaChat3ToolParser.extract_tool_calls_streaming returns as soon as a delta has content "
    "before the call (`if content: return DeltaMessage(content=content)`), after marking the "
    "call started: when the same delta also holds the whole call (a turn in one chunk, or the "
    "last chunk), the call is never streamed.  Whitespace-only content is also streamed while "
    "the non-streaming parse (serving layer) reports it as null.")

NAME_DELTA_DROPS_ARGUMENTS = (
    "extract_tool_calls_streaming returns the name alone on the delta where the name first "
    "appears (`if not self.tool_name_sent: … return DeltaMessage(name)`): when that delta also "
    "holds the arguments and no delta follows, they are never sent, and the server's "
    "end-of-stream flush completes the call with `{}` from prev_tool_call_arr.")

KNOWN = (
    Known(T, "split", frozenset({"calls.count", "content.blank"}), CONTENT_DELTA_DROPS_CALL,
          ("n_vllm-gigachat3_split_9b665f2a24ce94c4.json",)),
    Known(T, "split", frozenset({"calls.arguments"}), NAME_DELTA_DROPS_ARGUMENTS,
          ("n_vllm-gigachat3_split_b5df76aae8af087d.json",)),
)

RAW_ARGUMENTS_STREAMED = (
    "extract_tool_calls_streaming finds the name and the arguments with regexes over the raw "
    "text (`\"name\"\\s*:\\s*\"([^\"]*)\"`, `\"arguments\"\\s*:\\s*(.*)`) and streams whatever "
    "follows `\"arguments\":` as argument text without checking that it is JSON: "
    "`\"name\":\"arguments\":LL` streams a call named `arguments` whose arguments are `LL`, "
    "while the whole parse rejects the text.")

KNOWN += (
    Known(T, "malformed", frozenset({"calls.arguments-invalid"}),
          NAN_PASSTHROUGH.format(where="GigaChat3ToolParser.extract_tool_calls (`4e974` "
                                 "becomes `Infinity`)"),
          ("n_vllm-gigachat3_malformed_8f493e7aad0a35e7.json",)),
    Known(T, "malformed", frozenset({"calls.arguments-invalid"}), RAW_ARGUMENTS_STREAMED,
          ("n_vllm-gigachat3_malformed_73c41d09f57d81ab.json",)),
)

# --- SGLang's GigaChat3Detector (sglang/srt/function_call/gigachat3_detector.py),
# off-template variants ---
from targets.expectations.sglang import STREAM_SENDS_UNOFFERED as _SG_UNOFFERED  # noqa: E402
#: sglang:gigachat3 malformed's reason: the same cause met as marker-data.
from targets.expectations.sglang import GIGACHAT3_STREAM_REGEX_CALL as SG_STREAM_REGEX_CALL  # noqa: E402,E501

SG = "sglang:gigachat3"

SG_CONTENT_REGEX_PER_DELTA = (
    "GigaChat3Detector.parse_streaming_increment, until it has seen `function "
    "call<|role_sep|>`, searches each new delta (not the buffer) for the content pattern "
    "(REGEX_CONTENT_PATTERN, the text up to a `<|message_sep|>`) and returns what precedes it "
    "as content: when the header's separator came in an earlier delta, a `<|message_sep|>` "
    "inside the call's string value makes it stream the header and the call's start "
    "(`\\n\\nfunction call<|role_sep|>\\n{\"name\": \"A\", \"arguments\": {\"note\": \"Agu`) "
    "as content, and the call, whose text came in that delta, is never sent; the whole parse "
    "takes the content before the first separator and returns the call.")



KNOWN += (
    Known(SG, "marker-data", frozenset({"calls.count", "content"}), SG_CONTENT_REGEX_PER_DELTA,
          ("n_sglang-gigachat3_marker-data_f99678d93f065179.json",
           "n_sglang-gigachat3_marker-data_75e22a6ff30c9c30.json")),
    # `Aa <|function_call|><|message_sep|>…`: the whole parse takes the first opener,
    # `<|function_call|>`, and rejects `<|message_sep|>…` as JSON (content: the whole text);
    # the stream's regexes find the name and arguments past it and send the call
    Known(SG, "marker-data", frozenset({"calls.count", "content.truncated"}),
          SG_STREAM_REGEX_CALL, ("n_sglang-gigachat3_marker-data_0a62e17cc11b7932.json",)),
    Known(SG, "unoffered", frozenset({"calls.count", "offtemplate.call-changed"}),
          _SG_UNOFFERED.format(detector="GigaChat3Detector"),
          ("n_sglang-gigachat3_unoffered_1679a770afc106b1.json",)),
)

SG_CUT_SEPARATOR_AS_CONTENT = (
    "GigaChat3Detector.has_tool_call looks only for `function call<|role_sep|>\\n` or "
    "`<|function_call|>`: a reply cut by max_tokens after the content's `<|message_sep|>` "
    "(or inside the `function call` header) has neither, so the whole parse "
    "(FunctionCallParser.parse_non_stream is not called) returns the separator token as the "
    "reply's content, `<|message_sep|>`, while parse_streaming_increment withholds it "
    "(REGEX_CONTENT_PATTERN takes only the text before it).")

KNOWN += (
    Known(SG, "truncated", frozenset({"truncated.marker-in-content"}),
          SG_CUT_SEPARATOR_AS_CONTENT, ("n_sglang-gigachat3_truncated_e0c010c84f4542cb.json",)),
)

# --- vLLM's GigaChat3ToolParser, off-template variants ---


CONTENT_REGEX_PER_DELTA = (
    "GigaChat3ToolParser.extract_tool_calls_streaming, until it has seen `function "
    "call<|role_sep|>`, searches each delta_text (not current_text) for REGEX_CONTENT_PATTERN "
    "(the text up to a `<|message_sep|>`) and returns what precedes it as content: when the "
    "header's separator came in an earlier delta, a `<|message_sep|>` later in the same delta "
    "as the call (in a string value, or in prose before the header) makes it stream that "
    "text (`\\n\\nfunction call<|role_sep|>\\n{\"name\": \"A\", \"arguments\": {\"note\": "
    "\"Aa: `) as content, and the call, whose text came in that delta, is never sent; the "
    "whole parse takes the content before the first separator and returns the call.")

KNOWN += (
    Known(T, "marker-data", frozenset({"calls.count", "content"}), CONTENT_REGEX_PER_DELTA,
          ("n_vllm-gigachat3_marker-data_0b662c660503ecbb.json",
           "n_vllm-gigachat3_marker-data_1e0c3a43136bfe99.json")),
    # the one-delta call to an unoffered tool with arguments: the name delta returns alone
    Known(T, "unoffered", frozenset({"calls.arguments", "offtemplate.call-changed"}),
          NAME_DELTA_DROPS_ARGUMENTS, ("n_vllm-gigachat3_unoffered_9571f0bda1561a90.json",)),
)


KNOWN += (
    Known(T, "truncated", frozenset({"truncated.marker-in-content"}), _LEGACY_RAW.format(parser="GigaChat3ToolParser"),
          ("n_vllm-gigachat3_truncated_d4e20e5727af3f66.json",)),
)
