"""DeepSeek V3.2: DSML `<｜DSML｜function_calls>` blocks of `invoke`/`parameter` tags.

Syntax, as DeepSeek-V3.2's reference encoder (encoding_dsv32.py, vendored by vLLM as
vllm/tokenizers/deepseek_v32_encoding.py) writes an assistant message with tool calls in chat
mode (the generation prompt ends `<｜Assistant｜></think>`): the content, `\\n\\n`, then
`<｜DSML｜function_calls>\\n` + the invokes joined by `\\n` + `\\n</｜DSML｜function_calls>` (and the
EOS the server strips); see strategies/formats/_dsml.py for the invoke and parameter tags.
vLLM's `deepseek_v32` parser (engine grammar vllm/parser/deepseek_v32.py) has no reasoning
states, so it is tested in chat mode.
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Rendering, Turn
from strategies.formats import _dsml
from targets.canonical import Message

BLOCK, INVOKE, PARAMETER = "function_calls", "invoke", "parameter"


def can_express(turn: Turn) -> bool:
    return _dsml.can_express(turn, thinking=False)


def render(turn: Turn) -> Rendering:
    text = _dsml.render_text(turn, BLOCK, INVOKE, PARAMETER, thinking=False)
    return Rendering(text, Message(content=turn.before or None, calls=turn.calls))


FORMAT = Format(
    "deepseek_v32", "DeepSeek V3.2: DSML <｜DSML｜function_calls> with invoke/parameter tags",
    markers=_dsml.markers(BLOCK, INVOKE, PARAMETER, thinking=False),
    render=render, can_express=can_express, traits=_dsml.traits(thinking=False),
    near_misses=_dsml.NEAR_MISSES, name_pattern=_dsml.NAME_PATTERN,
    parsers={"vllm": ("deepseek_v32",), "sglang": ("deepseekv32",),
             "agent_tool_parser": ("try_parse_tool_calls",),
             "agent_tool_parser_py": ("try_parse_tool_calls",)},
    dialects=(Dialect("DeepSeek-V3.2 reference encoder, chat mode",
                      "encoding_dsv32.py (vendored as vllm/tokenizers/deepseek_v32_encoding.py)"),),
)
