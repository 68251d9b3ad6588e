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
