"""Cohere Command A's action block, shared by the cohere_command3 and cohere_command4 formats
(private: not a format).

Cohere renders prompts with its `cohere_melody` library (`render_cmd3` / `render_cmd4`, what
vLLM's Cohere renderer calls); for an assistant turn with tool calls both write

    [<|START_THINKING|>{tool plan}<|END_THINKING|>]<|START_ACTION|>[
        {"tool_call_id": "0", "tool_name": "f", "parameters": {...}},
        {"tool_call_id": "1", "tool_name": "g", "parameters": {}}
    ]<|END_ACTION|>

one call per line indented by four spaces, ids "0", "1", … in order, and the turn's text as
the tool plan inside the thinking block (a plan is the model's reasoning before acting).
Melody re-serialises the parameters with Rust's serde_json: `", "`/`": "` separators, key
order kept, non-ASCII kept, floats in ryu's shortest form (`1e16`, `1e100`, `0.00001`,
`1000000000000000.0`), and integers outside the 64-bit range read as floats.
"""

from __future__ import annotations

import json
import re
from typing import Any

from strategies.formats import Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions
from targets.canonical import Message, loads

THINK = ("<|START_THINKING|>", "<|END_THINKING|>")
ACTION = ("<|START_ACTION|>", "<|END_ACTION|>")
#: Every block token of Command A's tokenizer that melody reads (all special tokens).
MARKER_TEXTS = (*THINK, *ACTION, "<|START_RESPONSE|>", "<|END_RESPONSE|>",
                "<|START_TEXT|>", "<|END_TEXT|>")
MARKERS = tuple(Marker(m, special=True) for m in MARKER_TEXTS)

INT_MIN, INT_MAX = -(2**63), 2**64 - 1

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "Command A's block tokens (`<|START_ACTION|>`, `<|END_THINKING|>`…) are special "
          "tokens: text containing them is cut into the token."),
    Trait("plan-not-content", "cannot-express",
          "With tool calls the template writes the turn's text as the tool plan inside the "
          "thinking block (it comes back as reasoning), before the action block; there is no "
          "content beside calls."),
    Trait("int64-range", "cannot-express",
          "The renderer parses parameters with serde_json, which reads integers outside "
          "[-2**63, 2**64-1] as doubles: 2**64+1 is written 1.8446744073709552e19."),
    Trait("serde-float-reading", "cannot-express",
          "serde_json without float_roundtrip reads a float's digits as an integer and scales "
          "it by one power of ten, so some 17-digit floats change in the last place "
          "(3.0099677850322424e-183 is written 3.009967785032242e-183)."),
    Trait("serde-numbers", "fact",
          "Floats are written in ryu's shortest form (`1e16`, `1e100`, `0.00001`, `2.0`, "
          "`-0.0`), not Python's (`1e+16`); the value is the same."),
)


def ryu(value: float) -> str:
    """A finite float as serde_json (ryu) writes it."""
    sign = "-" if str(value).startswith("-") else ""
    mantissa, _, exp = repr(abs(value)).partition("e")
    whole, _, frac = mantissa.partition(".")
    # value = int(digits) * 10**e, digits without leading or trailing zeros
    stripped = (whole + frac).rstrip("0")
    e = int(exp or 0) - len(frac) + len(whole + frac) - len(stripped)
    digits = stripped.lstrip("0")
    if not digits:
        return f"{sign}0.0"
    length = len(digits)
    kk = length + e  # where the decimal point falls in `digits`
    if 0 <= e and kk <= 16:
        body = digits + "0" * e + ".0"
    elif 0 < kk <= 16:
        body = f"{digits[:kk]}.{digits[kk:]}"
    elif -5 < kk <= 0:
        body = "0." + "0" * -kk + digits
    elif length == 1:
        body = f"{digits}e{kk - 1}"
    else:
        body = f"{digits[0]}.{digits[1:]}e{kk - 1}"
    return sign + body


_NUMBER = re.compile(r"(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?")


def serde_read(text: str) -> float:
    """The double serde_json reads from a JSON number with a fraction or an exponent, without
    its `float_roundtrip` feature: the digits as an integer, converted to a double, then one
    multiplication or division by a power of ten (each step rounding), so some 17-digit
    numbers come back one unit in the last place off."""
    sign, whole, frac, exp = _NUMBER.fullmatch(text).groups()  # type: ignore[union-attr]
    frac = frac or ""
    value = float(int(whole + frac))
    exponent = int(exp or 0) - len(frac)
    while True:
        if abs(exponent) <= 308:
            value = value * float(f"1e{exponent}") if exponent >= 0 \
                else value / float(f"1e{-exponent}")
            break
        if value == 0.0:
            break
        value /= 1e308
        exponent += 308
    return -value if sign else value


def read_back(value: float) -> float:
    """What melody's renderer makes of a float the request carries as Python's JSON."""
    return serde_read(json.dumps(value))


def serde(value: Any) -> str:
    """serde_json's `to_string`-with-spaces of a JSON value, as melody writes parameters."""
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, int):
        return str(value) if INT_MIN <= value <= INT_MAX else ryu(float(value))
    if isinstance(value, float):
        return ryu(read_back(value))
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(serde(v) for v in value) + "]"
    return "{" + ", ".join(f"{serde(k)}: {serde(v)}" for k, v in value.items()) + "}"


def _numbers_kept(value: Any) -> bool:
    """Every number survives melody's serde_json reading unchanged."""
    if isinstance(value, bool):
        return True
    if isinstance(value, int):
        return INT_MIN <= value <= INT_MAX
    if isinstance(value, float):
        back = read_back(value)
        return back == value and str(back)[0] == str(value)[0]
    if isinstance(value, list):
        return all(_numbers_kept(v) for v in value)
    if isinstance(value, dict):
        return all(_numbers_kept(v) for v in value.values())
    return True


def can_express(turn: Turn) -> bool:
    return (not turn.before and not any(turn.between) and not turn.after
            and not mentions(turn, MARKER_TEXTS)
            and all(_numbers_kept(loads(c.arguments)) for c in turn.calls))


def render(turn: Turn, always_think: bool) -> Rendering:
    """The action block, after a thinking block when there is a plan (or always, cmd4)."""
    plan = ""
    if turn.reasoning is not None or always_think:
        plan = f"{THINK[0]}{turn.reasoning or ''}{THINK[1]}"
    calls = ",\n".join(
        f'    {{"tool_call_id": "{i}", "tool_name": {serde(c.name)}, '
        f'"parameters": {serde(loads(c.arguments))}}}' for i, c in enumerate(turn.calls))
    text = f"{plan}{ACTION[0]}[\n{calls}\n]{ACTION[1]}"
    return Rendering(text, Message(content=None, calls=turn.calls,
                                   reasoning=turn.reasoning or None))
