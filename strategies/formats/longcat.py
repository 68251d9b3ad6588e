"""LongCat-Flash-Chat (Meituan): hermes-style JSON calls between `<longcat_tool_call>` tags.

Syntax, as the LongCat-Flash chat template documents the tool-call envelope
(`<longcat_tool_call>{"name": <function-name>, "arguments": <args-dict>}</longcat_tool_call>`):
the content, then per call `<longcat_tool_call>` + `tojson({"name": …, "arguments": …})` +
`</longcat_tool_call>`, consecutive calls separated by `\\n`.  Nothing follows the last call.
The two tags are added tokens of the LongCat tokenizer; vLLM's `longcat` parser is the hermes
parser with these tags.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text, tojson
from targets.canonical import Message

START, END = "<longcat_tool_call>", "</longcat_tool_call>"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<longcat_tool_call>` and `</longcat_tool_call>` are added tokens: the tokenizer cuts "
          "them out of any text, so content, a name or a value holding one is not data."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before the first call."),
)

NEAR_MISSES = ("<longcat_tool_call", "</longcat_tool_call", "<tool_call>", "<longcat_tool_calls>",
               "<LONGCAT_TOOL_CALL>", "longcat_tool_call>", "<longcat_", "<", "<longcat_s>",
               "&lt;longcat_tool_call&gt;")


def can_express(turn: Turn) -> bool:
    return only_leading_text(turn) and turn.reasoning is None and not mentions(turn, [START, END])


def render(turn: Turn) -> Rendering:
    calls = "\n".join(f'{START}{{"name": {tojson(c.name)}, "arguments": {c.arguments}}}{END}'
                      for c in turn.calls)
    return Rendering((turn.before or "") + calls,
                     Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "longcat", "LongCat-Flash: {name, arguments} JSON between <longcat_tool_call> tags",
    markers=(Marker(START), Marker(END)), render=render, can_express=can_express,
    traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f]{1,12}",
    parsers={"vllm": ("longcat",), "mlx_lm": ("longcat",)},
    dialects=(Dialect("LongCat-Flash-Chat chat template",
                      "meituan-longcat/LongCat-Flash-Chat chat template tool-call envelope"),),
)
