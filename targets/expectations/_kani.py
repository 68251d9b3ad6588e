"""Reasons shared by the kani targets (kani 1.10's model-specific parsers, kani.model_specific)."""

STREAM_HIDES_UNTIL_THINK_END = (
    "`BaseParser.stream` starts in the reasoning state when `reasoning_always_at_start` is set "
    "(DeepSeekR1Parser and Qwen3_5Parser set it by default) and yields nothing until it sees "
    "`</think>`: a reply with no think block (thinking off, or the block closed in the prompt) "
    "streams no content at all, while `predict` returns the text (`parse_reasoning` leaves "
    "content without `</think>` as it is).")

STRIPPED_WHOLE_NOT_STREAMED = (
    "The whole reply is stripped but the stream is not: kani's HuggingEngine returns the "
    "decoded text `.strip()`ped (and Qwen3Parser.parse_tool_calls, MistralToolCallParser."
    "predict and `parse_reasoning` strip again), while `BaseParser.stream` yields the pieces "
    "as generated: content of only whitespace is empty whole and kept streamed, and leading "
    "or trailing whitespace differs between the two.")

UNCLOSED_BLOCK_QUADRATIC = (
    "`parse_tool_calls` finds blocks with a lazy `start(.+?)end` regex (re.DOTALL): from every "
    "start marker that is never closed it scans to the end of the text, so a flood of start "
    "markers costs n² (Qwen3Parser, Qwen3_5Parser: `<tool_call>(.+?)</tool_call>`; "
    "DeepSeekR1Parser: `<｜tool▁calls▁begin｜>\\s*(.+?)\\s*(<｜tool▁outputs▁end｜>)`).")

GPTOSS_HEADER_QUADRATIC = (
    "GPTOSSParser's ASST_MSG_REGEX begins with an optional `<|start|>role` and a lazy "
    "`(?P<header>.*?)<\\|message\\|>` (re.DOTALL): `finditer` tries it at every position and "
    "each try scans to the end of the text for a `<|message|>` that never comes, so text "
    "without one (a flood of `<|start|>`) costs n².")

GPTOSS_UNCHECKED_ARGUMENTS = (
    "GPTOSSParser.parse_completion makes the body of every message addressed "
    "`to=functions.NAME` the call's arguments as it is (`FunctionCall(name=..., "
    "arguments=content)`), never checking it is JSON: an empty or cut-off body gives a call "
    "whose arguments are not a JSON object (an empty string).")

QWEN3_5_WORD_NAMES = (
    "Qwen3_5Parser.parse_one_tool_call matches `<function=(\\w+)>` (its comment: 'assumption: "
    "function names are valid Python identifiers'): a call to a function whose name has any "
    "other character (`/`, `-`, `.`) is not parsed, and the whole block stays in the content.")

DEEPSEEK_R1_END_TOKEN = (
    "DeepSeekR1Parser's tool_call_end_token is `<｜tool▁outputs▁end｜>`, the token that closes "
    "the *tool results* in the prompt, and parse_tool_calls requires it after the calls: a "
    "reply, which ends its calls with `<｜tool▁calls▁end｜>` as the chat template writes them, "
    "never matches, so no call is ever parsed and the call text stays in the content.")

LLAMA3_WHOLE_REPLY_ONLY = (
    "Llama3XToolCallParser.parse_tool_calls `json.loads` the whole reply (after removing one "
    "leading `<|python_tag|>`): a call with text before or after it, or several calls joined by "
    "`; `, is not JSON as a whole, so no call is found and everything stays content.")

LLAMA3_STREAM_SHOWS_CALL = (
    "BaseParser.stream hides only what follows the tool_call_start token, `<|python_tag|>`, "
    "which the Llama 3.1/3.2 templates do not write before a JSON call: the call's JSON streams "
    "to the user as content, while the final message holds the call and no content.")

QWEN3_5_VALUE_NEWLINES = (
    "Qwen3_5Parser.parse_one_tool_call reads values with `<parameter=(\\w+)>\\n?(.+?)\\n?"
    "</parameter>`, which needs at least one character: an empty string value, written "
    "`<parameter=k>\\n\\n</parameter>`, comes back as `\\n`; and every value json.loads reads "
    "is typed by it, not by the tool's schema.")

LLAMA3_TAGGED_LIST_MODES_DISAGREE = (
    "Llama 3.1's `<|python_tag|>` in a reply that is not one JSON value after it (several calls "
    "joined by `; `, or text before the tag): BaseParser.stream hides everything after the tag "
    "(its tool_call_start), so the stream has no content or only the text before the tag, while "
    "Llama3XToolCallParser.parse_tool_calls json.loads the whole reply, finds no call and keeps "
    "the text as content: the modes disagree (the parse side is the whole-reply-only defect "
    "above).")

LLAMA3_TAG_PREFIX_STREAMED = (
    "Llama 3.1's `<|python_tag|>` after a little text (` <|python_tag|>{…}`): BaseParser.stream "
    "sends the text before the tag as content, while Llama3XToolCallParser.parse_tool_calls "
    "gives the final message the call and no content: the modes disagree on that text "
    "(whitespace here; low).")

GPTOSS_STREAM_TEXT_AS_TOKEN = (
    "GPTOSSParser.stream splits the decoded text with SPECIAL_TOKEN_REGEX_2 (`<\\|\\w+\\|>`) and "
    "_GPTOSSStreamState.feed takes every match for a harmony special token: final-message text "
    "holding `<|0|>` (a model writing about chat templates) switches the state, and the text "
    "from there on is buffered and never yielded, while parse_completion keeps it.")

STREAM_MARKER_TEXT_AS_TOKEN = (
    "BaseParser.stream (kani/model_specific/base.py) splits the streamed text at every "
    "occurrence of its markers (splitter_re) and takes each for the token: marker text written "
    "as data in prose (`<think>`, `</tool_call>`) switches its state, so the stream drops the "
    "marker and, after a `<think>`, hides the rest as reasoning, while parse_completion reads "
    "the whole reply with its regexes and keeps that text as content: the modes disagree.")

CUT_CALL_KEPT_AS_CONTENT = (
    "`parse_tool_calls` finds blocks with a `start(.+?)end` regex that needs the end marker "
    "(Qwen3Parser, Qwen3_5Parser: `<tool_call>(.+?)</tool_call>`): a reply cut inside a call "
    "by max_tokens keeps the unclosed `<tool_call>…` markup as the final message's content "
    "(BaseParser.stream hides it from the streamed text).  A cut reply only: low severity.")

MISTRAL_LIST_TO_END = (
    "MistralToolCallParser.parse_tool_calls reads everything from `[TOOL_CALLS]` to the end of "
    "the reply (`\\s*(.+?)\\s*(</s>)?$`) as the JSON list of calls: prose after the list makes "
    "json.loads fail, and BaseParser.parse_completion's catch-all returns the message "
    "unchanged, so every call is lost and the reply, markup included, is the content (the "
    "stream shows nothing after `[TOOL_CALLS]`).")
