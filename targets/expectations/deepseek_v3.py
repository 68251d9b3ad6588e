"""Known failures of targets that parse the DeepSeek V3 format (vLLM `deepseek_v3`).

Both come from DeepSeekV3ToolParser.extract_tool_calls_streaming counting
`<｜tool▁call▁begin｜>`/`<｜tool▁call▁end｜>` ids per delta instead of parsing the text.
"""

from targets.expectations import Known

WHOLE_CALL_IN_ONE_DELTA = (
    "A call that opens and closes within one delta is lost while streaming: the start and end "
    "counts are already equal, so the parser takes its 'closing' branch, finds no started call "
    "(prev_tool_call_arr is empty) and returns None; and a call whose arguments arrive in the "
    "same delta as its name or its `<｜tool▁call▁end｜>` gets no arguments at all (or only those streamed before that "
    "delta), because the parser returns right after sending the name and its closing branch flushes unsent "
    "arguments only when they end in `\"}` (DeepSeekV3ToolParser.extract_tool_calls_streaming). "
    "When the lost call is the first, the next one streams in its place, "
    "so call 0 arrives with the second call's arguments.")

SEPARATOR_AS_CONTENT = (
    "The `\\n` the template writes between two calls is streamed as content (the parser returns "
    "text between `<｜tool▁call▁end｜>` and the next `<｜tool▁call▁begin｜>` as a content delta), "
    "while the non-streaming parse has no content: the two modes disagree "
    "(DeepSeekV3ToolParser.extract_tool_calls_streaming, 'generating text' branch).")

LATER_NAME = (
    "When the first delta that shows a call already reaches the next call's name "
    "(`A…<｜tool▁call▁end｜>\\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>0…`), the name is "
    "taken from the last `<｜tool▁call▁begin｜>` in the text so far, so call 0 streams as `0`.")

TEXT_BEFORE_CALL_IN_DELTA_LOST = (
    "Content that arrives in the same delta as `<｜tool▁call▁begin｜>` is lost: once "
    "`<｜tool▁calls▁begin｜>` is among the token ids, the 'starting a new tool call' branch sets "
    "text_portion to None and the 'closing' branch returns None, and neither sends the text "
    "before the markers, so `true<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>…` streamed in one delta "
    "loses `true` (and streamed as `t`, `rue<…>` keeps only `t`) while the non-streaming parse "
    "returns it (DeepSeekV3ToolParser.extract_tool_calls_streaming).")

KNOWN = (
    Known("vllm:deepseek_v3", "protocol",
          frozenset({"protocol.arguments-invalid", "protocol.index"}), WHOLE_CALL_IN_ONE_DELTA,
          ("n_vllm-deepseek_v3_protocol_4cb60b5a86f4c33e.json",
           "n_vllm-deepseek_v3_protocol_9d7e979ffa96c00f.json")),
    Known("vllm:deepseek_v3", "split",
          frozenset({"calls.count", "calls.arguments-invalid", "calls.arguments",
                     "content.blank"}),
          WHOLE_CALL_IN_ONE_DELTA + " " + SEPARATOR_AS_CONTENT,
          ("n_vllm-deepseek_v3_split_e25f2eee3cd9dada.json",
           "n_vllm-deepseek_v3_split_8d09fd43a46ea09c.json",
           "n_vllm-deepseek_v3_split_f124e369e0254343.json",
           "n_vllm-deepseek_v3_split_11cf2153e6a4ce62.json",
           "n_vllm-deepseek_v3_split_e0c906b947063ad6.json")),
    Known("vllm:deepseek_v3", "split",
          frozenset({"content.dropped", "content.truncated", "calls.count",
                     "calls.arguments-invalid"}),
          TEXT_BEFORE_CALL_IN_DELTA_LOST + " " + WHOLE_CALL_IN_ONE_DELTA,
          ("n_vllm-deepseek_v3_split_8c302db709de754a.json",)),
    Known("vllm:deepseek_v3", "split",
          frozenset({"content", "content.dropped", "content.truncated", "calls.count",
                     "calls.arguments-invalid"}),
          TEXT_BEFORE_CALL_IN_DELTA_LOST + " " + SEPARATOR_AS_CONTENT + " "
          + WHOLE_CALL_IN_ONE_DELTA,
          ("n_vllm-deepseek_v3_split_9cab359f3d749491.json",)),
    Known("vllm:deepseek_v3", "split",
          frozenset({"calls.count", "calls.arguments-invalid", "calls.name", "content.blank"}),
          WHOLE_CALL_IN_ONE_DELTA + " " + SEPARATOR_AS_CONTENT + " " + LATER_NAME,
          ("n_vllm-deepseek_v3_split_9e68848afeb8cb3d.json",)),
)

