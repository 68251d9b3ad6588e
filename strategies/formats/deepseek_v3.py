"""DeepSeek V3 / R1: fenced JSON between `<｜tool▁call▁begin｜>` … `<｜tool▁call▁end｜>`.

Syntax, as the chat template of DeepSeek-V3-0324 and R1-0528 (tokenizer_config.json) writes an
assistant message with `tool_calls`: the content, then `<｜tool▁calls▁begin｜>`, then per call
`<｜tool▁call▁begin｜>` + the call's type (`function`) + `<｜tool▁sep｜>` + the raw name + `\\n` +
`` ```json `` + `\\n` + the arguments string as given + `\\n` + `` ``` `` + `<｜tool▁call▁end｜>`,
with a `\\n` before every call but the first, then `<｜tool▁calls▁end｜>` (and the EOS the server
strips).  The markers are added tokens of the DeepSeek-V3 tokenizer (ids 128806-128814), not
special ones: vLLM's `deepseek_v3` parser (DeepSeekV3ToolParser) reads them from the text with
the default `skip_special_tokens=True` and counts them by id while streaming.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text
from targets.canonical import Message

CALLS_BEGIN, CALLS_END = "<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>"
CALL_BEGIN, CALL_END, SEP = "<｜tool▁call▁begin｜>", "<｜tool▁call▁end｜>", "<｜tool▁sep｜>"
MARKERS = (CALLS_BEGIN, CALLS_END, CALL_BEGIN, CALL_END, SEP)

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The five tool markers are added tokens: the tokenizer cuts them out of any text, so "
          "content, a name or a value containing one is not something the model writes as data."),
    Trait("raw-name", "cannot-express",
          "The name is written raw and ends at the newline before the ```json fence: a name "
          "with a line break cannot be written."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before `<｜tool▁calls▁begin｜>`."),
)

NEAR_MISSES = ("<｜tool▁calls▁begin", "<｜tool▁call▁begin", "｜tool▁sep｜", "<|tool▁calls▁begin|>",
               "<｜tool_calls_begin｜>", "<|tool_calls_begin|>", "```json\n{}\n```", "function",
               "<｜tool▁call▁end", "<｜", "｜>", "\n```json\n")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None
            and not any("\n" in c.name for c in turn.calls) and not mentions(turn, MARKERS))


def render(turn: Turn) -> Rendering:
    parts = [turn.before or "", CALLS_BEGIN]
    for i, call in enumerate(turn.calls):
        if i:
            parts.append("\n")
        parts.append(f"{CALL_BEGIN}function{SEP}{call.name}\n```json\n{call.arguments}\n```{CALL_END}")
    parts.append(CALLS_END)
    return Rendering("".join(parts), Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "deepseek_v3", "DeepSeek V3 / R1: <｜tool▁call▁begin｜>function<｜tool▁sep｜>name + fenced JSON",
    markers=tuple(Marker(m, token=True, special=False) for m in MARKERS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f｜<>]{1,12}",
    parsers={"vllm": ("deepseek_v3",), "sglang": ("deepseekv3",), "kani": ("deepseek_r1",),
             "agent_tool_parser": ("try_parse_tool_calls",),
             "agent_tool_parser_py": ("try_parse_tool_calls",)},
    dialects=(Dialect("DeepSeek-V3-0324 / R1-0528 chat template",
                      "deepseek-ai/DeepSeek-V3-0324 tokenizer_config.json chat_template"),),
)
