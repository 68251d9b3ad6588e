"""Adversarial families for the time property: one input shape at increasing sizes.

Not random: growth is measured by timing the same shape at 2 000 to 16 000 characters, and a
fixed shape is what makes the times comparable.  Each family is a prefix, a unit repeated, and
a suffix, so a corpus case can store it as data and replay it without this module.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from strategies.formats import Format

SIZES = (2000, 4000, 8000, 16000)


@dataclass(frozen=True)
class Family:
    name: str
    prefix: str
    unit: str
    suffix: str = ""

    def text(self, size: int) -> str:
        """The family's member of about `size` characters (whole units, never a cut marker)."""
        count = max(1, (size - len(self.prefix) - len(self.suffix)) // max(1, len(self.unit)))
        return self.prefix + self.unit * count + self.suffix

    def to_json(self) -> dict[str, str]:
        return asdict(self)


def families(fmt: Format) -> list[Family]:
    """Marker floods, an unclosed tag with a long body, unclosed tags repeated, bracket runs
    and repeated separators, in this format's own syntax."""
    opener = fmt.markers[0].text if fmt.markers else "<"
    closer = fmt.markers[1].text if len(fmt.markers) > 1 else ">"
    return [
        Family("marker flood", "", opener),
        Family("open and close markers", "", opener + closer),
        Family("unclosed tag, long body", opener + '{"name": "f", "arguments": {"a": "', "x"),
        Family("unclosed tags repeated", "", opener + '{"name": "f", "arguments": {"a": '),
        Family("bracket run", "", "[{"),
        Family("repeated separators", opener + '{"name": "f", "arguments": {"a": 1', ', "a": 1',
               "}}"),
    ]


def _repeating(first: str, second: str, third: str) -> tuple[str, str, str] | None:
    """(prefix, unit, suffix) when `second` is `first` with one unit inserted and `third` is
    it with two (so prefix + unit * n + suffix is the same rendering at n), else None."""
    p = 0
    while p < min(len(first), len(second)) and first[p] == second[p]:
        p += 1
    s = 0
    while (s < min(len(first), len(second)) - p and first[-1 - s] == second[-1 - s]):
        s += 1
    if p + s != len(first):
        return None
    prefix, suffix = first[:p], first[p:]
    unit = second[p:len(second) - s]
    if not unit or prefix + unit * 2 + suffix != third:
        return None
    return prefix, unit, suffix


def _rendered(fmt: Format, name: str, calls: list[list[tuple[str, int | str]]]) -> str | None:
    """A turn of calls to `name` (each a list of integer or string arguments) as the format
    writes it, None when the format cannot write it."""
    from strategies.formats import Turn
    from targets.canonical import Call, Tool

    types = {k: "string" if isinstance(v, str) else "integer" for call in calls for k, v in call}
    tool = Tool(name, f"the {name} tool", {"type": "object", "properties": {
        k: {"type": t} for k, t in sorted(types.items())}})
    turn = Turn(calls=tuple(Call.of(name, dict(c)) for c in calls), tools=(tool,))
    if not fmt.can_express(turn):
        return None
    return fmt.render(turn).text


#: The syntax family of one call with one long string value (a file a tool writes).
LONG_VALUE = "one call, long string value"
#: The syntax families that are the shapes of a long legitimate reply (a long value, many
#: calls, many arguments), as opposed to floods of markers.
REPLY_SHAPES = (LONG_VALUE, "valid calls repeated", "one call, arguments repeated")


def syntax_families(fmt: Format) -> list[Family]:
    """Floods written in the format's own syntax, from its renderer and markers: a valid reply
    of hundreds of calls, one valid call with hundreds of arguments (its keys repeated: the
    unit must repeat), its opening marker followed by a run of spaces, and each other added-
    token marker repeated after the opener (unclosed inner tags; plain-text markers where the
    format has no added token).  A shape the format's
    renderer cannot repeat regularly is left out."""
    out: list[Family] = []
    calls = [_rendered(fmt, "get_weather", [[("a", 1)]] * n) for n in (1, 2, 3)]
    if None not in calls:
        shape = _repeating(*calls)  # type: ignore[arg-type]
        if shape:
            out.append(Family("valid calls repeated", *shape))
    args = [_rendered(fmt, "get_weather", [[("a", 1)] + [("b", 1)] * n]) for n in (0, 1)]
    if None not in args:
        first, second = args  # type: ignore[misc]
        shape = _repeating(first, second, first)
        if shape is None:  # a third member with the key twice cannot be rendered: trust two
            p = next((i for i, (x, y) in enumerate(zip(first, second)) if x != y), len(first))
            tail = len(first) - p
            if second.endswith(first[p:]) and len(second) - tail > p:
                out.append(Family("one call, arguments repeated", first[:p],
                                  second[p:len(second) - tail], first[p:]))
    # A long reply's commonest shape: one call whose string value is long (a file written).
    values = [_rendered(fmt, "write_file", [[("content", "x" * n)]]) for n in (1, 2, 3)]
    if None not in values:
        shape = _repeating(*values)  # type: ignore[arg-type]
        if shape:
            out.append(Family(LONG_VALUE, *shape))
    # Formats whose markers are all plain text (selectools) flood with those.
    tokens = [m.text for m in fmt.markers if m.token] or [m.text for m in fmt.markers]
    if tokens:
        out.append(Family("marker then spaces", tokens[0], " "))
        for inner in tokens[1:3]:
            out.append(Family(f"unclosed {inner}", tokens[0], inner + "a"))
    return out
