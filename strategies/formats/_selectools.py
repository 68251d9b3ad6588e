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

from strategies.formats import Rendering, Trait, Turn
from strategies.formats._common import mentions
from targets.canonical import Call, Message, loads

MARKER = "TOOL_CALL"
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
    Trait("field-spellings", "fact",
          "The tool name is spelt tool_name, tool or name and the parameters parameters or "
          "params, all documented; each call's spelling is picked from a CRC-32 of the call."),
)

#: Every variant declares `{` as (non-token) syntax: the same parser reads a bare object in
#: plain text as a call (the inline variant), so plain text never holds one.
NEAR_MISSES = ("TOOL_CALLS", "TOOL CALL", "tool_call", "TOOL_CAL", "TOOL-CALL", "```json\n```",
               '{"tool_name": ""}', "{}", "TOOL_")


def spelling(call: Call) -> tuple[str, str]:
    """The (name field, parameters field) this call is written with."""
    h = zlib.crc32(f"{call.name}\x00{call.arguments}".encode())
    return NAME_FIELDS[h % 3], PARAMS_FIELDS[(h // 3) % 2]


def payload(call: Call) -> dict[str, Any]:
    name_field, params_field = spelling(call)
    return {name_field: call.name, params_field: loads(call.arguments)}


def compact(call: Call) -> str:
    """The object on one line, as the documentation's examples write it."""
    return json.dumps(payload(call), ensure_ascii=False)


def pretty(call: Call) -> str:
    """The object indented by two spaces, as the documentation's fenced example writes it."""
    return json.dumps(payload(call), ensure_ascii=False, indent=2)


def can_express(turn: Turn, extra_needles: tuple[str, ...] = ()) -> bool:
    return (len(turn.calls) == 1 and not any(turn.between) and turn.reasoning is None
            and not mentions(turn, (MARKER, *extra_needles)))


def around(turn: Turn, block: str, sep: str) -> Rendering:
    """The call block with the turn's text before and after it, each separated by `sep`."""
    before, after = turn.before or "", turn.after or ""
    text = (before + sep if before else "") + block + (sep + after if after else "")
    content = sep.join(t for t in (before, after) if t) or None
    return Rendering(text, Message(content=content, calls=turn.calls))
