"""IQuest-Q1: `<iquest_tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value></iquest_tool_call>`.

Syntax, as the chat template of IQuestLab/IQuest-Q1 (revision 5c21b06, `chat_template.jinja`;
read as vendored with its provenance and sha256 in JLFN/ds4-dfm-rs
tests/fixtures/chat-template/models/iquest/) writes an assistant message with `tool_calls`, with
thinking off (`enable_thinking=False`: the generation prompt ends
`<|iquest_assistant|><think></think>`): `content.strip()` (when not blank), then per call
`<iquest_tool_call>` + the raw name, per argument `<arg_key>K</arg_key><arg_value>V</arg_value>`,
then `</iquest_tool_call>`; calls follow each other with nothing between, and `<|iquest_end|>`
(the EOS token, which the server strips) ends the turn.  Values: strings as they are,
everything else `tojson(ensure_ascii=False)`; the tool's schema types them back.  The template's
own tool instructions give the same shape with no newline anywhere.  That is GLM-4.7's layout
between other call tags (SGLang's IQuestQ1Detector is a Glm47MoeDetector with
`<iquest_tool_call>` markers).

Markers: the tokenizer's added tokens include `<iquest_tool_call>`, `</iquest_tool_call>`,
`<arg_key>`, `</arg_key>`, `<arg_value>` and `</arg_value>` (ids 37, 38, 33-36 in the source
tokenizer vectors of JLFN/ds4-dfm-rs tests/fixtures/iquest-q1/tokenizer-vectors.json, which
decode back as written).  Whether they are flagged special is not recorded there; they are
declared non-special, as GLM's, which is what a parser needs (SGLang's chat server turns
`skip_special_tokens` off whenever tools are offered, so either way they reach the detector).
The same tokenizer also has `<tool_call>` and `</tool_call>` as added tokens; in this format
they are plain text (near misses).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats import _glm as glm

LAYOUT = glm.Layout(lead="", after_name="", after_key="", after_value="",
                    open="<iquest_tool_call>", close="</iquest_tool_call>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<iquest_tool_call>`, `</iquest_tool_call>` and the four `arg_key`/`arg_value` tags are "
          "added tokens: the tokenizer cuts them out of any text, so content, a name, a key or a "
          "value containing one is not something the model writes as data (and a value holding "
          "`</arg_value>` would end early)."),
    Trait("raw-name", "cannot-express",
          "The name is written raw right after `<iquest_tool_call>` and ends at the next tag: a "
          "name holding `<` or a line break cannot be written."),
    *(t for t in glm.TRAITS if t.id in ("schema-typed", "trimmed-content", "text-after-calls")),
)

NEAR_MISSES = ("<iquest_tool_call", "<iquest_tool", "iquest_tool_call>", "</iquest_tool_call",
               "<tool_call>", "</tool_call>", "<tool_call>f</tool_call>", "<iquest-tool-call>",
               "<|iquest_end", "<", "<arg_key", "arg_key>", "<arg_val", "</arg_value",
               "&lt;iquest_tool_call&gt;")


def can_express(turn: Turn) -> bool:
    return glm.can_express(turn, LAYOUT)


def render(turn: Turn) -> Rendering:
    return glm.render(turn, LAYOUT)


FORMAT = Format(
    "iquest_q1", "IQuest-Q1: <iquest_tool_call>name<arg_key>k</arg_key><arg_value>v</arg_value>…",
    markers=tuple(Marker(t) for t in LAYOUT.tags()), render=render, can_express=can_express,
    traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True,
    parsers={"sglang": ("iquest_q1",)},
    dialects=(Dialect(
        "IQuestLab/IQuest-Q1 chat template, thinking off",
        "IQuest-Q1 chat_template.jinja rev 5c21b06 (vendored in JLFN/ds4-dfm-rs tests/fixtures)"),),
)
