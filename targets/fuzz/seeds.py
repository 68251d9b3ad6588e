"""What a fuzz run starts from: seed inputs and a dictionary of the format's syntax.

Seeds are the corpus cases of the target's format, renderings drawn from the format's
strategies (the exact text a model writes), and small members of the growth families.  The
dictionary holds the format's markers, its near misses and JSON punctuation, so that
mutations insert whole markers instead of waiting to spell them byte by byte.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from strategies.formats import Format
from strategies.growth import families
from targets import corpus

JSON_SYNTAX = ('{"name": "', '", "arguments": {', '{"', '":', '", "', "}}", "[{", "}]", "null",
               "true", "1e999", "-0.0", '\\"', "\\u00e9", "\\ud83d")


def rendered_texts(fmt: Format, count: int) -> list[str]:
    """`count` renderings of generated turns, the same ones on every run, each also with its
    calls renamed to the tool the harness offers (ANY_TOOL): a parser that drops calls to
    tools the request does not offer (SGLang's detectors) parses those seeds' arguments, and
    mutations start from there."""
    from dataclasses import replace

    from hypothesis import HealthCheck, Phase, given, settings

    from strategies.turns import renderings
    from targets.properties import ANY_TOOL

    out: list[str] = []
    offered = ANY_TOOL[0]

    @settings(max_examples=count, derandomize=True, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), deadline=None)
    @given(renderings(fmt))
    def collect(turn_and_rendering: object) -> None:
        turn, rendering = turn_and_rendering  # type: ignore[misc]
        out.append(rendering.text)
        renamed = replace(turn, calls=tuple(replace(c, name=offered.name) for c in turn.calls),
                          tools=(offered,))
        if turn.calls and fmt.can_express(renamed):
            out.append(fmt.render(renamed).text)

    collect()
    return out


def seed_texts(fmt: Format, rendered: int = 40) -> list[str]:
    texts = [case.text for _, case in corpus.all_cases() if case.format == fmt.name]
    texts += rendered_texts(fmt, rendered)
    texts += [family.text(200) for family in families(fmt)]
    return list(dict.fromkeys(texts))


def write_seeds(texts: list[str], folder: Path) -> int:
    """One file per seed, named by the SHA-1 of its bytes as libFuzzer names its own."""
    folder.mkdir(parents=True, exist_ok=True)
    for text in texts:
        data = text.encode("utf-8")
        (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
    return len(texts)


def _escape(data: bytes) -> str:
    out = []
    for b in data:
        ch = chr(b)
        if ch in '"\\':
            out.append("\\" + ch)
        elif 32 <= b < 127:
            out.append(ch)
        else:
            out.append(f"\\x{b:02X}")
    return "".join(out)


def write_dictionary(fmt: Format, path: Path) -> int:
    """A libFuzzer dictionary: one quoted entry per marker, near miss and JSON fragment."""
    entries = [m.text for m in fmt.markers] + list(fmt.near_misses) + list(JSON_SYNTAX)
    entries = [e for e in dict.fromkeys(entries) if e]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(f'"{_escape(e.encode("utf-8"))}"\n' for e in entries),
                    encoding="ascii")
    return len(entries)
