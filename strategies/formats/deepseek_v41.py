"""DeepSeek V4.1: reasoning, then a spaced DSML `<｜DSML｜ calls>` block.

Syntax, as DeepSeek-V4.1's reference encoder (encoding_dsv41.py, vendored by vLLM as
vllm/tokenizers/deepseek_v41_encoding.py) writes an assistant message with tool calls in thinking
mode, the default (the generation prompt ends `<｜Assistant｜><think>`): the reasoning,
`</think>`, the content, `\\n\\n`, then `<｜DSML｜ calls>\\n` + the invokes joined by `\\n` +
`\\n</｜DSML｜ calls>`; the tags are V4's with a space after `｜DSML｜` (` calls`, ` invoke`,
` parameter`); see strategies/formats/_dsml.py.  Parsed by vLLM's `deepseek_v41` (engine grammar
vllm/parser/deepseek_v41.py).  A reply with no call is `</think>` + the text
(`_dsml.plain_reply`): what follows the prompt's pre-filled `<think>`.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Rendering, Turn
from strategies.formats import _dsml
from targets.canonical import Message

BLOCK, INVOKE, PARAMETER = " calls", " invoke", " parameter"


def can_express(turn: Turn) -> bool:
    return _dsml.can_express(turn, thinking=True)


def render(turn: Turn) -> Rendering:
    text = _dsml.render_text(turn, BLOCK, INVOKE, PARAMETER, thinking=True)
    return Rendering(text, Message(content=turn.before or None, calls=turn.calls,
                                   reasoning=turn.reasoning or None))


FORMAT = Format(
    "deepseek_v41", "DeepSeek V4.1: reasoning</think>, then spaced DSML <｜DSML｜ calls> tags",
    markers=_dsml.markers(BLOCK, INVOKE, PARAMETER, thinking=True),
    render=render, can_express=can_express, traits=_dsml.traits(thinking=True),
    plain_reply=_dsml.plain_reply,
    near_misses=_dsml.NEAR_MISSES, name_pattern=_dsml.NAME_PATTERN, reasoning=True,
    parsers={"vllm": ("deepseek_v41",), "sglang": ("deepseekv41",)},
    dialects=(Dialect("DeepSeek-V4.1 reference encoder, thinking mode",
                      "encoding_dsv41.py (vendored as vllm/tokenizers/deepseek_v41_encoding.py)"),),
)

#: Deployed with its reasoning parser (`--reasoning-parser deepseek_v41`): without it the thinking
#: model's reasoning is content.  Registry hook.
TARGET_OVERRIDES = {"vllm": {"options": {"reasoning_parser": "deepseek_v41"}}}
#: SGLang deployed with `--reasoning-parser deepseek-v41`: the reasoning is split off before the
#: tool-call detector reads the rest (targets/adapters/sglang_detector.py).
#: The generation prompt opens `<think>` (thinking mode, the default): the server forces reasoning.
TARGET_OVERRIDES["sglang"] = {"options": {"reasoning_parser": "deepseek-v41", "force_reasoning": True}}
