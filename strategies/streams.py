"""The set of chunkings one example is streamed with.

Each example is streamed whole, one token per delta, split in two at many points, and in two
random groupings.  Budget decisions, not weakenings:

- one token per delta costs a parser call per token, and most parsers re-scan the whole text
  on each call, so texts over `FINEST_LIMIT` units get a random grouping of at most 256
  deltas instead;
- every two-delta split is used up to `ALL_SPLITS_LIMIT` units; beyond it, the splits next to
  every marker (where parsers switch state) plus `SAMPLED_SPLITS` split points drawn by
  Hypothesis, so that shrinking and coverage guidance can move them.  Across a run's examples
  every position is reachable;
- an example streams at most `STREAMED_CHARS` characters in all, so a long text (a 30 KB
  string argument) is cut at fewer of those points, still drawn by Hypothesis: a parser
  that costs 40 µs a character (vLLM's plamo3 engine) spent over a minute on one such
  example, and one whose streaming is quadratic (granite, inkling; recorded) hit its time
  budget on every chunking.  Short texts, where split defects live, are unaffected.
"""

from __future__ import annotations

from hypothesis import strategies as st

from strategies.chunkings import group, one_per_unit, random_groupings, two_way_splits, units, whole
from strategies.formats import Format

FINEST_LIMIT = 4000
ALL_SPLITS_LIMIT = 48
SAMPLED_SPLITS = 16
STREAMED_CHARS = 120_000


def marker_boundaries(pieces: list[str], markers: set[str]) -> list[int]:
    """Split points just before and just after each marker unit."""
    cuts: set[int] = set()
    for i, piece in enumerate(pieces):
        if piece in markers:
            cuts.update((i, i + 1))
    return sorted(c for c in cuts if 0 < c < len(pieces))


@st.composite
def chunkings_for(draw: st.DrawFn, text: str, fmt: Format) -> list[list[str]]:
    markers = {m.text for m in fmt.markers if m.token}
    pieces = units(text, markers)
    out = [whole(pieces)]
    if len(pieces) <= FINEST_LIMIT:
        out.append(one_per_unit(pieces))
    else:
        out.append(draw(random_groupings(pieces, max_deltas=256)))
    if len(pieces) <= ALL_SPLITS_LIMIT:
        out += two_way_splits(pieces)
    else:
        drawn = draw(st.lists(st.integers(1, len(pieces) - 1), min_size=1,
                              max_size=SAMPLED_SPLITS, unique=True))
        cuts = sorted(set(drawn) | set(marker_boundaries(pieces, markers)))
        affordable = max(1, STREAMED_CHARS // max(1, len(text)) - 4)
        if len(cuts) > affordable:
            cuts = sorted(draw(st.lists(st.sampled_from(cuts), min_size=1,
                                        max_size=affordable, unique=True)))
        out += [group(pieces, [c]) for c in cuts]
    out += [draw(random_groupings(pieces)) for _ in range(2)]
    unique: dict[tuple[str, ...], list[str]] = {}
    for chunks in out:
        unique.setdefault(tuple(chunks), chunks)
    return list(unique.values())
