"""Known failures of the partial-JSON targets (targets/partial_targets.py), judged by
targets/test_partial_json.py: partial-json-parser, json-repair, jiter and langchain-core."""

from targets.expectations import Known

#: partial_json_parser.loads and langchain-core's parse_partial_json close an unfinished
#: string right after the escape that arrived last, so a surrogate pair cut between its two
#: `\uXXXX` escapes decodes to a lone high surrogate.
SURROGATE_HALF = (
    "{fn} closes an unfinished string after the last complete escape, so a character outside "
    "the Basic Multilingual Plane written as a surrogate pair (`\\ud83d\\ude00`, as "
    "json.dumps with ensure_ascii writes it) and cut between its two escapes comes back as a "
    "lone high surrogate (`'\\ud83d'`): not a beginning of the final string, and text no "
    "UTF-8 encoder accepts (a streaming server that forwards it fails on encoding)."
)

#: json.loads raises RecursionError, not JSONDecodeError, on arrays or objects nested past
#: Python's recursion limit (its C scanner recurses once per level).
DEEP_NESTING = (
    "{fn} hands the text to json.loads and catches only its JSONDecodeError; on arrays "
    "nested about 1 000 deep (`[` × 1 100) json's scanner raises RecursionError, which "
    "escapes{extra}. A model that emits a run of brackets crashes the streaming parser that "
    "calls it."
)

KNOWN = (
    Known("partial-json-parser:loads", "prefix", frozenset({"prefix.unfinished-atom"}),
          SURROGATE_HALF.format(fn="partial_json_parser.loads (its fix_fast completion)"),
          ("n_partial-json-parser-loads_prefix_ea559fface78be67.json",)),
    Known("partial-json-parser:loads", "nocrash", frozenset({"target.raised"}),
          "partial_json_parser.loads lets an AssertionError or IndexError out of its "
          "completion code (partial_json_parser.core.myelin.fix_fast pops the bracket stack "
          "and asserts the bracket it expects) on a mismatched closing bracket (`[}`: "
          "\"Expected '{' at index 0, got '['\") or one with nothing open (`}`: \"pop from "
          "empty list\") instead of "
          "its documented MalformedJSON: a caller catching the library's JSONDecodeError (as "
          "vLLM's and SGLang's tool parsers do) is crashed by it.",
          ("n_partial-json-parser-loads_nocrash_c445f3312a8bff88.json",
           "n_partial-json-parser-loads_nocrash_0c49a074b2e0af88.json")),
    Known("langchain-core:parse_partial_json", "prefix", frozenset({"prefix.unfinished-atom"}),
          SURROGATE_HALF.format(fn="langchain_core.utils.json.parse_partial_json"),
          ("n_langchain-core-parse_partial_json_prefix_dd095a6dd1c84296.json",)),
    Known("json-repair:loads", "prefix",
          frozenset({"prefix.type", "prefix.foreign-value", "prefix.unfinished-atom"}),
          "json_repair.loads repairs a cut document instead of completing it: an object whose "
          "first key has arrived without its colon (`{\"\"`) comes back as an array of the key "
          "strings (`[]`, `['ab']`), a key whose value has not begun gets the value \"\" "
          "(`{\"a\":` → {'a': ''}), and an unfinished literal becomes a string (`{\"a\":n` → "
          "{'a': 'n'}): values the document does not hold, which a streaming caller shows "
          "and then must take back.",
          ("n_json-repair-loads_prefix_ce39022b507851ef.json",)),
)

KNOWN += (
    Known("partial-json-parser:loads", "nocrash", frozenset({"target.raised"}),
          DEEP_NESTING.format(fn="partial_json_parser.loads (parse_json)",
                              extra=" instead of its documented MalformedJSON"),
          ("n_partial-json-parser-loads_nocrash_31297d9a887415f7.json",)),
    Known("langchain-core:parse_partial_json", "nocrash", frozenset({"target.raised"}),
          DEEP_NESTING.format(fn="langchain_core.utils.json.parse_partial_json", extra=""),
          ("n_langchain-core-parse_partial_json_nocrash_ba57059212d5cc61.json",)),
    Known("json-repair:loads", "nocrash", frozenset({"target.raised"}),
          DEEP_NESTING.format(fn="json_repair.repair_json (its json.loads fast path, before "
                                 "the parser whose RecursionError it turns into ValueError)",
                              extra=""),
          ("n_json-repair-loads_nocrash_988cd084bd65843f.json",)),
    Known("json-repair:loads", "prefix",
          frozenset({"prefix.lost-value", "prefix.foreign-value", "prefix.type"}),
          "json_repair.loads drops an empty array or object that ends an unfinished array: "
          "`[[]` and `[1, []` come back as [] and [1], although the inner [] is complete in the "
          "text (`[[], ` gives [[]]): a value the document holds is lost, then reappears.",
          ("n_json-repair-loads_prefix_fc9a36db4a25f80a.json",)),
    Known("json-repair:loads", "prefix",
          frozenset({"prefix.completed-value", "prefix.lost-value", "prefix.foreign-value",
                     "prefix.type"}),
          "json_repair.loads loses an empty array that is followed by whitespace inside an "
          "array, when the document is unfinished: `{\"a\": [ [] ]` and the indented "
          "`{\"a\": [\n []\n]` come back as {'a': []}, although the array [[]] is complete "
          "in the text (compact `{\"a\": [[]]` gives {'a': [[]]}).",
          ("n_json-repair-loads_prefix_2c13fe3e7dc6bca0.json",)),
    Known("json-repair:loads", "prefix", frozenset({"prefix.unfinished-atom"}),
          "json_repair.loads keeps an escape cut by the end of the text as literal characters: "
          "`[\"x\\` comes back as ['x\\\\'] and `[\"x\\u00` as ['x\\\\u00'], a backslash "
          "the document's string does not hold (`\\t` then becomes a tab, so the text shown "
          "so far is rewritten).",
          ("n_json-repair-loads_prefix_ee655a33c200d8f0.json",)),
    Known("json-repair:loads", "prefix",
          frozenset({"prefix.completed-value", "prefix.unfinished-atom"}),
          "json_repair.loads strips a newline that ends a complete string when the document is "
          "unfinished: `[\"x\\n\", ` and `{\"a\": \"x\\n\"` come back as ['x'] and "
          "{'a': 'x'} (the closed document keeps it: ['x\\n']). Multi-line string arguments "
          "(code, file contents) lose their final newline until the document ends. (The case "
          "also shows the cut escape above.)",
          ("n_json-repair-loads_prefix_7f8ffa50bf05f17a.json",)),
)
