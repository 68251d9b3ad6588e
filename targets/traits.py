"""Declared normalisations: the only differences an oracle forgives, each with its reason.

A trait is declared by a format (strategies/formats/*.py) or a target (targets/registry.py);
this module says what each `normalise` trait does.  An undeclared difference is a failure.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from strategies.formats import Trait
from targets.canonical import Message

#: Applies to every target: JSON's null and "" both say "no text", and servers differ.
EMPTY_CONTENT = Trait("empty-content", "normalise",
                      "An absent content is null in OpenAI's API; some servers send \"\" "
                      "instead. Both mean no text.")

#: Applies to every streaming target, in the malformed property only.
UNFINISHED_STREAM = Trait("unfinished-stream", "fact",
                          "A stream that stops inside a call (the model hit its token limit, "
                          "or the text was cut) ends with the argument deltas sent so far: "
                          "`{\"a\": [1` is what OpenAI's API and every streaming server send "
                          "then, with finish_reason `length`, and deltas cannot be withdrawn. "
                          "Streamed arguments that some continuation would make a JSON object "
                          "(targets/json_prefix.py) are therefore not malformed; arguments no "
                          "continuation repairs are, and the non-streaming path, which has the "
                          "whole text, must always give JSON objects.")

Normaliser = Callable[[Message, Message], tuple[Message, Message]]


def _empty_content(expected: Message, observed: Message) -> tuple[Message, Message]:
    return (replace(expected, content=expected.content or None),
            replace(observed, content=observed.content or None))


def _separator_newline(expected: Message, observed: Message) -> tuple[Message, Message]:
    if expected.calls and observed.content and observed.content.endswith("\n") \
            and observed.content[:-1] == (expected.content or ""):
        observed = replace(observed, content=observed.content[:-1] or None)
    return expected, observed


def _separator_blank_line(expected: Message, observed: Message) -> tuple[Message, Message]:
    if expected.calls and observed.content and observed.content.endswith("\n\n") \
            and observed.content[:-2] == (expected.content or ""):
        observed = replace(observed, content=observed.content[:-2] or None)
    return expected, observed


def _blank_content_is_none(expected: Message, observed: Message) -> tuple[Message, Message]:
    if expected.calls and expected.content is not None and not expected.content.strip():
        expected = replace(expected, content=None)
    return expected, observed


def _content_is_reply(expected: Message, observed: Message) -> tuple[Message, Message]:
    if expected.calls:
        expected, observed = replace(expected, content=None), replace(observed, content=None)
    return expected, observed


NORMALISERS: dict[str, Normaliser] = {
    "empty-content": _empty_content,
    "separator-newline": _separator_newline,
    "separator-blank-line": _separator_blank_line,
    "blank-content-is-none": _blank_content_is_none,
    "content-is-reply": _content_is_reply,
}


def normalise(traits: tuple[Trait, ...], expected: Message,
              observed: Message) -> tuple[Message, Message]:
    """Apply every declared `normalise` trait, in declaration order, then the universal one."""
    for trait in (*traits, EMPTY_CONTENT):
        if trait.kind == "normalise":
            expected, observed = NORMALISERS[trait.id](expected, observed)
    return expected, observed
