"""DeepSeek V4: reasoning, then a DSML `<｜DSML｜tool_calls>` block.

Syntax, as DeepSeek-V4's reference encoder (encoding_dsv4.py, vendored by vLLM as
vllm/tokenizers/deepseek_v4_encoding.py) writes an assistant message with tool calls in thinking
mode, the default (the generation prompt ends `<｜Assistant｜><think>`): the reasoning,
`</think>`, the content, `\\n\\n`, then `<｜DSML｜tool_calls>\\n` + the invokes joined by `\\n` +
`\\n</｜DSML｜tool_calls>` (and the EOS the server strips); see strategies/formats/_dsml.py for the
invoke and parameter tags.  Parsed by vLLM's `deepseek_v4` (engine grammar
vllm/parser/deepseek_v4.py), which starts in reasoning unless thinking is switched off.  A
reply with no call is `</think>` + the text (`_dsml.plain_reply`): the text after the prompt's
pre-filled `<think>`.

Dialect `self-closing`: the model (not the encoder) writes a call with no arguments as one
`<｜DSML｜invoke name="…"/>` element (sglang#23915, observed on SWE-bench's `submit`).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Rendering, Turn
from strategies.formats import _dsml
from targets.canonical import Message

BLOCK, INVOKE, PARAMETER = "tool_calls", "invoke", "parameter"


def can_express(turn: Turn) -> bool:
    return _dsml.can_express(turn, thinking=True)


def render(turn: Turn) -> Rendering:
    text = _dsml.render_text(turn, BLOCK, INVOKE, PARAMETER, thinking=True)
    return Rendering(text, Message(content=turn.before or None, calls=turn.calls,
                                   reasoning=turn.reasoning or None))


FORMAT = Format(
    "deepseek_v4", "DeepSeek V4: reasoning</think>, then DSML <｜DSML｜tool_calls> invoke/parameter tags",
    markers=_dsml.markers(BLOCK, INVOKE, PARAMETER, thinking=True),
    render=render, can_express=can_express, traits=_dsml.traits(thinking=True),
    plain_reply=_dsml.plain_reply,
    near_misses=_dsml.NEAR_MISSES, name_pattern=_dsml.NAME_PATTERN, reasoning=True,
    parsers={"vllm": ("deepseek_v4",), "sglang": ("deepseekv4",)},
    dialects=(Dialect("DeepSeek-V4 reference encoder, thinking mode",
                      "encoding_dsv4.py (vendored as vllm/tokenizers/deepseek_v4_encoding.py)"),
              Dialect(*_dsml.SELF_CLOSING_DIALECT, _dsml.SELF_CLOSING)),
)

#: Deployed with its reasoning parser (`--reasoning-parser deepseek_v4`): without it the thinking
#: model's reasoning is content.  Registry hook.
TARGET_OVERRIDES = {"vllm": {"options": {"reasoning_parser": "deepseek_v4"}}}
#: SGLang deployed with `--reasoning-parser deepseek-v4`: the reasoning is split off before the
#: tool-call detector reads the rest (targets/adapters/sglang_detector.py).
#: The generation prompt opens `<think>` (thinking mode, the default): the server forces reasoning.
TARGET_OVERRIDES["sglang"] = {"options": {"reasoning_parser": "deepseek-v4", "force_reasoning": True}}
