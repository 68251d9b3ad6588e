"""The fixed, named compliance patterns: one valid history of each kind and each of the eight
corruptions at a typical position, in the OpenAI Chat Completions `messages` shape.

This is the interface the live compliance runner sends to an OpenAI-compatible endpoint; keep
`compliance_patterns()` and `compliance_tools()` stable.  Deterministic: the same names,
messages and ids on every call.  Ids are 9 alphanumerics (the strictest form in use:
mistral-common's validator requires it), arguments are plain strings.
"""

from __future__ import annotations

from typing import Any

from strategies.histories.canonical import Assistant, History, ToolCall, ToolResult, User
from strategies.histories.corruptions import BY_NAME
from strategies.histories.exporters import openai_chat

_WEATHER = "get_weather"
_TIME = "get_time"


def _weather(id: str, city: str) -> ToolCall:
    return ToolCall(id=id, name=_WEATHER, arguments={"city": city})


def _time(id: str, zone: str) -> ToolCall:
    return ToolCall(id=id, name=_TIME, arguments={"timezone": zone})


TEXT: History = (
    User("Say hello."),
    Assistant(text="Hello!"),
    User("Thanks. Now say goodbye."),
)

SINGLE_CALL: History = (
    User("What is the weather in Paris?"),
    Assistant(calls=(_weather("A00000001", "Paris"),)),
    ToolResult("A00000001", _WEATHER, "18 C, clear"),
)

PARALLEL_CALLS: History = (
    User("What is the weather in Paris and in Rome?"),
    Assistant(calls=(_weather("A00000001", "Paris"), _weather("A00000002", "Rome"))),
    ToolResult("A00000001", _WEATHER, "18 C, clear"),
    ToolResult("A00000002", _WEATHER, "24 C, sunny"),
)

CALL_WITH_TEXT: History = (
    User("What time is it in Tokyo?"),
    Assistant(text="Let me check the clock.", calls=(_time("A00000001", "Asia/Tokyo"),)),
    ToolResult("A00000001", _TIME, "21:04"),
)

MULTI_TURN: History = (
    User("What is the weather in Paris?"),
    Assistant(calls=(_weather("A00000001", "Paris"),)),
    ToolResult("A00000001", _WEATHER, "18 C, clear"),
    Assistant(text="It is 18 C and clear in Paris."),
    User("And what time is it there?"),
    Assistant(calls=(_time("A00000002", "Europe/Paris"),)),
    ToolResult("A00000002", _TIME, "14:04"),
    Assistant(text="It is 14:04 in Paris."),
    User("Thanks! Weather and time in Rome, please."),
    Assistant(calls=(_weather("A00000003", "Rome"), _time("A00000004", "Europe/Rome"))),
    ToolResult("A00000003", _WEATHER, "24 C, sunny"),
    ToolResult("A00000004", _TIME, "14:04"),
)

PARALLEL_RESULTS_REORDERED: History = (
    PARALLEL_CALLS[0], PARALLEL_CALLS[1], PARALLEL_CALLS[3], PARALLEL_CALLS[2],
)
"""Valid for OpenAI Chat by a community answer only (results of parallel calls in any order):
the reference validator's `results_any_order` rule, on by default."""

VALID: tuple[tuple[str, History], ...] = (
    ("valid_text", TEXT),
    ("valid_single_call", SINGLE_CALL),
    ("valid_parallel_calls", PARALLEL_CALLS),
    ("valid_call_with_text", CALL_WITH_TEXT),
    ("valid_multi_turn", MULTI_TURN),
    ("valid_parallel_results_reordered", PARALLEL_RESULTS_REORDERED),
)
"""One valid history of each kind, by name."""

# Each corruption at a typical position: (corruption name, base history, site).  Mid-history
# positions where one exists, so that a server cannot accept a corruption merely because it
# sits at the end of the request.
TYPICAL: tuple[tuple[str, History, Any], ...] = (
    ("unmatched_call", MULTI_TURN, 1),             # first call's result lost, talk goes on
    ("unmatched_result", MULTI_TURN, 4),            # orphan result after an assistant reply
    ("user_between", SINGLE_CALL, (1, 0)),
    ("assistant_between", SINGLE_CALL, (1, 0)),
    ("duplicate_result", SINGLE_CALL, (2, 3)),      # the copy right after the result
    ("wrong_call", SINGLE_CALL, (2, None)),         # answers an id no call has
    ("missing_parallel_result", PARALLEL_CALLS, (1, 1)),
    ("results_before_call", MULTI_TURN, (1, 1)),   # first result right before its call
)


def canonical_patterns() -> list[tuple[str, History]]:
    """The patterns in canonical form (valid ones first, then the eight corruptions in
    PROVIDER_RULES.md's order), for exporting to other shapes."""
    out = list(VALID)
    for name, base, site in TYPICAL:
        corruption = BY_NAME[name]
        assert site in corruption.sites(base), (name, site)
        out.append((name, corruption.apply(base, site)))
    return out


def compliance_patterns() -> list[tuple[str, list[dict]]]:
    """(name, OpenAI Chat `messages`) for every pattern; names starting `valid_` are valid,
    the others are the corruption of that name."""
    return [(name, openai_chat(h)) for name, h in canonical_patterns()]


def compliance_tools() -> list[dict]:
    """The Chat Completions `tools` every pattern's calls refer to."""
    def tool(name: str, param: str, description: str) -> dict[str, Any]:
        return {"type": "function", "function": {
            "name": name, "description": description,
            "parameters": {"type": "object", "properties": {param: {"type": "string"}},
                           "required": [param]}}}
    return [tool(_WEATHER, "city", "Current weather in a city"),
            tool(_TIME, "timezone", "Current local time in an IANA time zone")]
