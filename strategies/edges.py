"""String values with what parsers' value boundaries trip on at their edges (issue 23 item 5).

A parser finds where a value ends by a delimiter: a closing quote, `</parameter>`, `<|"|>`,
the `}` of the arguments.  A value whose first or last characters are a tag, a quote, an
escape, a bracket or the format's own marker (or the start of one) stands right against that
delimiter, and that is where a value's boundary is misread: a trailing backslash taken as an
escape of the closing quote, a leading `"` taken as JSON, a trailing `<` taken as the start of
the closing tag.  The general value strategies (strategies/values.py) write the same snippets
anywhere in a string, so a ci budget of a few dozen examples rarely puts one at an edge; this
strategy puts one there every time.

Every example is a template-faithful turn with one more string argument in one of its calls,
first or last among the call's arguments (against the delimiter that opens or closes the
arguments), its value `edge + word`, `word + edge`, `edge + word + edge` or an edge alone.
Its oracle is `roundtrip` where the format writes the value as data (`can_express`), else
`consistency` (a marker the format cannot escape), as for marker-data (strategies/offtemplate.py).

Whitespace is not an edge drawn here: a value's edge whitespace is what several libraries strip
by design (declared traits), and the faithful draws reach it.
"""

from __future__ import annotations

from hypothesis import reject, strategies as st

from strategies.formats import Format
from strategies.offtemplate import (PROSE, OffTemplate, example_of, faithful_turns,
                                    render_or_none, with_string_argument)

#: The property (and off-template variant id) of these examples.
EDGES = "value-edges"
#: Markup a value written by a coding agent starts or ends with.
TAGS = ("<b>", "</b>", "<br/>", '<div class="x">', "</div>", "<!-- note -->",
        '<?xml version="1.0"?>', "<", ">", "</", "/>", "<T>")
#: Quotes, alone and as the idioms code and prose use.
QUOTES = ('"', "'", "`", '"""', "'''", "```", '""', "“", "”", '"quoted"', "'s")
#: Escape sequences as text (a backslash the value holds), and entity references.
ESCAPES = ("\\", "\\\\", "\\n", "\\t", '\\"', "\\'", "\\u0041", "\\x41", "&amp;", "&lt;", "%")
#: JSON's and Python's closers and openers: a value ending in `"}` or `]` at the end of the
#: arguments.
BRACKETS = ("{", "}", "[", "]", "(", ")", "{}", "[]", "}]", '"}', '"]', ",", ":", "=")
#: Every edge but the format's own markers.
EDGE_PIECES = TAGS + QUOTES + ESCAPES + BRACKETS


def marker_edges(fmt: Format) -> tuple[str, ...]:
    """The format's markers of more than one character, whole and cut short (a value ending
    in `</parameter` stands one character from the real delimiter)."""
    found: list[str] = []
    for marker in (m.text for m in fmt.markers if len(m.text) > 1):
        for piece in (marker, marker[:-1], marker[:max(1, len(marker) // 2)]):
            if piece.strip() and piece not in found:
                found.append(piece)
    return tuple(found)


def edges(fmt: Format) -> st.SearchStrategy[str]:
    """One edge: a piece of EDGE_PIECES, or one of the format's markers (whole or cut)."""
    own = marker_edges(fmt)
    return st.sampled_from(EDGE_PIECES + own)


@st.composite
def edge_values(draw: st.DrawFn, fmt: Format) -> str:
    """A string with an edge at its start, its end, both, or nothing but an edge."""
    edge, word = edges(fmt), PROSE.map(lambda s: s.split(" ")[0])
    shape = draw(st.sampled_from(("start", "end", "both", "alone")), label="edge shape")
    if shape == "start":
        return draw(edge) + draw(word)
    if shape == "end":
        return draw(word) + draw(edge)
    if shape == "both":
        return draw(edge) + draw(word) + draw(edge)
    return draw(edge)


@st.composite
def value_edges(draw: st.DrawFn, fmt: Format, target: str = "") -> OffTemplate:
    """A faithful turn, one of its calls given one more string argument with an edge value,
    first or last among its arguments."""
    turn, _ = draw(faithful_turns(fmt, target))
    value = draw(edge_values(fmt), label="edge value")
    i = draw(st.integers(0, len(turn.calls) - 1), label="call")
    first = draw(st.booleans(), label="first argument")
    turn = with_string_argument(turn, i, value, ("text", "note", "body", "snippet_x"), first)
    rendering = render_or_none(fmt, turn)
    if rendering is None:
        reject()
    oracle = "roundtrip" if fmt.can_express(turn) else "consistency"
    return example_of(EDGES, oracle, turn, rendering.text, rendering.expected)
