"""Gemma 4: calls between special tokens, strings between `<|"|>` tokens,
`<|tool_call>call:get_weather{city:<|"|>Paris<|"|>,days:3}<tool_call|>`.

From Gemma 4's chat template (vLLM ships it as `tool_chat_template_gemma4.jinja`; Google's is
the checkpoints' `chat_template.jinja`): per call `<|tool_call>call:` + name + `{` + arguments +
`}<tool_call|>`, calls back to back, arguments written by the `format_argument` macro with
`escape_keys=False` (see `_gemma.py`: bare keys in sorted order, `<|"|>`-delimited strings,
bare numbers and booleans).  All three markers are special tokens of Gemma 4's tokenizer.

A model turn's content: both templates write it after the calls (`strip_thinking(content)`,
trimmed, glued to `<tool_call|>`), then `<|tool_response>` when no tool result follows, so one
generation is the calls, then the text if any, then the stop token `<|tool_response>` (which
servers strip).  Neither writes text before or between the calls.  This is one layout of the
one template, not a dialect: the targets draw their turns as the template writes them
(`template_turn`, through Format.deployed).

A thinking Gemma 4 (enable_thinking: the template writes `<|think|>` into the system turn)
opens its turn with the thought channel, written as the template writes a message's reasoning:
`<|channel>thought\n` + reasoning + `\n<channel|>`, then the calls (both templates; both
markers are special tokens).  Without thinking, vLLM's example prefills an empty channel in the
generation prompt and the output has none.  The targets are deployed with the `gemma4`
reasoning parser where the library has one apart (TARGET_OVERRIDES).

Dialects: the default writes no null (the release template and vLLM's example print a null
argument through Jinja's `{{ argument }}`, i.e. Python's `None`, which is not generated);
`json-null` is the template on the Hub since its 2026-07-15 revision (google/gemma-4-E4B-it
`chat_template.jinja` 6ea8ce9, PR #36 "null handling"), whose format_argument writes `null`.
"""

from __future__ import annotations

from dataclasses import replace

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions
from strategies.formats._gemma import TRAITS as GEMMA_TRAITS
from strategies.formats._gemma import expressible, items
from targets.canonical import Message, loads

START, END, QUOTE = "<|tool_call>", "<tool_call|>", '<|"|>'
#: The thought channel a thinking Gemma 4 opens its turn with (special tokens).
CHANNEL, END_CHANNEL = "<|channel>", "<channel|>"
MARKERS = (START, END, QUOTE, CHANNEL, END_CHANNEL)

#: Dialect key (`Turn.variant`): null written `null`.
JSON_NULL = "json-null"

#: Text the template's content cannot hold: `strip_thinking` cuts thought-channel markers out,
#: `<|tool_response>` and `<turn|>` end the generation.
CONTENT_STOPS = ("<|channel>", "<channel|>", "<|tool_response>", "<turn|>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<|tool_call>`, `<tool_call|>` and `<|\"|>` are special tokens: text containing "
          "them is cut into the token, and `<|\"|>` is the only string delimiter, with no "
          "escape for itself; `<|channel>`, `<channel|>` (cut out by the template's "
          "strip_thinking), `<|tool_response>` and `<turn|>` (stop tokens) cannot be content."),
    Trait("calls-only", "cannot-express",
          "The template writes a model turn's content after all its calls, trimmed: never "
          "before or between the calls, never blank or with surrounding whitespace (the "
          "targets draw a turn's text as that content, `template_turn`)."),
    Trait("bare-names", "cannot-express",
          "The function name is written bare between `call:` and `{`."),
    Trait("null-spelling", "cannot-express",
          "Null is written `null` by the template on the Hub since 2026-07-15 (dialect "
          "json-null); the release template and vLLM's example have no case for it and print "
          "Python's `None`, which is not generated."),
    Trait("reasoning-block", "fact",
          "A thinking turn opens with `<|channel>thought\\n` + reasoning + `\\n<channel|>`: the "
          "label and the newlines belong to the template, the reasoning is the trimmed, "
          "non-blank text between them."),
    *(t for t in GEMMA_TRAITS if t.id != "null-undefined"),
)

