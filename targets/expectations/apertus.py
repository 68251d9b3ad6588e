"""Known failures of targets that parse the apertus format (vLLM's ApertusToolParser)."""

from targets.expectations import Known

STRIPPED_CONTENT = (
    "The content before `<|tools_prefix|>` is returned `.strip()`-ed, so leading and trailing "
    "whitespace the model wrote (the template writes the content verbatim, with no separator "
    "before the tag) is lost (ApertusToolParser.extract_tool_calls).")

HELD_BACK_PREFIX = (
    "Streaming holds back a trailing prefix of `<|tools_prefix|>`/`<|tools_suffix|>` (`<`, "
    "`<|tools_`, …) in `buffered_delta_text` in case the tag is still coming, and nothing "
    "releases it when the stream ends: the text is lost "
    "(ApertusToolParser._buffer_delta_text; the parser has no finish hook).")

STREAM_DISAGREES = (
    "Streaming sends the text before `<|tools_prefix|>` unstripped (whitespace-only text "
    "included) while extract_tool_calls strips it and reports whitespace-only content as null, "
    "so the two modes disagree (ApertusToolParser._extract_streaming vs extract_tool_calls).")

INVALID_DELTA = (
    "When a delta holds text and `<|tools_prefix|>` but no tool-call piece can be sent yet, "
    "_extract_streaming builds `DeltaMessage(content=text, tool_calls=None)`, which pydantic "
    "rejects (tool_calls must be a list); extract_tool_calls_streaming swallows the "
    "ValidationError and returns None, so that text is lost "
    "(ApertusToolParser._extract_streaming).")

KNOWN = (
    Known("vllm:apertus", "roundtrip", frozenset({"content", "content.truncated"}),
          STRIPPED_CONTENT, ("n_vllm-apertus_roundtrip_6aec263f18406995.json",
                             "n_vllm-apertus_roundtrip_a3d723594e43fe70.json")),
    Known("vllm:apertus", "plaintext", frozenset({"content.dropped", "content.truncated"}),
          HELD_BACK_PREFIX, ("n_vllm-apertus_plaintext_e7a782e5f33e11ae.json",
                             "n_vllm-apertus_plaintext_f02b1668f9ec2f5e.json")),
    Known("vllm:apertus", "split",
          frozenset({"content", "content.blank", "content.dropped", "content.truncated"}),
          STREAM_DISAGREES + " " + INVALID_DELTA,
          ("n_vllm-apertus_split_0d008d353ed9d22d.json",
           "n_vllm-apertus_split_29e6cdcb42cf6771.json",
           "n_vllm-apertus_split_63ee0ecaff4a49b9.json",
           "n_vllm-apertus_split_b6315d9bd1914e06.json")),
)

FIRST_VALUE_AS_ARGUMENTS = (
    "Each object's first key is taken as the name and its value as the arguments without "
    "checking that the value is an object (ApertusToolParser.extract_tool_calls and "
    "_extract_streaming: `name, args = next(iter(obj.items()))`), so a call body whose first "
    "value is not an object (`{\"name\": \"f\", …`, cut off or not) comes out as a call named "
    "`name` with arguments `\"f\"`: JSON, but not an object (streamed: `\"f`, which no "
    "continuation makes an object).")

KNOWN += (
    Known("vllm:apertus", "malformed", frozenset({"calls.arguments-not-object", "calls.arguments-invalid"}),
          FIRST_VALUE_AS_ARGUMENTS, ("n_vllm-apertus_malformed_d738dc6f760d0469.json",)),
)
