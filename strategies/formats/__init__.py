"""Formats: the wire syntaxes models emit, each with a renderer, its markers and its traits.

One module per format (see README.md beside this file for the contract); each defines
`FORMAT`.  Nothing here imports Hypothesis or a target library: workers read markers from here.
"""

from __future__ import annotations

import pkgutil
from dataclasses import dataclass, field
from functools import cache
from typing import Callable

from targets.canonical import Call, Message, Tool


@dataclass(frozen=True)
class Marker:
    """A piece of syntax the format is built from.  `token`: a single added token in the real
    tokenizer; `special`: that token is special (dropped by `skip_special_tokens` decoding)."""

    text: str
    token: bool = True
    special: bool = False

    def to_json(self) -> dict[str, object]:
        return {"text": self.text, "special": self.special}


@dataclass(frozen=True)
class Trait:
    """A declared fact about a format or target, with its reason.

    kind `cannot-express`: generators avoid such turns (the format's `can_express` says which);
    kind `normalise`: the oracle maps expected and observed through the normaliser of that id
    (targets/traits.py) before comparing; kind `fact`: documentation a user needs to read a
    result (for example that values are typed by the tool schema).
    """

    id: str
    kind: str
    reason: str


@dataclass(frozen=True)
class Dialect:
    """One way a format's models write the same turn, named for the checkpoint or template that
    writes it, with where that layout is seen (template file, model card, library renderer).

    `variant` is the key a renderer switches on (`Turn.variant`); "" is the format's default
    layout.  A format's first dialect is its default."""

    name: str
    source: str
    variant: str = ""

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "source": self.source, "variant": self.variant}


@dataclass(frozen=True)
class Turn:
    """What a model says in one assistant turn, in order: the thing a renderer writes.

    `before` is text before the first call, `between[i]` text between call i and i+1 (empty
    tuple: none), `after` text after the last call.  `tools` are the tools in the request
    (their schemas type the values of schema-typed formats)."""

    calls: tuple[Call, ...]
    before: str | None = None
    between: tuple[str, ...] = ()
    after: str | None = None
    reasoning: str | None = None
    tools: tuple[Tool, ...] = ()
    #: Which of the format's dialects writes it: its `Dialect.variant` ("" is the default).
    variant: str = ""
    #: The off-template variant that made it (strategies/offtemplate.py), "" for a turn the
    #: format's template writes: every result is classified by it.
    offtemplate: str = ""

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "calls": [c.to_json() for c in self.calls], "before": self.before,
            "between": list(self.between), "after": self.after, "reasoning": self.reasoning,
            "tools": [t.to_json() for t in self.tools], "variant": self.variant}
        if self.offtemplate:
            data["offtemplate"] = self.offtemplate
        return data

    @classmethod
    def from_json(cls, data: dict[str, object]) -> "Turn":
        return cls(calls=tuple(Call.from_json(c) for c in data["calls"]),  # type: ignore[union-attr]
                   before=data.get("before"), between=tuple(data.get("between") or ()),  # type: ignore[arg-type]
                   after=data.get("after"), reasoning=data.get("reasoning"),  # type: ignore[arg-type]
                   tools=tuple(Tool.from_json(t) for t in data.get("tools") or ()),  # type: ignore[union-attr]
                   variant=str(data.get("variant") or ""),
                   offtemplate=str(data.get("offtemplate") or ""))


@dataclass(frozen=True)
class Rendering:
    """The exact text a model emits for a turn, and the message a correct parser returns.

    `expected` is the format's own answer: content as the format defines it (absent when the
    turn has none; text between or after calls as the format says), calls as rendered."""

    text: str
    expected: Message
    #: The off-template variant that made it ("" for the template's own rendering); its
    #: `expected` is then what that variant's oracle owes (strategies/offtemplate.py).
    offtemplate: str = ""


