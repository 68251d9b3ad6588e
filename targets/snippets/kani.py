"""Reproduction template for kani's model-specific parsers: the parser wrapped around an
engine that returns the reply, as kani's HuggingEngine returns decoded output (stripped),
whole (`predict`, as `Kani.chat_round` awaits it) and streamed (`stream`)."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec
from targets.snippets.growth import growth_block

MAIN = '''\
print("whole:   ", show(parse(TEXT).message))
for pieces in CHUNKS:
    text, final = stream(pieces)
    print(f"streamed {len(pieces)} deltas: shown={text!r}", show(final.message) if final else "")
'''

TEMPLATE = '''\
# toolfuzz finding: {target} (kani {version}) violates {prop}: {checks}
# Run with kani installed.  The HuggingFace engine module needs torch only to build prompts,
# which no parser does here: it is replaced by a placeholder before the parser is imported.
import asyncio
import sys
import types

import kani.engines

hf = types.ModuleType("kani.engines.huggingface")
hf.HuggingEngine = hf.ChatTemplatePromptPipeline = type("PromptOnly", (), {{}})
hf.chat_template_pipeline = types.ModuleType("kani.engines.huggingface.chat_template_pipeline")
hf.chat_template_pipeline.ChatTemplatePromptPipeline = hf.ChatTemplatePromptPipeline
sys.modules[hf.__name__] = hf
sys.modules[hf.chat_template_pipeline.__name__] = hf.chat_template_pipeline
kani.engines.huggingface = hf

from kani.engines.base import BaseEngine, Completion  # noqa: E402
from kani.models import ChatMessage  # noqa: E402
from {module} import {cls}  # noqa: E402

TEXT = {text!r}
CHUNKS = {chunks!r}


class ReplyEngine(BaseEngine):
    """The model engine for one known reply: what HuggingEngine does with decoded output."""
    max_context_size = 1 << 20

    def __init__(self, pieces):
        self.pieces = pieces

    def prompt_len(self, messages, functions=None, **kwargs):
        return 0

    async def predict(self, messages, functions=None, **hyperparams):
        return Completion(ChatMessage.assistant("".join(self.pieces).strip()))

    async def stream(self, messages, functions=None, **hyperparams):
        for piece in self.pieces:
            if piece:
                yield piece
        yield Completion(ChatMessage.assistant("".join(self.pieces).strip()))


def show(message):
    calls = [(c.function.name, c.function.arguments) for c in message.tool_calls or ()]
    return f"text={{message.text!r}} calls={{calls}}"


def parse(text):
    return asyncio.run({cls}(ReplyEngine([text])).predict([ChatMessage.user("hello")], None))


async def streamed(pieces):
    shown, final = [], None
    async for elem in {cls}(ReplyEngine(pieces)).stream([ChatMessage.user("hello")], None):
        if isinstance(elem, str):
            shown.append(elem)
        else:
            final = elem
    return "".join(shown), final


def stream(pieces):
    return asyncio.run(streamed(pieces))


{main}'''


def snippet(spec: TargetSpec, case: Case) -> str:
    module, _, cls = spec.options["parser_class"].partition(":")
    return TEMPLATE.format(target=case.target, version=case.version, prop=case.property,
                           checks=", ".join(case.checks), module=module, cls=cls,
                           text=case.text, chunks=case.chunkings,
                           main=growth_block(case) or MAIN)