RAW_ARGUMENTS = (
    "The arguments are the text the regex captures between `<｜tool▁sep｜>NAME\\n```json\\n` and "
    "`\\n```<｜tool▁call▁end｜>` (DeepSeekV3ToolParser.tool_call_regex, and "
    "stream_tool_call_portion_regex while streaming), passed on without being decoded, whole "
    "and streamed: an empty block gives the arguments `` and any other text gives that text, "
    "neither of them JSON.")

KNOWN += (
    Known("vllm:deepseek_v3", "malformed", frozenset({"calls.arguments-invalid"}), RAW_ARGUMENTS,
          ("n_vllm-deepseek_v3_malformed_79a4482c4c253f23.json",
           "n_vllm-deepseek_v3_malformed_94a458aed8726392.json")),
)

































# --- vLLM off-template variants (targets/test_offtemplate.py) and cut replies ---

TEXT_AFTER_CALL_END_IN_DELTA_LOST = (
    "DeepSeekV3ToolParser.extract_tool_calls_streaming: when a delta holds "
    "`<｜tool▁call▁end｜>` it keeps only the text before it (`delta_text = delta_text.split("
    "self.tool_call_end_token)[0]`) and then takes text_portion, meant for what follows the "
    "end token, from that already cut text, so nothing after it is ever sent: prose after "
    "`<｜tool▁calls▁end｜>` that arrives in the same delta as the last `<｜tool▁call▁end｜>` "
    "(`…```<｜tool▁call▁end｜><｜tool▁calls▁end｜>Aa`) is lost, while the whole parse "
    "(extract_tool_calls) returns the text after `<｜tool▁calls▁end｜>` as content.")

MARKER_DELETED_FROM_DELTAS = (
    "DeepSeekV3ToolParser.extract_tool_calls_streaming deletes every `<｜tool▁calls▁begin｜>` "
    "and `<｜tool▁calls▁end｜>` from each delta once a call has begun (`delta_text = "
    "delta_text.replace(self.tool_calls_start_token, \"\").replace(self.tool_calls_end_token, "
    "\"\")`), so the marker inside a string value (`{\"note\": \"… <｜tool▁calls▁begin｜>\"}`, a "
    "special token the format cannot write as data) streams as `{\"note\": \"… \"}`, while "
    "the whole parse's tool_call_regex keeps it: the modes disagree.")

KNOWN += (
    # 2306…: one delta loses the call, two deltas its arguments; the unoffered tool changes
    # nothing (the parser does not look at the request's tools); 2f62…: three calls, the
    # first lost and the next streamed in its place (its 113-delta chunking, which showed the
    # separators streamed as content, SEPARATOR_AS_CONTENT, removed from the case)
    Known("vllm:deepseek_v3", "unoffered",
          frozenset({"calls.count", "calls.arguments-invalid", "calls.arguments", "calls.name",
                     "offtemplate.call-changed"}),
          WHOLE_CALL_IN_ONE_DELTA, ("n_vllm-deepseek_v3_unoffered_2306dd2a1535148b.json",
                                    "n_vllm-deepseek_v3_unoffered_2f6201b51bb3a3a9.json")),
    Known("vllm:deepseek_v3", "text-after", frozenset({"offtemplate.text-lost"}),
          TEXT_AFTER_CALL_END_IN_DELTA_LOST,
          ("n_vllm-deepseek_v3_text-after_04a23f3cee9cedb8.json",)),
    Known("vllm:deepseek_v3", "marker-data", frozenset({"calls.arguments"}),
          MARKER_DELETED_FROM_DELTAS, ("n_vllm-deepseek_v3_marker-data_abae43b47f1bef3f.json",)),
)


