"""InternLM2 / InternLM2.5-Chat: prose, then
`<|action_start|><|plugin|>\n{"name": ..., "parameters": {...}}<|action_end|>`.

Syntax, from InternLM's chat-format documentation (chat/chat_format.md, "Function Call"):
the assistant may speak first, then writes `<|action_start|><|plugin|>` (two special tokens,
ids 92541 and 92538), a newline, the call as JSON `{"name": "` + name + `", "parameters": ` +
`tojson(arguments)` + `}` and `<|action_end|>` (id 92540); the environment answers each
action in its own turn, so one assistant turn carries one call.  Nothing follows the action
but the end-of-turn token.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text
from targets.canonical import Message

START, PLUGIN, END = "<|action_start|>", "<|plugin|>", "<|action_end|>"
MARKERS = (START, PLUGIN, END, "<|interpreter|>")

TRAITS = (
    Trait("one-call", "cannot-express",
          "InternLM2's protocol has one action per assistant turn: the environment answers "
          "it before the model goes on."),
    Trait("marker-in-text", "cannot-express",
          "`<|action_start|>`, `<|plugin|>`, `<|action_end|>` are special tokens: the "
          "tokenizer cuts them out of any text."),
    Trait("text-after-calls", "cannot-express",
          "The action ends the turn: text comes only before it."),
    Trait("raw-name", "cannot-express",
          "The name is written between quotes without escaping (names are kept to "
          "identifiers)."),
)

NEAR_MISSES = ("<|action_start|", "<|plugin", "action_start", "<|action|>", "<|plugin|",
               "<action_start>", "|plugin|", "<|action_end|")


def can_express(turn: Turn) -> bool:
    return (len(turn.calls) == 1 and only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, MARKERS))


def render(turn: Turn) -> Rendering:
    call = turn.calls[0]
    text = (f'{turn.before or ""}{START}{PLUGIN}\n'
            f'{{"name": "{call.name}", "parameters": {call.arguments}}}{END}')
    return Rendering(text, Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "internlm2", "InternLM2: <|action_start|><|plugin|> + one JSON {name, parameters} + <|action_end|>",
    markers=tuple(Marker(m, token=True, special=True) for m in MARKERS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    parsers={"vllm": ("internlm",), "sglang": ("interns1",)},
    dialects=(Dialect("InternLM2 / InternLM2.5-Chat",
                      'InternLM chat/chat_format.md, "Function Call"'),),
)
