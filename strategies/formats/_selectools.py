"""The selectools `TOOL_CALL` contract, shared by its three documented variants
(selectools_marker, selectools_fence, selectools_inline; private: not a format).

selectools' parser documentation (`docs/PARSER.md`, "TOOL_CALL Contract") tells the model to
answer with one JSON object naming the tool and its parameters, and accepts it three ways: after
the `TOOL_CALL` marker, in a fenced code block after the marker, or as a bare object inside the
explanatory text.  The tool name field may be spelt `tool_name` (preferred), `tool` or `name`,
the parameters field `parameters` (preferred) or `params`.  A variant's renderer picks one
spelling per call from the call itself (a CRC-32 of its name and arguments), so that every
spelling is exercised and a turn always renders the same way.

One call per response: the contract has no parallel calls ("If the LLM outputs multiple tool
calls, only the first is used"; "agents execute one tool at a time").  The text around the
call is the model's explanation; a correct parser returns it as the message's content, the
text before and after the call joined by a blank line (the documented "Mixed with Text"
layout, with the call block taken out).
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from strategies.formats import Dialect, Rendering, Trait, Turn
from strategies.formats._common import mentions
from targets.canonical import Call, Message, loads

MARKER = "TOOL_CALL"
#: ToolCallParser's default `max_payload_chars`.
MAX_PAYLOAD_CHARS = 8000
NAME_FIELDS = ("tool_name", "tool", "name")
PARAMS_FIELDS = ("parameters", "params")

TRAITS = (
    Trait("one-call", "cannot-express",
          "The contract carries one tool call per response; a parser uses the first and agents "
          "execute one tool at a time."),
    Trait("marker-in-text", "cannot-express",
          "`TOOL_CALL` is a plain keyword the parser searches for anywhere; the contract "
          "reserves it (\"unlikely to appear in regular text\"), so text and values never "
          "contain it."),
    Trait("payload-limit", "cannot-express",
          "ToolCallParser skips a call object longer than its `max_payload_chars` (8000 by "
          "default, documented as the payload size limit), so the contract carries none."),
    Trait("field-spellings", "fact",
          "The tool name is spelt tool_name, tool or name and the parameters parameters or "
          "params, all documented; each call's spelling is picked from a CRC-32 of the call."),
)

#: Every variant declares `{` as (non-token) syntax: the same parser reads a bare object in
#: plain text as a call (the inline variant), so plain text never holds one.
NEAR_MISSES = ("TOOL_CALLS", "TOOL CALL", "tool_call", "TOOL_CAL", "TOOL-CALL", "```json\n```",
               '{"tool_name": ""}', "{}", "TOOL_")


#: How a call without arguments writes them: `{}`, `null` or no parameters field, all three
#: documented ("Empty Parameters", "Null Parameters", "Missing Parameters Field": `{}`).
EMPTY_PARAMS = ("{}", "null", "missing")

#: The two "Common LLM Errors" the parser documents recovering from, as dialects beside each
#: variant's documented layout: single quotes instead of double, unescaped newlines in strings.
LLM_ERRORS = (Dialect("LLM error: single quotes instead of double", "selectools PARSER.md, "
                      "Common LLM Errors", "single-quotes"),
              Dialect("LLM error: unescaped newlines in strings", "selectools PARSER.md, "
                      "Common LLM Errors", "raw-newlines"))
#: The renderer keys of the dialects, documented layout first.
VARIANTS = ("", *(d.variant for d in LLM_ERRORS))


def spelling(call: Call) -> tuple[str, str]:
    """The (name field, parameters field) this call is written with."""
    h = zlib.crc32(f"{call.name}\x00{call.arguments}".encode())
    return NAME_FIELDS[h % 3], PARAMS_FIELDS[(h // 3) % 2]


def empty_params(call: Call) -> str:
    """How this call writes empty arguments (one of EMPTY_PARAMS, from the same CRC-32)."""
    return EMPTY_PARAMS[(zlib.crc32(f"{call.name}\x00{call.arguments}".encode()) // 6) % 3]


def payload(call: Call) -> dict[str, Any]:
    name_field, params_field = spelling(call)
    arguments = loads(call.arguments)
    if arguments == {} and empty_params(call) != "{}":
        return ({name_field: call.name, params_field: None} if empty_params(call) == "null"
                else {name_field: call.name})
    return {name_field: call.name, params_field: arguments}


def compact(call: Call, variant: str = "") -> str:
    """The object on one line, as the documentation's examples write it."""
    return write(payload(call), variant)


def pretty(call: Call, variant: str = "") -> str:
    """The object indented by two spaces, as the documentation's fenced example writes it."""
    return write(payload(call), variant, indent=2)


def write(value: Any, variant: str = "", indent: int | None = None, level: int = 0) -> str:
    """JSON as `json.dumps(value, ensure_ascii=False, indent=indent)` writes it, except that
    strings are written by the variant: `single-quotes` delimits them with `'` (an inner `'`
    escaped `\\'` and an inner `"` left bare, as JavaScript writes them); `raw-newlines`
    leaves their newlines unescaped."""
    if isinstance(value, str):
        return _string(value, variant)
    if not isinstance(value, (dict, list)) or not value:
        return json.dumps(value)
    inner = ([f"{_string(k, variant)}: {write(v, variant, indent, level + 1)}"
              for k, v in value.items()] if isinstance(value, dict)
             else [write(v, variant, indent, level + 1) for v in value])
    open_, close = "{}" if isinstance(value, dict) else "[]"
    if indent is None:
        return open_ + ", ".join(inner) + close
    pad, outer = "\n" + " " * indent * (level + 1), "\n" + " " * indent * level
    return open_ + pad + ("," + pad).join(inner) + outer + close


def _string(text: str, variant: str) -> str:
    lines = text.split("\n") if variant == "raw-newlines" else [text]
    body = "\n".join(json.dumps(line, ensure_ascii=False)[1:-1] for line in lines)
    if variant == "single-quotes":
        return "'" + body.replace('\\"', '"').replace("'", "\\'") + "'"
    return '"' + body + '"'


def can_express(turn: Turn, extra_needles: tuple[str, ...] = ()) -> bool:
    return (len(turn.calls) == 1 and not any(turn.between) and turn.reasoning is None
            and len(pretty(turn.calls[0])) <= MAX_PAYLOAD_CHARS
            and not mentions(turn, (MARKER, *extra_needles)))


def around(turn: Turn, block: str, sep: str) -> Rendering:
    """The call block with the turn's text before and after it, each separated by `sep`."""
    before, after = turn.before or "", turn.after or ""
    text = (before + sep if before else "") + block + (sep + after if after else "")
    content = sep.join(t for t in (before, after) if t) or None
    return Rendering(text, Message(content=content, calls=turn.calls))
