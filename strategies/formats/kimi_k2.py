"""Kimi K2 (K2-Thinking, K2.5): `<|tool_call_begin|>functions.name:i<|tool_call_argument_begin|>{json}`.

Syntax, as Kimi-K2-Thinking's chat template writes an assistant message with `tool_calls` after
the generation prompt `<|im_assistant|>assistant<|im_middle|>`: `<think>` + the reasoning +
`</think>` (an empty `<think></think>` when there is none), the content, then
`<|tool_calls_section_begin|>`, per call `<|tool_call_begin|>` + the call id + 
`<|tool_call_argument_begin|>` + the arguments string as given + `<|tool_call_end|>` (no
separator), then `<|tool_calls_section_end|>` (and `<|im_end|>`, the EOS the server strips).
The id the model writes is `functions.{name}:{i}`, `i` counting the calls of the conversation
from 0; parsers read the name back from it.  All seven markers are special tokens of the Kimi
tokenizer.  vLLM's `kimi_k2` parser (an engine grammar, vllm/parser/kimi_k2.py) starts in
reasoning unless `thinking` is switched off, as the model's template does by default.  A reply
with no call is `<think></think>` + the text (`plain_reply`), as the template writes an
assistant message with no reasoning; bare text would be reasoning to a thinking model.

Dialect `k2-instruct`: Kimi-K2-Instruct, the non-thinking checkpoint.  Its chat template
(moonshotai/Kimi-K2-Instruct chat_template.jinja) writes an assistant message with
`tool_calls` as the content, if any, then the same section (`<|tool_calls_section_begin|>`, per
call `<|tool_call_begin|>` + id + `<|tool_call_argument_begin|>` + the arguments string as given
+ `<|tool_call_end|>`, then `<|tool_calls_section_end|>`), and no think block; its generation
prompt is `<|im_assistant|>assistant<|im_middle|>`, nothing pre-filled.  The checkpoint has no
reasoning, so a turn with reasoning has no rendering in that dialect.  Its deployment pairs
`--tool-call-parser kimi_k2` with no reasoning parser (MoonshotAI/Kimi-K2
deploy_scripts/vllm_start.sh, sglang_start.sh): vLLM's `kimi_k2` target here is deployed as
the thinking checkpoints are and reads its turns in the thinking layout (trait
`k2-thinking-deployment`); SGLang's `kimi_k2` reasoning detector is not forced (output that
does not open with `<think>` is content) and mlx-lm's server switches to reasoning only on a
`<think>` token, so those targets read both layouts.
"""

from __future__ import annotations

from dataclasses import replace

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text
from targets.canonical import Message

THINK, END_THINK = "<think>", "</think>"
SECTION_BEGIN, SECTION_END = "<|tool_calls_section_begin|>", "<|tool_calls_section_end|>"
CALL_BEGIN, ARG_BEGIN, CALL_END = "<|tool_call_begin|>", "<|tool_call_argument_begin|>", "<|tool_call_end|>"
MARKERS = (THINK, END_THINK, SECTION_BEGIN, SECTION_END, CALL_BEGIN, ARG_BEGIN, CALL_END)

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "The tool markers and `<think>`/`</think>` are special tokens: the tokenizer cuts "
          "them out of any text, so content, reasoning, a name or a value containing one is "
          "not something the model writes as data."),
    Trait("name-in-id", "cannot-express",
          "The name travels inside the call id `functions.{name}:{i}`, which is read back by "
          "splitting at the first `:`: a name containing `:` cannot be written."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before `<|tool_calls_section_begin|>`."),
    Trait("reasoning-block", "fact",
          "The thinking model always opens with `<think>…</think>`, empty when there is no "
          "reasoning; the reasoning is what lies between the two tags."),
    Trait("k2-instruct-no-reasoning", "cannot-express",
          "Kimi-K2-Instruct (dialect `k2-instruct`) does not think: its template writes no "
          "think block, so a turn with reasoning has no rendering in that dialect."),
    Trait("k2-thinking-deployment", "cannot-express",
          "vllm:kimi_k2 is deployed as the thinking checkpoints are, with "
          "`--reasoning-parser kimi_k2`, and vLLM's KimiK2Parser (vllm/parser/kimi_k2.py, "
          "kimi_k2_config) starts in reasoning unless the request switches `thinking` off, so "
          "an answer that opens without `<think>` is read as reasoning up to the tool "
          "section.  Kimi-K2-Instruct is deployed with `--tool-call-parser kimi_k2` and no "
          "reasoning parser (MoonshotAI/Kimi-K2 deploy_scripts/vllm_start.sh); one target is "
          "one deployment, so vllm:kimi_k2's turns are written in the thinking layout and the "
          "`k2-instruct` dialect is read by sglang:kimi_k2 and mlx_lm:kimi_k2, whose "
          "deployments read both."),
)

