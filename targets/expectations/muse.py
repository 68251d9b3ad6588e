"""Known failures of targets that parse the Muse ATEM format (vLLM's `muse`/`musespark1x`,
MuseToolParser, and `muse_glimmer`, its Glimmer subclass; vllm/tool_parsers/muse_tool_parser.py)."""

from targets.expectations import Known
from targets.expectations._shared import VLLM_LEGACY_RAW_CONTENT as _LEGACY_RAW

UNFRAMED_STREAM_DROPPED = (
    "Text with no message header is content when parsed whole (MuseToolParser._extract_content "
    "falls back to the raw text when there is no framing at all) but streaming never emits it: "
    "extract_tool_calls_streaming only sends bodies of framed messages (_visible_channels), so "
    "the streamed content is empty (a reply of one space is ` ` whole, None streamed).")

KNOWN = (
    Known("vllm:muse", "plaintext", frozenset({"content.dropped", "content.truncated", "content", "content.blank"}),
          UNFRAMED_STREAM_DROPPED, ("n_vllm-muse_plaintext_0ace680261095483.json",
                                   "n_vllm-muse_plaintext_8edf3d6cd0897acd.json")),
    Known("vllm:musespark1x", "plaintext",
          frozenset({"content.dropped", "content.truncated", "content"}),
          UNFRAMED_STREAM_DROPPED, ("n_vllm-musespark1x_plaintext_3265963d2e3f640d.json",)),
    Known("vllm:muse_glimmer", "plaintext",
          frozenset({"content.dropped", "content.truncated", "content", "content.blank"}),
          UNFRAMED_STREAM_DROPPED, ("n_vllm-muse_glimmer_plaintext_2bb2196753301654.json",
                                   "n_vllm-muse_glimmer_plaintext_08b508f7a93755f9.json")),
)

CALL_INDEX_RESTARTS = (
    "MuseToolParser.extract_tool_calls_streaming resets its cursors whenever `previous_text` "
    "is empty (`_emitted_tool_calls = 0`), which vLLM's parse_delta does each time it hands "
    "the stream to the tool parser, here again after a `<|message|>` reasoning header: the "
    "next call (`f`) goes out as index 0 with a new id and name, on top of call 0 (`L`) "
    "already sent, whose arguments become `{}{}`.")

KNOWN += (
    Known("vllm:musespark1x", "malformed", frozenset({"calls.arguments-invalid"}),
          CALL_INDEX_RESTARTS, ("n_vllm-musespark1x_malformed_a856da900715cbc7.json",)),
)

KNOWN += (
    Known("vllm:muse_glimmer", "malformed", frozenset({"calls.arguments-invalid"}),
          CALL_INDEX_RESTARTS, ("n_vllm-muse_glimmer_malformed_3afc59aa94edeb6b.json",)),
)

MESSAGE_END_SEARCHED_PER_HEADER = (
    "muse_tool_parser._iter_messages (MuseToolParser, and MuseGlimmerToolParser through it) "
    "searches for the message's end (`_MSG_END_RE.search(text, body_start)`) and the next "
    "header from every `<|message|>` header it meets: with no `<|eom|>`/`<|eot|>` in the "
    "reply, each search runs to the end of the text, so a flood of headers "
    "(`<|start|><|message|>` repeated) costs time quadratic in its length, whole and in every "
    "streamed delta (CPU time 0.05 s at 32 000 characters, 0.17 s at 64 000).  Growth on a "
    "degenerate flood only.")

KNOWN += (
    Known("vllm:muse", "time", frozenset({"time.growth"}), MESSAGE_END_SEARCHED_PER_HEADER,
          ("n_vllm-muse_time_c787067033652519.json",)),
    Known("vllm:muse_glimmer", "time", frozenset({"time.growth"}),
          MESSAGE_END_SEARCHED_PER_HEADER, ("n_vllm-muse_glimmer_time_e773b692487a3016.json",)),
    Known("vllm:musespark1x", "time", frozenset({"time.growth"}),
          MESSAGE_END_SEARCHED_PER_HEADER, ("n_vllm-musespark1x_time_d87dfc394d655a13.json",)),
)

