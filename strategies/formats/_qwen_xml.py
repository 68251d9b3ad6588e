"""The `<function=NAME><parameter=KEY>VALUE</parameter></function>` family (private: not a
format): Qwen3-Coder, Seed-OSS and MiMo write the same tags with different wrappers, newlines
and value spellings.  Each format module describes its template with a `Layout`."""

from __future__ import annotations

from dataclasses import dataclass

from strategies.formats import Rendering, Turn
from strategies.formats._common import mentions, only_leading_text, strings_in
from strategies.formats._typed import roundtrips, text_of, typed_calls
from targets.canonical import Message, loads

FUNC, FUNC_END = "<function=", "</function>"
PARAM, PARAM_END = "<parameter=", "</parameter>"
#: A value holding one of these is ambiguous: the family's parsers end a value at the first.
VALUE_ENDS = (PARAM_END, PARAM, FUNC_END)


@dataclass(frozen=True)
class Layout:
    """What one chat template writes around the tags (after the generation prompt)."""

    start: str
    end: str
    #: Between the (trimmed) content and the first call.
    after_content: str
    #: Between two calls.
    between_calls: str
    #: After the start marker, after `<function=NAME>`, around each value, after `</parameter>`.
    after_start: str
    after_name: str
    around_value: str
    after_param: str
    #: Between `</function>` and the end marker.
    before_end: str
    #: Value spelling (see _typed.text_of): "str", "json" or "py".
    style: str


def raw(text: str) -> bool:
    """A name or key the template can write inside `<function=…>` / `<parameter=…>`."""
    return not any(c in text for c in "<>\n\r")


def can_express(turn: Turn, layout: Layout) -> bool:
    if not only_leading_text(turn) or turn.reasoning is not None:
        return False
    if turn.before is not None and turn.before != turn.before.strip():
        return False
    if mentions(turn, [layout.start, layout.end]):
        return False
    for call in turn.calls:
        args = loads(call.arguments)
        if not raw(call.name) or not all(raw(k) for k in args):
            return False
        if any(tag in s for s in strings_in(args) for tag in VALUE_ENDS):
            return False
    return roundtrips(turn, layout.style)


def render(turn: Turn, layout: Layout) -> Rendering:
    v = layout.around_value
    parts = [turn.before + layout.after_content if turn.before else ""]
    for i, call in enumerate(turn.calls):
        parts.append((layout.between_calls if i else "") + layout.start + layout.after_start
                     + f"{FUNC}{call.name}>{layout.after_name}")
        for key, value in loads(call.arguments).items():
            parts.append(f"{PARAM}{key}>{v}{text_of(value, layout.style)}{v}{PARAM_END}"
                         f"{layout.after_param}")
        parts.append(FUNC_END + layout.before_end + layout.end)
    return Rendering("".join(parts), Message(content=turn.before or None,
                                             calls=typed_calls(turn, layout.style)))
