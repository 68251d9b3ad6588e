"""Known failures of targets that parse the olmo3 format (vLLM `olmo3`)."""

from targets.expectations import Known
from targets.expectations._shared import VLLM_LEGACY_RAW_CONTENT as _LEGACY_RAW
from targets.expectations._shared import LITERAL_INFINITY

TEXT_BEFORE_CALLS_DROPPED = (
    "Olmo3PythonicToolParser.extract_tool_calls (vllm/tool_parsers/olmo3_tool_parser.py) finds "
    "the `<function_calls>` block with re.search, parses its inside and returns content=None: "
    "the assistant text the template writes before the block (`true<function_calls>A()"
    "</function_calls>`) is lost.")

STREAM_NEEDS_LEADING_TAG = (
    "extract_tool_calls_streaming only looks for calls when the whole output starts with `<`; "
    "with any text before `<function_calls>` (even one space) it streams everything, calls "
    "included, as content, while the non-streaming path extracts the call.")

STREAM_SWALLOWS_LT = (
    "extract_tool_calls_streaming treats any output starting with `<` as a call block: a plain "
    "answer such as `<` is fed to make_valid_python, which returns None, so the text is never "
    "sent and nothing releases it at the end of the stream.")

REGEX_REJECTS_IDENTIFIERS = (
    "Olmo3PythonicToolParser.TOOL_CALL_REGEX accepts only function and argument names matching "
    "`[a-zA-Z]+\\w*`, so a call with an argument named `_` (or any identifier starting with `_` "
    "or a non-ASCII letter), `<function_calls>A(_=\"0…\")</function_calls>`, fails the regex and "
    "extract_tool_calls returns the whole output as content.")

MODES_DISAGREE_ON_IDENTIFIERS = (
    "extract_tool_calls_streaming does not apply TOOL_CALL_REGEX: it ast-parses the block and "
    "streams the call that the non-streaming path rejected as content, so the modes disagree.")

UNTAGGED_CALLS_PARSED = (
    "extract_tool_calls wraps the whole output in `[...]` when it has no `<function_calls>` "
    "block, so a plain answer that reads as a Python call, `A(A=0)`, comes back as a tool call "
    "and its text is lost (streaming, which needs the tag, returns it as content).")

SPLITLINES_BREAKS_STRINGS = (
    "extract_tool_calls joins the block's lines with str.splitlines(), which also splits at "
    "U+2028, U+2029, U+0085 and other Unicode line breaks that tojson leaves raw inside a string "
    "value: `B(city=\"\\u2028\")` comes back as {\"city\": \", \"}.")

KNOWN = (
    Known("vllm:olmo3", "roundtrip", frozenset({"content.dropped", "content.truncated", "content"}),
          TEXT_BEFORE_CALLS_DROPPED, ("n_vllm-olmo3_roundtrip_17319cfd114e5451.json",)),
    Known("vllm:olmo3", "split", frozenset({"calls.count", "content"}),
          STREAM_NEEDS_LEADING_TAG, ("n_vllm-olmo3_split_dada2c67d75314a4.json",)),
    Known("vllm:olmo3", "roundtrip", frozenset({"calls.count", "content"}),
          REGEX_REJECTS_IDENTIFIERS, ("n_vllm-olmo3_roundtrip_eb65843b8e88e1d6.json",)),
    Known("vllm:olmo3", "split", frozenset({"calls.count", "content.dropped"}),
          MODES_DISAGREE_ON_IDENTIFIERS, ("n_vllm-olmo3_split_dc437e64b2c4d8ff.json",)),
    Known("vllm:olmo3", "roundtrip", frozenset({"calls.arguments"}),
          SPLITLINES_BREAKS_STRINGS, ("n_vllm-olmo3_roundtrip_4f12e55b8751eabe.json",)),
    Known("vllm:olmo3", "plaintext", frozenset({"calls.count", "content.dropped"}),
          UNTAGGED_CALLS_PARSED, ("n_vllm-olmo3_plaintext_2491ed14ef6f5059.json",)),
    Known("vllm:olmo3", "plaintext", frozenset({"content.dropped", "content.truncated"}),
          STREAM_SWALLOWS_LT, ("n_vllm-olmo3_plaintext_d8170635c8a052f1.json",)),
)

KNOWN += (
    Known("vllm:olmo3", "malformed", frozenset({"calls.arguments-invalid"}),
          LITERAL_INFINITY.format(where="Olmo3PythonicToolParser, whole (`S(g=[[{\"\":3e637}]])`) "
                                  "and streamed"),
          ("n_vllm-olmo3_malformed_889b75a189d0279a.json",
           "n_vllm-olmo3_malformed_b6a41dc8af39b510.json",)),
)

from targets.expectations.pythonic import BLIND_ARGUMENT_DIFF  # noqa: E402

KNOWN += (
    Known("vllm:olmo3", "split", frozenset({"calls.arguments-invalid", "calls.arguments"}),
          BLIND_ARGUMENT_DIFF + "  Olmo3PythonicToolParser.extract_tool_calls_streaming "
          "calls the same compute_tool_delta (`1e+100` in two deltas assembles as `10.000`).",
          ("n_vllm-olmo3_split_a0be1ba20761cb8b.json",
           "n_vllm-olmo3_split_8f9a88f174420161.json")),
)

# --- vLLM off-template variants (targets/test_offtemplate.py), branch v38d ---
OLMO3_TEXT_AFTER_DROPPED = (
    "Olmo3PythonicToolParser.extract_tool_calls_streaming strips `</function_calls>` only when "
    "the text ends with it, so once prose follows the block, make_valid_python of "
    "`A()</function_calls>Aa` fails and every delta returns None: the prose never streams, and "
    "a call whose `)` arrives in the same delta as the prose (the whole reply as one delta) is "
    "never sent (`<function_calls>A()</function_calls>Aa` as one delta streams nothing).")

KNOWN += (
    Known("vllm:olmo3", "text-after", frozenset({"calls.count", "offtemplate.text-lost"}),
          OLMO3_TEXT_AFTER_DROPPED + "  (Its case shows the whole parse's content=None, "
          "TEXT_BEFORE_CALLS_DROPPED, too.)",
          ("n_vllm-olmo3_text-after_673d333b2f0cb0fe.json",)),
    # the whole parse rejects the name `_` (TOOL_CALL_REGEX) and returns the block as content;
    # the one-delta stream's empty answer is OLMO3_TEXT_AFTER_DROPPED, which every text-after
    # stream shows, so the two cannot be parted
    Known("vllm:olmo3", "text-after",
          frozenset({"calls.count", "offtemplate.text-extra", "offtemplate.text-lost"}),
          REGEX_REJECTS_IDENTIFIERS, ("n_vllm-olmo3_text-after_c888fb0135009036.json",)),
)

# --- vLLM cut replies (targets/test_truncated.py), branch v38d ---

KNOWN += (
    Known("vllm:olmo3", "truncated", frozenset({"truncated.marker-in-content"}),
          _LEGACY_RAW.format(parser="Olmo3PythonicToolParser"),
          ("n_vllm-olmo3_truncated_7a8f9b65adda05d7.json",)),
)
