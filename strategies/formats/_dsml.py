"""DSML, DeepSeek's markup for tool calls (V3.2, V4, V4.1): the shared renderer (not a format).

DeepSeek ships no Jinja template for these models but an `encoding_dsv32.py` / `encoding_dsv4.py`
/ `encoding_dsv41.py` reference encoder (vLLM vendors them in vllm/tokenizers/).  An assistant
message is `{reasoning}</think>` (thinking mode only) + the content + `\\n\\n` + the calls block
`<｜DSML｜{block}>\\n{invokes}\\n</｜DSML｜{block}>`, invokes joined by `\\n`, each
`<｜DSML｜{invoke} name="{name}">\\n{params}\\n</｜DSML｜{invoke}>`, params joined by `\\n`, each
`<｜DSML｜{parameter} name="{key}" string="true|false">{value}</｜DSML｜{parameter}>`: a string
value written raw with `string="true"`, any other value as `json.dumps(ensure_ascii=False)` with
`string="false"`.  Names and keys are pasted between quotes without escaping.

`｜DSML｜` is one special token of the DeepSeek V3.2 tokenizer (sglang#16122 shows it in
tokenizer.json; DSML leaks as `| DSML |` when special tokens are skipped, vllm#30541); the rest of
each tag is ordinary text (`<` + `｜DSML｜` + `function_calls>`, vllm#29848).  The V4 encoders
treat it the same way (their output check lists it with BOS/EOS among the special tokens), so it
is declared special for V4 and V4.1 too.
"""

from __future__ import annotations

import json
from typing import Any

from strategies.formats import Marker, Trait, Turn
from strategies.formats._common import mentions, only_leading_text
from targets.canonical import loads

DSML = "｜DSML｜"
THINK, END_THINK = "<think>", "</think>"


def markers(block: str, invoke: str, parameter: str, thinking: bool) -> tuple[Marker, ...]:
    """The special token, the `<think>` pair for thinking models, and every tag as plain text."""
    tags = (f"<{DSML}{block}>", f"</{DSML}{block}>", f'<{DSML}{invoke} name="',
            f"</{DSML}{invoke}>", f"<{DSML}{parameter} name=\"", f"</{DSML}{parameter}>")
    think = (Marker(THINK, token=True), Marker(END_THINK, token=True)) if thinking else ()
    return (Marker(DSML, token=True, special=True), *think,
            *(Marker(t, token=False) for t in tags))


def traits(thinking: bool) -> tuple[Trait, ...]:
    out = (
        Trait("marker-in-text", "cannot-express",
              f"`{DSML}` is a special token and every tag holds it: text, a name, a key or a "
              "string value containing it is cut by the tokenizer and has no escape; string "
              "values are written raw, so they cannot hold a closing tag either."),
        Trait("raw-attribute", "cannot-express",
              "Names and keys are pasted into `name=\"…\"` without escaping: one containing "
              "`\"` cannot be written."),
        Trait("text-after-calls", "cannot-express",
              "The encoder writes content only before the calls block, which ends the turn."),
        Trait("separator-blank-line", "normalise",
              "The encoder puts `\\n\\n` between the content and the calls block; it belongs to "
              "the encoder (DeepSeek's own parser splits on `\\n\\n<｜DSML｜…`), so a parser may "
              "leave it at the end of the content."),
    )
    if thinking:
        out += (Trait("reasoning-block", "fact",
                      "The generation prompt ends with `<think>` (thinking mode, the default): the "
                      "model writes the reasoning, `</think>`, then the reply; `<think>` and "
                      "`</think>` are tokens, so neither can appear in the text."),)
    return out


def plain_reply(text: str) -> str:
    """A reply with no call in thinking mode: the generation prompt ends `<｜Assistant｜><think>`,
    so the model's output is the reasoning (none here), `</think>`, then the text, as the
    encoder writes `{reasoning}</think>{content}`.  Bare text would be reasoning by
    definition: the model has not closed the block the prompt opened."""
    return f"{END_THINK}{text}"


def can_express(turn: Turn, thinking: bool) -> bool:
    needles = [DSML, THINK, END_THINK] if thinking else [DSML]
    quoted = [c.name for c in turn.calls] + [k for c in turn.calls for k in _args(c.arguments)]
    return only_leading_text(turn) and not any('"' in q for q in quoted) \
        and not mentions(turn, needles)


def _args(arguments: str) -> dict[str, Any]:
    value = loads(arguments)
    return value if isinstance(value, dict) else {}


def _param(parameter: str, key: str, value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    flag = "true" if isinstance(value, str) else "false"
    return f'<{DSML}{parameter} name="{key}" string="{flag}">{text}</{DSML}{parameter}>'


#: The dialect that writes a call with no arguments as one self-closing invoke element.
SELF_CLOSING = "self-closing"
#: DeepSeek-V4 writing a zero-argument call as `<｜DSML｜invoke name="submit"/>`: never written by
#: the reference encoder (whose own parser rejects it), but emitted by the model.
SELF_CLOSING_DIALECT = (
    "DeepSeek-V4 zero-argument calls as a self-closing `<｜DSML｜invoke name=\"…\"/>`",
    "sglang#23915 (\"Fix dsv4 self-closing invoke tags\"): DeepSeek-V4 emits "
    "`<｜DSML｜tool_calls>\\n<｜DSML｜invoke name=\"submit\"/>\\n</｜DSML｜tool_calls>` for a "
    "parameterless tool (about 5% of SWE-bench Verified trials, every call of the zero-argument "
    "`submit`); SGLang's DeepSeekV32Detector.invoke_regex (self_close group) parses it")


def render_text(turn: Turn, block: str, invoke: str, parameter: str, thinking: bool) -> str:
    """The encoder's layout; in the `self-closing` dialect a call with no arguments is one
    `<｜DSML｜invoke name="…"/>` element instead of an invoke with an empty body."""
    invokes = []
    for call in turn.calls:
        args = _args(call.arguments)
        if not args and turn.variant == SELF_CLOSING:
            invokes.append(f'<{DSML}{invoke} name="{call.name}"/>')
            continue
        params = "\n".join(_param(parameter, k, v) for k, v in args.items())
        invokes.append(f'<{DSML}{invoke} name="{call.name}">\n{params}\n</{DSML}{invoke}>')
    calls = f"<{DSML}{block}>\n" + "\n".join(invokes) + f"\n</{DSML}{block}>"
    head = f"{turn.reasoning or ''}{END_THINK}" if thinking else ""
    return f"{head}{turn.before or ''}\n\n{calls}"


NAME_PATTERN = r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"<>｜]{1,12}"
NEAR_MISSES = ("<｜DSML", "DSML｜", "<|DSML|function_calls>", "<|DSML|tool_calls>", "｜DSML",
               "<DSML>", "<invoke name=\"f\">", "<parameter name=\"a\" string=\"true\">x</parameter>",
               "<｜tool▁calls▁begin｜>", "string=\"false\"", "\n\n<")
