"""Spark-X2.5: `<tool_call>NAME\\n<arg_key>K</arg_key><arg_value>V</arg_value>\\n…</tool_call>`.

No chat template of XHToken's Spark-X2.5 (4B, 1.7B) could be read: the checkpoints' own
`chat_template.jinja` is not mirrored in any public repository found, and the vendor's
repositories (XHToken/Spark-X2.5, XHToken/Spark-plugin, XHToken/Spark-MLX-LLM) do not hold
it.  The source is therefore the documented wire format, which the vendor's vLLM plugin
README ("Tool-call format", XHToken/Spark-plugin) and the docstring of SGLang's
Spark25Detector (sglang/srt/function_call/spark25_detector.py) give identically:

    <tool_call>get_weather
    <arg_key>city</arg_key><arg_value>Paris</arg_value>
    <arg_key>days</arg_key><arg_value>3</arg_value>
    </tool_call>

that is `<tool_call>` + the raw name + `\\n`, per argument `<arg_key>K</arg_key><arg_value>V
</arg_value>\\n` (no newline between key and value: both parsers' pattern requires the tags
to touch), then `</tool_call>`.  Values are "converted with the parameter's JSON Schema type"
(same docstring): written here as the GLM family writes them (strings as they are, everything
else `tojson(ensure_ascii=False)`) and typed back by the schema.

Uncertain, for want of the template (trait `unverified-layout`): what separates content from
the first call and one call from the next (nothing is assumed, as in SGLang's own unit tests
test/registered/unit/function_call/test_spark25_detector.py, whose `before<tool_call>…</tool_call>
middle<tool_call>…` cases put nothing there), whether the template trims the content (not
assumed), how non-string values are spelled, and whether the six tags are added tokens of the
tokenizer (assumed, as in every other tokenizer of this syntax: GLM-4.5/4.6/4.7, IQuest-Q1; the
vendor's plugin turns `skip_special_tokens` off, as SGLang's server does whenever tools are
offered, so they reach the parser either way).  Text after the calls is not rendered: nothing
documents the model writing any.  The server strips the end-of-turn token.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats import _glm as glm

LAYOUT = glm.Layout(lead="", after_name="\n", after_key="", after_value="\n", trimmed=False)

TRAITS = (
    *(t for t in glm.TRAITS if t.id in ("marker-in-text", "schema-typed")),
    Trait("raw-name", "cannot-express",
          "The name is written raw between `<tool_call>` and a newline: a name holding `<` or a "
          "line break cannot be written."),
    Trait("text-after-calls", "cannot-express",
          "The documented wire format has content (if any) only before the calls."),
    Trait("unverified-layout", "fact",
          "No Spark-X2.5 chat template was found: the rendering follows the wire format the "
          "vendor's parser documents (a newline after the name and after each value), with "
          "nothing between content and calls or between calls.  A template that writes "
          "separators there would change what content a correct parser returns."),
)


def can_express(turn: Turn) -> bool:
    return glm.can_express(turn, LAYOUT)


def render(turn: Turn) -> Rendering:
    return glm.render(turn, LAYOUT)


FORMAT = Format(
    "spark25", "Spark-X2.5: <tool_call>name\\n then <arg_key>k</arg_key><arg_value>v</arg_value>\\n lines",
    markers=tuple(Marker(t) for t in LAYOUT.tags()), render=render, can_express=can_express,
    traits=TRAITS, near_misses=glm.NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True,
    parsers={"sglang": ("spark25",)},
    dialects=(Dialect(
        "Spark-X2.5 documented wire format",
        "XHToken/Spark-plugin README (Tool-call format); SGLang's Spark detector docstring"),),
)
