"""Reproduction template for the partial-JSON targets: the library's own call on the case's
text, or (prefix) on the prefixes the case recorded as failing, as a streaming parser calls it
on the arguments received so far."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec

#: library -> (import, call expression on TEXT) as targets/adapters/partial_json.py calls it
CALLS = {
    "partial-json-parser": ("import partial_json_parser",
                            "partial_json_parser.loads({text}, partial_json_parser.Allow.{allow})"),
    "json-repair": ("import json_repair", "json_repair.loads({text})"),
    "jiter": ("import jiter", "jiter.from_json({text}.encode(), partial_mode={partial_mode!r})"),
    "langchain-core": ("from langchain_core.utils.json import parse_partial_json",
                       "parse_partial_json({text})"),
}

TEMPLATE = '''\
# toolfuzz finding: {target} ({library} {version}) violates {prop}: {checks}
# Run with {library} installed.
{imports}

DOCUMENT = {document!r}
TEXTS = {texts!r}  # {what}

for text in TEXTS:
    try:
        print(repr(text[-60:]), "->", repr({call}))
    except Exception as exc:
        print(repr(text[-60:]), "-> raised", type(exc).__name__, str(exc)[:200])
'''


def snippet(spec: TargetSpec, case: Case) -> str:
    library = spec.options["library"]
    imports, call = CALLS[library]
    if case.property == "prefix" and isinstance(case.observed, dict):
        texts = sorted({o["prefix"] for o in case.observed.values() if "prefix" in o}, key=len)
        what = "the prefixes of DOCUMENT whose parse is not consistent with its value"
    else:
        texts, what = [case.text], "the text itself"
    return TEMPLATE.format(target=case.target, library=library, version=case.version,
                           prop=case.property, checks=", ".join(case.checks), imports=imports,
                           document=case.text, texts=texts, what=what,
                           call=call.format(text="text", allow=spec.options.get("allow", "ALL"),
                                            partial_mode=spec.options.get("partial_mode", True)))
