"""Reproduction template for selectools' ToolCallParser, called as its Agent calls it."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec

TEMPLATE = '''\
# toolfuzz finding: {target} (selectools {version}) violates {prop}: {checks}
# Run with selectools installed.  The Agent parses each whole reply with one parser.
import json
from selectools.parser import ToolCallParser

TEXT = {text!r}

call = ToolCallParser(marker={marker!r}, max_payload_chars={max_payload_chars!r}).parse(TEXT).tool_call
if call is None:
    print("no call")
else:
    print("call:", repr(call.tool_name), json.dumps(call.parameters))
'''


def snippet(spec: TargetSpec, case: Case) -> str:
    return TEMPLATE.format(target=case.target, version=case.version, prop=case.property,
                           checks=", ".join(case.checks), text=case.text,
                           marker=spec.options["marker"],
                           max_payload_chars=spec.options["max_payload_chars"])
