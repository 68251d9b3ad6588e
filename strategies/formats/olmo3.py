"""Olmo 3: pythonic calls, one per line, between `<function_calls>` tags, values as JSON,
`<function_calls>get_weather(city="Paris", days=3)\nget_time()</function_calls>`.

From Olmo 3's chat template (allenai Olmo-3 Instruct, "Add function-calling chat template"; the
same layout as Ollama's olmo3 renderer and the format the vLLM parser's authors at Ai2
describe in vllm#26126): the assistant's content, then `<function_calls>`, then per call
`name(` + `key=` + `value | tojson` joined by `, ` + `)`, calls joined by `\n`, then
`</function_calls>`; no newline inside the tags, nothing after them.  `tojson` writes `true`,
`false` and `null`, which is why the parser accepts JSON literals.  The tags are added tokens
of Olmo 3's tokenizer; they reach the parser as text (it looks for them in the text and does
not turn `skip_special_tokens` off), so they are not special.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import content_before, mentions, only_leading_text, tojson
from strategies.formats._pythonic import NAME_PATTERN, arguments, kwargs, names_ok
from targets.canonical import Message

START, END = "<function_calls>", "</function_calls>"

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<function_calls>` and `</function_calls>` are added tokens of Olmo 3's tokenizer: "
          "text containing them is cut into the token, and the format has no escape."),
    Trait("text-after-calls", "cannot-express",
          "The template writes the content before `<function_calls>` and nothing after "
          "`</function_calls>`."),
    Trait("python-names", "cannot-express",
          "A call is written `name(key=value)` with the name and the argument names verbatim: "
          "they must be Python identifiers that NFKC normalisation leaves unchanged (a name "
          "with `-` or a space is not a call).  Reserved words (`from=`) are written as is and "
          "expressible."),
    Trait("json-values", "fact",
          "Values are written with `tojson`: JSON strings in double quotes with JSON escapes, "
          "`true`/`false`/`null`, numbers as Python's json writes them (`1e+100`, `-0.0`), "
          "JSON arrays and objects; every JSON value is expressible."),
)

NEAR_MISSES = ("<function_calls", "<function_calls >", "</function_calls", "<function_call>",
               "<functions>", "<function-calls>", "function_calls>", "<FUNCTION_CALLS>",
               "get_weather(city='Paris')", "f(a=1)", "<", "<f")


def can_express(turn: Turn) -> bool:
    return (only_leading_text(turn) and turn.reasoning is None
            and names_ok(turn, allow_reserved=True) and not mentions(turn, [START, END]))


def render(turn: Turn) -> Rendering:
    calls = "\n".join(f"{c.name}({kwargs(a, tojson)})"
                      for c, a in zip(turn.calls, arguments(turn)))
    text = f"{turn.before or ''}{START}{calls}{END}"
    return Rendering(text, Message(content=content_before(turn), calls=turn.calls))


FORMAT = Format(
    "olmo3", "Olmo 3: name(key=json) lines between <function_calls> tags",
    markers=(Marker(START), Marker(END)), render=render, can_express=can_express,
    traits=TRAITS, near_misses=NEAR_MISSES, name_pattern=NAME_PATTERN,
    parsers={"vllm": ("olmo3",)},
    dialects=(Dialect(
        "Olmo 3 Instruct chat template",
        "allenai Olmo-3 Instruct (Add function-calling chat template); Ollama's olmo3 renderer"),),
)
