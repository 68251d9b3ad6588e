"""Known failures of targets that parse the longcat format (vLLM `longcat`, a subclass of the
hermes parser with `<longcat_tool_call>` tags, so it shares the hermes parser's defects)."""

from targets.expectations import Known
from targets.expectations.hermes import RAW_ARGUMENT_TEXT_STREAMED

T = "vllm:longcat"

HELD_BACK_PREFIX = (
    "Streaming holds back a trailing prefix of `<longcat_tool_call>` (`<`, `<longcat_`, …) in "
    "case the tag is still coming, and nothing releases it when the stream ends: the text is "
    "lost (Hermes2ProToolParser._extract_content, inherited by LongcatFlashToolParser; the "
    "parser has no finish hook).")

BLANK_CONTENT_MODES_DISAGREE = (
    "Whitespace-only content before a call is null when parsed whole (the serving layer, "
    "DelegatingParser._extract_tool_calls, drops blank content) but streamed as content deltas.")

RAW_NAME_IN_STREAM = (
    "Streaming takes the name with the regex `\"name\"\\s*:\\s*\"([^\"]+)\"` "
    "(Hermes2ProToolParser._extract_tool_name) and sends the JSON text as it stands: a name "
    "with a JSON escape (`\\\\` for a backslash, `\\u…`) streams escaped, while the "
    "non-streaming parse decodes it with json.loads.")

KNOWN = (
    Known(T, "plaintext", frozenset({"content.dropped", "content.truncated"}), HELD_BACK_PREFIX,
          ("n_vllm-longcat_plaintext_0a95970d4107bbd2.json",)),
    Known(T, "split", frozenset({"content.blank"}), BLANK_CONTENT_MODES_DISAGREE,
          ("n_vllm-longcat_split_a02d20e6662e2e5f.json",)),
    Known(T, "split", frozenset({"calls.name"}), RAW_NAME_IN_STREAM,
          ("n_vllm-longcat_split_4b96efcd70cc37ea.json",)),
)

KNOWN += (
    Known(T, "malformed", frozenset({"calls.arguments-invalid"}),
          RAW_ARGUMENT_TEXT_STREAMED.replace("(Hermes2ProToolParser._extract_tool_args)",
                                             "(Hermes2ProToolParser._extract_tool_args, "
                                             "inherited by LongcatFlashToolParser)"),
          ("n_vllm-longcat_malformed_f06cba3b1bf6810d.json",
           "n_vllm-longcat_malformed_63b192e0b1888069.json")),
)

# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:longcat", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-longcat_plaintext_9b0237d6f2346c72.json",)),
    _Known("mlx_lm:longcat", "nocrash", frozenset({"target.raised"}),
           _MLX_LM.LONGCAT_NO_ARG_KEY_RAISES,
           ("n_mlx_lm-longcat_nocrash_31b0fe2c8fd0a663.json",)),
    # `<longcat_tool_call>{`: a JSON call cut after its first character
    _Known("mlx_lm:longcat", "truncated", frozenset({"target.raised"}),
           _MLX_LM.LONGCAT_NO_ARG_KEY_RAISES,
           ("n_mlx_lm-longcat_truncated_e90cb2572788b024.json",)),
)
# --- end mlx-lm 0.32 ---

KNOWN += (
    _Known("mlx_lm:longcat", "roundtrip", frozenset({"content.blank"}),
           _MLX_LM.SEPARATORS_AS_CONTENT,
           ("n_mlx_lm-longcat_roundtrip_205cd3d65d819587.json",)),
)

KNOWN += (
    _Known("mlx_lm:longcat", "roundtrip", frozenset({"content"}),
           _MLX_LM.SEPARATORS_AS_CONTENT,
           ("n_mlx_lm-longcat_roundtrip_121cb8fb56ee6d3d.json",)),
)

# --- value edges (targets/test_edges.py) ---
KNOWN += (
    # `</longcat_tool_call>` at the start of a string value ends the block inside the JSON
    # (the state machine is not JSON-aware): the cut block is neither layout, and raises
    _Known("mlx_lm:longcat", "value-edges", frozenset({"target.raised"}),
           _MLX_LM.LONGCAT_NO_ARG_KEY_RAISES,
           ("n_mlx_lm-longcat_value-edges_1fe035e67267c1b8.json",)),
)

