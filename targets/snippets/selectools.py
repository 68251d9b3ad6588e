"""Reproduction template for selectools' ToolCallParser, called as its Agent calls it."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec
from targets.snippets.growth import growth_block

MAIN = '''\
call = parse(TEXT)
if call is None:
    print("no call")
else:
    print("call:", repr(call.tool_name), json.dumps(call.parameters))
'''

TEMPLATE = '''\
# toolfuzz finding: {target} (selectools {version}) violates {prop}: {checks}
# Run with selectools installed.  The Agent parses each whole reply with one parser.
import json
from selectools.parser import ToolCallParser

TEXT = {text!r}



def parse(text):
    return ToolCallParser(marker={marker!r}, max_payload_chars={max_payload_chars!r}).parse(text).tool_call


{main}'''


def snippet(spec: TargetSpec, case: Case) -> str:
    return TEMPLATE.format(target=case.target, version=case.version, prop=case.property,
                           checks=", ".join(case.checks), text=case.text,
                           marker=spec.options["marker"],
                           max_payload_chars=spec.options["max_payload_chars"],
                           main=growth_block(case) or MAIN)