@dataclass(frozen=True)
class Format:
    name: str
    #: One line: the model family and the syntax.
    summary: str
    markers: tuple[Marker, ...]
    render: Callable[[Turn], Rendering]
    can_express: Callable[[Turn], bool]
    traits: tuple[Trait, ...] = ()
    #: Strings that look like the format's markers but are not: plain text to a correct parser.
    near_misses: tuple[str, ...] = ()
    #: Regular expression (full match) of the function names the format can write.
    name_pattern: str = r"[A-Za-z_][A-Za-z0-9_]{0,30}"
    #: Values are written without JSON types; the parser types them from the tool schema.
    schema_typed: bool = False
    #: The format can carry text between or after calls (the renderer writes `between`/`after`).
    text_after_calls: bool = False
    #: The format has a reasoning block the renderer writes from `Turn.reasoning`.
    reasoning: bool = False
    #: Ways real models of the family write the same turn, each named for the checkpoint or
    #: template that writes it, with its source; the first is the default (variant "").
    dialects: tuple[Dialect, ...] = ()
    #: Which implementations parse it: library -> parser names, e.g. {"vllm": ("hermes",)}.
    parsers: dict[str, tuple[str, ...]] = field(default_factory=dict, hash=False)
    #: How the model writes a reply with no call, given its text: whatever the template leaves
    #: to the model around the answer (`</think>` closing a `<think>` the generation prompt
    #: pre-fills, the message or block every reply sits in).  None: the text as it is.  The
    #: plaintext property draws the text and feeds this; the content expected is the text.
    plain_reply: Callable[[str], str] | None = field(default=None, hash=False)
    #: Targets deployed with a template that writes only part of a turn: target id -> the
    #: turn as that template writes it (the reason is one of the format's traits).
    deployed: dict[str, Callable[[Turn], Turn]] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        keys = [d.variant for d in self.dialects]
        if not keys or keys[0] != "" or len(set(keys)) != len(keys):
            raise ValueError(f"format {self.name!r}: declare its dialects, a first, default "
                             f"one with variant \"\" and distinct variants after it (got "
                             f"{keys}); fix: `dialects=(Dialect(\"<checkpoint or template>\", "
                             f"\"<source>\"),)` in its Format (strategies/formats/README.md)")

    @property
    def variants(self) -> tuple[str, ...]:
        """The renderer keys of the dialects, default ("") first: what strategies draw."""
        return tuple(d.variant for d in self.dialects)

    def dialect(self, variant: str) -> Dialect:
        """The dialect a turn's `variant` names."""
        try:
            return next(d for d in self.dialects if d.variant == variant)
        except StopIteration:
            raise KeyError(f"format {self.name!r} has no dialect {variant!r}; known: "
                           f"{', '.join(repr(v) for v in self.variants)}") from None

    def marker_tokens(self) -> list[dict[str, object]]:
        return [m.to_json() for m in self.markers if m.token]

    def reply(self, text: str) -> str:
        """The model's whole output for a reply whose content is `text` (no call)."""
        return self.plain_reply(text) if self.plain_reply else text

    def as_deployed(self, turn: Turn, target: str = "") -> Turn:
        """The turn as `target`'s deployment writes it (itself for most targets)."""
        narrow = self.deployed.get(target)
        return narrow(turn) if narrow else turn

    def trait(self, trait_id: str) -> Trait:
        return next(t for t in self.traits if t.id == trait_id)


def get(name: str) -> Format:
    try:
        return all_formats()[name]
    except KeyError:
        raise KeyError(f"unknown format {name!r}; known: {', '.join(sorted(all_formats()))}") from None


@cache
def all_formats() -> dict[str, Format]:
    """Every format module in this package, by format name."""
    from importlib import import_module

    found: dict[str, Format] = {}
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("_"):
            continue
        module = import_module(f"{__name__}.{info.name}")
        fmt = getattr(module, "FORMAT", None)
        if isinstance(fmt, Format):
            found[fmt.name] = fmt
    return found
