"""Known failures of targets that parse the granite4 format (vLLM's Granite4ToolParser)."""

from targets.expectations import Known

HELD_BACK_PREFIX = (
    "Streaming keeps a trailing partial match of `<tool_call>` (`<`, `<tool_`, …) in "
    "`look_ahead` in case the tag is still coming, and nothing releases it when the stream "
    "ends: the text is lost (Granite4ToolParser._tool_extraction_step; the parser has no "
    "finish hook).")

SEPARATORS_AS_CONTENT = (
    "Every piece of text outside the tags is content, including the newline the template "
    "writes between two calls (Granite4ToolParser.extract_tool_calls and _collect_results "
    "join all text segments): the whole parse turns a whitespace-only result into null "
    "(DelegatingParser._extract_tool_calls) while streaming sends the newlines as content "
    "deltas, and a delta that completes a call and starts the next one loses the newline "
    "between them, so the modes, and the chunkings, disagree.")

SEPARATORS_IN_CONTENT = (
    "Text between calls is content to the parser (Granite4ToolParser.extract_tool_calls joins "
    "every text segment), so the newline the template writes between two calls is appended "
    "to the content: `C` comes back as `C\n\n` for two calls (one trailing newline is the "
    "declared separator-newline trait; the others are the template's separators between calls, "
    "not text the model said).")

KNOWN = (
    Known("vllm:granite4", "plaintext", frozenset({"content.dropped", "content.truncated"}),
          HELD_BACK_PREFIX, ("n_vllm-granite4_plaintext_66d7e039c6cc5251.json",
                             "n_vllm-granite4_plaintext_176de60991779a1e.json")),
    Known("vllm:granite4", "split", frozenset({"content.blank", "content.truncated"}),
          SEPARATORS_AS_CONTENT, ("n_vllm-granite4_split_073a338ed51eabc9.json",
                                  "n_vllm-granite4_split_b11de38839c4eb5a.json")),
    Known("vllm:granite4", "roundtrip", frozenset({"content"}), SEPARATORS_IN_CONTENT,
          ("n_vllm-granite4_roundtrip_2cc53d6151ec0917.json",)),
)

# --- vLLM off-template variants (targets/test_offtemplate.py), branch off37h1 ---
GRANITE4_TEXT_BETWEEN_CALLS_STREAM_LOST = (
    "Granite4ToolParser._tool_extraction_step, entering a call whose `</tool_call>` is in the "
    "same delta, sets `self.start_in_tc = False` (a misspelling of `self.in_tc`), so in_tc "
    "stays True; the next step over the rest of the delta then takes the 'found the end' "
    "branch, which keeps only the text between the next `<tool_call>` and `</tool_call>` and "
    "drops the text before that tag: prose between two calls that arrive in one delta "
    "(`<tool_call>…</tool_call> Fymnyuhp:\\n<tool_call>…</tool_call>`) is lost when streamed, "
    "while extract_tool_calls returns it as content.")

GRANITE4_START_TAG_AS_DATA = (
    "Granite4ToolParser finds its tags by plain text search, JSON strings or not: "
    "extract_tool_calls meets a second `<tool_call>` before `</tool_call>` (one written in a "
    "string value, `{\"note\": \"Aa <tool_call>\"}`, or in prose before the call) and its "
    "`assert not self.in_tc` raises, so its `except Exception` returns the whole reply, "
    "markup and all, as content with no call; streamed, the call's text runs from the first "
    "`<tool_call>` to the first `</tool_call>`: with the tag in a value it is still JSON and "
    "the call is streamed (the modes disagree), with the tag in prose it is not, and "
    "json.loads in _collect_results raises, which extract_tool_calls_streaming catches and "
    "answers with None: the delta's content (`Aa `) is lost with the call.")

KNOWN += (
    Known("vllm:granite4", "text-after", frozenset({"offtemplate.text-lost"}),
          GRANITE4_TEXT_BETWEEN_CALLS_STREAM_LOST,
          ("n_vllm-granite4_text-after_5d2349c93852b093.json",)),
    Known("vllm:granite4", "marker-data",
          frozenset({"calls.count", "content.dropped", "content.truncated"}),
          GRANITE4_START_TAG_AS_DATA, ("n_vllm-granite4_marker-data_e7c726c3258bc700.json",
                                       "n_vllm-granite4_marker-data_c61a72af35f8cf67.json")),
)

# --- cut replies (targets/test_truncated.py), branch off37h1 ---
GRANITE4_CUT_CALL_AS_CONTENT = (
    "Granite4ToolParser.extract_tool_calls ends with `assert not self.in_tc, \"The model "
    "generated an incomplete tool call\"`, and its `except Exception` returns the whole reply "
    "as content: a reply cut by max_tokens inside a call (`…</tool_call>\\n<tool_call>`, or "
    "just `<tool_call>`) loses every call completed before the cut and gives the user the raw "
    "markup, while the stream sends those calls.  A cut reply only.")

KNOWN += (
    Known("vllm:granite4", "truncated",
          frozenset({"truncated.lost", "truncated.marker-in-content"}),
          GRANITE4_CUT_CALL_AS_CONTENT, ("n_vllm-granite4_truncated_fea46b1652fc41ef.json",
                                         "n_vllm-granite4_truncated_77bc009750861395.json")),
)
