"""Cut replies: a valid rendering stopped after some whole number of tokens, as `max_tokens`
stops a model mid-reply (the truncated property, targets/test_truncated.py).

A cut falls between two tokens: markers that are added tokens are never split, everything else
may be cut after any character (the byte-level tokenizer the targets use).  With each cut goes
what a correct parser can still promise about it: the calls *completed* before the cut, those
whose rendering as a turn of their own (the same content, the calls up to them) is a prefix of
both the whole rendering and the cut text, so nothing the format writes after a call (a
closing `]`, a section end) is still missing for them.  Calls of formats that close a list only
after the last call are therefore never complete before the end: the oracle asks nothing of
them but that they are not invented and their arguments stay JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from hypothesis import strategies as st

from strategies.chunkings import units
from strategies.formats import Format, Rendering, Turn
from strategies.turns import renderings
from targets.canonical import Call


@dataclass(frozen=True)
class Cut:
    """A rendering cut after `len(text)` characters, and what a correct parser owes it."""

    text: str
    #: The calls whose whole rendering lies before the cut, as a correct parser returns them.
    complete: tuple[Call, ...]
    #: Every call of the turn, in order (the unfinished call, if any, is `calls[len(complete)]`).
    calls: tuple[Call, ...]
    #: Marker tokens the format writes as syntax, which a correct parser never returns as
    #: content (those the turn's own text holds excepted).
    markers: tuple[str, ...]

    def to_json(self) -> dict[str, object]:
        return {"complete": [c.to_json() for c in self.complete],
                "calls": [c.to_json() for c in self.calls], "markers": list(self.markers)}

    @classmethod
    def from_json(cls, text: str, data: dict[str, object]) -> "Cut":
        return cls(text, tuple(Call.from_json(c) for c in data["complete"]),  # type: ignore[union-attr]
                   tuple(Call.from_json(c) for c in data["calls"]),  # type: ignore[union-attr]
                   tuple(data["markers"]))  # type: ignore[arg-type]


def complete_calls(fmt: Format, turn: Turn, rendering: Rendering, length: int) -> tuple[Call, ...]:
    """The expected calls of `rendering` whose rendering ends within its first `length`
    characters (see the module docstring)."""
    done = 0
    for i in range(1, len(turn.calls) + 1):
        shorter = replace(turn, calls=turn.calls[:i], between=turn.between[:i - 1], after=None)
        try:
            text = fmt.render(shorter).text
        except Exception:  # a shorter turn the renderer refuses: not provably complete
            break
        if len(text) > length or not rendering.text.startswith(text):
            break
        done = i
    return rendering.expected.calls[:done]


def syntax_markers(fmt: Format, turn: Turn) -> tuple[str, ...]:
    """The format's added-token markers that the turn's own text does not hold."""
    own = " ".join(t for t in (turn.before, turn.after, turn.reasoning, *turn.between) if t)
    return tuple(m.text for m in fmt.markers if m.token and m.text not in own)


@st.composite
def cut_renderings(draw: st.DrawFn, fmt: Format, target: str = "") -> tuple[Turn, Rendering, Cut]:
    """A turn the format can express (as `target`'s deployment writes it), its rendering, and
    that rendering cut between two tokens (anywhere from one token to one token short of the
    whole: max_tokens is at least 1, so a cut reply is never empty)."""
    turn, rendering = draw(renderings(fmt, target))
    pieces = units(rendering.text, [m.text for m in fmt.markers if m.token])
    keep = draw(st.integers(1, max(1, len(pieces) - 1)), label="tokens kept")
    text = "".join(pieces[:keep])
    return turn, rendering, Cut(text, complete_calls(fmt, turn, rendering, len(text)),
                                rendering.expected.calls, syntax_markers(fmt, turn))
