"""Reproduction template for SGLang function-call detectors, driven as SGLang's chat server
drives them (targets/adapters/sglang_detector.py)."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec
from targets.adapters.sglang_detector import PROMPT
from targets.snippets.growth import growth_block
from targets.snippets.printing import hang_main, message_main
from targets.snippets.tokenizer import BYTE_LEVEL_TOKENIZER

MAIN = message_main()

TEMPLATE = '''\
# toolfuzz finding: {target} ({version}) violates {prop}: {checks}
# Run with sglang installed (no GPU, no model download needed).
import importlib.util, json, sys, tempfile, traceback, types
from pathlib import Path
from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers
from transformers import AutoTokenizer, PreTrainedTokenizerFast

# `import sglang` starts the server stack (torch, triton); the parsers need none of it.
if "sglang" not in sys.modules:
    spec = importlib.util.find_spec("sglang")
    package = types.ModuleType("sglang")
    package.__path__, package.__spec__ = list(spec.submodule_search_locations), spec
    sys.modules["sglang"] = package
from sglang.srt.entrypoints.openai.protocol import Function, Tool
from sglang.srt.function_call.function_call_parser import FunctionCallParser

MARKERS = {markers!r}  # added tokens of the model's tokenizer: (text, special)
RESPONSE_TEMPLATE = {response_template!r}  # the checkpoint's response_template, if any
PREFIX = {prefix!r}  # the rendered prompt the server hands a response-template parser
REASONING_PARSER = {reasoning!r}  # the deployment's --reasoning-parser (None: none)
FORCE_REASONING = {force!r}  # the template's generation prompt already opens the reasoning
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


def new_reasoner(streaming):  # the deployment's --reasoning-parser, if any
    if REASONING_PARSER is None:
        return None
    from sglang.srt.parser.reasoning_parser import ReasoningParser
    return ReasoningParser(REASONING_PARSER, stream_reasoning=streaming,
                           force_reasoning=FORCE_REASONING, tokenizer=tokenizer,
                           tool_call_parser_active=True, prefix=PREFIX)


def answer_started(reasoner):  # a response-template reasoning detector saw the answer start
    if reasoner is None:
        return False
    from sglang.srt.parser.reasoning_parser import ResponseTemplateReasoningDetector
    return isinstance(reasoner.detector, ResponseTemplateReasoningDetector) and bool(
        reasoner.detector.answer_started)


def parse(text):
    """Non-streaming, as OpenAIServingChat does: the reasoning split off first, then
    _process_tool_calls, which answers an exception with the text as content (logged here on
    stderr) and drops an incomplete call."""
    reasoning, reasoner = None, new_reasoner(False)
    if reasoner is not None:
        reasoning, text = reasoner.parse_non_stream(text)
        reasoning = reasoning or (reasoning if REASONING_PARSER == "k2_horizon" else None)
        text = text or ""
        if answer_started(reasoner):
            return text, reasoning, []
    parser = new_parser()
    if not parser.has_tool_call(text):
        return text, reasoning, []
    try:
        content, items = parser.parse_non_stream(text)
    except Exception:
        traceback.print_exc()
        print("(the server answers the text as content)", file=sys.stderr)
        return text, reasoning, []
    return content, reasoning, [(c.name, c.parameters) for c in items]


def by_index(calls):
    """The streamed calls: a list when their indices run 0, 1, 2…, else {{index: call}}."""
    keys = sorted(calls)
    return [calls[k] for k in keys] if keys == list(range(len(keys))) else {{k: calls[k] for k in keys}}


def stream(chunks):
    """Streaming, as _process_tool_call_stream does: the reasoning split off each delta, then
    parse_stream_chunk per delta, with the last one parse_stream_end, then the unsent rest of
    the last call's arguments."""
    parser, reasoner = new_parser(), new_reasoner(True)
    content, reasoning, calls = "", "", {{}}
    for i, chunk in enumerate(chunks):
        last = i == len(chunks) - 1
        if reasoner is not None:
            thought, chunk = reasoner.parse_stream_chunk(chunk)
            if last:
                end_thought, end_text = reasoner.parse_stream_end()
                thought, chunk = (thought or "") + (end_thought or ""), (chunk or "") + (end_text or "")
            reasoning += thought or ""
            chunk = chunk or ""
            if answer_started(reasoner):
                content += chunk
                continue
        text, items = parser.parse_stream_chunk(chunk)
        if last:
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
    return content or None, reasoning or None, by_index(calls)


{main}'''


def snippet(spec: TargetSpec, case: Case) -> str:
    markers = [(m["text"], bool(m["special"])) for m in spec.options.get("markers", [])]
    chunkings = case.chunkings or [[case.text]]
    return TEMPLATE.format(byte_level_tokenizer=BYTE_LEVEL_TOKENIZER,
                           target=case.target, version=f"sglang {case.version}".strip(),
                           prop=case.property, checks=", ".join(case.checks), markers=markers,
                           response_template=spec.options.get("response_template"),
                           prefix=spec.options.get("prompt", PROMPT), text=case.text,
                           reasoning=spec.options.get("reasoning_parser"),
                           force=spec.options.get("force_reasoning"),
                           tools=case.tools, chunkings=chunkings, parser=spec.options["parser"],
                           main=growth_block(case) or hang_main(case) or MAIN)
