"""GigaChat 3: the content, then a `function call` turn holding one JSON object.

Syntax, as the GigaChat3-10B-A1.8B chat template (llama.cpp `models/templates/
GigaChat3-10B-A1.8B.jinja`) writes an assistant message with `tool_calls`, after the generation
prompt `assistant<|role_sep|>\\n`: the content, `<|message_sep|>` + `\\n\\n`, the role name
`function call`, `<|role_sep|>` + `\\n`, then `{"name": "` + the raw name + `", "arguments": ` +
`tojson(arguments)` + `}`.  The template renders only `tool_calls[0]`: one call per turn.  The
two separators are special tokens (the parser turns `skip_special_tokens` off to see them);
`function call` is ordinary text.  GigaChat 3.1 opens the call with the special token
`<|function_call|>` instead, and vLLM's `gigachat3` parser accepts both, so that token is a
marker here too.  Generation ends after the JSON (the end-of-sequence token the server strips).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text
from targets.canonical import Message

MESSAGE_SEP, ROLE_SEP = "<|message_sep|>", "<|role_sep|>"
ROLE = "function call"
SPECIAL_MARKERS = (MESSAGE_SEP, ROLE_SEP, "<|function_call|>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<|message_sep|>` and `<|role_sep|>` are special tokens: the tokenizer cuts them out "
          "of any text, so content, a name or a value containing one is not data."),
    Trait("one-call", "cannot-express",
          "The template writes only the first of an assistant message's `tool_calls`."),
    Trait("raw-name", "cannot-express",
          "The name is pasted between quotes without escaping: a name containing `\"`, `\\` or "
          "a control character gives invalid JSON."),
    Trait("text-after-calls", "cannot-express",
          "The content is a turn of its own, before the `function call` turn."),
)

NEAR_MISSES = ("function call", "function call\n", "function call<|role", "<|message_sep",
               "<|role_sep", "function_call", "<|function_call", "function call:\n{}",
               '{"name": "f", "arguments": {}}', "<", "<|")


def can_express(turn: Turn) -> bool:
    return (len(turn.calls) == 1 and only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, SPECIAL_MARKERS)
            and not any(c in '"\\' or ord(c) < 0x20 for c in turn.calls[0].name))


def render(turn: Turn) -> Rendering:
    call = turn.calls[0]
    text = (f"{turn.before or ''}{MESSAGE_SEP}\n\n{ROLE}{ROLE_SEP}\n"
            f'{{"name": "{call.name}", "arguments": {call.arguments}}}')
    return Rendering(text, Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "gigachat3", "GigaChat 3: <|message_sep|> then a `function call<|role_sep|>` turn of JSON",
    markers=tuple(Marker(m, special=True) for m in SPECIAL_MARKERS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"\\]{1,12}",
    parsers={"vllm": ("gigachat3",), "sglang": ("gigachat3",)},
    dialects=(Dialect("GigaChat3-10B-A1.8B chat template",
                      "llama.cpp models/templates/GigaChat3-10B-A1.8B.jinja"),),
)
