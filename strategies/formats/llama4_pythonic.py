"""Llama 4 pythonic: the pythonic call list wrapped in Llama 4's code markers,
`<|python_start|>[get_weather(city='Paris')]<|python_end|>`.

Llama 4 writes code between its `<|python_start|>` and `<|python_end|>` special tokens (the
official chat template wraps an assistant's tool-call turn in them); vLLM's
`tool_chat_template_llama4_pythonic.jinja` asks for the list `[func(param=value), ...]` and
"proper Python/JSON syntax".  Inside the markers the syntax is the pythonic format's: calls as
Python call expressions joined by `, `, values as Python literals (`repr`).  Both markers are
special tokens, so a server decoding with `skip_special_tokens` (the default; this parser does
not change it) hands the parser the bare list.

Dialect `bare-list`: the list with no markers at all, `[get_weather(city='LA', metric='C')]`.
That is what Meta's Llama 4 prompt-format document shows as the model's response to zero-shot
function calling (meta-llama/llama-models models/llama4/prompt_format.md, "Model Response
Format": `[get_user_info(user_id=7890, special='black')]<|eot|>`, `<|eot|>` the stop token the
server strips), what vLLM's own Llama 4 pythonic template writes for an assistant tool-call
message (`"["` + calls + `"]<|eot|>"`, no code markers), and the main form vLLM's parser expects
(its `extract_tool_calls` strips `<|python_start|>` only "as Llama 4 model sometime will output
those tokens"; its tests' outputs are mostly bare lists).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions
from strategies.formats._pythonic import NAME_PATTERN, arguments
from strategies.formats.pythonic import TRAITS as PYTHONIC_TRAITS
from strategies.formats.pythonic import call_text, can_express as pythonic_can_express
from targets.canonical import Message

START, END = "<|python_start|>", "<|python_end|>"

TRAITS = (
    Trait("calls-only", "cannot-express",
          "The answer is the marked call list alone: the template's system prompt says "
          "\"NEVER combine text and function calls in the same response\", and the official "
          "template puts the assistant's text inside the markers, where it is not text."),
    *(t for t in PYTHONIC_TRAITS if t.id != "calls-only"),
    Trait("marker-in-text", "cannot-express",
          "`<|python_start|>` and `<|python_end|>` are special tokens: a value containing "
          "their text would be cut into the token by the tokenizer and dropped on decoding."),
)

NEAR_MISSES = ("<|python_start|", "<|python_end|", "<|python_tag|>", "python_start",
               "<|python_start>", "f(a=1)", "get_weather(city='Paris')", "<|eom|>")


def can_express(turn: Turn) -> bool:
    return pythonic_can_express(turn) and not mentions(turn, [START, END])


#: The list without the code markers, as Meta's prompt-format document shows Llama 4 answering.
BARE = "bare-list"


def render(turn: Turn) -> Rendering:
    calls = ", ".join(call_text(c.name, a) for c, a in zip(turn.calls, arguments(turn)))
    text = f"[{calls}]" if turn.variant == BARE else f"{START}[{calls}]{END}"
    return Rendering(text, Message(content=None, calls=turn.calls))


FORMAT = Format(
    "llama4_pythonic",
    "Llama 4: a Python list of calls between <|python_start|> and <|python_end|>",
    markers=(Marker(START, special=True), Marker(END, special=True), Marker("[", token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=NAME_PATTERN, parsers={"vllm": ("llama4_pythonic",)},
    dialects=(Dialect(
        "Llama 4 output in its code markers (python_start/python_end)",
        "meta-llama Llama-4 chat template (an assistant tool turn opens with <|python_start|>); "
        "vLLM tests/.../test_llama4_pythonic_tool_parser.py PYTHON_TAG_FUNCTION_OUTPUT and "
        "llama4_pythonic_tool_parser.py (\"Llama 4 model sometime will output those tokens\")"),
              Dialect("Llama 4 Scout / Maverick zero-shot output (the list without markers)",
                      "meta-llama/llama-models models/llama4/prompt_format.md (Model Response "
                      "Format: [get_user_info(user_id=7890, special='black')]<|eot|>); vLLM "
                      "examples/tool_chat_template_llama4_pythonic.jinja (\"[\" + calls + "
                      "\"]<|eot|>\"); vLLM tests/.../test_llama4_pythonic_tool_parser.py",
                      BARE)),
)
