"""Reasons shared by the selectools targets (one parser, ToolCallParser, read three ways)."""

BRACES_IN_STRINGS = (
    "`_find_balanced_json` counts every `{` and `}` of the text, those inside JSON strings "
    "too, so a call whose string values hold an unbalanced brace (`{\"city\": \"{\"}`) yields no "
    "balanced candidate and the call is lost (ToolCallParser._find_balanced_json).")

CUBIC_MARKERS = (
    "For each occurrence of the marker, `_extract_candidate_blocks` runs `_find_balanced_json` "
    "on the rest of the text, which scans from every `{` to the end when it is never closed: "
    "text repeating `TOOL_CALL{` costs markers × braces × length, cubic (2000 characters take "
    "about 0.9 s, 4000 about 5 s, 8000 more than the 14 s budget).")

QUADRATIC_BRACES = (
    "`_find_balanced_json` scans from every `{` to the end of the text when braces are never "
    "closed (no early stop), so a reply with n unclosed braces costs n² (16 000 `{` take 5 to "
    "7 s); the whole-text fallback runs it on any reply without the marker.")

QUOTE_SWAP = (
    "The documented recovery from single quotes (`normalized.replace(\"'\", '\"')` in "
    "ToolCallParser._load_json) swaps every quote of the candidate, inside strings too: an "
    "apostrophe written `\\'` becomes `\\\"`, so the value changes (`'it\\'s'` is read as "
    "`it\"s`), and a bare `\"` inside a single-quoted string ends it, so the call is lost.")

NESTED_NAME = (
    "When the call object does not load (a brace inside a string unbalances it, or a quote "
    "breaks the single-quote recovery), `_extract_candidate_blocks` goes on to every balanced "
    "object nested in it, and the first with a `name`, `tool` or `tool_name` key becomes the "
    "call: `{\"tool_name\": \"A\", \"parameters\": {\"a\": {\"name\": \"B\"}, \"b\": \"{\"}}` "
    "runs tool B with `{}` (ToolCallParser.parse).")

RAW_NEWLINES = (
    "The documented recovery from unescaped newlines in strings "
    "(`normalized.replace(\"\\n\", \"\\\\n\")` in ToolCallParser._load_json) escapes every "
    "newline of the candidate, also those between the members of an indented object, which "
    "then is not JSON: the documentation's own write_file example (an indented object whose "
    "content holds a raw newline) gives no call.")

MARKER_AS_REGEX = (
    "The marker is documented as the \"Keyword to search for\", but `_extract_candidate_blocks` "
    "finds it with `re.finditer(self.marker, text)`: a custom marker is read as a regular "
    "expression.  `[TOOL_CALL]` is the character class {T, O, L, _, C, A}, so every such letter "
    "counts as a marker and a JSON object in the explanation before the real marker "
    "(`Call {\"name\": \"B\"} first.`) becomes the call; a marker such as `+CALL` would not "
    "even compile.")

NON_OBJECT_PARAMETERS = (
    "ToolCallParser.parse takes `parameters` (or `params`) as it is whatever its JSON type: "
    "`{\"tool\": \"T\", \"params\": 2}` gives a ToolCall whose parameters are `2` (a "
    "string gives a string), which no tool can be called with; only a missing, null or empty "
    "value becomes `{}` (`tool_data.get(\"parameters\") or tool_data.get(\"params\") or {}`).")
