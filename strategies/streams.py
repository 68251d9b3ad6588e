"""The set of chunkings one example is streamed with.

Budget decision, not a weakening: the finest chunking (one token per delta) costs a parser
call per token and most parsers re-scan the whole text on each call, so it is used whole up to
`FINEST_LIMIT` units; longer texts get random groupings of at most 256 deltas instead.  Every
two-delta split is used up to `ALL_SPLITS_LIMIT` units, and a drawn sample of split points
beyond it.
"""

from __future__ import annotations

from hypothesis import strategies as st

from strategies.chunkings import group, one_per_unit, random_groupings, two_way_splits, units, whole
from strategies.formats import Format

FINEST_LIMIT = 4000
ALL_SPLITS_LIMIT = 400


@st.composite
def chunkings_for(draw: st.DrawFn, text: str, fmt: Format) -> list[list[str]]:
    pieces = units(text, [m.text for m in fmt.markers if m.token])
    out = [whole(pieces)]
    if len(pieces) <= FINEST_LIMIT:
        out.append(one_per_unit(pieces))
    else:
        out.append(draw(random_groupings(pieces, max_deltas=256)))
    if len(pieces) <= ALL_SPLITS_LIMIT:
        out += two_way_splits(pieces)
    else:
        cuts = draw(st.lists(st.integers(1, len(pieces) - 1), min_size=1, max_size=32, unique=True))
        out += [group(pieces, [c]) for c in sorted(cuts)]
    out += [draw(random_groupings(pieces)) for _ in range(2)]
    unique: dict[tuple[str, ...], list[str]] = {}
    for chunks in out:
        unique.setdefault(tuple(chunks), chunks)
    return list(unique.values())
