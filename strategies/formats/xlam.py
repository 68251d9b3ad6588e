"""xLAM (Salesforce): the whole answer is one JSON array `[{"name": ..., "arguments": {...}}, ...]`.

Syntax, from the xLAM chat templates vLLM ships (examples/tool_chat_template_xlam_llama and
xlam_qwen): an assistant message with tool calls is `[` + for each call
`{"name": "` + name + `", "arguments": ` + `tojson(arguments)` + `}` joined by `, ` + `]`,
and nothing else: the content is written only when there are no calls.

vLLM's `xlam` parser also accepts the array wrapped in a ```json code block, after
`[TOOL_CALLS]`, inside `<tool_call>…</tool_call>` or after `</think>` (documented leniency);
those wrappers are declared as (plain-text) markers so that plain text never contains them.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from targets.canonical import Message

TRAITS = (
    Trait("no-text", "cannot-express",
          "The templates write the JSON array alone: no content before, between or after the "
          "calls."),
    Trait("raw-name", "cannot-express",
          "The Llama-based template pastes the name between quotes without escaping (names are "
          "kept to identifiers)."),
    Trait("lenient-wrappers", "fact",
          "vLLM's xlam parser also reads the array inside ```json fences, after [TOOL_CALLS], "
          "between <tool_call> tags or after </think>; text holding those wrappers is not plain "
          "text to it."),
)

NEAR_MISSES = ("[", "]", "[ ", "[1, 2]", '["name"]', "[{}", "[[", "{", "[]x", "json",
               "<tool_", "[TOOL_", "</think", "``")


def can_express(turn: Turn) -> bool:
    return not turn.before and not any(turn.between) and not turn.after \
        and turn.reasoning is None


def render(turn: Turn) -> Rendering:
    calls = ", ".join(f'{{"name": "{c.name}", "arguments": {c.arguments}}}' for c in turn.calls)
    return Rendering(f"[{calls}]", Message(calls=turn.calls))


FORMAT = Format(
    "xlam", "xLAM: the answer is one JSON array of {name, arguments} objects",
    markers=(Marker("```", token=False), Marker("[TOOL_CALLS]", token=False),
             Marker("<tool_call>", token=False), Marker("</tool_call>", token=False),
             Marker("</think>", token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    parsers={"vllm": ("xlam",)},
    dialects=(Dialect("xLAM (vLLM's Llama and Qwen templates)",
                      "vLLM examples/tool_chat_template_xlam_llama.jinja, xlam_qwen.jinja"),),
)