# --- off-template variants (targets/test_offtemplate.py): the inherited hermes parser's causes ---
from targets.expectations.hermes import TEXT_AFTER_CALLS_DROPPED  # noqa: E402

KNOWN += (
    Known(T, "text-after", frozenset({"offtemplate.text-lost"}), TEXT_AFTER_CALLS_DROPPED,
          ("n_vllm-longcat_text-after_94217b2e64401b72.json",)),
    # the name `"0` streams as `\` (the prose after the call is lost as above)
    Known(T, "text-after", frozenset({"calls.name", "offtemplate.text-lost"}),
          RAW_NAME_IN_STREAM + "  (Its case shows TEXT_AFTER_CALLS_DROPPED too.)",
          ("n_vllm-longcat_text-after_50b20be0d0447978.json",)),
)

from targets.expectations.hermes import TAG_AS_PROSE  # noqa: E402

KNOWN += (
    # `Aa <longcat_tool_call>` as prose before the call (the stream's `{}}` is
    # RAW_ARGUMENT_TEXT_STREAMED, which TAG_AS_PROSE starts with)
    Known(T, "marker-data",
          frozenset({"calls.arguments-invalid", "calls.count", "content.truncated"}),
          TAG_AS_PROSE, ("n_vllm-longcat_marker-data_c06d56a4fa927fa3.json",)),
    Known(T, "marker-data", frozenset({"calls.count", "content.dropped"}),
          TAG_AS_PROSE + "  (longcat: `</longcat_tool_call>` inside a string value cuts the "
          "whole parse's region the same way, `<longcat_tool_call>(.*?)</longcat_tool_call>` "
          "ending at it: `{\"note\": \"Aa </longcat_tool_call>\"}` comes back as text, "
          "streamed as a call.)",
          ("n_vllm-longcat_marker-data_35f8e3599f71ccc9.json",)),
)

# --- cut replies (targets/test_truncated.py), branch v38e ---
from targets.expectations.hermes import CUT_CALL_DROPS_ALL  # noqa: E402

#: Hermes2ProToolParser's, met by longcat's cut replies (vllm:hermes's cut case a001… shows it
#: beside ARGUMENTS_FIRST: its trailing `{}`).
OPEN_TAG_FLUSHED_ONTO_PREVIOUS_CALL = (
    "Hermes2ProToolParser.extract_tool_calls_streaming (inherited by LongcatFlashToolParser) "
    "adds an entry to prev_tool_call_arr (`{}`) and streamed_args_for_tool (`\"\"`) for every "
    "opening tag it finds, before that call's name has come (then it breaks); at the end of "
    "the stream the server's flush (DelegatingParser._append_unstreamed_tool_args, "
    "ToolParser.get_remaining_unstreamed_args on prev_tool_call_arr[-1], whose `arguments` "
    "default to `{}`) appends that unsent `{}` to the last tool delta of the final message, "
    "which is the previous call's: a reply cut right after the next call's tag "
    "(`<longcat_tool_call>{\"name\": \"A\", \"arguments\": {}}</longcat_tool_call>\\n"
    "<longcat_tool_call>`, the last delta holding the end of call A and the tag) streams A's "
    "arguments as `{}{}`, not JSON.  A last delta of one token never shows it; one of several "
    "tokens (speculative decoding) does.")

KNOWN += (
    # `<longcat_tool_call>` alone; a complete `A0` then `<longcat_tool_call>{"name": "A", "arg`:
    # json.loads of the unfinished call raises inside the one try (the inherited
    # extract_tool_calls), the whole text comes back as content
    Known(T, "truncated", frozenset({"truncated.lost", "truncated.marker-in-content"}),
          CUT_CALL_DROPS_ALL + "  (longcat: `<longcat_tool_call>`, the same regex and try in "
          "the inherited extract_tool_calls.)",
          ("n_vllm-longcat_truncated_b59873ef2588db2c.json",
           "n_vllm-longcat_truncated_4a567f947bc5441e.json")),
    Known(T, "truncated",
          frozenset({"calls.arguments-invalid", "truncated.changed", "truncated.lost",
                     "truncated.marker-in-content"}),
          OPEN_TAG_FLUSHED_ONTO_PREVIOUS_CALL + "  (Its cut-reply case shows CUT_CALL_DROPS_ALL "
          "too: every reply cut inside a call loses its calls parsed whole.)",
          ("n_vllm-longcat_truncated_e60463d62b430faa.json",)),
)
