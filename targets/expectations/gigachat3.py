"""Known failures of targets that parse the gigachat3 format (vLLM `gigachat3`)."""

from targets.expectations import Known
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
