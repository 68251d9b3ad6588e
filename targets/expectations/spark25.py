"""Known failures of targets that parse the spark25 format (SGLang's `spark25`, Spark25Detector
in sglang/srt/function_call/spark25_detector.py).  Its values are typed by `_convert_value`
with the type `_get_param_type` reads from the tool's schema."""

from targets.expectations import Known

T = "sglang:spark25"
ARGS = frozenset({"calls.arguments"})

NULL_BEFORE_TYPE = (
    "`_convert_value` returns None for any value whose text is `null` in any letter case "
    "(`if value.lower() == \"null\"`) before it looks at the parameter's type: a `string` "
    "parameter holding the text \"null\" (or \"NULL\") comes back as JSON null.")

TYPE_KEYWORD_ONLY = (
    "`_get_param_type` uses a property's `type` only when it is a single string and answers "
    "`string` otherwise, so a property typed by a union (`[\"integer\", \"null\"]`) or only by "
    "an `enum` of numbers comes back as the text the model wrote: 5 becomes \"5\", a value "
    "the schema does not admit as a string, although the template wrote it as JSON.")

NUMBER_THROUGH_FLOAT = (
    "For a `number` parameter `_convert_value` does `float(value)` and returns "
    "`int(number)` when the float is integral: 2.0 and -0.0 come back as 2 and 0 (the text "
    "said float), and an integer past 2**53 (18446744073709551617) comes back rounded "
    "(18446744073709551616): the text was an exact JSON integer.")

KNOWN = (
    Known(T, "roundtrip", ARGS, NULL_BEFORE_TYPE,
          ("n_sglang-spark25_roundtrip_da31d4e4a3aaf819.json",)),
    Known(T, "roundtrip", ARGS, TYPE_KEYWORD_ONLY,
          ("n_sglang-spark25_roundtrip_fa5ea2d715166e23.json",)),
    Known(T, "roundtrip", ARGS, NUMBER_THROUGH_FLOAT,
          ("n_sglang-spark25_roundtrip_3bce4189ece83c44.json",
           "n_sglang-spark25_roundtrip_cd5e70fd07999771.json")),
)

# --- cut replies (truncated) ---
CUT_CALL_AS_CONTENT = (
    "Spark25Detector.detect_and_parse returns a `<tool_call>` with no `</tool_call>` after it "
    "as content (`normal_parts.append(text[start:])`): a reply cut by max_tokens inside a call "
    "(`<tool_call>`) gives the call's raw markup to the user as the assistant's words, while "
    "Spark25Detector.finish drops the same unterminated block from the stream (\"a truncated "
    "protocol block, not user-visible text\").")

KNOWN += (
    Known(T, "truncated", frozenset({"truncated.marker-in-content"}), CUT_CALL_AS_CONTENT,
          ("n_sglang-spark25_truncated_4fd86b45d8faac3e.json",)),
    # a call completed before the cut, its `enum: [3, "a"]` number written as a string
    # (case trimmed to that call and a cut inside the next `<tool_call>`)
    Known(T, "truncated", frozenset({"truncated.changed"}), TYPE_KEYWORD_ONLY,
          ("n_sglang-spark25_truncated_bce47d9ca321cc54.json",)),
)
