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
