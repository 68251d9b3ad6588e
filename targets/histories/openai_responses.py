"""Reference validator for OpenAI Responses `input` items (`function_call`,
`function_call_output`, `reasoning`, messages): pairing by call_id over the whole input, no
documented adjacency or order rule."""

from __future__ import annotations

from typing import Any, Mapping

from targets.histories.rules import Rule, Violation, switches

RULES: tuple[Rule, ...] = (
    Rule("call_has_output", "errors", True,
         "every function_call has a function_call_output with its call_id",
         "OpenAI's quoted error for a call without output"),
    Rule("output_has_call", "errors", True,
         "every function_call_output has a function_call with its call_id in the input",
         "OpenAI's quoted error; switched off by previous_response_id=True, where outputs "
         "legitimately answer calls held by the server"),
    Rule("unique_items", "errors", True,
         "no two input items share an item id",
         "OpenAI's quoted duplicate-item error"),
    Rule("reasoning_followed", "errors", True,
         "a reasoning item is immediately followed by the item it produced (an assistant "
         "message or a function_call)",
         "OpenAI's quoted error; which items count as its following item is our reading"),
    Rule("output_after_call", "inferred", False,
         "a function_call_output comes after its function_call",
         "not documented: pairing is by call_id over the whole input; on gives the strict "
         "reading, reported with the orphan-output text"),
    Rule("output_adjacent", "inferred", False,
         "between a function_call and its output stand only other function_call and "
         "function_call_output items (the Chat Completions adjacency)",
         "not documented for Responses; on gives the strict reading, reported with the "
         "missing-output text"),
)

_NO_OUTPUT = "No tool output found for function call {id}."
_NO_CALL = "No tool call found for function call output with call_id {id}."
_DUPLICATE = "Duplicate item found with id {id}. Remove duplicate items from your input and try again."
_REASONING = "Item '{id}' of type 'reasoning' was provided without its required following item"


def _kind(item: dict[str, Any]) -> str:
    return item.get("type") or ("message" if "role" in item else "unknown")


def validate(items: list[dict[str, Any]], rules: Mapping[str, bool] | None = None,
             previous_response_id: bool = False) -> list[Violation]:
    """Every violation, item checks in input order, then pairing."""
    overrides = dict(rules or {})
    if previous_response_id:
        overrides["output_has_call"] = False
    on = switches(RULES, overrides)
    out: list[Violation] = []
    seen: set[str] = set()
    call_at: dict[str, int] = {}
    output_at: dict[str, int] = {}
    for i, item in enumerate(items):
        kind = _kind(item)
        iid = item.get("id")
        if iid is not None:
            if iid in seen and on["unique_items"]:
                out.append(Violation("unique_items", _DUPLICATE.format(id=iid)))
            seen.add(iid)
        if kind == "reasoning" and on["reasoning_followed"]:
            nxt = items[i + 1] if i + 1 < len(items) else None
            produced = nxt is not None and (
                _kind(nxt) == "function_call"
                or (_kind(nxt) == "message" and nxt.get("role") == "assistant"))
            if not produced:
                out.append(Violation("reasoning_followed", _REASONING.format(id=iid)))
        if kind == "function_call":
            call_at.setdefault(item.get("call_id"), i)
        elif kind == "function_call_output":
            output_at.setdefault(item.get("call_id"), i)
    for cid, i in call_at.items():
        if cid not in output_at:
            if on["call_has_output"]:
                out.append(Violation("call_has_output", _NO_OUTPUT.format(id=cid)))
        elif on["output_adjacent"] and output_at[cid] > i and any(
                _kind(x) not in ("function_call", "function_call_output")
                for x in items[i + 1:output_at[cid]]):
            out.append(Violation("output_adjacent", _NO_OUTPUT.format(id=cid)))
    for cid, j in output_at.items():
        if cid not in call_at:
            if on["output_has_call"]:
                out.append(Violation("output_has_call", _NO_CALL.format(id=cid)))
        elif call_at[cid] > j and on["output_after_call"]:
            out.append(Violation("output_after_call", _NO_CALL.format(id=cid)))
    return out
