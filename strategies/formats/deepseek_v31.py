"""DeepSeek V3.1: `<｜tool▁call▁begin｜>name<｜tool▁sep｜>{json}<｜tool▁call▁end｜>`, no fence.

Syntax, as DeepSeek-V3.1's chat template (tokenizer_config.json) writes an assistant message with
`tool_calls`: the content, `<｜tool▁calls▁begin｜>`, then per call `<｜tool▁call▁begin｜>` + the raw
name + `<｜tool▁sep｜>` + the arguments string as given + `<｜tool▁call▁end｜>` (no separator
between calls, no type, no fence), then `<｜tool▁calls▁end｜>` (and the EOS the server strips).
With tools the generation prompt ends `<｜Assistant｜></think>`: the tool call is written in
non-thinking mode, so there is no reasoning block.  The markers are the same added, non-special
tokens as DeepSeek-V3's.  Parsed by vLLM's `deepseek_v31` (DeepSeekV31ToolParser).
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
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before `<｜tool▁calls▁begin｜>`."),
)

NEAR_MISSES = ("<｜tool▁calls▁begin", "<｜tool▁call▁begin", "｜tool▁sep｜", "<|tool▁calls▁begin|>",
               "<｜tool_calls_begin｜>", "<|tool_calls_begin|>", "<｜tool▁call▁end", "<｜", "｜>",
               "</think>")


def can_express(turn: Turn) -> bool:
    return only_leading_text(turn) and turn.reasoning is None and not mentions(turn, MARKERS)


def render(turn: Turn) -> Rendering:
    calls = "".join(f"{CALL_BEGIN}{c.name}{SEP}{c.arguments}{CALL_END}" for c in turn.calls)
    text = f"{turn.before or ''}{CALLS_BEGIN}{calls}{CALLS_END}"
    return Rendering(text, Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "deepseek_v31", "DeepSeek V3.1: <｜tool▁call▁begin｜>name<｜tool▁sep｜>{json}<｜tool▁call▁end｜>",
    markers=tuple(Marker(m, token=True, special=False) for m in MARKERS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f｜<>]{1,12}",
    parsers={"vllm": ("deepseek_v31",), "sglang": ("deepseekv31",)},
    dialects=(Dialect("DeepSeek-V3.1 chat template",
                      "deepseek-ai/DeepSeek-V3.1 tokenizer_config.json chat_template"),),
)
