"""selectools with a custom marker: `ToolCallParser(marker="[TOOL_CALL]")`, the marker layout
`[TOOL_CALL]\n{"tool_name": …, "parameters": …}` written with that keyword instead of `TOOL_CALL`.

The parser's `marker` argument is documented as the "Keyword to search for"; this variant
picks a bracketed keyword, the style of Mistral's `[TOOL_CALLS]`.  Everything else is the
marker layout (see `selectools_marker.py` and `_selectools.py`).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats import _selectools as sel
from strategies.formats.selectools_marker import NAME_PATTERN

MARKER = "[TOOL_CALL]"

TRAITS = (
    *sel.TRAITS,
    Trait("custom-marker", "fact",
          f"The target is built with marker={MARKER!r}; text and values never contain it, as "
          "they never contain the default one."),
)


def can_express(turn: Turn) -> bool:
    return sel.can_express(turn, (MARKER,))


def render(turn: Turn) -> Rendering:
    return sel.around(turn, f"{MARKER}\n{sel.compact(turn.calls[0], turn.variant)}", "\n\n")


FORMAT = Format(
    "selectools_custom", "selectools with marker=\"[TOOL_CALL]\": [TOOL_CALL], then the object",
    markers=(Marker(MARKER, token=False), Marker("{", token=False)), render=render,
    can_express=can_express, traits=TRAITS,
    near_misses=(*sel.NEAR_MISSES, "TOOL_CALL", "[TOOL_CALL", "TOOL_CALL]", "[TOOL CALL]", "[tool_call]"),
    name_pattern=NAME_PATTERN, text_after_calls=True,
    parsers={"selectools": ["ToolCallParser"]},
    dialects=(Dialect("selectools marker layout, custom keyword",
                      "selectools ToolCallParser(marker=...) documentation (PARSER.md)"),
              *sel.LLM_ERRORS),
)

#: The target's parser is built with this format's marker (targets/registry.py).
TARGET_OVERRIDES = {"selectools": {"options": {"marker": MARKER}}}
