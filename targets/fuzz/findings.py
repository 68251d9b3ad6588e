"""A fuzz finding: what went wrong on one input, where, and the input itself.

Findings are de-duplicated by target, kind and location, so that one defect hit by ten
thousand inputs is one finding: for an exception the location is the innermost frame of the
library (not toolfuzz, not the standard library) with the exception's type; for invalid JSON
the mode (parse or stream) it came out of; for slow inputs and hangs the mode as well.
Standard library only: both the harness (in the target's environment) and the parent use it.
"""

from __future__ import annotations

import base64
import json
import re
import sysconfig
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

KINDS = ("raised", "invalid-json", "slow", "hang", "crash", "roundtrip")
#: The property and check a finding of each kind is replayed as (targets/properties.py).
PROPERTY_OF = {"raised": "nocrash", "hang": "nocrash", "crash": "nocrash",
               "invalid-json": "malformed", "slow": "time", "roundtrip": "roundtrip"}

_FRAME = re.compile(r'^\s*File "([^"]+)", line (\d+), in (\S+)', re.M)
_TOOLFUZZ = str(Path(__file__).resolve().parent.parent.parent)
_STDLIB = sysconfig.get_paths()["stdlib"]


@dataclass
class Finding:
    target: str
    kind: str
    mode: str = ""
    location: str = ""
    error: str = ""
    message: str = ""
    traceback: str = ""
    elapsed: float = 0.0
    budget: float = 0.0
    text: str = ""
    chunks: list[str] = field(default_factory=list)
    data: str = ""  # the raw input, base64
    #: structured findings: the turn's tools and the message it should parse to
    tools: list[dict[str, Any]] = field(default_factory=list)
    expected: dict[str, Any] | None = None

    def key(self) -> str:
        return f"{self.target}|{self.kind}|{self.location}"

    def raw(self) -> bytes:
        return base64.b64decode(self.data)

    def to_line(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=True)

    @classmethod
    def from_line(cls, line: str) -> "Finding":
        return cls(**json.loads(line))

    def summary(self) -> str:
        """One line a person reads whole: kind, mode, location, and the message's first line
        (shortened at a word, with an ellipsis, past SUMMARY_WIDTH characters)."""
        what = f"{self.error}: {self.message}" if self.error else self.message
        return shorten(f"{self.kind} in {self.mode or 'run'} at {self.location or '?'}: {what}")


#: The longest finding summary: a location and an exception message's first sentence or so.
SUMMARY_WIDTH = 240


def shorten(text: str, width: int = SUMMARY_WIDTH) -> str:
    """The text's first line, cut at its last space within `width` and marked `…` (a single
    token longer than half the width, such as a run of input, is cut where it must)."""
    lines = text.strip().splitlines() or [""]
    line, more = lines[0].rstrip(), len(lines) > 1
    if len(line) > width:
        cut = line[:width]
        space = cut.rfind(" ")
        line, more = (cut[:space] if space > width // 2 else cut).rstrip(" ,;:"), True
    return line + " …" if more else line


def encode(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def location(traceback_text: str, error_type: str = "") -> str:
    """`Type at path:line (function)` for the innermost library frame of a traceback."""
    frames = _FRAME.findall(traceback_text)
    library = [f for f in frames if not f[0].startswith((_TOOLFUZZ, _STDLIB))
               and not f[0].startswith("<")]
    path, line, func = (library or frames or [("?", "0", "?")])[-1]
    short = re.sub(r"^.*/site-packages/", "", path)
    where = f"{short}:{line} ({func})"
    return f"{error_type} at {where}" if error_type else where


def read(path: Path) -> list[Finding]:
    if not path.exists():
        return []
    return [Finding.from_line(line) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def append(path: Path, finding: Finding) -> None:
    """One line per finding, appended and flushed at once: a crash right after loses nothing."""
    with path.open("a", encoding="utf-8") as f:
        f.write(finding.to_line() + "\n")
        f.flush()

