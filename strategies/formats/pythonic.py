"""Pythonic (Llama 3.2, ToolACE): the whole answer is one Python list of calls,
`[get_weather(city='Paris', days=3), get_time()]`.

Layout from vLLM's `tool_chat_template_llama3.2_pythonic.jinja` and
`tool_chat_template_toolace.jinja`: `[`, then per call `name(` + `key=value` joined by `, ` +
`)`, calls joined by `, `, then `]` (the template's `<|eot_id|>` is the stop token, stripped by
the server).  Those templates write values with `"%s" | format(value)`, Python's `str`, which
drops the quotes of a top-level string; the system prompt asks for "a python list of the
calls", and the model writes Python literals, as in Meta's prompt-format documentation and
vLLM's tests (`city='San Francisco'`).  Values are therefore Python literals as `repr` writes
them.  The template drops content beside tool calls: the answer is the list alone.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._pythonic import NAME_PATTERN, arguments, kwargs, names_ok, py_literal
from targets.canonical import Message

TRAITS = (
    Trait("calls-only", "cannot-express",
          "The answer is one Python list and nothing else: the template writes no content "
          "beside tool calls, so a turn with text has no rendering."),
    Trait("python-names", "cannot-express",
          "Calls are Python call expressions: a function name is a Python name and "
          "an argument name a keyword-argument name, an identifier that is not a reserved "
          "word (`from`, `None`…) nor `__debug__` and that NFKC normalisation leaves unchanged "
          "(Python reads `ﬁ=1` as `fi=1`)."),
    Trait("python-literals", "fact",
          "Values are Python literals as repr writes them: every JSON value is expressible "
          "(strings escaped by repr, True/False/None, integers of any size, floats by their "
          "shortest round-trip repr such as 1e+100 and -0.0, lists, dicts with string keys)."),
)

NEAR_MISSES = ("f(a=1)", "get_weather(city='Paris')", "(f(a=1))", "f(a=1), g(b=2)",
               "get_weather(city='Paris')]", "<|python_tag|>", "f()", "f(a=1); g()")


def can_express(turn: Turn) -> bool:
    return (not turn.before and not any(turn.between) and not turn.after
            and turn.reasoning is None and names_ok(turn, allow_reserved=False))


def call_text(name: str, args: dict) -> str:
    return f"{name}({kwargs(args, py_literal)})"


def render(turn: Turn) -> Rendering:
    calls = ", ".join(call_text(c.name, a) for c, a in zip(turn.calls, arguments(turn)))
    return Rendering(f"[{calls}]", Message(content=None, calls=turn.calls))


FORMAT = Format(
    "pythonic", "Llama 3.2 / ToolACE: a Python list of calls, [f(a=1), g(b='x')]",
    # `[` is not a token of its own; it is declared so that plain text never starts a list.
    markers=(Marker("[", token=False),), render=render, can_express=can_express,
    traits=TRAITS, near_misses=NEAR_MISSES, name_pattern=NAME_PATTERN,
    parsers={"vllm": ("pythonic",), "sglang": ("pythonic",),
             "agent_tool_parser": ("try_parse_tool_calls",),
             "agent_tool_parser_py": ("try_parse_tool_calls",)},
    dialects=(Dialect(
        "Llama 3.2 / ToolACE pythonic templates",
        "vLLM examples/tool_chat_template_llama3.2_pythonic.jinja, tool_chat_template_toolace.jinja"),),
)
