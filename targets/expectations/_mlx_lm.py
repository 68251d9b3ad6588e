"""Reasons shared by the mlx-lm targets (mlx-lm 0.32: its server loop and tool parser modules)."""

STATE_MACHINE_HOLDS_PARTIAL_MATCHES = (
    "TextStateMachine.step (mlx_lm/generate.py) emits text only when its Aho-Corasick walk is "
    "back at the root, and re-walks the whole held-back buffer on every token: while every "
    "character keeps some marker's prefix alive (a flood of `<|open|>`, the first token of "
    "kimi_k3's `<|open|>tools<|sep|>`), nothing is emitted, the buffer grows and each token "
    "costs its length: quadratic (1000 `<|open|>` take 8 s).")

KIMI_K2_UNCHECKED_ARGUMENTS = (
    "kimi_k2.parse_tool_call falls back to `_parse_single_tool` on the whole tool block when no "
    "`<|tool_call_begin|>…<|tool_call_end|>` pair is complete, and `_deserialize` returns the "
    "argument text itself when neither json.loads nor ast.literal_eval reads it: a cut-off "
    "call gives arguments that are a JSON string, not an object (and a name that begins with "
    "`<|tool_call_begin|>`).")

LONGCAT_NO_ARG_KEY_RAISES = (
    "longcat.parse_tool_call tries json.loads, then reads the `<longcat_arg_key>` layout with "
    "`_func_name_regex.search(text).group(1)` without checking for a match: a tool block that "
    "is neither (a JSON call cut off by the token limit) raises AttributeError, which "
    "ToolCallFormatter (it catches only ValueError and JSONDecodeError) lets through "
    "handle_completion: the request fails instead of returning the text.")

STOP_DISCARDS_HELD_BACK = (
    "At the EOS token handle_completion calls `TextStateMachine.discard`, which throws away "
    "the text the state machine is holding back because it could begin a marker: a reply "
    "that ends in `<` (the start of `<tool_call>`, `<|tool_call>`, …) or `[` (of "
    "`[TOOL_CALLS]`) loses it, whole and streamed (`flush`, which keeps it, is used only when "
    "the token limit ends the reply).")

LENGTH_FLUSHES_MARKER_TOKENS = (
    "When the token limit ends the reply (finish_reason \"length\"), handle_completion calls "
    "`TextStateMachine.flush`, which returns the whole held-back buffer as text of the current "
    "state, special tokens included (flushing rather than discarding is the documented choice "
    "for a token limit; keeping control tokens in it is not): a reply cut right after a "
    "token that begins one of the format's multi-token markers (kimi_k3's `<|close|>` of "
    "`<|close|>tools<|sep|>`) gives that control token as content, whole and streamed.  A "
    "cut reply only.")

FUNCTION_GEMMA_FLAT_VALUES = (
    "function_gemma.parse_tool_call cuts the call body at its first `}` "
    "(`call:(\\w+)\\{(.*?)\\}`) and each value at the next `,`, and reads only the first call "
    "of a block: an array or object value holding a `,` or `}` (`{city:[[],[]]}`) is split, "
    "the rest has no `:` and `args_str.index(\":\")` raises ValueError, which "
    "ToolCallFormatter logs as truncation and drops: the call is lost.")

GEMMA4_WORD_KEYS = (
    "gemma4's `_gemma4_args_to_json` quotes only keys matching `(?<=[{,])(\\w+):`: a key with "
    "any other character (`😀`, `-`, `.`, a space) stays bare, json.loads raises, and "
    "ToolCallFormatter drops the call as truncated.")

GLM47_TYPED_BY_TYPE_ONLY = (
    "glm47.parse_tool_call strips every value and keeps it as text only when the tool's schema "
    "says `\"type\": \"string\"` for it (`_get_string_arg_names`); every other value goes "
    "through `_deserialize` (json.loads, then ast.literal_eval): a string argument whose schema "
    "gives its strings another way (`\"enum\": [\"1\"]` with no type) comes back as the number "
    "1, and a string's leading or trailing whitespace is lost.")

