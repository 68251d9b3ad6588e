"""GLM-4.7: `<tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value></tool_call>`, no newlines.

Syntax, as the chat template of zai-org/GLM-4.7 (-Flash) writes an assistant message with
`tool_calls`, with thinking off (`enable_thinking=False`: the generation prompt ends
`<|assistant|></think>`): `content.strip()`, then per call `<tool_call>` + the raw name, per
argument `<arg_key>K</arg_key><arg_value>V</arg_value>`, then `</tool_call>`; calls follow each
other with nothing between.  Values: strings as they are, everything else
`tojson(ensure_ascii=False)`; the tool's schema types them back.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Rendering, Turn
from strategies.formats import _glm as glm

LAYOUT = glm.Layout(lead="", after_name="", after_key="", after_value="")


def can_express(turn: Turn) -> bool:
    return glm.can_express(turn, LAYOUT)


def render(turn: Turn) -> Rendering:
    return glm.render(turn, LAYOUT)


FORMAT = Format(
    "glm47", "GLM-4.7: <tool_call>name<arg_key>k</arg_key><arg_value>v</arg_value></tool_call>",
    markers=glm.MARKERS, render=render, can_express=can_express, traits=glm.TRAITS,
    near_misses=glm.NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("glm47",), "sglang": ("glm47",), "mlx_lm": ("glm47",)},
    dialects=(Dialect("zai-org/GLM-4.7 (-Flash) chat template, thinking off",
                      "zai-org/GLM-4.7 chat_template.jinja"),),
)
