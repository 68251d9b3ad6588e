"""Cohere Command A (Command 3 family): a JSON list of calls in an action block, the tool plan
in a thinking block before it,
`<|START_THINKING|>plan<|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", …}\n]`
then `<|END_ACTION|>`.

From Cohere's own renderer, `cohere_melody.render_cmd3` (see `_cohere.py` for the block
layout and how melody serialises parameters).  Command 3 writes the thinking block only when
the turn has a plan.  vLLM parses it with melody's `cmd3` filter (`cohere_command3`).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Rendering, Turn
from strategies.formats import _cohere

NEAR_MISSES = ("<|START_ACTION|", "<|START_ACTION>", "<|END_ACTION|", "<|START_THINKING|",
               "START_ACTION", "<|START_OF_TURN_TOKEN|>", "<|CHATBOT_TOKEN|>",
               '[{"tool_call_id": "0", "tool_name": "f", "parameters": {}}]', "<|")


def render(turn: Turn) -> Rendering:
    return _cohere.render(turn, always_think=False)


FORMAT = Format(
    "cohere_command3",
    "Cohere Command A: [{tool_call_id, tool_name, parameters}] in <|START_ACTION|>, plan first",
    markers=_cohere.MARKERS, render=render, can_express=_cohere.can_express,
    traits=_cohere.TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f]{1,12}", reasoning=True,
    parsers={"vllm": ("cohere_command3",)},
    dialects=(Dialect("Command A (Command 3 family)",
                      "cohere_melody.render_cmd3, Cohere's own renderer"),),
)
