"""Harmony (gpt-oss): channelled messages; a tool call goes `to=functions.NAME` on `commentary`.

What the model writes after the generation prompt `<|start|>assistant`, as openai-harmony
renders an assistant turn message by message (`HarmonyEncoding.render`): reasoning as
`<|channel|>analysis<|message|>…<|end|>`, the text before a call as a commentary preamble
`<|channel|>commentary<|message|>…<|end|>`, each followed by `<|start|>assistant` opening the
next message, then the call `<|start|>assistant to=functions.NAME<|channel|>commentary
<|constrain|>json<|message|>{args}<|call|>` (its first `<|start|>assistant` is the prompt).
`<|call|>` is a stop token: the model writes one call per turn, and the server's output ids end
with it (vLLM's HarmonyParser reads token ids, not text).  gpt-oss itself writes the recipient
after the channel (`<|channel|>commentary to=functions.NAME <|constrain|>json<|message|>`), as
OpenAI's harmony guide shows: that is the variant "recipient-after-channel", and the layout
oss-harmony 0.0.11 (the fork) renders, where openai-harmony renders the default one
(tests/formats/test_harmony_sdk_crosscheck.py).  Arguments are the
JSON the model writes, compact.  Dialect "chat-template" is gpt-oss's own chat template
(`chat_template.jinja` of openai/gpt-oss-20b, also in its GGUFs), which writes a call as
` to=functions.NAME<|channel|>commentary json<|message|>` + `arguments | tojson` (no
`<|constrain|>` token, JSON spaced `{"city": "Paris"}`) + `<|call|>`; models prompted with such
histories write the same, as token captures of gpt-oss output show.  All `<|…|>` markers are special tokens of o200k_harmony.

A reply with no call is one final-channel message, `<|channel|>final<|message|>{text}<|return|>`
(`plain_reply`): harmony's grammar has no bare text (every message opens with its header after
the prompt's `<|start|>assistant`), and `<|return|>` is the stop token the output ids end with,
as OpenAI's harmony guide shows a final answer (`<|start|>assistant<|channel|>final<|message|>…
<|return|>`).

Parsed by vLLM's `openai` parser, SGLang's `gpt-oss` detector and by the harmony SDKs themselves: `harmony:openai`
(openai-harmony) and `harmony:oss` (oss-harmony, its fork), targets/adapters/harmony_sdk.py.
"""

from __future__ import annotations

import json

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, only_leading_text
from targets.canonical import Message, loads

START, END, MESSAGE, CHANNEL = "<|start|>", "<|end|>", "<|message|>", "<|channel|>"
CONSTRAIN, CALL, RETURN = "<|constrain|>", "<|call|>", "<|return|>"
SPECIAL = (START, END, MESSAGE, CHANNEL, CONSTRAIN, CALL, RETURN, "<|endoftext|>",
           "<|startoftext|>")
CHANNEL_RECIPIENT = "recipient-after-channel"
#: gpt-oss's chat template: ` json` in the header without `<|constrain|>`, spaced JSON.
CHAT_TEMPLATE = "chat-template"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<|start|>`, `<|channel|>`, `<|message|>`, `<|end|>`, `<|call|>`… are special tokens of "
          "o200k_harmony: text or a value spelling one is not that token."),
    Trait("one-call-per-turn", "cannot-express",
          "`<|call|>` ends generation: a turn holds exactly one tool call (the next one comes "
          "after the tool's result)."),
    Trait("text-after-calls", "cannot-express", "Nothing follows `<|call|>` in the turn."),
    Trait("recipient-name", "cannot-express",
          "The recipient `functions.NAME` ends at a space or `<|channel|>`: names are words "
          "without spaces."),
    Trait("preamble-is-content", "fact",
          "Text before a call is a commentary-channel preamble message; reasoning is an "
          "analysis-channel message."),
)

NEAR_MISSES = ("<|start|", "<|channel|", "|message|>", "to=functions.f", "commentary",
               "<|channel|>", "analysis", "<|constrain|", "json", "<|call|",
               "assistant to=functions.get_weather", "< |end| >")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and len(turn.calls) == 1
            and not mentions(turn, SPECIAL))


def arguments(call_arguments: str) -> str:
    """The JSON the model writes: compact, non-ASCII kept."""
    return json.dumps(loads(call_arguments), ensure_ascii=False, separators=(",", ":"))


def plain_reply(text: str) -> str:
    """A reply with no call: one final-channel message, ended by the stop token `<|return|>`."""
    return f"{CHANNEL}final{MESSAGE}{text}{RETURN}"


def render(turn: Turn) -> Rendering:
    parts = []
    if turn.reasoning:
        parts.append(f"{CHANNEL}analysis{MESSAGE}{turn.reasoning}{END}{START}assistant")
    if turn.before:
        parts.append(f"{CHANNEL}commentary{MESSAGE}{turn.before}{END}{START}assistant")
    call = turn.calls[0]
    args = arguments(call.arguments)
    if turn.variant == CHANNEL_RECIPIENT:
        head = f"{CHANNEL}commentary to=functions.{call.name} {CONSTRAIN}json"
    elif turn.variant == CHAT_TEMPLATE:
        head = f" to=functions.{call.name}{CHANNEL}commentary json"
        args = json.dumps(loads(call.arguments), ensure_ascii=False)
    else:
        head = f" to=functions.{call.name}{CHANNEL}commentary {CONSTRAIN}json"
    parts.append(f"{head}{MESSAGE}{args}{CALL}")
    return Rendering("".join(parts), Message(content=turn.before or None, calls=turn.calls,
                                             reasoning=turn.reasoning or None))


FORMAT = Format(
    "harmony", "gpt-oss harmony: <|channel|>commentary to=functions.NAME <|constrain|>json<|message|>{args}",
    markers=tuple(Marker(m, token=True, special=True) for m in SPECIAL),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.\-]{0,30}", reasoning=True, plain_reply=plain_reply,
    parsers={"vllm": ("openai",), "sglang": ("gpt-oss",), "harmony": ("oss", "openai"),
             "kani": ("gpt_oss",)},
    dialects=(Dialect(
        "openai-harmony renderer (recipient in the header)",
        "openai-harmony HarmonyEncoding.render; tests/formats/test_harmony_sdk_crosscheck.py"),
              Dialect("gpt-oss (recipient after the channel), as oss-harmony renders it",
                      "OpenAI harmony guide (cookbook, function calling); oss-harmony 0.0.11 render",
                      CHANNEL_RECIPIENT),
              Dialect("gpt-oss chat template (` json` without <|constrain|>, spaced JSON)",
                      "openai/gpt-oss-20b chat_template.jinja (`<|channel|>commentary json"
                      "<|message|>` + `arguments|tojson`); token captures of gpt-oss output",
                      CHAT_TEMPLATE)),
)

#: vLLM drives harmony through HarmonyParser on harmony's token ids, with gpt-oss's reasoning
#: parser as its deployment guide configures it: registry hook.
TARGET_OVERRIDES = {"vllm": {"adapter": "targets.adapters.vllm_harmony:Adapter",
                             "options": {"reasoning_parser": "openai_gptoss"}}}
#: SGLang deployed with `--reasoning-parser gpt-oss`: the reasoning is split off before the
#: tool-call detector reads the rest (targets/adapters/sglang_detector.py).
TARGET_OVERRIDES["sglang"] = {"options": {"reasoning_parser": "gpt-oss"}}
