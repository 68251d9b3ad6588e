"""Reproduction template for vLLM tool parsers, driven as vLLM's chat server drives them."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec
from targets.adapters.vllm_classic import PROMPT
from targets.snippets.growth import growth_block
from targets.snippets.printing import hang_main, message_main
from targets.snippets.tokenizer import BYTE_LEVEL_TOKENIZER

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

# The deployment's --tool-call-parser and --reasoning-parser (None: none).
parser_cls = ParserManager.get_parser(tool_parser_name={parser!r},
                                      reasoning_parser_name={reasoning!r},
                                      enable_auto_tools=True, tokenizer=tokenizer)
prompt_ids = tokenizer.encode({prompt!r}, add_special_tokens=False)


def new_request():
    request = ChatCompletionRequest(model="m", messages=[{{"role": "user", "content": "hello"}}],
                                    tools=TOOLS or None)
    return parser_cls(tokenizer, request.tools).adjust_request(request=request)


def new_parser(request):
    parser = parser_cls(tokenizer, request.tools)
    parser.set_prompt_token_ids(prompt_ids)
    return parser


def decode(ids, request):
    skip = True if request.skip_special_tokens is None else request.skip_special_tokens
    return tokenizer.decode(ids, skip_special_tokens=skip)


def parse(text):
    """Non-streaming, as OpenAIServingChat does: (content, reasoning, calls)."""
    request = new_request()
    ids = tokenizer.encode(text, add_special_tokens=False)
    reasoning, content, calls = new_parser(request).parse(decode(ids, request), request,
                                                          enable_auto_tools=True,
                                                          model_output_token_ids=ids)
    fields = assemble_chat_message_fields(request, reasoning, content, calls,
                                          enable_auto_tools=True, parser_cls=parser_cls)
    return (fields.content, fields.reasoning,
            [(c.function.name, c.function.arguments) for c in fields.tool_calls])


def by_index(calls):
    """The streamed calls: a list when their indices run 0, 1, 2…, else {{index: call}}."""
    keys = sorted(calls)
    return [calls[k] for k in keys] if keys == list(range(len(keys))) else {{k: calls[k] for k in keys}}


def stream(chunks):
    """Streaming, one fresh parser per stream, the last delta with finish_reason="stop":
    (content, reasoning, calls) put together from the deltas."""
    request = new_request()
    processor = ChatStreamProcessor(request, new_parser(request), enable_auto_tools=True,
                                    parser_cls=parser_cls)
    content, reasoning, calls = "", "", {{}}
    for i, chunk in enumerate(chunks):
        ids = tokenizer.encode(chunk, add_special_tokens=False)
        step = processor.step(decode(ids, request), ids, "stop" if i == len(chunks) - 1 else None,
                              prompt_ids)
        if step.delta is None:
            continue
        content += step.delta.content or ""
        reasoning += step.delta.reasoning or ""
        for tc in step.delta.tool_calls or []:
            name, args = calls.get(tc.index, ("", ""))
            fn = tc.function
            calls[tc.index] = (name + ((fn.name if fn else None) or ""),
                               args + ((fn.arguments if fn else None) or ""))
    return content or None, reasoning or None, by_index(calls)


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
                           main=growth_block(case) or hang_main(case) or MAIN)