# --- SGLang's MuseGlimmerDetector (`sglang:muse`), off-template and cut replies ---
SGLANG_CUT_BEFORE_ATEM_RAW = (
    "SGLang's chat server runs MuseGlimmerDetector only when has_tool_call finds an ATEM "
    "marker (`<atem:invoke` or `<atem:function_calls>`; serving_chat: "
    "`parser.has_tool_call(text)`), and the muse reasoning detector keeps a tool message's "
    "header in the normal text for it: a reply cut by max_tokens after the tool message's "
    "header and before its `<atem:function_calls>` is whole returned as content with its "
    "framing (` to=A<|message|>`), while the stream's detector consumes the header and "
    "sends no content.")

KNOWN += (
    Known("sglang:muse", "truncated", frozenset({"truncated.marker-in-content"}),
          SGLANG_CUT_BEFORE_ATEM_RAW, ("n_sglang-muse_truncated_c448bd0153ae3b9d.json",)),
)

# --- vLLM's MuseToolParser (`vllm:muse`, `vllm:musespark1x`, `vllm:muse_glimmer`), cut replies ---
VLLM_NO_CALL_RAW_CONTENT = (
    "When MuseToolParser.extract_tool_calls finds no complete `<atem:invoke>` it returns "
    "`tools_called=False` with the framing stripped (`content=_extract_content(...)`, None for "
    "a tool message), but vLLM's server (DelegatingParser._extract_tool_calls) keeps a legacy "
    "tool parser's input instead of its content when no call is found, and MuseToolParser "
    "forces `skip_special_tokens=False`: a reply cut by max_tokens after the tool message's "
    "header (` to=A<|message|>`) comes back whole as content with its special tokens, while "
    "the stream (extract_tool_calls_streaming, bodies of user-visible messages only) sends no "
    "content.")

KNOWN += (
    Known("vllm:muse", "truncated", frozenset({"truncated.marker-in-content"}),
          _LEGACY_RAW.format(parser="MuseToolParser"), ("n_vllm-muse_truncated_74fb746adcf4707d.json",)),
)

#: A special token written in a value, which no call of the format holds as data (annotation).
TOKEN_IN_VALUE_ENDS_BODY = (
    " Here a special token written in a value ({tokens}) ends the tool message's body before "
    "`</atem:invoke>`, so no call is found: whole, the raw reply is the content; streamed, "
    "{streamed}.")

KNOWN += (
    Known("vllm:muse_glimmer", "marker-data", frozenset({"content.dropped", "content"}),
          VLLM_NO_CALL_RAW_CONTENT + TOKEN_IN_VALUE_ENDS_BODY.format(
              tokens="`<|start|>`, `<|message|>`",
              streamed="nothing, or (`<|message|>`, a bare header Glimmer reads as a "
                       "user-visible message) the text after it"),
          ("n_vllm-muse_glimmer_marker-data_c7cf8339b87e0168.json",
           "n_vllm-muse_glimmer_marker-data_ae26c551f8f4a9cf.json")),
)

KNOWN += (
    Known("vllm:muse_glimmer", "truncated", frozenset({"truncated.marker-in-content"}),
          _LEGACY_RAW.format(parser="MuseToolParser"), ("n_vllm-muse_glimmer_truncated_52f1fda259283631.json",)),
)

KNOWN += (
    Known("vllm:musespark1x", "truncated", frozenset({"truncated.marker-in-content"}),
          _LEGACY_RAW.format(parser="MuseToolParser"), ("n_vllm-musespark1x_truncated_01bc0fa97fd8bc66.json",)),
)

KNOWN += (
    Known("vllm:musespark1x", "value-edges", frozenset({"content.dropped"}),
          VLLM_NO_CALL_RAW_CONTENT + TOKEN_IN_VALUE_ENDS_BODY.format(
              tokens="`<|eot|>`", streamed="nothing"),
          ("n_vllm-musespark1x_value-edges_b6d11ae88457f414.json",)),
)
