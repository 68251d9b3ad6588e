"""Reproduction template for transformers' response parsing, run through the functions
`transformers serve` runs (parse_assistant_message whole, DirectStreamer streamed)."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec
from targets.snippets.growth import growth_block
from targets.snippets.printing import hang_main, message_main
from targets.snippets.tokenizer import BYTE_LEVEL_TOKENIZER

MAIN = message_main()

TEMPLATE = '''\
# toolfuzz finding: {target} (transformers {version}) violates {prop}: {checks}
# Run with transformers installed (no torch, no model download needed).  The model is only
# asked for its model_type, which selects the built-in response template.
import tempfile
from pathlib import Path
from types import SimpleNamespace
from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers
from transformers import AutoTokenizer, PreTrainedTokenizerFast
from transformers.cli.serving.utils import (DirectStreamer, ReasoningText, ToolCall,
                                            build_response_parser, parse_assistant_message)

# added tokens of the model's tokenizer: (text, special); the prompt's special tokens first
MARKERS = {markers!r}
TEXT = {text!r}
TOOLS = {tools!r}
CHUNKINGS = {chunkings!r}
PROMPT = {prompt!r}  # the chat template's generation prompt
EOS = {eos!r}  # the end-of-turn token generation stops on
CUT = {cut!r}  # max_tokens cut the reply: no end-of-turn token follows it

{byte_level_tokenizer}tokenizer = AutoTokenizer.from_pretrained(str(folder))
model = SimpleNamespace(config=SimpleNamespace(model_type={model_type!r}))
encode = lambda text: tokenizer.encode(text, add_special_tokens=False)
prompt_ids, eos_id = encode(PROMPT), tokenizer.convert_tokens_to_ids(EOS)


class Ids(list):  # token ids as generate hands them to the streamer
    def tolist(self):
        return list(self)


class Loop:  # the streamer's event loop, handing items over at once
    @staticmethod
    def call_soon_threadsafe(callback, *args):
        callback(*args)


def parse(text):
    """parse_assistant_message on the generated ids: (content, reasoning, calls)."""
    generated = encode(text) + ([] if CUT else [eos_id])
    content, reasoning, calls = parse_assistant_message(
        tokenizer, model, generated, prompt_ids,
        cleaned_content=tokenizer.decode(generated, skip_special_tokens=True),
        tools=TOOLS or None)
    return content, reasoning, [(c.name, c.arguments) for c in calls or ()]


def stream(chunks):
    """DirectStreamer fed the chunks' ids, then EOS unless CUT: (content, reasoning, calls) it
    queued."""
    items = []
    queue = SimpleNamespace(put_nowait=items.append)
    streamer = DirectStreamer(tokenizer._tokenizer, Loop(), queue,
                              build_response_parser(tokenizer, model, prompt_ids,
                                                    tools=TOOLS or None))
    streamer.put(Ids(prompt_ids))  # generate's first put is the prompt, which is skipped
    for i, chunk in enumerate(chunks):
        streamer.put(Ids(encode(chunk) + ([eos_id] if i == len(chunks) - 1 and not CUT else [])))
    streamer.end()
    text = "".join(str(x) for x in items
                   if x is not None and not isinstance(x, (ToolCall, ReasoningText)))
    thought = "".join(str(x) for x in items if isinstance(x, ReasoningText))
    return (text or None, thought or None,
            [(x.name, x.arguments) for x in items if isinstance(x, ToolCall)])


{main}'''


def snippet(spec: TargetSpec, case: Case) -> str:
    options = spec.options
    markers = ([(s, True) for s in options["special"]]
               + [(m["text"], bool(m["special"])) for m in options.get("markers", [])])
    return TEMPLATE.format(byte_level_tokenizer=BYTE_LEVEL_TOKENIZER,
                           target=case.target, version=case.version, prop=case.property,
                           checks=", ".join(case.checks), markers=markers, text=case.text,
                           tools=[{"type": "function", "function": t} for t in case.tools],
                           chunkings=case.chunkings or [[case.text]],
                           prompt=options["prompt"], eos=options["eos"],
                           cut=case.property == "truncated",
                           model_type=options["model_type"], main=growth_block(case) or hang_main(case) or MAIN)
