"""Muse (Spark, Glimmer): ATEM calls in a message addressed to the tool.

Syntax, as Muse Glimmer's chat template writes an assistant tool call (and vLLM's muse parser,
a port of the HF export's response schema, reads it): the prompt ends with
`<|start|>assistant`, so the output starts with the header ` to=NAME<|message|>`, then
`<atem:function_calls>\\n<atem:invoke name="NAME">\\n`, per argument
`<atem:parameter name="KEY">VALUE</atem:parameter>\\n`, then
`</atem:invoke>\\n</atem:function_calls>` (the `<|eom|>`/`<|eot|>` that ends the message is a
stop token the server strips).  Values: strings as they are, everything else JSON; the
response schema reads a value as JSON when it parses (`x-parser: json`, `allow_non_json`),
else as the raw string.  `<|start|>`, `<|message|>`, `<|eom|>` and `<|eot|>` are special
tokens; the ATEM tags are text.  Reasoning (` to=self`) and visible text (` to=user`, Spark's
` to=commentary`) are other messages whose recipients the Muse variants read differently, so
this format generates the tool message alone.
"""

from __future__ import annotations

import json

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, strings_in, tojson
from targets.canonical import Message, loads

SPECIAL = ("<|start|>", "<|message|>", "<|eom|>", "<|eot|>")
CALLS, CALLS_END = "<atem:function_calls>", "</atem:function_calls>"
INVOKE, INVOKE_END = "<atem:invoke name=", "</atem:invoke>"
PARAM, PARAM_END = "<atem:parameter name=", "</atem:parameter>"
NOT_TOOLS = ("self", "user", "commentary", "developer")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<|start|>`, `<|message|>`, `<|eom|>` and `<|eot|>` are special tokens: text holding "
          "one is not something the model writes as data."),
    Trait("tag-in-value", "cannot-express",
          "Values are written raw; the response schema ends a value at `</atem:parameter>` and "
          "a call at `</atem:invoke>`: a value or nested string holding one is ambiguous."),
    Trait("json-looking-string", "cannot-express",
          "The response schema reads every value as JSON when it parses (`x-parser: json`): a "
          "string argument whose text is valid JSON (\"5\", \"true\", \"[]\") reads back as "
          "another value."),
    Trait("raw-key", "cannot-express",
          "Keys are written raw in `name=\"…\"` and the response schema reads them with "
          "`name=\"([^\"]+)\"`: an empty key, or one holding `\"` or `>`, cannot be read back."),
    Trait("recipient-name", "cannot-express",
          "The name is also the message recipient `to=NAME`: only letters, digits, `_`, `.` "
          "and `-`, and not a reserved recipient (self, user, commentary, developer)."),
    Trait("one-call", "cannot-express",
          "One tool message carries one call; the turn ends when it is sent."),
    Trait("no-content", "cannot-express",
          "Visible text is a separate message whose recipient the variants read differently "
          "(Spark: user and commentary; Glimmer: user and a bare header); not generated."),
)

NEAR_MISSES = ("<atem:function_calls", "<atem:invoke", "</atem:invoke", "<atem:parameter",
               "atem:function_calls>", "to=", " to=f", "<atem:invoke name=f>",
               "<function_calls>", "<invoke name=\"f\">", "<atem:function_call>")


def _json_reading(value: object) -> bool:
    """A string argument survives only if it is not itself JSON: the reader decodes values.

    Text nested too deep for the decoder is left out too: whether a reader keeps it as a
    string or fails depends on its recursion limit, not on the format."""
    if not isinstance(value, str):
        return True
    try:
        json.loads(value)
    except RecursionError:
        return False
    except ValueError:
        return True
    return False


def can_express(turn: Turn) -> bool:
    if len(turn.calls) != 1 or turn.before or turn.after or any(turn.between) or turn.reasoning:
        return False
    call = turn.calls[0]
    args = loads(call.arguments)
    return (call.name not in NOT_TOOLS and not mentions(turn, SPECIAL)
            and not any(t in s for s in strings_in(args)
                        for t in (PARAM_END, INVOKE_END, CALLS_END))
            and all(k and '"' not in k and ">" not in k for k in args)
            and all(_json_reading(v) for v in args.values()))


def render(turn: Turn) -> Rendering:
    call = turn.calls[0]
    parts = [f" to={call.name}<|message|>{CALLS}\n{INVOKE}\"{call.name}\">\n"]
    for key, value in loads(call.arguments).items():
        text = value if isinstance(value, str) else tojson(value)
        parts.append(f'{PARAM}"{key}">{text}{PARAM_END}\n')
    parts.append(f"{INVOKE_END}\n{CALLS_END}")
    return Rendering("".join(parts), Message(content=None, calls=turn.calls))


FORMAT = Format(
    "muse",
    "Muse Spark / Glimmer: <|start|>assistant to=NAME<|message|><atem:function_calls> ATEM XML",
    markers=(*(Marker(m, token=True, special=True) for m in SPECIAL),
             *(Marker(t, token=False) for t in (CALLS, CALLS_END, INVOKE, INVOKE_END, PARAM,
                                                PARAM_END))),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_\-]{0,20}(\.[A-Za-z_][A-Za-z0-9_\-]{0,10})?",
    parsers={"vllm": ("muse", "musespark1x", "muse_glimmer"), "sglang": ("muse",)},
    dialects=(Dialect(
        "Muse Glimmer chat template",
        "Muse Glimmer chat template; vLLM's muse parser (HF export response schema)"),),
)
