"""Inkling: typed blocks `<|message_model|><|content_…|>…<|end_message|>`, calls as JSON blocks.

Syntax (vLLM's inkling parser, vllm/parser/inkling.py, a port of the model's Rust parser): the
generation prompt ends with `<|message_model|>`, so the output starts with a content-kind marker;
every block is `<|content_text|>TEXT` or `<|content_invoke_tool_json|>` + one JSON object
`{"name":NAME,"args":{…}}` (compact, as vLLM's documented example writes it), closed by
`<|end_message|>`; each further block opens with `<|message_model|>`.  Blocks may come in any
order, so text may sit between and after calls; the message's content is the text blocks
joined.  All eight markers are special tokens of the Inkling tokenizer.  Reasoning blocks
(`<|content_thinking|>`) belong to the reasoning parser and are not generated here.
"""

from __future__ import annotations

import json

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions
from targets.canonical import Message, loads

MODEL, TEXT, TOOL, END = ("<|message_model|>", "<|content_text|>",
                          "<|content_invoke_tool_json|>", "<|end_message|>")
SPECIAL = (MODEL, TEXT, "<|content_thinking|>", TOOL, "<|content_invoke_tool_text|>",
           "<|content_tool_error|>", "<|content_model_end_sampling|>", END)

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The block markers are special tokens: text, names or values holding one are not "
          "something the model writes as data."),
    Trait("json-name", "cannot-express",
          "The name is a JSON string in the call object, read back by a plain regex: a name "
          "JSON would escape (quotes, backslashes, control characters) is not generated."),
    Trait("text-blocks-joined", "fact",
          "Text blocks before, between and after the calls are one message content, joined in "
          "order."),
)

NEAR_MISSES = ("<|message_model", "<|content_text", "<|content_invoke_tool_json",
               "<|end_message", "|end_message|>", "<|content_invoke_tool|>", "<|message|>",
               '{"name":"f","args":{}}', "<|message_user|>", "<|content_tool_json|>")


def _texts(turn: Turn) -> list[str | None]:
    """The text before the calls, after each call but the last, and after the last."""
    between = [turn.between[i] if i < len(turn.between) else None
               for i in range(len(turn.calls) - 1)]
    return [turn.before, *between, turn.after]


def can_express(turn: Turn) -> bool:
    return (turn.reasoning is None and not mentions(turn, SPECIAL)
            and all(json.dumps(c.name)[1:-1] == c.name for c in turn.calls))


def render(turn: Turn) -> Rendering:
    blocks: list[str] = []
    texts = _texts(turn)
    if texts[0]:
        blocks.append(TEXT + texts[0])
    for call, text in zip(turn.calls, texts[1:]):
        payload = {"name": call.name, "args": loads(call.arguments)}
        blocks.append(TOOL + json.dumps(payload, ensure_ascii=False, separators=(",", ":")))
        if text:
            blocks.append(TEXT + text)
    content = "".join(t for t in texts if t) or None
    return Rendering((END + MODEL).join(blocks) + END, Message(content=content, calls=turn.calls))


FORMAT = Format(
    "inkling",
    "Inkling: <|message_model|><|content_invoke_tool_json|>{name, args}<|end_message|> blocks",
    markers=tuple(Marker(m, token=True, special=True) for m in SPECIAL),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"\\]{1,12}",
    text_after_calls=True,
    parsers={"vllm": ("inkling",), "sglang": ("inkling",)},
    dialects=(Dialect(
        "Inkling typed blocks",
        "vLLM vllm/parser/inkling.py (port of the model's Rust parser) and its documented example"),),
)
