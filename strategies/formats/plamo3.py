"""PLaMo 3: name and JSON arguments in `<|plamo:begin_tool_request:plamo|>`-style tags.

Syntax (vLLM's plamo3 parser and its structural tag, SGLang's PLaMo3 detector): the content,
then `<|plamo:begin_tool_requests:plamo|>`, per call `<|plamo:begin_tool_request:plamo|>`
`<|plamo:begin_tool_name:plamo|>` + the raw name + `<|plamo:end_tool_name:plamo|>`
`<|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>` + the arguments as
JSON + `<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|>`, requests with
nothing between them, then `<|plamo:end_tool_requests:plamo|>` (the `<|plamo:tag|>` end of turn
is the stop token the server strips).  The tags are not single tokens: the PLaMo 3 tokenizer
spells `<|plamo:begin_`, `<|plamo:end_` and `:plamo|>` as special tokens and the words between
them as text (vLLM's PLAMO_MARKER_TOKENS); `<|plamo:constrain|>` and `<|plamo:msg|>` sit inside
one grammar terminal, so they are taken as text here.  The chat template could not be read
here: arguments are written with `tojson` and the content goes straight before the block.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text, tojson
from targets.canonical import Message, loads

PIECES = ("<|plamo:begin_", "<|plamo:end_", ":plamo|>")
BEGIN_REQUESTS = "<|plamo:begin_tool_requests:plamo|>"
END_REQUESTS = "<|plamo:end_tool_requests:plamo|>"
BEGIN_REQUEST = "<|plamo:begin_tool_request:plamo|>"
END_REQUEST = "<|plamo:end_tool_request:plamo|>"
BEGIN_NAME, END_NAME = "<|plamo:begin_tool_name:plamo|>", "<|plamo:end_tool_name:plamo|>"
BEGIN_ARGS = "<|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>"
END_ARGS = "<|plamo:end_tool_arguments:plamo|>"
OTHER = ("<|plamo:constrain|>", "<|plamo:msg|>", "<|plamo:tag|>", "<|plamo:")
TAGS = (BEGIN_REQUESTS, END_REQUESTS, BEGIN_REQUEST, END_REQUEST, BEGIN_NAME, END_NAME,
        BEGIN_ARGS, END_ARGS)

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<|plamo:begin_`, `<|plamo:end_` and `:plamo|>` are special tokens: text holding them "
          "(and so any of the tags, or `<|plamo:` control words) is not something the model "
          "writes as data."),
    Trait("raw-name", "cannot-express",
          "The name is written raw between the name tags: a name with leading or trailing "
          "whitespace is not told apart from the tags' surroundings."),
    Trait("text-after-calls", "cannot-express",
          "Content is written only before the tool requests."),
)

NEAR_MISSES = ("<|plamo:", "<|plamo:begin_tool_requests|>", "<|plamo:begin_tool_requests:plamo",
               "begin_tool_requests:plamo|>", "<|plamo:begin_tool_request:plamo>",
               "<|plamo_begin_tool_requests_plamo|>", "<plamo:begin_tool_requests:plamo>",
               "<|plamo:constrain|>json", "<|plamo:msg|>", "|plamo:end_tool_requests:plamo|")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, PIECES + OTHER)
            and all(c.name == c.name.strip() for c in turn.calls))


def render(turn: Turn) -> Rendering:
    parts = [turn.before or "", BEGIN_REQUESTS]
    for call in turn.calls:
        parts.append(f"{BEGIN_REQUEST}{BEGIN_NAME}{call.name}{END_NAME}{BEGIN_ARGS}"
                     f"{tojson(loads(call.arguments))}{END_ARGS}{END_REQUEST}")
    parts.append(END_REQUESTS)
    return Rendering("".join(parts), Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "plamo3", "PLaMo 3: <|plamo:begin_tool_request:plamo|> name and JSON arguments tags",
    markers=(*(Marker(p, token=True, special=True) for p in PIECES),
             *(Marker(t, token=False) for t in TAGS)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f|]{1,12}",
    parsers={"vllm": ("plamo3",)},
    dialects=(Dialect("PLaMo 3 structural tag",
                      "vLLM's plamo3 parser and structural tag; SGLang's PLaMo3 detector"),),
)