WHOLE_CONTENT_ONLY_OUTSIDE_FIRST_BLOCK = (
    "DeepSeekV3ToolParser.extract_tool_calls returns as content only the text before the first "
    "`<｜tool▁calls▁begin｜>` and after the last `<｜tool▁calls▁end｜>`: prose after a stray "
    "`<｜tool▁calls▁begin｜>` written before the block (`<｜tool▁calls▁begin｜> Aa<｜tool▁calls▁"
    "begin｜><｜tool▁call▁begin｜>…`, a special token the format cannot write as prose) is "
    "dropped, while streaming deletes the marker from each delta and sends ` Aa` as content: "
    "the modes disagree.")

GREEDY_TYPE_GROUP = (
    "DeepSeekV3ToolParser.tool_call_regex starts a call at the first `<｜tool▁call▁begin｜>` "
    "and captures everything up to `<｜tool▁sep｜>` in its greedy `(?P<type>.*)` group: after a "
    "stray `<｜tool▁call▁begin｜>` in the prose before the block (`Aa <｜tool▁call▁begin｜>"
    "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>A…`) the type is "
    "`<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function`, ToolCall(type=…) rejects it, and "
    "extract_tool_calls' `except` returns the whole reply as content with no call, while "
    "streaming (which takes the text after the last `<｜tool▁call▁begin｜>`) streams the call.")

STRAY_MARKER_COUNTED = (
    "DeepSeekV3ToolParser.extract_tool_calls_streaming decides where it is by counting "
    "`<｜tool▁call▁begin｜>` and `<｜tool▁call▁end｜>` ids in the whole output so far, so a "
    "stray marker in the prose before the block (a special token the format cannot write as "
    "prose) shifts every later decision: a stray `<｜tool▁call▁end｜>` keeps the end count level "
    "with the start count, so every call is taken for text ('generating text' branch) and "
    "streamed as content, markup included; a stray `<｜tool▁call▁begin｜>` keeps the call "
    "open past its `<｜tool▁call▁end｜>`, whose markup then streams as its arguments "
    "(`{}\\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>`).  The whole parse's regex reads the "
    "calls from the text.")

KNOWN += (
    # 9af8…: the marker at the start of the value, `{"note": "<｜tool▁calls▁begin｜> Aa 0"}`,
    # kept to its 4-delta chunking (the one- and two-delta ones showed WHOLE_CALL_IN_ONE_DELTA)
    Known("vllm:deepseek_v3", "marker-data", frozenset({"calls.arguments"}),
          MARKER_DELETED_FROM_DELTAS, ("n_vllm-deepseek_v3_marker-data_9af8d913020fe4ae.json",)),
    # each case kept to the one chunking that shows its cause alone
    Known("vllm:deepseek_v3", "marker-data", frozenset({"content"}),
          WHOLE_CONTENT_ONLY_OUTSIDE_FIRST_BLOCK,
          ("n_vllm-deepseek_v3_marker-data_6a6165474499aecd.json",)),
    # 349e… (one delta: the whole parse's failure alone) and 3f89… (the same text, 33 deltas:
    # the stray `<｜tool▁call▁begin｜>` counted too)
    Known("vllm:deepseek_v3", "marker-data",
          frozenset({"calls.count", "content.dropped", "content.truncated",
                     "calls.arguments-invalid"}),
          GREEDY_TYPE_GROUP + " " + STRAY_MARKER_COUNTED,
          ("n_vllm-deepseek_v3_marker-data_349e162ff0f4419d.json",
           "n_vllm-deepseek_v3_marker-data_3f8929f9c49e4c2b.json")),
    Known("vllm:deepseek_v3", "marker-data",
          frozenset({"calls.count", "content", "content.truncated", "content.dropped"}),
          STRAY_MARKER_COUNTED, ("n_vllm-deepseek_v3_marker-data_19f3231eddf273f8.json",
                                 "n_vllm-deepseek_v3_marker-data_4cedc63c42e7c231.json")),
)


KNOWN += (
    # cut inside the third call: the first two stream without arguments (each arrived in the
    # delta that sent its name), so they are not intact (truncated.invented)
    Known("vllm:deepseek_v3", "truncated", frozenset({"truncated.invented"}),
          WHOLE_CALL_IN_ONE_DELTA, ("n_vllm-deepseek_v3_truncated_482021deb55a1545.json",)),
)


# --- kani 1.10 (reasons: targets/expectations/_kani.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _kani as _KANI  # noqa: E402

