"""Mistral's `[TOOL_CALLS]` formats, shared by the per-tokenizer-version modules (not a format).

mistral-common's instruct tokenizers (mistral_common/tokens/tokenizers/instruct.py) write an
assistant message as its content (`content.rstrip(" ")` when it is a string), then the calls,
then the EOS `</s>` that servers strip.  Pre-v11 (V3, V7): `[TOOL_CALLS]` + `json.dumps` of the
list of `{"name": …, "arguments": {…}}` objects (V2/V3 refuse content beside calls; V7 allows
it).  V11 and later: per call `[TOOL_CALLS]` + name + `[ARGS]` + `json.dumps(arguments)`; the
generation grammar of v11+ models (mistral_common/guidance) has no `[CALL_ID]` in it, so models
do not write one.  V13 writes reasoning as `[THINK]…[/THINK]` before the content.
`[TOOL_CALLS]`, `[ARGS]`, `[THINK]` and `[/THINK]` are control (special) tokens.
"""

from __future__ import annotations

import json

from strategies.formats import Marker, Trait, Turn
from strategies.formats._common import mentions, only_leading_text
from targets.canonical import loads

TOOL_CALLS, ARGS, THINK, END_THINK = "[TOOL_CALLS]", "[ARGS]", "[THINK]", "[/THINK]"
CONTROL = (TOOL_CALLS, ARGS, THINK, END_THINK, "[INST]", "[/INST]", "[CALL_ID]",
           "[AVAILABLE_TOOLS]", "[/AVAILABLE_TOOLS]", "[TOOL_RESULTS]", "[/TOOL_RESULTS]",
           "[SYSTEM_PROMPT]", "[/SYSTEM_PROMPT]", "[TOOL_CONTENT]", "<s>", "</s>")

#: Function names mistral-common's request validator accepts.
NAME_PATTERN = r"[A-Za-z0-9_-]{1,64}"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "Control tokens (`[TOOL_CALLS]`, `[ARGS]`, `[INST]`, `</s>`…) are never produced by "
          "encoding text: text, a name or a value spelling one is not the token."),
    Trait("content-trailing-space", "cannot-express",
          "The encoder writes `content.rstrip(\" \")`: content ending in a space cannot be "
          "written."),
    Trait("text-after-calls", "cannot-express",
          "The encoder writes content only before the calls; the EOS follows them."),
)

NEAR_MISSES = ("[TOOL_CALLS", "TOOL_CALLS]", "[TOOL_CALL]", "[tool_calls]", "[ARGS", "ARGS]",
               "[ TOOL_CALLS ]", "[/TOOL_CALLS]", "[TOOLCALLS]", "[ARG]", "[THINK", "<think>",
               '[{"name": "f", "arguments": {}}]', 'f{"a": 1}')


def markers(*tokens: str) -> tuple[Marker, ...]:
    return tuple(Marker(t, token=True, special=True) for t in tokens)


def can_express(turn: Turn, content: bool = True) -> bool:
    before = turn.before or ""
    return (only_leading_text(turn) and not before.endswith(" ") and (content or not before)
            and not mentions(turn, CONTROL))


def array(turn: Turn) -> str:
    """Pre-v11: the calls as one JSON array of {"name", "arguments"} objects."""
    calls = [{"name": c.name, "arguments": loads(c.arguments)} for c in turn.calls]
    return TOOL_CALLS + json.dumps(calls, ensure_ascii=False)


def name_args(turn: Turn) -> str:
    """V11 and later: `[TOOL_CALLS]name[ARGS]{json}` per call."""
    return "".join(f"{TOOL_CALLS}{c.name}{ARGS}{json.dumps(loads(c.arguments), ensure_ascii=False)}"
                   for c in turn.calls)
