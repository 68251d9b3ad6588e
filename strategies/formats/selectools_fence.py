"""selectools, fenced variant: `TOOL_CALL`, a blank line, then the call object indented in a
```json code fence.

The "With Code Fence" example of selectools' parser documentation:
`TOOL_CALL\n\n```json\n{\n  "tool_name": "search",\n  "parameters": {...}\n}\n```` with
explanation before and after separated by blank lines (see `_selectools.py`).  The fence has no
escape, so no text or value contains a triple backtick.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats import _selectools as sel
from strategies.formats.selectools_marker import NAME_PATTERN

FENCE = "```"

TRAITS = (
    *sel.TRAITS,
    Trait("fence-in-text", "cannot-express",
          "The call is found by its ``` fence, which has no escape: text or a value containing "
          "a triple backtick would end or open a fence."),
)


def can_express(turn: Turn) -> bool:
    return sel.can_express(turn, (FENCE,))


def render(turn: Turn) -> Rendering:
    block = f"{sel.MARKER}\n\n{FENCE}json\n{sel.pretty(turn.calls[0], turn.variant)}\n{FENCE}"
    return sel.around(turn, block, "\n\n")


FORMAT = Format(
    "selectools_fence", "selectools: TOOL_CALL, then the call object in a ```json fence",
    markers=(Marker(sel.MARKER, token=False), Marker("{", token=False),
             Marker(FENCE, token=False)), render=render,
    can_express=can_express, traits=TRAITS, near_misses=sel.NEAR_MISSES,
    name_pattern=NAME_PATTERN, text_after_calls=True,
    parsers={"selectools": ["ToolCallParser"]},
    dialects=(Dialect('selectools documented layout, "With Code Fence"', "selectools PARSER.md"),
              *sel.LLM_ERRORS),
)
