"""Known failures of vLLM's `hf` parser (ResponseTemplateParser, the unified response-template parser)."""

from targets.expectations import Known
from targets.expectations.beam import (  # same vLLM response-template code
    RESCANNED_DELIMITERS, UNSTRIPPED_TEXT)

KNOWN = (
    Known("vllm:hf", "roundtrip", frozenset({"reasoning", "content"}), UNSTRIPPED_TEXT,
          ("n_vllm-hf_roundtrip_9bace5d76d0e3cb0.json",
           "n_vllm-hf_roundtrip_e0245da6b481e6c0.json")),
)

KNOWN += (
    Known("vllm:hf", "time", frozenset({"time.growth"}), RESCANNED_DELIMITERS,
          ("n_vllm-hf_time_2929004d8a28a764.json",)),
)

# --- transformers 5.24.0: `transformers serve`'s response parsing with its built-in qwen2/qwen3
# template (targets/adapters/transformers_response.py).  Shared with the other built-in
# templates (gemma4.py, qwen3_coder.py).

TF_RESCANNED_DELIMITERS = (
    "Time grows with the cube of the text for a run of `<think></think>` pairs (16 KB: about "
    "7 s for the whole parse): for every delimiter it commits, ResponseParser._scan "
    "(transformers/utils/chat_parsing/response_parser.py) searches each watched pattern again "
    "from the current position to the end of the buffer.")

TF_STRIPPED_WHOLE_RAW_STREAMED = (
    "`text` fields are stripped of surrounding whitespace in the parsed message "
    "(content_parsers._text, through ResponseParser._close_current), but the stream sends each "
    "field's raw `region_chunk` text (utils.response_events_to_chunks): the whole parse and the "
    "stream disagree on any whitespace around reasoning or content (`<think>\\n\\n</think>` "
    "gives no reasoning whole, reasoning '\\n\\n' streamed), and whitespace-only text is lost "
    "whole (and streamed too where the content field's close pattern begins with `\\s*`).")

TF_UNCLOSED_OR_MISSHAPEN_CALL_RAISES = (
    "A reply the template cannot read raises out of the non-streaming path, a 500 from the "
    "server: an unclosed call region is closed at finalize() and its text (with the "
    "end-of-turn token) handed to content_parsers._json, whose ValueError "
    "parse_assistant_message (transformers/cli/serving/utils.py) does not catch; and a call "
    "whose JSON is not {name, arguments} (`[1]`, `{\"name\": \"f\"}`) reaches "
    "utils._normalize_tool_call, which indexes `fn[\"arguments\"]` (TypeError, KeyError), in "
    "both modes.  Streamed, DirectStreamer.end catches finalize's ValueError and silently "
    "drops the unclosed call.")

TF_ARGUMENTS_NOT_JSON = (
    "utils._normalize_tool_call (transformers/cli/serving/utils.py) writes parsed arguments "
    "back with `json.dumps`, after content_parsers._json read them with `json.loads`, which "
    "accepts `NaN`/`Infinity`: arguments `{\"a\": NaN}`, not JSON.  Arguments that are already "
    "a string are passed on unchanged, and any other JSON value (an array) is dumped as it is: "
    "arguments `x` or `[1]`, not a JSON object.")

TF_LAST_CONTENT_REGION_WINS = (
    "transformers serve's response schemas declare `content` as one field with neither "
    "`repeats` nor `join` (cli/serving/utils.py _RESPONSE_TEMPLATE_FALLBACKS), so "
    "ResponseParser._close_current (utils/chat_parsing/response_parser.py) stores each content "
    "region it closes over the one before: prose before or between calls is lost whole when "
    "more prose follows a call (`<tool_call>…</tool_call>Aa<tool_call>…</tool_call>Bb` gives "
    "content `Bb` whole, `AaBb` streamed, as the stream sends every region's text).")

