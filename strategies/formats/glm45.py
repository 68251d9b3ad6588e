"""GLM-4.5 / GLM-4.6: `<tool_call>NAME\\n<arg_key>K</arg_key>\\n<arg_value>V</arg_value>\\n…`.

Syntax, as the chat template of zai-org/GLM-4.5 (and GLM-4.6) writes an assistant message with
`tool_calls`, with thinking off (`enable_thinking=False`: the generation prompt ends
`<|assistant|>\\n<think></think>`, so no reasoning is generated): `\\n` + `content.strip()`
(only when not empty), then per call `\\n<tool_call>` + the raw name + `\\n`, per argument
`<arg_key>K</arg_key>\\n<arg_value>V</arg_value>\\n`, then `</tool_call>`.  Values: strings as
they are, everything else `tojson(ensure_ascii=False)`; the tool's schema types them back.
vLLM's `glm45` and `glm47` names are one parser (Glm47MoeModelToolParser).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Rendering, Turn
from strategies.formats import _glm as glm

LAYOUT = glm.Layout(lead="\n", after_name="\n", after_key="\n", after_value="\n")


def can_express(turn: Turn) -> bool:
    return glm.can_express(turn, LAYOUT)


def render(turn: Turn) -> Rendering:
    return glm.render(turn, LAYOUT)


FORMAT = Format(
    "glm45", "GLM-4.5/4.6: <tool_call>name, <arg_key>/<arg_value> pairs on their own lines",
    markers=glm.MARKERS, render=render, can_express=can_express, traits=glm.TRAITS,
    near_misses=glm.NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("glm45",), "sglang": ("glm45", "glm")},
    dialects=(Dialect("zai-org/GLM-4.5 / GLM-4.6 chat template, thinking off",
                      "zai-org/GLM-4.5 chat_template.jinja"),),
)
