"""Self-contained reproductions: Python that calls a target's library directly, no toolfuzz.

`snippet(case)` returns code a parser author can paste into a bug report; each library's
template lives in a module here, chosen by the target's adapter.
"""

from __future__ import annotations

from importlib import import_module

from targets import registry
from targets.corpus import Case

#: adapter module -> snippet module
TEMPLATES = {"targets.adapters.vllm_classic": "targets.snippets.vllm",
             "targets.adapters.selectools_parser": "targets.snippets.selectools",
             "targets.adapters.sglang_detector": "targets.snippets.sglang",
             "targets.adapters.partial_json": "targets.snippets.partial_json",
             "targets.adapters.agent_tool_parser": "targets.snippets.agent_tool_parser",
             "targets.adapters.transformers_response": "targets.snippets.transformers",
             "targets.adapters.mistral_common_app": "targets.snippets.mistral_common",
             "targets.adapters.history_openhands": "targets.snippets.openhands",
             "targets.adapters.history_litellm_convert": "targets.snippets.litellm_convert",
             "targets.adapters.kani_parser": "targets.snippets.kani",
             "targets.adapters.mlx_lm_server": "targets.snippets.mlx_lm",
             "targets.adapters.harmony_sdk": "targets.snippets.harmony",
             "targets.adapters.history_litellm": "targets.snippets.history",
             "targets.adapters.history_pydantic_ai": "targets.snippets.history",
             "targets.adapters.history_mistral": "targets.snippets.history",
             "targets.adapters.history_langgraph": "targets.snippets.history",
             "targets.adapters.vllm_response_template": "targets.snippets.vllm_variants",
             "targets.adapters.vllm_mistral": "targets.snippets.vllm_variants",
             "targets.adapters.vllm_harmony": "targets.snippets.vllm_variants"}


def snippet(case: Case) -> str:
    spec = registry.get(case.target)
    module = spec.adapter.partition(":")[0]
    if module not in TEMPLATES:
        raise LookupError(f"no reproduction template for {spec.id} ({module}); "
                          f"replay it with `python -m targets.replay` instead")
    return import_module(TEMPLATES[module]).snippet(spec, case)