KNOWN += (
    Known("transformers:qwen3", "time", frozenset({"time.growth"}), TF_RESCANNED_DELIMITERS,
          ("n_transformers-qwen3_time_f2bdc4517bc15262.json",)),
    Known("transformers:qwen3", "plaintext",
          frozenset({"content.blank", "content.truncated", "content"}),
          TF_STRIPPED_WHOLE_RAW_STREAMED,
          ("n_transformers-qwen3_plaintext_824a2d44dff37253.json",
           "n_transformers-qwen3_plaintext_e8282997e300a8b1.json",
           "n_transformers-qwen3_plaintext_ae4b34e3fb3e744b.json")),
    Known("transformers:qwen3", "split", frozenset({"reasoning", "content"}),
          TF_STRIPPED_WHOLE_RAW_STREAMED,
          ("n_transformers-qwen3_split_de5f5deb67da0126.json",
           "n_transformers-qwen3_split_16b076678da21636.json")),
    Known("transformers:qwen3", "nocrash", frozenset({"target.raised"}),
          TF_UNCLOSED_OR_MISSHAPEN_CALL_RAISES,
          ("n_transformers-qwen3_nocrash_210d4a50dc044fa7.json",
           "n_transformers-qwen3_nocrash_e2951decd6ca46ce.json",
           "n_transformers-qwen3_nocrash_73d56f1fb442f828.json")),
    Known("transformers:qwen3", "malformed",
          frozenset({"calls.arguments-invalid", "calls.arguments-not-object"}),
          TF_ARGUMENTS_NOT_JSON,
          ("n_transformers-qwen3_malformed_4f0c3e6021ab060e.json",
           "n_transformers-qwen3_malformed_4c619a49dd915498.json",
           "n_transformers-qwen3_malformed_e588e131573200a5.json")),
    Known("transformers:qwen3", "truncated", frozenset({"target.raised"}),
          TF_UNCLOSED_OR_MISSHAPEN_CALL_RAISES,
          ("n_transformers-qwen3_truncated_e418270a5a962bcc.json",)),
    Known("transformers:qwen3", "text-after", frozenset({"offtemplate.text-lost"}),
          TF_LAST_CONTENT_REGION_WINS,
          ("n_transformers-qwen3_text-after_ff360be326f18209.json",)),
)
# --- kani 1.10 (reasons: targets/expectations/_kani.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _kani as _KANI  # noqa: E402

KNOWN += (
    _Known("kani:qwen3", "plaintext", frozenset({"content", "content.blank", "content.truncated"}),
           _KANI.STRIPPED_WHOLE_NOT_STREAMED,
           ("n_kani-qwen3_plaintext_20158217cf02a884.json", "n_kani-qwen3_plaintext_5addfbdd390cdef8.json", "n_kani-qwen3_plaintext_d6fb6b5c05862ed7.json",)),
    _Known("kani:qwen3", "split", frozenset({"content", "content.blank", "content.truncated"}),
           _KANI.STRIPPED_WHOLE_NOT_STREAMED,
           ("n_kani-qwen3_split_87b7173fbbc64245.json", "n_kani-qwen3_split_b5b8f8109b213409.json",)),
    _Known("kani:qwen3", "marker-data", frozenset({"content", "content.dropped",
                                                   "content.truncated"}),
           _KANI.STREAM_MARKER_TEXT_AS_TOKEN,
           ("n_kani-qwen3_marker-data_727d192ee25cc7e2.json",
            "n_kani-qwen3_marker-data_cd2f2211fc855813.json",
            "n_kani-qwen3_marker-data_eb347e834ef33546.json")),
    _Known("kani:qwen3", "truncated", frozenset({"truncated.marker-in-content"}),
           _KANI.CUT_CALL_KEPT_AS_CONTENT, ("n_kani-qwen3_truncated_904eabfcb5fa6cfa.json",)),
)
# --- end kani 1.10 ---

# --- value edges (targets/test_edges.py) ---
KNOWN += (
    # `</tool_call>` at the end of a string value ends the call's region there (the response
    # schema's regex is not JSON-aware), and the cut region's ValueError is the one
    # parse_assistant_message does not catch
    Known("transformers:qwen3", "value-edges", frozenset({"target.raised"}),
          TF_UNCLOSED_OR_MISSHAPEN_CALL_RAISES,
          ("n_transformers-qwen3_value-edges_c6ee9fecb4fb65c5.json",)),
)
