"""Which reference validator rejects which corruption, as the provider rules say (with every
rule at its default).  This is the specification the property tests hold the validators to:
a corruption a shape accepts is recorded here, with the reason from the rules, never hidden by
a weaker assertion."""

from __future__ import annotations

SHAPES: tuple[str, ...] = ("openai_chat", "openai_responses", "anthropic", "gemini")

ACCEPTED: dict[tuple[str, str], str] = {
    ("user_between", "openai_responses"):
        "Responses pairs calls and outputs by call_id with no documented adjacency rule "
        "(rule output_adjacent, off by default)",
    ("assistant_between", "openai_responses"):
        "Responses pairs calls and outputs by call_id with no documented adjacency rule "
        "(rule output_adjacent, off by default)",
    ("results_before_call", "openai_responses"):
        "Responses pairs by call_id over the whole input with no documented order rule "
        "(rule output_after_call, off by default)",
    ("wrong_call", "gemini"):
        "Gemini pairs responses with calls by count and position; ids are optional, so a "
        "response with a wrong id still fills the call's place (rule match_ids, off by default)",
    **{("sibling_swap", shape):
       "two results of one parallel batch carrying each other's ids make a request that is "
       "valid in every shape (every call answered once, in the batch's answer block): only the "
       "agent's log, which records the action each result answers, can tell"
       for shape in SHAPES},
}
"""(corruption, shape) -> why the provider accepts it, at every site.  Every other pair is
rejected at every site."""

UNDETECTABLE: frozenset[str] = frozenset({"sibling_swap"})
"""Corruptions no reading of the request can reject, however strict (their acceptance is not a
default rule switched off, but the request being valid): only a sanitizer that reads the
agent's log can repair them, and `lossless` judges that."""


def rejects(corruption: str, shape: str) -> bool:
    """Whether the shape's validator, rules at their defaults, must reject the corruption."""
    return (corruption, shape) not in ACCEPTED
