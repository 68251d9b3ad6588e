"""One fuzz input is a byte string; the text is its UTF-8 decoding (invalid bytes become
U+FFFD, as a server's detokenizer never emits them) and its chunking is derived from the same
bytes, so that mutating the input moves both and a saved input replays identically."""

from __future__ import annotations

import random
import zlib
from typing import Iterable

from strategies.chunkings import group, units, whole

#: At most this many deltas per stream: streaming parsers re-scan the text on each delta, so
#: a finer stream of a long input would measure that cost instead of the parser's defects.
MAX_DELTAS = 64


def text_of(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def chunks_of(data: bytes, markers: Iterable[str]) -> list[str]:
    """Token-aligned deltas (markers whole), cut at points drawn from the input's checksum."""
    pieces = units(text_of(data), markers)
    if len(pieces) < 2:
        return whole(pieces)
    rng = random.Random(zlib.crc32(data))
    count = rng.randint(0, min(MAX_DELTAS - 1, len(pieces) - 1))
    return group(pieces, rng.sample(range(1, len(pieces)), count))


def budget_for(size: int, floor: float) -> float:
    """Seconds one input of `size` characters may take (parse plus stream) before it is slow:
    the target's calibrated floor plus a linear allowance."""
    return floor + 0.25 * size / 1000
