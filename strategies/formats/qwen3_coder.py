"""Qwen3-Coder XML: `<tool_call>\\n<function=NAME>\\n<parameter=KEY>\\nVALUE\\n</parameter>\\n…`.

Syntax, as the chat template of Qwen3-Coder-30B-A3B-Instruct / -480B-A35B-Instruct writes an
assistant message with `tool_calls` after the generation prompt `<|im_start|>assistant\\n`:
the content `| trim` followed by `\\n` (only when the trimmed content is not empty), then per
call `\\n<tool_call>\\n<function=` + the raw name + `>\\n`, per argument `<parameter=` + the raw
key + `>\\n` + the value + `\\n</parameter>\\n`, then `</function>\\n</tool_call>`.  The prompt
supplies the newline the first call's `\\n` would repeat, so a call with no content starts the
output with `<tool_call>`; content is separated from the first call by `\\n\\n`.

Values: `tojson` for mappings and sequences, `| string` (Python's str: `True`, `None`, `1e+16`)
for everything else; the tool's schema types the text back.  `<tool_call>` and `</tool_call>`
are added (non-special) tokens of the Qwen3 tokenizer (ids 151657, 151658); the XML tags are
plain text.  vLLM's `qwen3_coder` and `qwen3_xml` are one parser (Qwen3EngineToolParser).

Dialect `json-literals`: the later Qwen3.5 / Qwen3.6 chat templates write the same tags but every
non-string value with `tojson` (`args_value | string if args_value is string else args_value |
tojson | safe`), so scalars are JSON literals (`true`, `null`, `1e+16` as JSON spells it); the
schema types them back the same way.
"""

from __future__ import annotations

from dataclasses import replace

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats import _qwen_xml as xml

LAYOUT = xml.Layout(start="<tool_call>", end="</tool_call>", after_content="\n\n",
                    between_calls="\n", after_start="\n", after_name="\n", around_value="\n",
                    after_param="\n", before_end="\n", style="str")

#: The later templates' layout: the same tags, every non-string value as JSON.
JSON_LITERALS = "json-literals"
LAYOUT_JSON = replace(LAYOUT, style="json")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<tool_call>` and `</tool_call>` are added tokens: the tokenizer cuts them out of any "
          "text, so content, a name or a value containing them is not something the model "
          "writes as data."),
    Trait("tag-in-value", "cannot-express",
          "Values are written raw with no escape, and the format lets a value end at "
          "`</parameter>`, at the next `<parameter=` or at `</function>` (Qwen's own "
          "qwen3coder_tool_parser.py): a value or nested string holding one is ambiguous."),
    Trait("raw-name", "cannot-express",
          "The name and keys are written raw inside `<function=…>` / `<parameter=…>`: one "
          "holding `<`, `>` or a line break cannot be written."),
    Trait("schema-typed", "cannot-express",
          "Values are untyped text typed back by the tool's schema (strings as written, "
          "scalars as Python's str: True, None, 1e+16, or in the json-literals dialect as "
          "JSON: true, null; objects and arrays as JSON): a string "
          "that reads as another type the schema admits (\"5\" under [string, integer], "
          "\"None\" under [string, null]) cannot be written."),
    Trait("trimmed-content", "cannot-express",
          "The template writes `content | trim`: content with leading or trailing whitespace "
          "is not written as given."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before the calls."),
)

NEAR_MISSES = ("<tool_call", "<tool_", "<", "tool_call>", "<tool_calls>", "< tool_call>",
               "<function", "<function name=", "function=f>", "<parameter", "parameter=x>",
               "</function", "</parameter", "<tool-call>", "&lt;function=f&gt;", "<func=f>")


def layout(turn: Turn) -> xml.Layout:
    """The layout of the turn's dialect."""
    return LAYOUT_JSON if turn.variant == JSON_LITERALS else LAYOUT


def can_express(turn: Turn) -> bool:
    return xml.can_express(turn, layout(turn))


def render(turn: Turn) -> Rendering:
    return xml.render(turn, layout(turn))


FORMAT = Format(
    "qwen3_coder", "Qwen3-Coder: <tool_call><function=name><parameter=key>value</parameter> XML",
    markers=(Marker(LAYOUT.start), Marker(LAYOUT.end), Marker(xml.FUNC, token=False),
             Marker(xml.FUNC_END, token=False), Marker(xml.PARAM, token=False),
             Marker(xml.PARAM_END, token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("qwen3_coder", "qwen3_xml"), "sglang": ("qwen3_coder", "nanbeige"),
             "transformers": ("qwen3_5",), "kani": ("qwen3_5",), "mlx_lm": ("qwen3_coder",)},
    dialects=(Dialect("Qwen3-Coder-30B-A3B / 480B-A35B-Instruct chat template",
                      "Qwen/Qwen3-Coder-30B-A3B-Instruct chat_template.jinja"),
              Dialect("Qwen3.5 / Qwen3.6 chat template (JSON literals)",
                      "Qwen3.6 chat_template.jinja: `args_value | string if args_value is string "
                      "else args_value | tojson | safe`, as reproduced by renderers golden-tested "
                      "against it (e.g. euhedral QwenChatTemplate)", JSON_LITERALS)),
)
