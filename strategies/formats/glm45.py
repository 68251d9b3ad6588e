"""GLM-4.5 / GLM-4.6: `<tool_call>NAME\\n<arg_key>K</arg_key>\\n<arg_value>V</arg_value>\\n…`.

Syntax, as the chat template of zai-org/GLM-4.5 (and GLM-4.6) writes an assistant message with
`tool_calls`: `\\n<think>` + `reasoning_content.strip()` + `</think>` (`\\n<think></think>` when
there is none), `\\n` + `content.strip()` (only when not empty), then per call `\\n<tool_call>` +
the raw name + `\\n`, per argument `<arg_key>K</arg_key>\\n<arg_value>V</arg_value>\\n`, then
`</tool_call>`.  Values: strings as they are, everything else `tojson(ensure_ascii=False)`; the
tool's schema types them back.  vLLM's `glm45` and `glm47` names are one parser
(Glm47MoeModelToolParser).

Two dialects, by the request's `enable_thinking` (GLM-4.5/4.6 are thinking models, thinking on
by default): thinking on, the generation prompt ends `<|assistant|>` and the model writes the
whole message, think block included (`thinking`); thinking off, the prompt ends
`<|assistant|>\\n<think></think>` and the model writes what follows it (the default dialect).
"""

from __future__ import annotations

from dataclasses import replace

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats import _glm as glm
from strategies.formats._common import mentions

LAYOUT = glm.Layout(lead="\n", after_name="\n", after_key="\n", after_value="\n")
#: What the model writes to open its reasoning block with thinking on.
THINK_OPEN = "\n" + glm.THINK


def _think(turn: Turn) -> str | None:
    return THINK_OPEN if turn.variant == glm.THINKING else None


def can_express(turn: Turn) -> bool:
    return glm.can_express(turn, LAYOUT, _think(turn)) and not mentions(turn, glm.THINK_TAGS)


def render(turn: Turn) -> Rendering:
    return glm.render(turn, LAYOUT, _think(turn))


def plain_reply(text: str) -> str:
    """A reply with no call, thinking on: the empty think block the template writes, then the
    text (`\\n` + the text, as the template writes content; nothing when there is none)."""
    return f"{THINK_OPEN}{glm.END_THINK}" + (f"\n{text}" if text else "")


def thinking_on(turn: Turn) -> Turn:
    """The turn as a deployment that serves the template's default (thinking on) writes it."""
    return replace(turn, variant=glm.THINKING)


TRAITS = (
    *glm.TRAITS,
    Trait("reasoning-block", "fact",
          "With thinking on the model writes `\\n<think>` + the reasoning + `</think>` "
          "(`\\n<think></think>` when it does not think) before the content and calls; the "
          "template writes the reasoning stripped, so reasoning with outer whitespace is not "
          "written as given. `<think>`/`</think>` are added tokens, not text."),
)

FORMAT = Format(
    "glm45", "GLM-4.5/4.6: <tool_call>name, <arg_key>/<arg_value> pairs on their own lines",
    markers=(*glm.MARKERS, *(Marker(t) for t in glm.THINK_TAGS)), render=render,
    can_express=can_express, traits=TRAITS,
    near_misses=(*glm.NEAR_MISSES, "<think", "</think", "<thinking>"),
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True, reasoning=True, plain_reply=plain_reply,
    # mlx-lm has no GLM-4.5 parser: it picks `glm47` for any chat template holding `<arg_key>`
    # (mlx_lm.tokenizer_utils._infer_tool_parser), so a converted GLM-4.5/4.6 checkpoint is
    # served by the GLM-4.7 parser (target mlx_lm:glm47@glm45).
    parsers={"vllm": ("glm45",), "sglang": ("glm45", "glm"), "mlx_lm": ("glm47",)},
    dialects=(Dialect("zai-org/GLM-4.5 / GLM-4.6 chat template, thinking off",
                      "zai-org/GLM-4.5 chat_template.jinja (as GLM-4.6's, mirrored in "
                      "ggml-org/llama.cpp models/templates/GLM-4.6.jinja)"),
              Dialect("zai-org/GLM-4.5 / GLM-4.6 chat template, thinking on (the default)",
                      "zai-org/GLM-4.5 chat_template.jinja (as GLM-4.6's, mirrored in "
                      "ggml-org/llama.cpp models/templates/GLM-4.6.jinja); vLLM "
                      "tests/reasoning/test_glm4_moe_reasoning_parser.py", glm.THINKING)),
    # vLLM's engine grammar starts inside the reasoning unless the request switches thinking
    # off (chat_template_kwargs), which the adapter does not send: it serves thinking on.
    deployed={"vllm:glm45": thinking_on},
)

#: Deployed with its reasoning parser (`--reasoning-parser glm45`, vLLM's GLM-4.5 recipe):
#: without it the thinking model's reasoning is content.  Registry hook.
TARGET_OVERRIDES = {"vllm": {"options": {"reasoning_parser": "glm45"}},
                    # SGLang: `--reasoning-parser glm45`; the prompt opens no think block,
                    # the model writes `<think>` itself (no forced reasoning).
                    "sglang": {"options": {"reasoning_parser": "glm45"}},
                    # mlx-lm reads the think tags itself; GLM-4.5's prompt opens no think
                    # block, so the reply starts outside the reasoning.
                    "mlx_lm": {"id": "mlx_lm:glm47@glm45"}}
