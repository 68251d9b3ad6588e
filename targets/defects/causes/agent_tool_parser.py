"""Root causes in agent-tool-parser: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("agent-tool-parser-001", "agent-tool-parser",
          "ToolParser.normalize_name lowercases every tool name and maps aliases (documented "
          "behaviour: see the re-triage note)",
          ("agent_tool_parser.ToolParser.normalize_name",),
          r"^ToolParser\.normalize_name", status="documented", pattern="documented behaviour",
          note="Documented: the README's `tool_aliases`/`param_aliases` and its normalisation "
               "layer (https://github.com/inboost-dev/agent-tool-parser#readme, "
               "https://inboost-dev.github.io/agent-tool-parser/). Not yet a declared trait: a "
               "normaliser forgiving exactly this must apply the library's default alias "
               "tables (names and parameters) as pinned in 0.1.3, which are not yet copied "
               "as facts into targets/traits.py; and three of its entries show more than "
               "the documented renaming (a DSML `string=\"false\"` value kept as text), "
               "so they stay whatever the trait."),
    Cause("agent-tool-parser-002", "agent-tool-parser",
          "Heuristics read call-like prose as calls (`0()`, `<INVOKE:0>`)",
          ("agent_tool_parser.ToolParser._try_parse_python_expr",
           "agent_tool_parser.ToolParser._try_parse_xml_or_dsml"),
          r"^The heuristics take call-like prose for calls", status="documented",
          pattern="documented behaviour",
          note="The library's stated purpose is to extract calls from free-form model output "
               "by heuristics across formats (README, 'dual-engine … extract, normalize, and "
               "repair tool calls': https://github.com/inboost-dev/agent-tool-parser#readme); "
               "sniffing prose is its documented behaviour, not a parse of one format. Kept as a "
               "documented cause, not a trait: a trait is a normalisation of expected and "
               "observed messages (targets/traits.py), and telling a sniffed call from an "
               "invented one would mean re-implementing the heuristics in the oracle; "
               "forgiving every extra call in plaintext would loosen the property."),
)

CAUSES += (
    Cause("agent-tool-parser-003", "agent-tool-parser",
          "_INVOKE_RE ends a `<tool_call>` body at any `<call`/`<tool`/`<function`… it meets, "
          "inside a JSON string argument too: the call's JSON is cut and the call lost",
          ("agent_tool_parser.parser._INVOKE_RE (ToolParser._try_parse_xml_or_dsml)",),
          r"^_INVOKE_RE \(agent_tool_parser/parser\.py\)"),
    Cause("agent-tool-parser-004", "agent-tool-parser",
          "_repair_headless_json rebuilds a call from any `: \"x\", …` or `name\":` it finds, so "
          "prose and the arguments of a call no earlier path read become calls named by a value",
          ("agent_tool_parser.ToolParser._repair_headless_json (_HEADLESS_COLON_RE, "
           "_HEADLESS_KEY_RE), reached from ToolParser._try_parse_json",),
          # the pure-Python path reads neither a pythonic list nor this DeepSeek V3 layout, so
          # the text falls through to the headless repair, whose `: "…", ` match names the call
          r"^When no other format matches, ToolParser\._try_parse_json hands the text to "
          r"`_repair_headless_json`|^agent-tool-parser's pure-Python path takes (a dict argument "
          r"holding|an object nested in a DeepSeek V3)|^Neither path reads DeepSeek V3's own "
          r"layout"),
    Cause("agent-tool-parser-005", "agent-tool-parser",
          "The Rust path reads a pythonic call list `[A(…), …]` as one call named `[a` whose "
          "arguments are the comma-split rest of the list",
          ("agent_tool_parser._accelerated (the Rust path's Python-call reader)",),
          r"^agent-tool-parser's Rust path reads a pythonic call list"),
)

CAUSES += (
    Cause("agent-tool-parser-006", "agent-tool-parser",
          "The Rust path's JSON number reader is not correctly rounded: a float argument comes "
          "back as a neighbouring double",
          ("agent_tool_parser._accelerated (the Rust path's JSON number reader)",),
          r"^The Rust path reads JSON numbers with a float parser that is not correctly rounded"),
    Cause("agent-tool-parser-007", "agent-tool-parser",
          "The Rust path reads a JSON integer outside the 64-bit range as a double: "
          "`18446744073709551616` comes back as `1.8446744073709552e+19`",
          ("agent_tool_parser._accelerated (the Rust path's JSON number reader)",),
          r"^The Rust path reads a JSON integer outside the 64-bit range"),
)