KNOWN += (
    _Known("kani:deepseek_r1", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _KANI.STREAM_HIDES_UNTIL_THINK_END,
           ("n_kani-deepseek_r1_plaintext_233d58ea4ee29318.json", "n_kani-deepseek_r1_plaintext_d68981a506c6d285.json",)),
    _Known("kani:deepseek_r1", "plaintext", frozenset({"content", "content.blank", "content.truncated"}),
           _KANI.STRIPPED_WHOLE_NOT_STREAMED,
           ("n_kani-deepseek_r1_plaintext_349182b5fac3dc26.json",)),
    _Known("kani:deepseek_r1", "roundtrip", frozenset({"calls.count", "content"}),
           _KANI.DEEPSEEK_R1_END_TOKEN,
           ("n_kani-deepseek_r1_roundtrip_c0789030cc5c4b50.json",
            "n_kani-deepseek_r1_roundtrip_57ccd2b31b723d6b.json")),
    # the call is never parsed (its markup stays content); the stream hides all of it
    _Known("kani:deepseek_r1", "text-after", frozenset({"calls.count", "offtemplate.text-extra",
                                                        "offtemplate.text-lost"}),
           _KANI.DEEPSEEK_R1_END_TOKEN, ("n_kani-deepseek_r1_text-after_de67254dbd799da5.json",)),
    _Known("kani:deepseek_r1", "truncated", frozenset({"truncated.marker-in-content"}),
           _KANI.DEEPSEEK_R1_END_TOKEN, ("n_kani-deepseek_r1_truncated_5302dcd547cdc55a.json",)),
    _Known("kani:deepseek_r1", "split", frozenset({"content.dropped"}),
           _KANI.STREAM_HIDES_UNTIL_THINK_END,
           ("n_kani-deepseek_r1_split_15cbe0b548a702cd.json",)),
    _Known("kani:deepseek_r1", "time", frozenset({"time.growth"}),
           _KANI.UNCLOSED_BLOCK_QUADRATIC,
           ("n_kani-deepseek_r1_time_2847c5ad2ac16836.json",)),
)
# --- end kani 1.10 ---

# --- agent-tool-parser 0.1.3 (reasons: targets/expectations/_agent_tool_parser.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _agent_tool_parser as _AGENT_TOOL_PARSER  # noqa: E402