SEPARATORS_AS_CONTENT = (
    "handle_completion returns every piece of text outside the tool-call markers as content, "
    "including the newlines the chat template writes between calls and before the first one: "
    "three Hermes calls give the content `\\n\\n` (and `Sure.` before them gives `Sure.\\n`), "
    "where the template's content is empty (or `Sure.`).")

MATCH_RELEASED_INTO_NEXT_STATE = (
    "TextStateMachine.step (mlx_lm/generate.py) returns the text a marker's match releases "
    "together with the state *after* the match: a `<` held back because it could begin "
    "`<tool_call>` (`<<tool_call>A</tool_call>`) is released when `<tool_call>` completes and "
    "labelled `tool`, so handle_completion adds it to the call's text: the content `<` is lost "
    "and the call is named `<A`.  The same `[` before `[TOOL_CALLS]` "
    "(`[[TOOL_CALLS][{…}]`) makes the call text `[[{…}]`, which does not parse, and the call "
    "is dropped with it.  At the end of the reasoning, a `<` held back as the start of "
    "`</think>` (`<think><</think>`) is labelled `normal`: it leaves the reasoning for the "
    "content.")

MISTRAL_TEXT_AFTER_CALLS_LOST = (
    "mistral.py sets `tool_call_end = \"\"` (Mistral has no call-end token), so the server's "
    "state machine takes everything from `[TOOL_CALLS]` to the end of the reply as one tool "
    "block, and mistral.parse_tool_call reads only calls from it, never text: "
    "`_parse_header_calls` reads each `name[ARGS]` and one JSON value with `raw_decode` and "
    "skips whatever follows, so prose after the calls (`[TOOL_CALLS]f[ARGS]{}Done.`) is lost; "
    "`_parse_json_calls` json.loads the whole block, so prose after a v7 list "
    "(`[TOOL_CALLS][{…}] Done.`) makes it fail, no `[ARGS]` header is found, and "
    "ToolCallFormatter drops the calls with the text; whole and streamed.")

PYTHONIC_KEYWORD_FALLBACK = (
    "pythonic.parse_tool_call reads the call list with ast.parse, and when that raises "
    "(a parameter named by a Python keyword: `from`, `class`, `in`, `if`, as in "
    "`f(from=\"Paris\")`, which LFM2's template writes verbatim) falls back to "
    "`_tool_call_regex`, which reads one call only, its arguments lazily up to the first "
    "`)]`, and `_tool_args_regex`, which cuts each unquoted value at the next `,`: "
    "`[f(), f(from=1)]` gives one call `f` with the second call's arguments, and the second "
    "call is lost; `[f(if=[1, 0])]` gives `{\"if\": \"[1\"}`.")

MISTRAL_CUT_CALL_DROPS_BLOCK = (
    "mistral.py has no call-end token (`tool_call_end = \"\"`), so every `name[ARGS]{…}` call "
    "after `[TOOL_CALLS]` lands in one tool block, and `_parse_header_calls` raises ValueError "
    "on the first arguments `raw_decode` cannot read, throwing away the calls it has already "
    "read; ToolCallFormatter drops the block: a reply the token limit cuts inside its last "
    "call (`[TOOL_CALLS]f[ARGS]{}[TOOL_CALLS]f[ARGS]{\"a`) loses every finished call before "
    "it, whole and streamed.")

GLM47_CUT_CALL_INVENTED = (
    "When the reply ends inside a tool block (max_tokens cuts it before `</tool_call>`), "
    "handle_completion hands the unclosed block to the parser, and ToolCallFormatter counts on "
    "the parser raising on cut text (\"tool text was likely truncated mid-generation\"); "
    "glm47.parse_tool_call never raises: with no `<arg_key>` yet it falls back to "
    "`_parse_plain_text_tool_call`, which makes any text a call (first word as the name, "
    "`{}` or `{\"raw\": …}` as the arguments): a call cut inside its name "
    "(`<tool_call>get_wea`) comes back as a call to `get_wea`, whole and streamed.")
