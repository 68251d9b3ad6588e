"""Seed-OSS: `<seed:tool_call>\\n<function=NAME>\\n<parameter=KEY>VALUE</parameter>\\n…`.

Syntax, as the chat template of ByteDance-Seed/Seed-OSS-36B-Instruct writes an assistant
message with `tool_calls` after the generation prompt `<seed:bos>assistant\\n`: the content
`| trim` followed by `\\n` (only when the trimmed content is not empty), then per call
`\\n<seed:tool_call>\\n<function=` + the raw name + `>\\n`, per argument `<parameter=` + the raw
key + `>` + the value + `</parameter>\\n` (no newlines around the value, unlike Qwen3-Coder),
then `</function>\\n</seed:tool_call>`.  The prompt supplies the first call's leading newline.

Values: strings as they are, everything else `| string`, i.e. Python's str — `True`, `None`,
and mappings and sequences as Python literals (`{'a': True}`), which Seed's own parser read
back with `ast.literal_eval`; the tool's schema types the text back.  `<seed:tool_call>` and
`</seed:tool_call>` are added, non-special tokens of the Seed-OSS tokenizer (vLLM's parser
finds them with `skip_special_tokens` on); the XML tags are plain text.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats import _qwen_xml as xml

LAYOUT = xml.Layout(start="<seed:tool_call>", end="</seed:tool_call>", after_content="\n\n",
                    between_calls="\n", after_start="\n", after_name="\n", around_value="",
                    after_param="\n", before_end="\n", style="py")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<seed:tool_call>` and `</seed:tool_call>` are added tokens: the tokenizer cuts them "
          "out of any text, so content, a name or a value containing them is not something "
          "the model writes as data."),
    Trait("tag-in-value", "cannot-express",
          "Values are written raw with no escape, and the format lets a value end at "
          "`</parameter>`, at the next `<parameter=` or at `</function>`: a value or nested "
          "string holding one is ambiguous."),
    Trait("raw-name", "cannot-express",
          "The name and keys are written raw inside `<function=…>` / `<parameter=…>`: one "
          "holding `<`, `>` or a line break cannot be written."),
    Trait("schema-typed", "cannot-express",
          "Values are untyped text typed back by the tool's schema (strings as written, "
          "everything else as Python's str: True, None, 1e+16, {'a': [1]}): a string that "
          "reads as another type the schema admits (\"5\" under [string, integer], \"None\" "
          "under [string, null]) cannot be written."),
    Trait("trimmed-content", "cannot-express",
          "The template writes `content | trim`: content with leading or trailing whitespace "
          "is not written as given."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before the calls."),
)

NEAR_MISSES = ("<seed:tool_call", "<seed:", "<", "seed:tool_call>", "<tool_call>",
               "</tool_call>", "<seed:think>", "<function", "<function name=", "function=f>",
               "<parameter", "parameter=x>", "</function", "</parameter", "<seed:toolcall>")


def can_express(turn: Turn) -> bool:
    return xml.can_express(turn, LAYOUT)


def render(turn: Turn) -> Rendering:
    return xml.render(turn, LAYOUT)


FORMAT = Format(
    "seed_oss", "Seed-OSS: <seed:tool_call><function=name><parameter=key>value</parameter> XML",
    markers=(Marker(LAYOUT.start), Marker(LAYOUT.end), Marker(xml.FUNC, token=False),
             Marker(xml.FUNC_END, token=False), Marker(xml.PARAM, token=False),
             Marker(xml.PARAM_END, token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("seed_oss",)},
    dialects=(Dialect("ByteDance-Seed/Seed-OSS-36B-Instruct chat template",
                      "Seed-OSS-36B-Instruct chat_template.jinja"),),
)
