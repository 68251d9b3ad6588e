"""Llama 3.1 / 3.2 / 4 JSON tool calls: `{"name": "f", "parameters": {...}}`, several joined
by `; `, with prose allowed before the first and after the last call.

Syntax, from the Llama chat templates vLLM ships (examples/tool_chat_template_llama3.1_json,
llama3.2_json, llama4_json): each call is `{"name": "` + the raw name + `", "parameters": ` +
`tojson(arguments)` + `}`; the Llama 4 template writes the content first, directly followed
by the calls.  Several calls are separated by `; ` (the convention vLLM's `llama3_json`
parser splits on).  The templates write no `<|python_tag|>`; dialect `python-tag` is Llama 3.1's
own habit of opening its tool calls with that special token (Meta's Llama 3.1 prompt format:
tool calls follow `<|python_tag|>`; vLLM's `llama3_json` parser takes it as the calls' start and
the server keeps it in the text, `skip_special_tokens=False`).

vLLM's `llama3_json` target is deployed with the Llama 3.1 / 3.2 templates, which write an
assistant message with a tool call as the call alone (tool_chat_template_llama3.1_json.jinja:
`{"name": "` + name + `", "parameters": ` + `arguments | tojson` + `}`, the content not
written): its turns carry no text (`deployed`, trait `llama3-call-alone`).  Content directly
followed by the calls is the Llama 4 template's layout, tested on `vllm:llama4_json` (the same
parser class) and on the targets that read either.

Content is the documented fix of vLLM's Llama 3 JSON content bug: the text before the first
call and after the last call, each stripped, joined by one space, `"; "` replaced by a space,
whitespace-only reported as None.
"""

from __future__ import annotations

from dataclasses import replace

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions
from targets.canonical import Message

PYTHON_TAG = "<|python_tag|>"
SEPARATOR = "; "

TRAITS = (
    Trait("content-oracle", "fact",
          "The content is the documented fix of the Llama 3 JSON content bug (vLLM): the text "
          "before the first call and after the last, each stripped, joined by one space, "
          "'; ' replaced by a space, and whitespace-only content reported as None."),
    Trait("braces-in-text", "cannot-express",
          "Calls are bare JSON objects with no delimiter: a brace in the prose makes where a "
          "call starts or ends undefined, so such prose is not something the format can carry."),
    Trait("text-between-calls", "cannot-express",
          "Between two calls the format has only the `; ` separator; it has no place for text."),
    Trait("marker-in-text", "cannot-express",
          "`<|python_tag|>` is a special token: the tokenizer cuts it out of any text, and "
          "decoding drops it."),
    Trait("llama3-call-alone", "cannot-express",
          "vllm:llama3_json is Llama 3.1/3.2's parser name; their templates "
          "(vLLM examples/tool_chat_template_llama3.1_json.jinja, llama3.2_json) write a "
          "message with a tool call as the call alone, without its content, so that target's "
          "turns carry no text; content followed by the calls is Llama 4's layout "
          "(llama4_json)."),
    Trait("raw-name", "cannot-express",
          "The templates paste the name between quotes without escaping: a name with `\"` or "
          "`\\` would give invalid JSON (names are kept to identifiers)."),
)

NEAR_MISSES = ("{", "}", "{}", '{"a": 1}', '{"function": "f"}', "; ", ";", "<|python_tag",
               "<|python_tag|", "python_tag", "<|python_start|>", "{{", "{\"")


def content_of(turn: Turn) -> str | None:
    """The documented fix's content: prefix and suffix stripped, joined, `; ` removed."""
    parts = [(turn.before or "").strip(), (turn.after or "").strip()]
    context = " ".join(p for p in parts if p).replace(SEPARATOR, " ").strip()
    return context or None


def can_express(turn: Turn) -> bool:
    prose = [turn.before or "", turn.after or ""]
    return (not any(turn.between) and turn.reasoning is None
            and not any(c in p for p in prose for c in "{}")
            and not mentions(turn, [PYTHON_TAG]))


#: Llama 3.1's `<|python_tag|>` before the calls.
TAGGED = "python-tag"


def call_alone(turn: Turn) -> Turn:
    """The turn as the Llama 3.1 / 3.2 templates write it: the calls, no text."""
    return replace(turn, before=None, between=(), after=None)


def render(turn: Turn) -> Rendering:
    calls = (PYTHON_TAG if turn.variant == TAGGED else "") + SEPARATOR.join(f'{{"name": "{c.name}", "parameters": {c.arguments}}}'
                           for c in turn.calls)
    text = f"{turn.before or ''}{calls}{turn.after or ''}"
    return Rendering(text, Message(content=content_of(turn), calls=turn.calls))


FORMAT = Format(
    "llama3_json", "Llama 3.x / 4: bare JSON {name, parameters} objects joined by '; '",
    markers=(Marker(PYTHON_TAG, token=True, special=True),
             # The key that makes a JSON object a call: syntax, never plain text.
             Marker('"name"', token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    text_after_calls=True, deployed={"vllm:llama3_json": call_alone},
    parsers={"vllm": ("llama3_json", "llama4_json"), "sglang": ("llama3",), "kani": ("llama3",),
             "agent_tool_parser": ("try_parse_tool_calls",),
             "agent_tool_parser_py": ("try_parse_tool_calls",)},
    dialects=(Dialect(
        "Llama 3.1 / 3.2 / 4 JSON templates",
        "vLLM examples/tool_chat_template_llama3.1_json.jinja, llama3.2_json, llama4_json"),
              Dialect("Llama 3.1 8B/70B/405B Instruct output (`<|python_tag|>` first)",
                      "Meta's Llama 3.1 prompt format (model card: tool calls after "
                      "`<|python_tag|>`); vLLM llama_tool_parser.py bot_token", TAGGED)),
)
