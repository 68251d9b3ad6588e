"""Hermes: `<tool_call>\n{"name": ..., "arguments": ...}\n</tool_call>`, as Qwen2.5/Qwen3 and
Hermes 2 Pro chat templates write it.

The template writes the assistant content, then for each call a newline (omitted before the
first call when there is no content), `<tool_call>`, a newline, `{"name": "` + the raw name +
`", "arguments": ` + `tojson(arguments)` + `}`, a newline and `</tool_call>`.  Nothing follows
the last call: the template has no place for text after or between calls.

Variant `arguments-first`: Hermes 2 Pro's system prompt asks for
`{"arguments": <args-dict>, "name": <function-name>}`, and the model writes that order.
Variant `compact`: the one-line tool instructions many Qwen-family deployments and fine-tunes
use (`<tool_call>{"name": <function-name>, "arguments": <args-json-object>}</tool_call>`) get
each call on one line, with no newline inside the tags; separators between calls and after the
content stay as the template writes them.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text
from targets.canonical import Message

START, END = "<tool_call>", "</tool_call>"
#: The dialect with no newline inside the tags.
COMPACT = "compact"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<tool_call>` and `</tool_call>` are added tokens: the tokenizer cuts them out of any "
          "text, so content or a value containing them is not something the model can write "
          "as data, and the format has no escape for them."),
    Trait("raw-name", "cannot-express",
          "The template pastes the name between quotes without escaping: a name containing "
          "`\"`, `\\` or a control character gives invalid JSON."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before the calls."),
    Trait("separator-newline", "normalise",
          "The template puts one `\\n` between the content and the first `<tool_call>`; it "
          "belongs to the template, so a parser may leave it at the end of the content."),
)

NEAR_MISSES = ("<tool_call", "<tool_", "<", "tool_call>", "<tool_calls>", "<TOOL_CALL>",
               "< tool_call>", "<tool_call/>", "<tool-call>", "</tool_call", "<tool_call >",
               "<\\/tool_call>", "&lt;tool_call&gt;")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None
            and not mentions(turn, [START, END]))


def render(turn: Turn) -> Rendering:
    parts = [turn.before or ""]
    for i, call in enumerate(turn.calls):
        if i > 0 or turn.before:
            parts.append("\n")
        if turn.variant == "arguments-first":
            body = f'{{"arguments": {call.arguments}, "name": "{call.name}"}}'
        else:
            body = f'{{"name": "{call.name}", "arguments": {call.arguments}}}'
        inner = "" if turn.variant == COMPACT else "\n"
        parts.append(f"{START}{inner}{body}{inner}{END}")
    return Rendering("".join(parts), Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "hermes", "Hermes 2 Pro / Qwen2.5 / Qwen3: JSON objects between <tool_call> tags",
    markers=(Marker(START), Marker(END)), render=render, can_express=can_express,
    traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"\\]{1,12}",
    parsers={"vllm": ("hermes", "qwen3_json"), "sglang": ("hermes", "qwen", "qwen25", "trinity"),
             "agent_tool_parser": ("try_parse_tool_calls",),
             "agent_tool_parser_py": ("try_parse_tool_calls",), "mlx_lm": ("json_tools",)},
    dialects=(Dialect("Qwen2.5 / Qwen3 / Hermes 2 Pro chat template",
                      "Qwen/Qwen3-8B tokenizer_config.json chat_template (tool_call block)"),
              Dialect("Hermes 2 Pro system prompt (arguments before the name)",
                      "NousResearch/Hermes-2-Pro-Llama-3-8B model card, function-calling prompt",
                      "arguments-first"),
              Dialect("one-line tool instructions (compact <tool_call>{…}</tool_call>)",
                      "Qwen-family tool prompts `<tool_call>{\"name\": <function-name>, "
                      "\"arguments\": <args-json-object>}</tool_call>` and Qwen/SmolLM3 outputs "
                      "of that shape parsed by Hugging Face chat demos", COMPACT)),
)
