"""GigaChat 3.5: a GCML `<｜GCML｜tool_calls>` block of `invoke`/`parameter` tags after the content.

Syntax, as the GigaChat3.5 chat template (llama.cpp `models/templates/GigaChat3.5.jinja`, the
"chatml v5" template) writes an assistant message with `tool_calls`, after the generation prompt
`assistant<|role_sep|>\\n` (reasoning off, the template's default): the message's parts joined
by `\\n\\n`, namely the content (only when not empty, written as it is) and the calls block
(`render_gcml_tool_calls`): `<｜GCML｜tool_calls>\\n` + the invokes joined by `\\n` +
`\\n</｜GCML｜tool_calls>`; each invoke (`render_gcml_invoke`) is
`<｜GCML｜invoke name="{name}">\\n` + the parameters joined by `\\n` and followed by `\\n` (nothing
for no arguments) + `</｜GCML｜invoke>`; each parameter (`render_gcml_parameter`) is
`<｜GCML｜parameter name="{key}" string="true">{value}</｜GCML｜parameter>` for a string, written
raw, and `string="false"` with `tojson(ensure_ascii=False)` for any other value.  Names and keys
are pasted between quotes without escaping.  The turn then ends with the end-of-sequence token
(last message) or `<|message_sep|>` + `\\n\\n`; the server stops there and strips it (SGLang's
GigaChat35Detector strips a trailing `<|message_sep|>` or `</s>` too).

Markers: vLLM's tests for its `gigachat35` parser (tests/tool_parsers/
test_gigachat35_tool_parser.py) add `<｜GCML｜tool_calls>`, `</｜GCML｜tool_calls>`,
`<｜GCML｜invoke`, `</｜GCML｜invoke>`, `<｜GCML｜parameter` and `</｜GCML｜parameter>` to the
tokenizer as plain added tokens; the real GigaChat3.5 tokenizer could not be read, so that
split is the declared assumption (the ` name="…"` and ` string="…">` parts are text).
`<|message_sep|>` and `<|role_sep|>` are the template's special separators (as in GigaChat 3):
never data.  SGLang has no unit test of GigaChat35Detector; its code is the other source.
"""

from __future__ import annotations

import json
from typing import Any

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, only_leading_text
from targets.canonical import Message, loads

GCML = "｜GCML｜"
OPEN, CLOSE = f"<{GCML}tool_calls>", f"</{GCML}tool_calls>"
INVOKE, END_INVOKE = f"<{GCML}invoke", f"</{GCML}invoke>"
PARAMETER, END_PARAMETER = f"<{GCML}parameter", f"</{GCML}parameter>"
TOKENS = (OPEN, CLOSE, INVOKE, END_INVOKE, PARAMETER, END_PARAMETER)
SEPARATORS = ("<|message_sep|>", "<|role_sep|>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The six GCML tags are added tokens and the two separators special tokens: text, a "
          "name, a key or a string value containing one is cut by the tokenizer, and string "
          "values are written raw, so they cannot hold `</｜GCML｜parameter>` either."),
    Trait("raw-attribute", "cannot-express",
          "Names and keys are pasted into `name=\"…\"` without escaping: one containing `\"` "
          "cannot be written."),
    Trait("text-after-calls", "cannot-express",
          "The template writes the content before the calls block, which ends the turn."),
    Trait("separator-blank-line", "normalise",
          "The template joins the content and the calls block with `\\n\\n` (`ns_parts.blocks | "
          "join('\\n\\n')`); the separator is the template's, not the content's, so a parser may "
          "leave it at the end of the content."),
)

NEAR_MISSES = (f"<{GCML}tool_calls", f"<{GCML}", GCML, "<|GCML|tool_calls>", "<GCML>",
               f'{INVOKE} name="f">', f'{PARAMETER} name="a" string="true">x{END_PARAMETER}',
               "<｜DSML｜function_calls>", '<invoke name="f">', 'string="false"',
               '<function_response name="f">{}</function_response>', "\n\n<", "<")


def _args(call_arguments: str) -> dict[str, Any]:
    value = loads(call_arguments)
    return value if isinstance(value, dict) else {}


def can_express(turn: Turn) -> bool:
    quoted = [c.name for c in turn.calls] + [k for c in turn.calls for k in _args(c.arguments)]
    return (only_leading_text(turn) and turn.reasoning is None
            and not any('"' in q for q in quoted)
            and not mentions(turn, (GCML, *SEPARATORS)))


def _parameter(key: str, value: Any) -> str:
    if isinstance(value, str):
        return f'{PARAMETER} name="{key}" string="true">{value}{END_PARAMETER}'
    return (f'{PARAMETER} name="{key}" string="false">'
            f"{json.dumps(value, ensure_ascii=False)}{END_PARAMETER}")


def _invoke(name: str, arguments: dict[str, Any]) -> str:
    params = "".join(_parameter(k, v) + "\n" for k, v in arguments.items())
    return f'{INVOKE} name="{name}">\n{params}{END_INVOKE}'


def render(turn: Turn) -> Rendering:
    block = OPEN + "\n" + "\n".join(_invoke(c.name, _args(c.arguments)) for c in turn.calls) \
        + "\n" + CLOSE
    text = "\n\n".join(part for part in (turn.before, block) if part)
    return Rendering(text, Message(content=turn.before or None, calls=turn.calls))


FORMAT = Format(
    "gigachat35", "GigaChat 3.5: GCML <｜GCML｜tool_calls> with invoke/parameter tags",
    markers=(*(Marker(t) for t in TOKENS), *(Marker(s, special=True) for s in SEPARATORS)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"<>｜]{1,12}",
    parsers={"sglang": ("gigachat35",)},
    dialects=(Dialect('GigaChat 3.5 "chatml v5" template, reasoning off',
                      "llama.cpp models/templates/GigaChat3.5.jinja"),),
)
