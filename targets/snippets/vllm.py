"""Reproduction template for vLLM tool parsers, driven as vLLM's chat server drives them."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec
from targets.adapters.vllm_classic import PROMPT
from targets.snippets.growth import growth_block
from targets.snippets.printing import hang_main, message_main
from targets.snippets.tokenizer import BYTE_LEVEL_TOKENIZER
from targets.snippets.vllm_serving import SERVING

MAIN = message_main()

TEMPLATE = '''\
# toolfuzz finding: {target} ({version}) violates {prop}: {checks}
# Run with vLLM installed (no GPU, no model download needed).
import json, tempfile
from pathlib import Path
from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
from vllm.tokenizers import get_tokenizer
from vllm.parser.parser_manager import ParserManager
from vllm.entrypoints.openai.chat_completion.protocol import ChatCompletionRequest
from vllm.entrypoints.openai.chat_completion.message_assembly import assemble_chat_message_fields
from vllm.entrypoints.openai.chat_completion.stream_processor import ChatStreamProcessor

MARKERS = {markers!r}  # added tokens of the model's tokenizer: (text, special)
TEXT = {text!r}
TOOLS = {tools!r}
CHUNKINGS = {chunkings!r}

{byte_level_tokenizer}(folder / "config.json").write_text('{{"model_type": "llama"}}')
tokenizer = get_tokenizer(str(folder))
encode = lambda text: tokenizer.encode(text, add_special_tokens=False)

# The deployment's --tool-call-parser and --reasoning-parser (None: none).
parser_cls = ParserManager.get_parser(tool_parser_name={parser!r},
                                      reasoning_parser_name={reasoning!r},
                                      enable_auto_tools=True, tokenizer=tokenizer)
prompt_ids = encode({prompt!r})


def new_request():
    request = ChatCompletionRequest(model="m", messages=[{{"role": "user", "content": "hello"}}],
                                    tools=TOOLS or None)
    return parser_cls(tokenizer, request.tools).adjust_request(request=request)


def new_parser(request):
    parser = parser_cls(tokenizer, request.tools)
    parser.set_prompt_token_ids(prompt_ids)
    return parser


{serving}

{main}'''


def snippet(spec: TargetSpec, case: Case) -> str:
    markers = [(m["text"], bool(m["special"])) for m in spec.options.get("markers", [])]
    tools = [{"type": "function", "function": t} for t in case.tools]
    chunkings = case.chunkings or [[case.text]]
    return TEMPLATE.format(byte_level_tokenizer=BYTE_LEVEL_TOKENIZER,
                           target=case.target, version=f"vllm {case.version}".strip(),
                           prop=case.property, checks=", ".join(case.checks), markers=markers,
                           text=case.text, tools=tools, chunkings=chunkings,
                           parser=spec.options["parser"],
                           reasoning=spec.options.get("reasoning_parser"), prompt=PROMPT,
                           main=growth_block(case) or hang_main(case) or MAIN,
                           serving=SERVING)
