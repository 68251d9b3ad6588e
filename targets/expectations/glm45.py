"""Known failures of targets that parse the GLM-4.5/4.6 format (vLLM's `glm45`, the
Glm47MoeModelToolParser over vllm/parser/glm47_moe.py)."""

from targets.expectations import Known
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

SEPARATORS_STREAMED = (
    "The template's newlines around the content (`\\n` before it, `\\n` before each "
    "`<tool_call>`) are stripped by the non-streaming path (ParserEngine."
    "_strip_content_whitespace) but streamed as content deltas (ParserEngine._events_to_delta "
    "only holds back whitespace-only content, and sends the newline between two calls as "
    "content), so streamed content is `\\nHi\\n` where the parse says `Hi`.")

KNOWN = (
    Known("vllm:glm45", "split", frozenset({"content"}), SEPARATORS_STREAMED,
          ("n_vllm-glm45_split_d052faa23ff17efe.json",)),
    Known("vllm:glm45", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-glm45_roundtrip_6165c787bafb858e.json",)),
)

# Found once growth decided at 128 000 characters (GROWTH_DECIDE_SIZE); cProfile: _drain.
from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:glm45", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<tool_call></tool_call>` repeated"
                               " (open and close markers), parsed whole"),
          ("n_vllm-glm45_time_af15d14240636ed4.json",)),
)
