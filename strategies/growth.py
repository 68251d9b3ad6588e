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
