"""GLM-4.7: `<tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value></tool_call>`, no newlines.

Syntax, as the chat template of zai-org/GLM-4.7 (-Flash) writes an assistant message with
`tool_calls`: `<think>` + `reasoning_content.strip()` + `</think>` (`</think>` alone when there
is none), `content.strip()`, then per call `<tool_call>` + the raw name, per argument
`<arg_key>K</arg_key><arg_value>V</arg_value>`, then `</tool_call>`; calls follow each other
with nothing between.  Values: strings as they are, everything else
`tojson(ensure_ascii=False)`; the tool's schema types them back.

Two dialects, by the request's `enable_thinking` (GLM-4.7 is a thinking model, thinking on by
default): thinking on, the generation prompt ends `<|assistant|><think>` and the model writes
the reasoning, `</think>`, then the rest (`thinking`); thinking off, the prompt ends
`<|assistant|></think>` and the model writes what follows it (the default dialect).
"""

from __future__ import annotations

from dataclasses import replace

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats import _glm as glm
from strategies.formats._common import mentions

LAYOUT = glm.Layout(lead="", after_name="", after_key="", after_value="")


def _think(turn: Turn) -> str | None:
    # `<think>` is pre-filled by the generation prompt: the model opens nothing.
    return "" if turn.variant == glm.THINKING else None


def can_express(turn: Turn) -> bool:
    return glm.can_express(turn, LAYOUT, _think(turn)) and not mentions(turn, glm.THINK_TAGS)


def render(turn: Turn) -> Rendering:
    return glm.render(turn, LAYOUT, _think(turn))


def plain_reply(text: str) -> str:
    """A reply with no call, thinking on: `</think>` closing the pre-filled `<think>`, then the
    text."""
    return f"{glm.END_THINK}{text}"


def thinking_on(turn: Turn) -> Turn:
    """The turn as a deployment that serves the template's default (thinking on) writes it."""
    return replace(turn, variant=glm.THINKING)


TRAITS = (
    *glm.TRAITS,
    Trait("reasoning-block", "fact",
          "With thinking on the generation prompt pre-fills `<think>`: the model writes the "
          "reasoning, `</think>` (alone when it does not think), then the content and calls; "
          "the template writes the reasoning stripped, so reasoning with outer whitespace is "
          "not written as given. `<think>`/`</think>` are added tokens, not text."),
)

FORMAT = Format(
    "glm47", "GLM-4.7: <tool_call>name<arg_key>k</arg_key><arg_value>v</arg_value></tool_call>",
    markers=(*glm.MARKERS, *(Marker(t) for t in glm.THINK_TAGS)), render=render,
    can_express=can_express, traits=TRAITS,
    near_misses=(*glm.NEAR_MISSES, "<think", "</think", "<thinking>"),
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True, reasoning=True, plain_reply=plain_reply,
    parsers={"vllm": ("glm47",), "sglang": ("glm47",), "mlx_lm": ("glm47",)},
    dialects=(Dialect("zai-org/GLM-4.7 (-Flash) chat template, thinking off",
                      "zai-org/GLM-4.7 chat_template.jinja"),
              Dialect("zai-org/GLM-4.7 (-Flash) chat template, thinking on (the default)",
                      "zai-org/GLM-4.7 chat_template.jinja (generation prompt "
                      "`<|assistant|><think>`); vLLM tests/reasoning/test_glm47_reasoning_parser.py",
                      glm.THINKING)),
    # Every target is deployed as the template's default, thinking on: vLLM's engine grammar,
    # SGLang's forced reasoning and mlx-lm's server (its prompt ends `<think>`) start inside
    # the reasoning; the adapters send no request that switches thinking off
    # (`chat_template_kwargs`), so the thinking-off dialect is golden-tested only.
    deployed={"vllm:glm47": thinking_on, "sglang:glm47": thinking_on,
              "mlx_lm:glm47": thinking_on},
)

#: Deployed with its reasoning parser (`--tool-call-parser glm47 --reasoning-parser glm45`, as
#: GLM-4.7's model card serves it; vLLM registers the same class as `glm47` too).  Registry hook.
TARGET_OVERRIDES = {"vllm": {"options": {"reasoning_parser": "glm45"}},
                    # SGLang: the generation prompt opens `<think>`: the server forces reasoning.
                    "sglang": {"options": {"reasoning_parser": "glm45", "force_reasoning": True}},
                    # mlx-lm: the prompt ends `<think>`: the server starts in reasoning.
                    "mlx_lm": {"options": {"prompt_opens_reasoning": True}}}
