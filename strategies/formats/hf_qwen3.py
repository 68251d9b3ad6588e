"""Qwen2.5 / Qwen3 as their response template declares it: `<think>` reasoning, content, then
`<tool_call>\\n{"name": ..., "arguments": ...}\\n</tool_call>` per call (vLLM's `hf` parser).

vLLM's `--tool-call-parser hf` (and `--reasoning-parser hf`) parse with the declarative
`response_template` a checkpoint's tokenizer configuration carries.  This format is the one
transformers ships for the `qwen2` / `qwen3` model types (its fallback table in
`transformers/cli/serving/utils.py`): start anchor `<|im_start|>assistant\\n`; a `thinking`
field between `<think>` and `</think>`; a repeated `tool_calls` field opened by
`\\s*<tool_call>`, closed by `</tool_call>`, holding JSON `{"name", "arguments"}`; the rest is
the implicit `content` field, closed by `\\s*` + an end-of-turn token.  All three are `text`/`json`
fields whose text values are stripped of surrounding whitespace.

What the model emits after the generation prompt `<|im_start|>assistant\\n` is what Qwen3's chat
template writes for an assistant message with `tool_calls`: in thinking mode `<think>\\n` + the
reasoning + `\\n</think>\\n\\n`, then the content, then per call a `\\n` (omitted before the first
call when there is no content), `<tool_call>\\n{"name": "` + the raw name + `", "arguments": ` +
`tojson(arguments)` + `}\\n</tool_call>`.  Qwen2.5 (and Qwen3 with a turn that has no reasoning)
writes no think block.  `<think>`, `</think>`, `<tool_call>`, `</tool_call>` are added,
non-special tokens of the Qwen tokenizer; `<|im_end|>` is its special end-of-turn token (the
server strips it as EOS).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, only_leading_text
from targets.canonical import Message

THINK, END_THINK = "<think>", "</think>"
START, END = "<tool_call>", "</tool_call>"
#: End-of-turn tokens the template's content field closes at.
TURN_ENDS = ("<|im_end|>", "<|endoftext|>", "<|eot_id|>")

#: The response template, as the checkpoint's tokenizer_config.json carries it
#: (`response_template`; transformers' built-in one for model types qwen2 … qwen3_vl_moe).
RESPONSE_TEMPLATE = {
    "defaults": {"role": "assistant"},
    "start_anchor": "<|im_start|>assistant\n",
    "fields": {
        "thinking": {"open": THINK, "close": END_THINK, "content": "text"},
        "tool_calls": {
            "open_pattern": r"\s*<tool_call>",
            "close": END,
            "repeats": True,
            "content": "json",
            "transform": {"type": "function", "function": "{content}"},
        },
        "content": {
            "close_pattern": r"\s*(?:<\|im_end\|>|<\|endoftext\|>|<\|eot_id\|>)",
            "content": "text",
        },
    },
}

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<think>`, `</think>`, `<tool_call>`, `</tool_call>` are added tokens and "
          "`<|im_end|>` a special one: the tokenizer cuts them out of any text, so content, "
          "reasoning, a name or a value containing one is not something the model writes as "
          "data; the template's content field also ends at the plain text `<|eot_id|>`."),
    Trait("raw-name", "cannot-express",
          "The chat template pastes the name between quotes without escaping: a name holding "
          "`\"`, `\\` or a control character gives invalid JSON."),
    Trait("trimmed-text", "cannot-express",
          "The template's `content` and `thinking` fields are `text` fields, whose value is "
          "stripped of surrounding whitespace, and its tool-call opener `\\s*<tool_call>` "
          "swallows the whitespace before a call: content or reasoning with leading or "
          "trailing whitespace is not returned as written (and Qwen3's chat template strips "
          "the newlines around the reasoning and before the content itself)."),
    Trait("text-after-calls", "cannot-express",
          "The chat template writes content only before the calls."),
    Trait("reasoning-block", "fact",
          "In thinking mode Qwen3 opens with `<think>\\n` + reasoning + `\\n</think>\\n\\n`; the "
          "newlines belong to the template, the reasoning is the stripped text between the "
          "tags. A turn without reasoning (Qwen2.5, or thinking off) has no think block."),
    Trait("schema-cast", "fact",
          "The template's parser casts string arguments by the tool's JSON schema "
          "(ResponseParser._coerce_tool_calls): a JSON string that the schema says is an "
          "integer, number, boolean, null, object or array is converted."),
)

NEAR_MISSES = ("<tool_call", "<tool_", "<", "tool_call>", "<tool_calls>", "<TOOL_CALL>",
               "< tool_call>", "<tool_call/>", "<tool-call>", "</tool_call", "<tool_call >",
               "&lt;tool_call&gt;", "<think", "</think", "< think>", "<thinking>",
               "<|im_end|", "<|im_start|>assistant", "<|eot_id|", "<|im_end")


def _trimmed(text: str | None) -> bool:
    return text is None or text == text.strip()


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and _trimmed(turn.before) and _trimmed(turn.reasoning)
            and not any(c in call.name for call in turn.calls for c in '"\\')
            and not any(ord(c) < 0x20 for call in turn.calls for c in call.name)
            and not mentions(turn, [THINK, END_THINK, START, END, *TURN_ENDS]))


def render(turn: Turn) -> Rendering:
    parts = []
    if turn.reasoning is not None:
        parts.append(f"{THINK}\n{turn.reasoning}\n{END_THINK}\n\n")
    parts.append(turn.before or "")
    for i, call in enumerate(turn.calls):
        if i or turn.before:
            parts.append("\n")
        parts.append(f'{START}\n{{"name": "{call.name}", "arguments": {call.arguments}}}\n{END}')
    return Rendering("".join(parts), Message(content=turn.before or None, calls=turn.calls,
                                             reasoning=turn.reasoning or None))


FORMAT = Format(
    "hf_qwen3",
    "Qwen2.5/Qwen3 response template: <think> reasoning, content, <tool_call> JSON (vLLM hf)",
    markers=(Marker(THINK), Marker(END_THINK), Marker(START), Marker(END),
             Marker("<|im_end|>", special=True)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"\\]{1,12}",
    reasoning=True,
    parsers={"vllm": ("hf",), "sglang": ("response_template",), "transformers": ("qwen3",),
             "kani": ("qwen3",)},
    dialects=(Dialect("transformers' qwen2/qwen3 response template",
                      "transformers/cli/serving/utils.py response-template table"),),
)

#: Driven through vLLM's unified ResponseTemplateParser with the template in the tokenizer's
#: metadata, deployed as `--tool-call-parser hf --reasoning-parser hf`.  Registry hook.
TARGET_OVERRIDES = {"vllm": {
    "adapter": "targets.adapters.vllm_response_template:Adapter",
    "options": {"response_template": RESPONSE_TEMPLATE, "reasoning_parser": "hf"},
},
    # SGLang's `response_template` detector reads the same template from the tokenizer's
    # metadata; the server gives it the rendered prompt as its prefix.
    "sglang": {"options": {"response_template": RESPONSE_TEMPLATE,
                           "reasoning_parser": "response_template",
                           "prompt": "<|im_start|>user\nhello<|im_end|>\n<|im_start|>assistant\n"}},
}
