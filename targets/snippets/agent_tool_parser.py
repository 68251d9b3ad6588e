"""Reproduction template for agent-tool-parser's `try_parse_tool_calls`, on the path (Rust or
pure Python) the target runs."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec
from targets.snippets.growth import growth_block

MAIN = '''\
for call in parse(TEXT):
    print("call:", repr(call.name), json.dumps(call.args, ensure_ascii=False))
'''

TEMPLATE = '''\
# toolfuzz finding: {target} (agent-tool-parser {version}) violates {prop}: {checks}
# Run with agent-tool-parser installed.  {path_note}
import json
import os
{env_line}import agent_tool_parser

TEXT = {text!r}

print("path:", "rust" if agent_tool_parser.ACCELERATED else "python")
parse = agent_tool_parser.try_parse_tool_calls
{main}'''


def snippet(spec: TargetSpec, case: Case) -> str:
    python = spec.options.get("path") == "python"
    return TEMPLATE.format(
        target=case.target, version=case.version, prop=case.property,
        checks=", ".join(case.checks), text=case.text,
        path_note=("The pure-Python path: the variable must be set before the first import."
                   if python else "The Rust extension, the default path."),
        env_line='os.environ["AGENT_TOOL_PARSER_NO_EXT"] = "1"\n' if python else "",
        main=growth_block(case) or MAIN)
