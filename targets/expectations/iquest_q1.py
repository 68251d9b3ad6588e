"""Known failures of targets that parse the IQuest-Q1 format (SGLang's `iquest_q1`,
IQuestQ1Detector, a Glm47MoeDetector with `<iquest_tool_call>` markers)."""

from targets.expectations import Known

IQUEST_CUT_CALL_AS_CONTENT = (
    "IQuestQ1Detector keeps a call that never closes as text, whole and streamed: "
    "detect_and_parse stops at an `<iquest_tool_call>` with no `</iquest_tool_call>` after it "
    "and returns the rest of the reply as content, and its finish (called by "
    "FunctionCallParser.parse_stream_end) returns the opening tag it consumed and the buffer "
    "as content: a reply cut by max_tokens inside a call (`<iquest_tool_call>` alone, or "
    "after calls written whole) shows the user the raw markup of the unfinished call.  Both "
    "modes agree, and the calls written whole before the cut come back.")

KNOWN = (
    Known("sglang:iquest_q1", "truncated", frozenset({"truncated.marker-in-content"}),
          IQUEST_CUT_CALL_AS_CONTENT, ("n_sglang-iquest_q1_truncated_49db10b51043573e.json",)),
)
