"""selectools, inline variant: the call object alone inside the explanation, no marker,
`I'll search. {"tool": "search", "params": {"query": "Python"}} One moment.`.

selectools' parser documentation accepts "inline JSON mixed with explanatory text" and, with no
marker and no fence, searches the whole text for a balanced JSON object with a tool name
(its test: `parser.parse('{"tool": "search", "params": {}}')`).  The object is written on one
line between the text before and after it, separated by single spaces (see `_selectools.py`).
The object is found by its braces, so the explanation holds no `{`, `}` or fence.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats import _selectools as sel
from strategies.formats.selectools_marker import NAME_PATTERN

TRAITS = (
    *sel.TRAITS,
    Trait("braces-in-prose", "cannot-express",
          "Without a marker the call is the balanced JSON object in the text: explanation "
          "containing `{`, `}` or a ``` fence would offer other candidates.  Values may hold "
          "anything."),
)


def can_express(turn: Turn) -> bool:
    prose = (turn.before or "") + (turn.after or "")
    return sel.can_express(turn) and not any(c in prose for c in ("{", "}", "```"))


def render(turn: Turn) -> Rendering:
    return sel.around(turn, sel.compact(turn.calls[0], turn.variant), " ")


FORMAT = Format(
    "selectools_inline", "selectools: a bare {\"tool\": …, \"params\": …} object inside the text",
    markers=(Marker("{", token=False),), render=render, can_express=can_express,
    traits=TRAITS, near_misses=sel.NEAR_MISSES, name_pattern=NAME_PATTERN,
    text_after_calls=True,
    parsers={"selectools": ["ToolCallParser"]},
    dialects=(Dialect("selectools documented layout, inline JSON",
                      "selectools PARSER.md and its inline test"), *sel.LLM_ERRORS),
)
