"""Reference validator for Gemini `contents` (`functionCall` / `functionResponse` parts; rules
known from its error responses).  A call turn is a model content with functionCall parts, a
response turn a content with functionResponse parts; they pair by count and position."""

from __future__ import annotations

from typing import Any, Mapping

from targets.histories.rules import Rule, Violation, switches

RULES: tuple[Rule, ...] = (
    Rule("response_count", "errors", True,
         "a call turn is immediately followed by a response turn with as many response parts "
         "as it has call parts",
         "Gemini's quoted count error (also what splitting parallel responses triggers)"),
    Rule("call_after_user_or_response", "errors", True,
         "a call turn comes immediately after a user turn or a response turn",
         "Gemini's quoted error"),
    Rule("response_after_call", "errors", True,
         "a response turn comes immediately after a call turn",
         "Gemini's quoted error"),
    Rule("trailing_call", "inferred", True,
         "a call turn at the end of the request counts as answered by no response "
         "(the count error)",
         "the request leaves the model a call with no result to continue from; no quoted "
         "error says what Gemini answers, the count error is the one that fits"),
    Rule("match_ids", "inferred", False,
         "where calls and responses carry ids, the response turn answers exactly the call "
         "turn's ids",
         "off: ids are optional and Gemini pairs by count and position, so a wrong id may "
         "pass; no provider text is known"),
)

_COUNT = ("Please ensure that the number of function response parts is equal to the number of "
          "function call parts of the function call turn.")
_CALL_POS = ("Please ensure that function call turn comes immediately after a user turn or "
             "after a function response turn.")
_RESPONSE_POS = ("Please ensure that function response turn comes immediately after a function "
                 "call turn.")


def _field(part: dict[str, Any], camel: str, snake: str) -> Any:
    """A part's field by either spelling: the API's JSON reads proto field names in
    lowerCamelCase and as written in the proto (snake_case) alike, and clients such as
    LiteLLM send the snake_case ones."""
    return part.get(camel, part.get(snake))


def _calls(content: dict[str, Any]) -> list[dict[str, Any]]:
    if content.get("role") != "model":
        return []
    return [c for p in content.get("parts") or []
            if (c := _field(p, "functionCall", "function_call")) is not None]


def _responses(content: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for p in content.get("parts") or []
            if (r := _field(p, "functionResponse", "function_response")) is not None]


def validate(contents: list[dict[str, Any]],
             rules: Mapping[str, bool] | None = None) -> list[Violation]:
    """Every violation, content by content."""
    on = switches(RULES, rules)
    out: list[Violation] = []
    for i, c in enumerate(contents):
        prev = contents[i - 1] if i > 0 else None
        calls, responses = _calls(c), _responses(c)
        if calls:
            after_user = prev is not None and prev.get("role") == "user"
            if not after_user and on["call_after_user_or_response"]:
                out.append(Violation("call_after_user_or_response", _CALL_POS))
            nxt = contents[i + 1] if i + 1 < len(contents) else None
            answers = _responses(nxt) if nxt is not None else []
            if nxt is None:
                if on["trailing_call"]:
                    out.append(Violation("trailing_call", _COUNT))
            elif len(answers) != len(calls):
                if on["response_count"]:
                    out.append(Violation("response_count", _COUNT))
            elif on["match_ids"]:
                call_ids = [x.get("id") for x in calls]
                answer_ids = [x.get("id") for x in answers]
                if None not in call_ids and None not in answer_ids and \
                        sorted(call_ids) != sorted(answer_ids):
                    out.append(Violation("match_ids",
                                         f"toolfuzz: contents[{i + 1}] answers ids {answer_ids} "
                                         f"for calls {call_ids}; no provider text is known"))
        if responses and on["response_after_call"] and (prev is None or not _calls(prev)):
            out.append(Violation("response_after_call", _RESPONSE_POS))
    return out
