"""MiMo (V2.x): `<tool_call><function=NAME><parameter=KEY>VALUE</parameter></function></tool_call>`.

The compact form of the Qwen XML tags, with no newlines anywhere: per call `<tool_call>` +
`<function=` + the raw name + `>`, per argument `<parameter=` + the raw key + `>` + the value +
`</parameter>`, then `</function></tool_call>`; calls follow each other and the content with
nothing between.  Values: strings as they are, everything else JSON, typed back by the tool's
schema.  Sources: xgrammar's `mimo` builtin structural tag (checked against the
MiMo-V2.6-Pro-RL / -Flash-RL chat templates) and vLLM's MiMo tests (`call * 2` for two calls);
the chat template itself could not be read here, so content is generated only in the trimmed
form every template of this family writes.  `<tool_call>` and `</tool_call>` are single
(non-special) tokens of the MiMo tokenizer, the function/parameter tags are text.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats import _qwen_xml as xml

LAYOUT = xml.Layout(start="<tool_call>", end="</tool_call>", after_content="",
                    between_calls="", after_start="", after_name="", around_value="",
                    after_param="", before_end="", style="json")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<tool_call>` and `</tool_call>` are added tokens: the tokenizer cuts them out of any "
          "text, so content, a name or a value containing them is not something the model "
          "writes as data."),
    Trait("tag-in-value", "cannot-express",
          "Values are written raw with no escape, and the format lets a value end at "
          "`</parameter>`, at the next `<parameter=` or at `</function>`: a value or nested "
          "string holding one is ambiguous."),
    Trait("raw-name", "cannot-express",
          "The name and keys are written raw inside `<function=…>` / `<parameter=…>`: one "
          "holding `<`, `>` or a line break cannot be written."),
    Trait("schema-typed", "cannot-express",
          "Values are untyped text typed back by the tool's schema (strings as written, "
          "everything else as JSON): a string that reads as another type the schema admits "
          "(\"5\" under [string, integer], \"null\" under [string, null]) cannot be written."),
    Trait("trimmed-content", "cannot-express",
          "Content is generated only without leading or trailing whitespace (the templates of "
          "this family write `content | trim`; MiMo's own template was not available)."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before the calls."),
)

NEAR_MISSES = ("<tool_call", "<tool_", "<", "tool_call>", "<tool_calls>", "< tool_call>",
               "<function", "<function name=", "function=f>", "<parameter", "parameter=x>",
               "</function", "</parameter", "<tool-call>", "<func=f>")


def can_express(turn: Turn) -> bool:
    return xml.can_express(turn, LAYOUT)


def render(turn: Turn) -> Rendering:
    return xml.render(turn, LAYOUT)


FORMAT = Format(
    "mimo", "MiMo: compact <tool_call><function=name><parameter=key>value</parameter> XML",
    markers=(Marker(LAYOUT.start), Marker(LAYOUT.end), Marker(xml.FUNC, token=False),
             Marker(xml.FUNC_END, token=False), Marker(xml.PARAM, token=False),
             Marker(xml.PARAM_END, token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("mimo",), "sglang": ("mimo",)},
    dialects=(Dialect("MiMo-V2.x chat template (compact Qwen XML)",
                      "xgrammar's mimo builtin structural tag; vLLM's MiMo tests"),),
)
