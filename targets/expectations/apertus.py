"""Known failures of targets that parse the apertus format (vLLM's ApertusToolParser)."""

from targets.expectations import Known
from targets.expectations._shared import VLLM_LEGACY_RAW_CONTENT as _LEGACY_RAW

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

APERTUS_STREAM_LAST_PREFIX = (
    "ApertusToolParser._extract_streaming takes the tools block to start at the last "
    "`<|tools_prefix|>` of the text so far (`current_text.rfind(TOOL_CALLS_PREFIX)`), while "
    "extract_tool_calls reads from the first (tool_call_regex.search): a `<|tools_prefix|>` "
    "written inside a string value (`{\"note\": \"Aa <|tools_prefix|>\"}`) makes the stream "
    "read the JSON from inside that string, so the call is lost (one delta) or its arguments "
    "stop at `{\"note\": \"Aa` (a token per delta), while the whole parse returns it; a doubled "
    "`Aa <|tools_prefix|><|tools_prefix|>[…]` gives a call streamed where the whole parse "
    "(whose JSON then starts with the second marker and does not parse) returns the text as "
    "content (streamed with `Aa <|tools_prefix|>` as a delta of its own, `Aa ` is lost "
    "as well: that delta builds `DeltaMessage(content=\"Aa \", tool_calls=None)`, which "
    "pydantic rejects, and no content comes back).")

KNOWN += (
    Known("vllm:apertus", "marker-data",
          frozenset({"calls.count", "calls.arguments-invalid", "content.truncated",
                     "content.dropped"}),
          APERTUS_STREAM_LAST_PREFIX,
          ("n_vllm-apertus_marker-data_41bbb05acc9ba47e.json",
           "n_vllm-apertus_marker-data_9c82120a8a38836f.json",
           "n_vllm-apertus_marker-data_791e9e0945dfff6f.json")),
)

APERTUS_BLOCK_ENDS_AT_SUFFIX_IN_STRING = (
    "Both modes end the tools block at the first `<|tools_suffix|>` after the prefix, a "
    "`<|tools_suffix|>` written inside a string value too (extract_tool_calls: the lazy "
    "tool_call_regex `<|tools_prefix|>(.*?)(?:<|tools_suffix|>|$)`; _extract_streaming: the "
    "delta that brings it), then complete the cut JSON with partial_json_parser: "
    "`{\"note\": \"Aa <|tools_suffix|>\"}` comes back as `{\"note\": \"Aa\"}` and the rest of the "
    "JSON (`\"}}]`) as content, while a stream whose deltas bring that suffix with more after it "
    "returns the value as written (ApertusToolParser.extract_tool_calls, _extract_streaming).")

APERTUS_STRAY_SUFFIX_IN_PROSE = (
    "ApertusToolParser._extract_streaming treats a `<|tools_suffix|>` in prose before the block "
    "as markup: it removes it from the text it streams (`.replace(TOOL_CALLS_SUFFIX, \"\")`), "
    "and when the delta that holds it also opens the block, takes it for the block's end "
    "(`just_finished = TOOL_CALLS_SUFFIX in delta_text`) and sends the text after it, the "
    "block's own markup (`<|tools_prefix|>[{\"A\": {`), as content; extract_tool_calls keeps "
    "`Aa <|tools_suffix|>` as the content.")

KNOWN += (
    Known("vllm:apertus", "marker-data",
          frozenset({"calls.arguments", "content.dropped", "content.truncated"}),
          APERTUS_BLOCK_ENDS_AT_SUFFIX_IN_STRING,
          ("n_vllm-apertus_marker-data_b356c5f3cb384252.json",)),
    Known("vllm:apertus", "marker-data", frozenset({"content", "content.truncated"}),
          APERTUS_STRAY_SUFFIX_IN_PROSE,
          ("n_vllm-apertus_marker-data_5de6d7122fce4d1e.json",)),
)

# --- cut replies (truncated) ---

KNOWN += (
    Known("vllm:apertus", "truncated", frozenset({"truncated.marker-in-content"}),
          _LEGACY_RAW.format(parser="ApertusToolParser"),
          ("n_vllm-apertus_truncated_8a01e6ad277542c8.json",)),
)