KNOWN += (
    _Known("agent_tool_parser:deepseek_v3", "nocrash", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-deepseek_v3_nocrash_7b2194fb3ba89cb2.json",)),
    _Known("agent_tool_parser:deepseek_v3", "plaintext", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.HEADLESS_JSON_CALL,
           ("n_agent_tool_parser-deepseek_v3_plaintext_f05c0ddebd382123.json",)),
    _Known("agent_tool_parser:deepseek_v3", "plaintext", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-deepseek_v3_plaintext_2ecdf8139e1368ef.json",)),
    _Known("agent_tool_parser_py:deepseek_v3", "plaintext", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.HEADLESS_JSON_CALL,
           ("n_agent_tool_parser_py-deepseek_v3_plaintext_666c5d4c49d5cac0.json",)),
)
# --- end agent-tool-parser 0.1.3 ---

KNOWN += (
    _Known("agent_tool_parser:deepseek_v3", "roundtrip", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-deepseek_v3_roundtrip_ee4e9b2f9557f83c.json",)),
    _Known("agent_tool_parser_py:deepseek_v3", "roundtrip", frozenset({"calls.count"}),
           "agent-tool-parser's pure-Python path (try_parse_tool_calls with "
           "AGENT_TOOL_PARSER_NO_EXT=1) finds no call in DeepSeek V3's own layout "
           "(`<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>A` + a ```json fence), "
           "which the Rust path reads: the two paths of one library disagree.",
           ("n_agent_tool_parser_py-deepseek_v3_roundtrip_bf02de152cd20a65.json",)),
)

KNOWN += (
    _Known("agent_tool_parser:deepseek_v3", "roundtrip", frozenset({"calls.count"}),
           "agent-tool-parser's Rust path finds no call in some DeepSeek V3 calls written as the "
           "model writes them (`…<｜tool▁sep｜>A00\\n```json\\n{}\\n```<｜tool▁call▁end｜>…` gives "
           "none, where `A` is read).",
           ("n_agent_tool_parser-deepseek_v3_roundtrip_759099271ccbf2a7.json",)),
    # an object nested in the arguments (`{"city": [[{"unit": "a", "city": "true"}]]}` gives `a`)
    # or the arguments themselves (`{"city": "true", …}` gives `true`)
    _Known("agent_tool_parser_py:deepseek_v3", "roundtrip",
           frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.V3_UNREAD_HEADLESS,
           ("n_agent_tool_parser_py-deepseek_v3_roundtrip_da369322973afb42.json",
            "n_agent_tool_parser_py-deepseek_v3_roundtrip_8893602b9e662d3c.json")),
)

KNOWN += (
    # ca69…: two calls come back as one named by an argument value (`"a0000": "true", …`);
    # 661c…: the nested objects with a `name` key each a call (the Python path reads alike)
    _Known("agent_tool_parser:deepseek_v3", "roundtrip",
           frozenset({"calls.arguments", "calls.count", "calls.name"}),
           _AGENT_TOOL_PARSER.V3_UNREAD_HEADLESS,
           ("n_agent_tool_parser-deepseek_v3_roundtrip_ca69399c0b9d7e76.json",
            "n_agent_tool_parser-deepseek_v3_roundtrip_3eac2ca4c5079802.json",
            "n_agent_tool_parser-deepseek_v3_roundtrip_bf637949ee76ed17.json",
            "n_agent_tool_parser-deepseek_v3_roundtrip_745f9e37f207c09d.json",
            "n_agent_tool_parser-deepseek_v3_roundtrip_661cec5d42504161.json",
            "n_agent_tool_parser-deepseek_v3_roundtrip_de5d2b958a9671db.json")),
    # prose `0"name:"0","arguments":0}` before a V3 call (off-template content)
    _Known("agent_tool_parser:deepseek_v3", "roundtrip",
           frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.HEADLESS_JSON_CALL + "  The DeepSeek V3 call after it is not read "
           "(V3's `▁`-joined tokens are not matched by ToolParser._try_parse_deepseek_native): "
           "the prose's call comes back in its place.",
           ("n_agent_tool_parser-deepseek_v3_roundtrip_9eac1905c9f97434.json",
            "n_agent_tool_parser-deepseek_v3_roundtrip_ad3f0eb0d067cc2b.json")),
    _Known("agent_tool_parser:deepseek_v3", "roundtrip",
           frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.RUST_FLOAT_ROUNDING + "  (Here the call is named by an argument "
           "value, as V3_UNREAD_HEADLESS says: `4.737750956909539e+43` comes back as "
           "`4.7377509569095385e+43`.)",
           ("n_agent_tool_parser-deepseek_v3_roundtrip_8e0c299825d3c4b9.json",)),
)

# --- agent-tool-parser 0.1.3, off-template variants (targets/test_offtemplate.py) ---
KNOWN += (
    # c635…: the V3 layout unread, `"parameters": "-0"` names the call (`-0`), an unoffered one
    _Known("agent_tool_parser:deepseek_v3", "unoffered", frozenset({"offtemplate.call-changed"}),
           _AGENT_TOOL_PARSER.V3_UNREAD_HEADLESS,
           ("n_agent_tool_parser-deepseek_v3_unoffered_c635aea5e9d58470.json",)),
    # 7394…: `{"a": 1E5, "e": "Aa", "b": "Aa"}` comes back as `aa` with `{"b": "Aa"}`
    _Known("agent_tool_parser_py:deepseek_v3", "numbers",
           frozenset({"calls.arguments", "calls.name"}),
           _AGENT_TOOL_PARSER.V3_UNREAD_HEADLESS,
           ("n_agent_tool_parser_py-deepseek_v3_numbers_7394cc6e7f44389e.json",)),
)

KNOWN += (
    # the pure-Python path does not read V3's layout: the headless repair names the call by the
    # first `"key": "value"` it meets (in a nested object too) and keeps what follows it as
    # the arguments (a key of that nested object injected, 604a…, 0e25…; a later `null`, a2ec…)
    _Known("agent_tool_parser_py:deepseek_v3", "text-after",
           frozenset({"calls.arguments", "calls.name"}), _AGENT_TOOL_PARSER.V3_UNREAD_HEADLESS,
           # d8e3…, 9e25…: named by `"_": "ÄÖ"` / `"_": "a"`, lowercased (300-example dev run)
           ("n_agent_tool_parser_py-deepseek_v3_text-after_604aecdc4a148dac.json",
            "n_agent_tool_parser_py-deepseek_v3_text-after_d8e344bdf1671a2b.json",
            "n_agent_tool_parser_py-deepseek_v3_text-after_9e256f42a812716a.json")),
    _Known("agent_tool_parser_py:deepseek_v3", "unoffered", frozenset({"offtemplate.call-changed"}),
           _AGENT_TOOL_PARSER.V3_UNREAD_HEADLESS,
           ("n_agent_tool_parser_py-deepseek_v3_unoffered_9f880c98a3e4ce74.json",)),
    _Known("agent_tool_parser_py:deepseek_v3", "wide-names",
           frozenset({"calls.arguments", "calls.name"}), _AGENT_TOOL_PARSER.V3_UNREAD_HEADLESS,
           ("n_agent_tool_parser_py-deepseek_v3_wide-names_0e251f3052307cfd.json",
            "n_agent_tool_parser_py-deepseek_v3_wide-names_a2ece3cc0ee520bd.json")),
)

KNOWN += (
    # bracket-text (plain text with one-character markers): the Rust path reads prose
    # `f(x) {` as a call `f` with `{"arg0": "x"}` (the pure-Python path's ast rejects it)
    _Known("agent_tool_parser:deepseek_v3", "bracket-text", frozenset({"calls.count"}),
           _AGENT_TOOL_PARSER.PROSE_AS_CALL,
           ("n_agent_tool_parser-deepseek_v3_bracket-text_98d49b7192334299.json",)),
)

KNOWN += (
    # `{"a": "Aa", "b": "Aa", …}` comes back as `aa` with the keys after `a`
    _Known("agent_tool_parser_py:deepseek_v3", "many-keys",
           frozenset({"calls.arguments", "calls.name"}), _AGENT_TOOL_PARSER.V3_UNREAD_HEADLESS,
           ("n_agent_tool_parser_py-deepseek_v3_many-keys_54d8c27fd97f5d57.json",)),
)

KNOWN += (
    # the plainest V3 call (`A` with `{}`) cut before `<｜tool▁calls▁end｜>`: byte 100 falls
    # inside the format's own `｜` (found by a 200-example dev run)
    _Known("agent_tool_parser:deepseek_v3", "truncated", frozenset({"target.raised"}),
           _AGENT_TOOL_PARSER.RUST_PANIC_AT_BYTE_100,
           ("n_agent_tool_parser-deepseek_v3_truncated_865dfac359f70144.json",)),
)

KNOWN += (
    # a cut V3 reply read by the headless repair: `"city": "true"` names a call `true`, not
    # one of the turn's (found by a 200-example dev run)
    _Known("agent_tool_parser_py:deepseek_v3", "truncated",
           frozenset({"truncated.invented", "truncated.changed"}), _AGENT_TOOL_PARSER.V3_UNREAD_HEADLESS,
           ("n_agent_tool_parser_py-deepseek_v3_truncated_9adc8fd9fff857e0.json",)),
)

# --- streamed one token per delta (targets/test_growth.py test_token_stream_growth) ---
TOKEN_IDS_COUNTED_PER_DELTA = (
    "DeepSeekV3ToolParser.extract_tool_calls_streaming (and DeepSeekV31ToolParser's, its copy) "
    "finds where it is by counting the call start and end tokens in previous_token_ids and "
    "current_token_ids (four `list.count` calls over every token of the reply so far) at every "
    "delta: a reply of many calls streamed one token per delta costs the square of its "
    "length ({times}).")

KNOWN += (
    Known("vllm:deepseek_v3", "time", frozenset({"time.stream-growth"}),
          TOKEN_IDS_COUNTED_PER_DELTA.format(
              times="0.03, 0.11, 0.41 s of CPU at 4 000, 8 000, 16 000 characters of valid "
              "calls"),
          ("n_vllm-deepseek_v3_time_755311f246d02eee.json",)),
)

# --- value edges (targets/test_edges.py) ---
KNOWN += (
    # `{"text": "<｜tool▁call▁begin｜>Aa"}`: the begin marker inside a value is counted as a
    # call's start, so the stream keeps the call open and the next call's markup streams as its
    # arguments
    Known("vllm:deepseek_v3", "value-edges", frozenset({"calls.arguments-invalid", "calls.count"}),
          STRAY_MARKER_COUNTED, ("n_vllm-deepseek_v3_value-edges_834c57716c624178.json",)),
)
