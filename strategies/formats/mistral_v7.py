"""Mistral before v11 (tokenizers v3 and v7: Mistral NeMo, Small 3/3.1): `[TOOL_CALLS][{"name", "arguments"}…]`.

As mistral-common's InstructTokenizerV7 writes an assistant message with tool calls: the content
(`rstrip(" ")`), then `[TOOL_CALLS]` + `json.dumps([{"name": …, "arguments": {…}}, …],
ensure_ascii=False)` and the EOS servers strip (V3 writes the same calls but refuses content beside
them).  The call id goes into the objects only when a history supplies one; models generate none
(vLLM's guided schema for these models has no id either).  With a Tekken tokenizer the array
follows `[TOOL_CALLS]` directly.  vLLM's `mistral` parser takes its legacy pre-v11 path when the
vocabulary has no `[ARGS]`; it is tested with a real MistralTokenizer (mistral-common's shipped
Tekken vocabulary, read as version v7), driven through targets/adapters/vllm_mistral.py.

Dialect `sentencepiece`: the SentencePiece-era checkpoints (tokenizer v3: Mistral-7B-Instruct-v0.3,
Mixtral-8x22B-Instruct) encode the array after `[TOOL_CALLS]` with SentencePiece's word-start
piece `▁[`, so the decoded text reads `[TOOL_CALLS] [{"name": …}]`, with a space; v3 writes no
content beside calls (tests/formats/test_mistral_crosscheck.py renders it with mistral-common's
v3 tokenizer).
"""

from __future__ import annotations

from strategies.formats import Dialect, Format, Rendering, Turn
from strategies.formats import _mistral
from targets.canonical import Message

M = _mistral


#: SentencePiece-era checkpoints: a space after `[TOOL_CALLS]`, no content beside the calls.
SENTENCEPIECE = "sentencepiece"


def can_express(turn: Turn) -> bool:
    return M.can_express(turn) and not (turn.variant == SENTENCEPIECE and turn.before)


def render(turn: Turn) -> Rendering:
    array = M.array(turn)
    if turn.variant == SENTENCEPIECE:
        array = array.replace(M.TOOL_CALLS, M.TOOL_CALLS + " ", 1)
    text = (turn.before or "") + array
    return Rendering(text, Message(content=turn.before or None, calls=turn.calls))


FORMAT = Format(
    "mistral_v7", "Mistral pre-v11: [TOOL_CALLS] then a JSON array of {name, arguments}",
    markers=M.markers(M.TOOL_CALLS),
    render=render, can_express=can_express, traits=M.TRAITS, near_misses=M.NEAR_MISSES,
    name_pattern=M.NAME_PATTERN,
    parsers={"vllm": ("mistral",), "sglang": ("mistral",), "mistral_common": ("v3", "v7"),
             "kani": ("mistral",), "agent_tool_parser": ("try_parse_tool_calls",),
             "agent_tool_parser_py": ("try_parse_tool_calls",), "mlx_lm": ("mistral",)},
    dialects=(Dialect(
        "Mistral tokenizer v7, Tekken (Mistral NeMo, Small 3/3.1)",
        "mistral-common InstructTokenizerV7; tests/formats/test_mistral_crosscheck.py"),
              Dialect("Mistral tokenizer v3, SentencePiece (Mistral-7B-Instruct-v0.3, "
                      "Mixtral-8x22B-Instruct)",
                      "mistral-common InstructTokenizerV3 over mistral_instruct_tokenizer_240323"
                      ".model.v3 (`[TOOL_CALLS]`, `▁[`); tests/formats/test_mistral_crosscheck.py",
                      SENTENCEPIECE)),
)

#: vLLM's `mistral` parser with a real Tekken MistralTokenizer of version v7: registry hook.
TARGET_OVERRIDES = {"vllm": {"id": "vllm:mistral@v7",
                             "adapter": "targets.adapters.vllm_mistral:Adapter",
                             "options": {"tekken": "tekken_240911.json", "version": "v7"}},
                    # SGLang's MistralDetector reads both shapes; one target per format.
                    "sglang": {"id": "sglang:mistral@v7"}}
TARGET_OVERRIDES["mlx_lm"] = {"id": "mlx_lm:mistral@v7"}
