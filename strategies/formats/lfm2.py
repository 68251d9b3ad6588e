"""LFM2 / LFM2.5 (Liquid AI): a pythonic call list between special tokens, then the text,
`<|tool_call_start|>[get_weather(city="Paris", days=3)]<|tool_call_end|>Checking.`.

From LFM2.5's chat template (its `render_tool_calls` macro, shipped with every LFM2.5 model):
an assistant turn is the tool calls, then the content.  The calls are
`<|tool_call_start|>[` + calls joined by `, ` + `]<|tool_call_end|>`, each call `name(` +
`key=value` joined by `, ` + `)`, where a value is written by `format_arg_value`:

- a string: `"` + the raw string + `"` (no escaping);
- an object: `tojson` (JSON, so nested strings are escaped and literals are `true`/`null`);
- anything else: Jinja's `string` filter, Python's `str`: `True`, `None`, `5`, `1e+100`, and a
  list as Python writes it (`['a', 1, True, {'k': None}]`).

The content follows `<|tool_call_end|>` directly.  Both markers are special tokens of the LFM2
tokenizer (the parser turns `skip_special_tokens` off to see them).
"""

from __future__ import annotations

from typing import Any

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, tojson
from strategies.formats._pythonic import NAME_PATTERN, arguments, kwargs, names_ok
from targets.canonical import Message

START, END = "<|tool_call_start|>", "<|tool_call_end|>"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<|tool_call_start|>` and `<|tool_call_end|>` are special tokens: text containing "
          "them is cut into the token, and the format has no escape."),
    Trait("text-after-calls-only", "cannot-express",
          "The template writes all calls in one block first and the content after it: no text "
          "before or between calls."),
    Trait("raw-top-level-string", "cannot-express",
          "A top-level string value is pasted between double quotes unescaped: one containing "
          "`\"` or `\\` cannot be read back (the quote ends it, the backslash reads as an "
          "escape).  Other characters, newlines included, are written raw and expressible."),
    Trait("python-names", "cannot-express",
          "A call is written `name(key=value)` with the name and the argument names verbatim: "
          "they must be Python identifiers that NFKC normalisation leaves unchanged.  Reserved "
          "words (`from=`) are written as is and expressible."),
    Trait("mixed-literals", "fact",
          "Top-level lists, booleans, null and numbers are written by Python's str (`True`, "
          "`None`, `1e+100`, lists with Python-quoted strings); objects by tojson (`true`, "
          "`null`, JSON strings), at any depth below them."),
)

NEAR_MISSES = ("<|tool_call_start|", "<|tool_call_end|", "<|tool_call|>", "<tool_call>",
               "<|tool_list_start|>", "[get_weather(city='Paris')]", "f(a=1)", "<|",
               "<|tool_response_start|>")


def arg_value(value: Any) -> str:
    """`format_arg_value` of LFM2.5's template."""
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, dict):
        return tojson(value)
    return str(value)


def _raw_strings_ok(turn: Turn) -> bool:
    return all(not (isinstance(v, str) and ('"' in v or "\\" in v))
               for args in arguments(turn) for v in args.values())


def can_express(turn: Turn) -> bool:
    return (not turn.before and not any(turn.between) and turn.reasoning is None
            and names_ok(turn, allow_reserved=True) and _raw_strings_ok(turn)
            and not mentions(turn, [START, END]))


def render(turn: Turn) -> Rendering:
    calls = ", ".join(f"{c.name}({kwargs(a, arg_value)})"
                      for c, a in zip(turn.calls, arguments(turn)))
    text = f"{START}[{calls}]{END}{turn.after or ''}"
    return Rendering(text, Message(content=turn.after or None, calls=turn.calls))


FORMAT = Format(
    "lfm2", "LFM2/LFM2.5: [f(a=\"x\")] between <|tool_call_start|> tokens, then the text",
    markers=(Marker(START, special=True), Marker(END, special=True)), render=render,
    can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES, name_pattern=NAME_PATTERN,
    text_after_calls=True,
    parsers={"vllm": ("lfm2",), "sglang": ("lfm2",), "mlx_lm": ("pythonic",)},
    dialects=(Dialect("LFM2.5 chat template (render_tool_calls)",
                      "LiquidAI LFM2.5 chat_template.jinja"),),
)
