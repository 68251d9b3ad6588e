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
               "https://inboost-dev.github.io/agent-tool-parser/). To become a declared trait "
               "of the agent-tool-parser targets once the default alias table is pinned."),
    Cause("agent-tool-parser-002", "agent-tool-parser",
          "Heuristics read call-like prose as calls (`0()`, `<INVOKE:0>`)",
          ("agent_tool_parser.ToolParser._try_parse_python_expr",
           "agent_tool_parser.ToolParser._try_parse_xml_or_dsml"),
          r"^The heuristics take call-like prose for calls", status="documented",
          pattern="documented behaviour",
          note="The library's stated purpose is to extract calls from free-form model output "
               "by heuristics across formats (README, 'dual-engine … extract, normalize, and "
               "repair tool calls': https://github.com/inboost-dev/agent-tool-parser#readme); "
               "sniffing prose is its documented behaviour, not a parse of one format."),
)
