"""Known failures of targets that parse the internlm2 format (vLLM's Internlm2ToolParser)."""

from targets.expectations import Known
from targets.expectations._shared import VLLM_LEGACY_RAW_CONTENT as _LEGACY_RAW
from targets.expectations._shared import STREAM_NUMBER_RESPELLED as _STREAM_NUMBER_RESPELLED

RAISES = (
    "extract_tool_calls has no error handling: after `<|action_start|><|plugin|>` it runs "
    "json.loads on whatever follows (and unpacks `text.split(...)` into exactly two parts), so "
    "an incomplete or malformed action, or a second action, raises JSONDecodeError/ValueError "
    "out of the parser instead of returning the text (Internlm2ToolParser.extract_tool_calls).")

EMPTY_ARGUMENTS_NEVER_STREAMED = (
    "Streaming sends arguments only once they are truthy: a call whose arguments are `{}` gets "
    "a name delta and never an argument delta, and the end-of-stream flush does not run because "
    "the last delta carries no tool call, so the streamed arguments are empty, not JSON "
    "(Internlm2ToolParser.extract_tool_calls_streaming).")

STREAM_DISAGREES = (
    "Streaming disagrees with the whole parse: a delta that holds text before "
    "`<|action_start|><|plugin|>` returns only that text, and the action in the same delta is "
    "never parsed afterwards (the call is lost when it was the last delta); whitespace-only text "
    "before the action is streamed as content while the non-streaming path reports it as null "
    "(DelegatingParser._extract_tool_calls drops blank content); and empty arguments are never "
    "streamed (Internlm2ToolParser.extract_tool_calls_streaming).")

KNOWN = (
    Known("vllm:internlm", "nocrash", frozenset({"target.raised"}), RAISES,
          ("n_vllm-internlm_nocrash_06aafdb42c9a4ccd.json",)),
    Known("vllm:internlm", "split",
          frozenset({"calls.arguments-invalid", "calls.count", "content.blank"}), STREAM_DISAGREES,
          ("n_vllm-internlm_split_ca72e6e6ee83670c.json", "n_vllm-internlm_split_589829a35707e814.json")),
    Known("vllm:internlm", "protocol", frozenset({"protocol.arguments-invalid"}),
          EMPTY_ARGUMENTS_NEVER_STREAMED, ("n_vllm-internlm_protocol_eb090a09d6e4b41b.json",)),
)

NONE_ARGUMENTS_FLUSHED_AS_NULL = (
    "While a call has no `parameters`/`arguments` yet, streaming records its arguments as None "
    "(Internlm2ToolParser.extract_tool_calls_streaming: `tool_call_arr[\"arguments\"] = "
    "self.get_arguments(tool_call_arr)`), and at the end of the stream the server's flush "
    "(ToolParser.get_remaining_unstreamed_args: `json.dumps(args)`) sends that None as `null`: "
    "`<|action_start|><|plugin|>\\n{\"name\": \"A\"` streams a call `A` whose arguments are "
    "`null`, JSON but not an object.")

KNOWN += (
    Known("vllm:internlm", "malformed", frozenset({"calls.arguments-not-object"}),
          NONE_ARGUMENTS_FLUSHED_AS_NULL, ("n_vllm-internlm_malformed_052dc6da77852bc9.json",)),
)

#: Triage t9 (i22m's fresh make test): the number respelling of the copied partial-JSON
#: streamer (STREAM_NUMBER_RESPELLED, _shared.py), in Internlm2ToolParser's copy.
STREAM_NUMBER_RESPELLED = _STREAM_NUMBER_RESPELLED.format(
    parser='Internlm2ToolParser',
    also="STREAM_DISAGREES' lost call when the whole text is one delta")

KNOWN += (
    Known("vllm:internlm", "split", frozenset({"calls.arguments-invalid", "calls.count"}),
          STREAM_NUMBER_RESPELLED, ("n_vllm-internlm_split_ddecc48ba2c6386a.json",)),
)

# --- cut replies (targets/test_truncated.py), branch off37h1 ---

KNOWN += (
    # a cut reply holding `<|action_start|><|plugin|>` and an unfinished action raises whole
    # (RAISES) ...
    Known("vllm:internlm", "truncated", frozenset({"target.raised"}), RAISES,
          ("n_vllm-internlm_truncated_af47e9dc4afc1bd8.json",)),
    # ... so every streaming finding on a cut action comes with that raise: the unfinished
    # call's missing arguments flushed as `null` ...
    Known("vllm:internlm", "truncated",
          frozenset({"calls.arguments-not-object", "target.raised"}),
          NONE_ARGUMENTS_FLUSHED_AS_NULL, ("n_vllm-internlm_truncated_5531741959988dee.json",)),
    # ... and `1e+100` streamed as `10+100` (the copied partial-JSON streamer's respelling)
    Known("vllm:internlm", "truncated", frozenset({"calls.arguments-invalid", "target.raised"}),
          _STREAM_NUMBER_RESPELLED.format(parser="Internlm2ToolParser",
                                          also="RAISES, the whole parse's raise on the cut action"),
          ("n_vllm-internlm_truncated_e5fc91a22f667b61.json",)),
    Known("vllm:internlm", "truncated", frozenset({"truncated.marker-in-content"}),
          _LEGACY_RAW.format(parser="Internlm2ToolParser"),
          ("n_vllm-internlm_truncated_c3cca0a9a2cbd2b3.json",)),
)

INTERNS1_CUT_START_TOKEN_AS_CONTENT = (
    "InternlmDetector.detect_and_parse finds a call only by its whole bot_token "
    "(`<|action_start|> <|plugin|>`, two special tokens): a reply cut by max_tokens right after "
    "`<|action_start|>` has no bot_token and is returned whole as content, the special token "
    "with it (streamed, parse_streaming_increment holds it back as a possible start of the "
    "marker and sends nothing).  A cut reply only.")

KNOWN += (
    Known("sglang:interns1", "truncated", frozenset({"truncated.marker-in-content"}),
          INTERNS1_CUT_START_TOKEN_AS_CONTENT,
          ("n_sglang-interns1_truncated_4c1a744465e4d6ef.json",)),
)

# --- marker-data (targets/test_offtemplate.py) ---
KNOWN += (
    # `{"note": "Aa <|action_end|>"}`: the action ends at the in-value special token, and the
    # cut JSON is json.loads'd with no guard: the request fails (RAISES, as on a cut reply)
    Known("vllm:internlm", "marker-data", frozenset({"target.raised"}), RAISES,
          ("n_vllm-internlm_marker-data_77825c91bb55ecc3.json",)),
)
