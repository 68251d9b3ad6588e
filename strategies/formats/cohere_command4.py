"""Cohere Command A Reasoning (Command 4 family): a thinking block, always, then the JSON list
of calls in an action block,
`<|START_THINKING|>plan<|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", …}\n]`
then `<|END_ACTION|>`.

From Cohere's own renderer, `cohere_melody.render_cmd4` (see `_cohere.py` for the block
layout and how melody serialises parameters).  Command 4 always writes the thinking block,
empty when the turn has no plan.  vLLM parses it with melody's `cmd4` filter (`cohere_command4`).

A reply with no call is `<|START_THINKING|><|END_THINKING|><|START_TEXT|>{text}<|END_TEXT|>`
(`plain_reply`), as `render_cmd4` writes a chatbot turn with text and no plan (checked against
cohere-melody 0.15.3): the generation prompt ends `<|CHATBOT_TOKEN|>`, and Command A's grammar
has no bare text, every reply sits in a block.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Rendering, Turn
from strategies.formats import _cohere

NEAR_MISSES = ("<|START_ACTION|", "<|START_ACTION>", "<|END_ACTION|", "<|START_THINKING|",
               "START_ACTION", "<|START_OF_TURN_TOKEN|>", "<|CHATBOT_TOKEN|>",
               '[{"tool_call_id": "0", "tool_name": "f", "parameters": {}}]', "<|")


def plain_reply(text: str) -> str:
    """A reply with no call: the (empty) thinking block render_cmd4 always writes, then the text
    block."""
    return f"{_cohere.THINK[0]}{_cohere.THINK[1]}<|START_TEXT|>{text}<|END_TEXT|>"


def render(turn: Turn) -> Rendering:
    return _cohere.render(turn, always_think=True)


FORMAT = Format(
    "cohere_command4",
    "Cohere Command A Reasoning: thinking block (always), then the cmd3 action block",
    markers=_cohere.MARKERS, render=render, can_express=_cohere.can_express,
    traits=_cohere.TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f]{1,12}", reasoning=True,
    plain_reply=plain_reply,
    parsers={"vllm": ("cohere_command4",), "sglang": ("cohere_command4",)},
    dialects=(Dialect("Command A Reasoning (Command 4 family)",
                      "cohere_melody.render_cmd4, Cohere's own renderer"),),
)

TARGET_OVERRIDES: dict = {}
#: SGLang deployed with `--reasoning-parser cohere_command4`: the reasoning is split off before the
#: tool-call detector reads the rest (targets/adapters/sglang_detector.py).
TARGET_OVERRIDES["sglang"] = {"options": {"reasoning_parser": "cohere_command4"}}