NEAR_MISSES = ("<|tool_call", "<tool_call", "tool_call|>", "<tool_call>", "call:f{}",
               '<|"|', "<|tool_response>", "<|channel", "<|tool>", "<|turn>model")


def _content_ok(turn: Turn) -> bool:
    """No text, or trimmed, non-blank text after the calls."""
    if turn.before or any(turn.between):
        return False
    return turn.after is None or (turn.after.strip() == turn.after != ""
                                  and not any(stop in turn.after for stop in CONTENT_STOPS))


def template_turn(turn: Turn) -> Turn:
    """The turn as the template writes it: its text (the text after the calls, else the text
    before them) as the content after the calls, trimmed; none when blank."""
    text = (turn.after if turn.after is not None else turn.before or "").strip()
    return replace(turn, before=None, between=(), after=text or None)


def _reasoning_ok(reasoning: str | None) -> bool:
    """No thought, or a trimmed, non-blank one (the template's newlines frame it)."""
    return reasoning is None or (reasoning.strip() == reasoning != ""
                                 and not any(stop in reasoning for stop in CONTENT_STOPS))


def can_express(turn: Turn) -> bool:
    return (_content_ok(turn) and _reasoning_ok(turn.reasoning)
            and not mentions(turn, MARKERS)
            and expressible(turn, QUOTE, nulls=turn.variant == JSON_NULL))


def render(turn: Turn) -> Rendering:
    null = "null" if turn.variant == JSON_NULL else "None"
    text = "".join(f"{START}call:{c.name}{{{items(loads(c.arguments), QUOTE, null)}}}{END}"
                   for c in turn.calls)
    thought = ("" if turn.reasoning is None
               else f"{CHANNEL}thought\n{turn.reasoning}\n{END_CHANNEL}")
    return Rendering(thought + text + (turn.after or ""),
                     Message(content=turn.after or None, calls=turn.calls,
                             reasoning=turn.reasoning))


PARSERS = {"vllm": ("gemma4",), "sglang": ("gemma4",), "transformers": ("gemma4",),
           "mlx_lm": ("gemma4",)}
#: Target ids of the parsers: all are deployed with Gemma 4's template.
TARGETS = tuple(f"{lib}:{p}" for lib, names in PARSERS.items() for p in names)

FORMAT = Format(
    "gemma4", 'Gemma 4: <|tool_call>call:f{k:<|"|>v<|"|>,n:1}<tool_call|>',
    markers=tuple(Marker(m, special=True) for m in MARKERS), render=render,
    can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_\-]{0,30}",
    parsers=PARSERS, reasoning=True,
    # text_after_calls stays False although the renderer writes Turn.after (never
    # Turn.between): the off-template text-after variant (text between and after the calls)
    # stays drawn for this format, and `deployed` turns each target's text into the content.
    deployed={target: template_turn for target in ("", *TARGETS)},
    dialects=(Dialect("Gemma 4 chat template (format_argument, escape_keys=False)",
                      "vLLM examples/tool_chat_template_gemma4.jinja"),
              Dialect("Gemma 4 chat template, Hub revision of 2026-07-15: null written `null`",
                      "google/gemma-4-E4B-it chat_template.jinja 6ea8ce9 (PR #36, null "
                      "handling): format_argument's `argument is none` case", JSON_NULL)),
)

#: Deployed with its reasoning parser (`--reasoning-parser gemma4`, as vLLM's and SGLang's Gemma
#: 4 recipes serve it): without it the thought channel is content.  Registry hook.
TARGET_OVERRIDES = {"vllm": {"options": {"reasoning_parser": "gemma4"}},
                    "sglang": {"options": {"reasoning_parser": "gemma4"}}}
