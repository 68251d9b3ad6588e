"""Reproduction template for SGLang function-call detectors, driven as SGLang's chat server
drives them (targets/adapters/sglang_detector.py)."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec
from targets.snippets.growth import growth_block
from targets.snippets.tokenizer import BYTE_LEVEL_TOKENIZER

MAIN = '''\
print("whole:   content=%r calls=%r" % parse(TEXT))
for chunks in CHUNKINGS:
    print("streamed %d deltas: content=%r calls=%r" % (len(chunks), *stream(chunks)))
'''

TEMPLATE = '''\
# toolfuzz finding: {target} ({version}) violates {prop}: {checks}
# Run with sglang installed (no GPU, no model download needed).
import importlib.util, json, sys, tempfile, types
from pathlib import Path
from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers
from transformers import AutoTokenizer, PreTrainedTokenizerFast

# `import sglang` starts the server stack (torch, triton); the parsers need none of it.
spec = importlib.util.find_spec("sglang")
package = types.ModuleType("sglang")
package.__path__ = list(spec.submodule_search_locations)
sys.modules["sglang"] = package
from sglang.srt.entrypoints.openai.protocol import Function, Tool
from sglang.srt.function_call.function_call_parser import FunctionCallParser

MARKERS = {markers!r}  # added tokens of the model's tokenizer: (text, special)
RESPONSE_TEMPLATE = {response_template!r}  # the checkpoint's response_template, if any
PREFIX = {prefix!r}  # the rendered prompt the server hands a response-template parser
TEXT = {text!r}
TOOLS = {tools!r}
CHUNKINGS = {chunkings!r}

{byte_level_tokenizer}if RESPONSE_TEMPLATE:
    config = json.loads((folder / "tokenizer_config.json").read_text())
    config["response_template"] = RESPONSE_TEMPLATE
    (folder / "tokenizer_config.json").write_text(json.dumps(config))
tokenizer = AutoTokenizer.from_pretrained(str(folder))
tools = [Tool(function=Function(**t)) for t in TOOLS]


def new_parser():  # one per response, as serving_chat.py builds them
    return FunctionCallParser(tools, {parser!r}, tokenizer=tokenizer, prefix=PREFIX)


def parse(text):
    """Non-streaming, as OpenAIServingChat._process_tool_calls does: (content, calls).  (It
    answers an exception with the text as content.)"""
    parser = new_parser()
    if not parser.has_tool_call(text):
        return text, []
    content, items = parser.parse_non_stream(text)
    return content, [(c.name, c.parameters) for c in items]


def stream(chunks):
    """Streaming, as _process_tool_call_stream does: parse_stream_chunk per delta, with the
    last one parse_stream_end, then the unsent rest of the last call's arguments."""
    parser = new_parser()
    content, calls = "", {{}}
    for i, chunk in enumerate(chunks):
        text, items = parser.parse_stream_chunk(chunk)
        if i == len(chunks) - 1:
            end_text, end_items = parser.parse_stream_end()
            text, items = (text or "") + end_text, list(items) + end_items
        content += text or ""
        for item in items:
            name, args = calls.get(item.tool_index, ("", ""))
            calls[item.tool_index] = (name + (item.name or ""), args + (item.parameters or ""))
    detector = parser.detector
    sent, done = detector.streamed_args_for_tool, detector.prev_tool_call_arr
    if done and sent and len(done) - 1 < len(sent):
        want = done[-1].get("arguments", {{}})
        want = want if isinstance(want, str) else json.dumps(want, ensure_ascii=False)
        if want.startswith(sent[-1]) and want != sent[-1]:
            name, args = calls.get(len(done) - 1, ("", ""))
            calls[len(done) - 1] = (name, args + want[len(sent[-1]):])
    return content or None, [calls[k] for k in sorted(calls)]


{main}'''


def snippet(spec: TargetSpec, case: Case) -> str:
    markers = [(m["text"], bool(m["special"])) for m in spec.options.get("markers", [])]
    chunkings = case.chunkings or [[case.text]]
    return TEMPLATE.format(byte_level_tokenizer=BYTE_LEVEL_TOKENIZER,
                           target=case.target, version=f"sglang {case.version}".strip(),
                           prop=case.property, checks=", ".join(case.checks), markers=markers,
                           response_template=spec.options.get("response_template"),
                           prefix=spec.options.get("prompt", ""), text=case.text,
                           tools=case.tools, chunkings=chunkings, parser=spec.options["parser"],
                           main=growth_block(case) or MAIN)
