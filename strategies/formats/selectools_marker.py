"""selectools, marker variant: `TOOL_CALL` on its own line, then the call object on one line,
`TOOL_CALL\n{"tool_name": "search", "parameters": {"query": "Python"}}`.

The "Standard Format" and "Mixed with Text" examples of selectools' parser documentation:
explanation, a blank line, `TOOL_CALL`, a newline, the object, a blank line, more explanation
(see `_selectools.py` for the contract, the field spellings and the content).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Turn
from strategies.formats import _selectools as sel

NAME_PATTERN = r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f]{1,12}"


def can_express(turn: Turn) -> bool:
    return sel.can_express(turn)


def render(turn: Turn) -> Rendering:
    return sel.around(turn, f"{sel.MARKER}\n{sel.compact(turn.calls[0], turn.variant)}", "\n\n")


FORMAT = Format(
    "selectools_marker", "selectools: TOOL_CALL, then {\"tool_name\": …, \"parameters\": …}",
    markers=(Marker(sel.MARKER, token=False), Marker("{", token=False)), render=render,
    can_express=can_express,
    traits=sel.TRAITS, near_misses=sel.NEAR_MISSES, name_pattern=NAME_PATTERN,
    text_after_calls=True,
    parsers={"selectools": ["ToolCallParser"]},
    dialects=(Dialect('selectools documented layout, "Standard Format"', "selectools PARSER.md"),
              *sel.LLM_ERRORS),
)
