"""Reproduction template for LiteLLM's provider converters: the case's history as the OpenAI
Chat messages a caller gives litellm, converted as LiteLLM converts them before sending."""

from __future__ import annotations

import json

from strategies.histories import sdk_shapes
from strategies.histories.exporters import openai_chat
from targets.corpus import Case
from targets.history_props import SHAPES
from targets.histories.importers import IMPORTERS
from targets.registry import TargetSpec

CALLS = {
    "gemini": ("from litellm.llms.vertex_ai.gemini.transformation import "
               "gemini_convert_messages_with_history",
               "gemini_convert_messages_with_history(MESSAGES, model={model!r}, "
               "custom_llm_provider='gemini')"),
    "anthropic": ("from litellm.litellm_core_utils.prompt_templates.factory import "
                  "anthropic_messages_pt",
                  "anthropic_messages_pt(MESSAGES, model={model!r}, llm_provider='anthropic')"),
}

TEMPLATE = '''\
# toolfuzz finding: {target} (litellm {version}) violates {prop}: {checks}
# Run with litellm installed.
import json
import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no cost-map download
{imports}

MESSAGES = json.loads({messages!r})

for m in MESSAGES:
    print("in: ", json.dumps(m))
for c in {call}:
    print("out:", json.dumps(dict(c)))
{again}'''

#: an idempotent finding: the converter's answer, read back as the OpenAI messages it stands
#: for, converted again
AGAIN = '''
MESSAGES = json.loads({messages!r})  # the answer above, read back as OpenAI Chat messages
for m in MESSAGES:
    print("again in: ", json.dumps(m))
try:
    for c in {call}:
        print("again out:", json.dumps(dict(c)))
except Exception as exc:
    print("again: raised %s: %s" % (type(exc).__name__, exc))
'''


def snippet(spec: TargetSpec, case: Case) -> str:
    imports, call = CALLS[spec.options["converter"]]
    messages = openai_chat(sdk_shapes.from_json(json.loads(case.text)))
    call = call.format(model=spec.options["model"])
    again = ""
    if case.property == "idempotent" and isinstance(case.observed, dict) \
            and "history" in case.observed:
        answer = spec.options.get("answer", spec.options["shape"])
        back = SHAPES[spec.options["shape"]](IMPORTERS[answer](case.observed["history"]))
        again = AGAIN.format(messages=json.dumps(back, ensure_ascii=False), call=call)
    return TEMPLATE.format(target=case.target, version=case.version, prop=case.property,
                           checks=", ".join(case.checks), imports=imports,
                           messages=json.dumps(messages, ensure_ascii=False), call=call,
                           again=again)
