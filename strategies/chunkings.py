"""How a server cuts a model's output into stream deltas.

A real server hands the parser whole tokens, never splits a special token, and every delta is
valid Unicode (the detokenizer holds back a partial UTF-8 sequence).  With the byte-level
tokenizer the targets use, the smallest deltas are therefore: each marker (one added token)
and each character outside markers.  Every chunking here groups those units.
"""

from __future__ import annotations

from typing import Iterable

from hypothesis import strategies as st


def units(text: str, markers: Iterable[str]) -> list[str]:
    """The smallest deltas of `text`: markers whole, everything else one character each.

    Added tokens are matched left to right, longest first, as the tokenizer matches them."""
    ordered = sorted(set(m for m in markers if m), key=len, reverse=True)
    out: list[str] = []
    i = 0
    while i < len(text):
        for m in ordered:
            if text.startswith(m, i):
                out.append(m)
                i += len(m)
                break
        else:
            out.append(text[i])
            i += 1
    return out


def one_per_unit(pieces: list[str]) -> list[str]:
    """One token (or one character's bytes) per delta: the finest real stream."""
    return list(pieces) or [""]


#: The characters of one token of prose or code in the byte-level BPE vocabularies real models
#: use (about four on average).  Used where the number of deltas, not their edges, is what
#: is measured: the cost of streaming a long reply one token per delta.
TOKEN_CHARS = 4


def tokens(text: str, markers: Iterable[str], width: int = TOKEN_CHARS) -> list[str]:
    """The text as a server streams a real model's reply, one token per delta: each added-
    token marker whole, the text between markers in pieces of `width` characters."""
    out: list[str] = []
    run: list[str] = []
    marks = set(markers)

    def flush() -> None:
        joined = "".join(run)
        out.extend(joined[i:i + width] for i in range(0, len(joined), width))
        run.clear()

    for piece in units(text, marks):
        if piece in marks:
            flush()
            out.append(piece)
        else:
            run.append(piece)
    flush()
    return out or [""]


def whole(pieces: list[str]) -> list[str]:
    """The whole text as a single delta."""
    return ["".join(pieces)]


def two_way_splits(pieces: list[str]) -> list[list[str]]:
    """Every split of the text into two non-empty deltas at a unit boundary."""
    return [["".join(pieces[:i]), "".join(pieces[i:])] for i in range(1, len(pieces))]


def group(pieces: list[str], cuts: Iterable[int]) -> list[str]:
    """Join units into deltas, cutting before each index in `cuts`."""
    bounds = sorted({c for c in cuts if 0 < c < len(pieces)})
    edges = [0, *bounds, len(pieces)]
    return ["".join(pieces[a:b]) for a, b in zip(edges, edges[1:])] or [""]


@st.composite
def random_groupings(draw: st.DrawFn, pieces: list[str], max_deltas: int = 64) -> list[str]:
    """Deltas of random sizes: cut points drawn anywhere, at most `max_deltas` deltas."""
    if len(pieces) < 2:
        return whole(pieces)
    cuts = draw(st.lists(st.integers(1, len(pieces) - 1), max_size=max_deltas - 1, unique=True))
    return group(pieces, cuts)
