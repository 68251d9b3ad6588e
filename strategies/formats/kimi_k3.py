"""Kimi K3 (XTML): `response` and `tools` channels built from `<|open|>`/`<|close|>`/`<|sep|>`.

Syntax, as vLLM documents K3's encoder (encoding_k3.py, mirrored by
vllm/tool_parsers/structural_tag_registry.py and kimi_k3_tool_parser.py).  In instruct mode the
generation prompt ends `<|open|>response<|sep|>`, so the model writes the content,
`<|close|>response<|sep|>`, then, when it calls tools, `<|open|>tools<|sep|>` + the calls with no
separator + `<|close|>tools<|sep|>`, and closes the turn with `<|close|>message<|sep|>` (before
the end-of-message token the server strips).  A call is
`<|open|>call tool="NAME" index="N"<|sep|>` + its arguments + `<|close|>call<|sep|>`, N counting
from 1; an argument is `<|open|>argument key="KEY" type="TYPE"<|sep|>VALUE<|close|>argument<|sep|>`
with TYPE one of string/number/boolean/null/object/array (integers are `number`), a string VALUE
written raw and any other as compact JSON.  Attribute values escape `&` as `&amp;` and `"` as
`&quot;`.  `<|open|>`, `<|close|>` and `<|sep|>` are special tokens.  vLLM's `kimi_k3` tool parser
is tested alone (no reasoning parser), hence in instruct mode.
"""

from __future__ import annotations

import json
from typing import Any

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import json_type, mentions, only_leading_text
from targets.canonical import Message, loads

OPEN, CLOSE, SEP = "<|open|>", "<|close|>", "<|sep|>"
RESPONSE_CLOSE = f"{CLOSE}response{SEP}"
TOOLS_OPEN, TOOLS_CLOSE = f"{OPEN}tools{SEP}", f"{CLOSE}tools{SEP}"
MESSAGE_CLOSE = f"{CLOSE}message{SEP}"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<|open|>`, `<|close|>` and `<|sep|>` are special tokens: text, a name, a key or a "
          "value containing one is cut by the tokenizer, and string values and the response "
          "body are written raw, without escapes."),
    Trait("text-after-calls", "cannot-express",
          "The response channel (the content) always precedes the tools channel."),
    Trait("integer-is-number", "fact",
          "Integers are tagged `type=\"number\"`; the JSON text keeps them integers."),
)

NEAR_MISSES = ("<|open|", "<|sep|", "|open|>response", "<open>tools<sep>", "<|close|",
               "call tool=\"f\" index=\"1\"", "<|end_of_msg|>", "&quot;", "&amp;", "< |open| >",
               "response", "<|open |>")


def _attr(value: str) -> str:
    return value.replace("&", "&amp;").replace('"', "&quot;")


def _argument(key: str, value: Any) -> str:
    kind = json_type(value)
    if kind == "integer":
        kind = "number"
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False,
                                                            separators=(",", ":"))
    return f'{OPEN}argument key="{_attr(key)}" type="{kind}"{SEP}{text}{CLOSE}argument{SEP}'


def can_express(turn: Turn) -> bool:
    return only_leading_text(turn) and not mentions(turn, [OPEN, CLOSE, SEP])


def render(turn: Turn) -> Rendering:
    calls = []
    for i, call in enumerate(turn.calls, start=1):
        args = "".join(_argument(k, v) for k, v in loads(call.arguments).items())
        calls.append(f'{OPEN}call tool="{_attr(call.name)}" index="{i}"{SEP}{args}{CLOSE}call{SEP}')
    text = (f"{turn.before or ''}{RESPONSE_CLOSE}{TOOLS_OPEN}{''.join(calls)}{TOOLS_CLOSE}"
            f"{MESSAGE_CLOSE}")
    return Rendering(text, Message(content=turn.before or None, calls=turn.calls))


FORMAT = Format(
    "kimi_k3", "Kimi K3 XTML: <|open|>call tool=\"f\" index=\"1\"<|sep|> typed argument channels",
    markers=(Marker(OPEN, special=True), Marker(CLOSE, special=True), Marker(SEP, special=True)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<|>]{1,12}",
    parsers={"vllm": ("kimi_k3",), "sglang": ("kimi_k3",), "mlx_lm": ("kimi_k3",)},
    dialects=(Dialect(
        "Kimi K3 encoder, instruct mode",
        "encoding_k3.py as mirrored by vllm/tool_parsers/structural_tag_registry.py"),),
)

#: mlx-lm recognises the XTML vocabulary (think block, structural markers) by `<|end_of_msg|>`,
#: a special token of the real Kimi K3 tokenizer: registry hook.
TARGET_OVERRIDES = {"mlx_lm": {"options": {"extra_special": ["<|end_of_msg|>"]}}}
