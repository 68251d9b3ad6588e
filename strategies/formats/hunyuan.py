"""Hunyuan-A13B: a JSON array of calls between `<tool_calls>` and `</tool_calls>`.

Syntax, as vLLM's `examples/tool_chat_template_hunyuan_a13b.jinja` (the template the vLLM docs
point to for `tencent/Hunyuan-A13B-Instruct`) writes an assistant message with `tool_calls`:
the content, then `<tool_calls>[`, then per call `{"name": "` + the raw name + `", "arguments": `
+ `tojson(arguments)` + `}`, the calls joined by `, `, then `]</tool_calls>` (and `<|eos|>`, the
EOS the server strips).  Nothing follows the array.  The markers are plain text: the Hunyuan
tokenizer (tiktoken `hy.tiktoken`) has only `<|…|>` special tokens, so `<tool_calls>` is spelled
with ordinary BPE tokens and a stream may cut inside it.

A reply without calls is written `助手：` + content by the template; vLLM's `hunyuan_a13b`
parser removes that prefix (fact below).  `<think>…</think>` is the model's reasoning block;
calls inside it are not calls.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text
from targets.canonical import Message

START, END = "<tool_calls>", "</tool_calls>"
THINK = ("<think>", "</think>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The format has no escape for `<tool_calls>`/`</tool_calls>`: content holding one "
          "opens a call block, and a value holding `</tool_calls>` ends the block early for any "
          "reader that finds the end by searching for the tag."),
    Trait("think-in-text", "cannot-express",
          "`<think>` … `</think>` delimits the model's reasoning, and a tool-call block inside "
          "it is not a call by the format's rules: text holding those tags is not data."),
    Trait("raw-name", "cannot-express",
          "The template pastes the name between quotes without escaping: a name containing "
          "`\"`, `\\` or a control character gives invalid JSON."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before `<tool_calls>`."),
    Trait("assistant-prefix", "fact",
          "A reply without calls is written `助手：` + content; the parser strips the first "
          "`助手：` of such a reply (HunyuanA13BToolParser.extract_tool_calls)."),
)

NEAR_MISSES = ("<tool_calls", "<tool_call>", "</tool_calls", "<tool_calls >", "tool_calls>",
               "<TOOL_CALLS>", "<tool_calls/>", "[", "[{", '[{"name": "f"', "<", "</",
               "&lt;tool_calls&gt;", "<tool_calls>[]")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, [START, END, *THINK])
            and not any(c in '"\\' or ord(c) < 0x20 for call in turn.calls for c in call.name))


def render(turn: Turn) -> Rendering:
    body = ", ".join(f'{{"name": "{c.name}", "arguments": {c.arguments}}}' for c in turn.calls)
    text = f"{turn.before or ''}{START}[{body}]{END}"
    return Rendering(text, Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "hunyuan", "Hunyuan-A13B: a JSON array of {name, arguments} between <tool_calls> tags",
    markers=(Marker(START, token=False), Marker(END, token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"\\]{1,12}",
    parsers={"vllm": ("hunyuan_a13b",)},
    dialects=(Dialect("Hunyuan-A13B-Instruct (vLLM's template)",
                      "vLLM examples/tool_chat_template_hunyuan_a13b.jinja"),),
)