NEAR_MISSES = ("<|tool_calls_section_begin", "<|tool_call_begin", "tool_calls_section_begin",
               "<|tool_call_argument_begin|", "functions.f:0", "<|im_end|>", "<think",
               "</think", "<|tool_calls_section|>", "< think>", "functions.get_weather:0")


#: Kimi-K2-Instruct: no think block.
INSTRUCT = "k2-instruct"


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and not any(":" in c.name for c in turn.calls)
            and not mentions(turn, MARKERS)
            and not (turn.variant == INSTRUCT and turn.reasoning is not None))


def thinking_layout(turn: Turn) -> Turn:
    """The turn as a thinking deployment's model writes it (trait k2-thinking-deployment)."""
    return replace(turn, variant="") if turn.variant == INSTRUCT else turn


def plain_reply(text: str) -> str:
    """A reply with no call: the empty think block the template always writes, then the text."""
    return f"{THINK}{END_THINK}{text}"


def render(turn: Turn) -> Rendering:
    calls = "".join(f"{CALL_BEGIN}functions.{c.name}:{i}{ARG_BEGIN}{c.arguments}{CALL_END}"
                    for i, c in enumerate(turn.calls))
    think = "" if turn.variant == INSTRUCT else f"{THINK}{turn.reasoning or ''}{END_THINK}"
    text = f"{think}{turn.before or ''}{SECTION_BEGIN}{calls}{SECTION_END}"
    return Rendering(text, Message(content=content_before(turn), calls=turn.calls,
                                   reasoning=turn.reasoning or None))


FORMAT = Format(
    "kimi_k2", "Kimi K2: <|tool_call_begin|>functions.name:i<|tool_call_argument_begin|>{json}",
    markers=tuple(Marker(m, token=True, special=True) for m in MARKERS),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.\-]{0,30}", reasoning=True, plain_reply=plain_reply,
    parsers={"vllm": ("kimi_k2",), "sglang": ("kimi_k2",), "mlx_lm": ("kimi_k2",)},
    dialects=(Dialect("Kimi-K2-Thinking / K2.5 chat template",
                      "moonshotai/Kimi-K2-Thinking chat_template.jinja"),
              Dialect("Kimi-K2-Instruct chat template (no think block)",
                      "moonshotai/Kimi-K2-Instruct chat_template.jinja (assistant tool_calls: "
                      "content, then <|tool_calls_section_begin|>...; generation prompt "
                      "<|im_assistant|>assistant<|im_middle|>); MoonshotAI/Kimi-K2 "
                      "docs/tool_call_guidance.md", INSTRUCT)),
    deployed={"vllm:kimi_k2": thinking_layout},
)

#: Deployed with its reasoning parser (`--reasoning-parser kimi_k2`): without it the thinking
#: model's reasoning is content.  Registry hook.
TARGET_OVERRIDES = {"vllm": {"options": {"reasoning_parser": "kimi_k2"}}}
#: SGLang deployed with `--reasoning-parser kimi_k2`: the reasoning is split off before the
#: tool-call detector reads the rest (targets/adapters/sglang_detector.py).
TARGET_OVERRIDES["sglang"] = {"options": {"reasoning_parser": "kimi_k2"}}
