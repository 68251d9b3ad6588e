"""What the kani adapter stands in for, and why none of it changes how kani parses.

Stubbed: the module `kani.engines.huggingface` (its `HuggingEngine` and
`ChatTemplatePromptPipeline`, and its submodule `chat_template_pipeline`).  kani's Qwen3, Qwen3.5 and gpt-oss parser modules import
`ChatTemplatePromptPipeline` from it at module level, only to build *prompts*
(`build_prompt_pipeline`); the real module imports torch and transformers at import time and
raises `MissingModelDependencies` without them.  No parser calls anything from it: the parser
classes (`kani.model_specific.*`), their base `BaseParser` (`parse_tool_calls`,
`parse_reasoning`, `parse_completion`, `predict`, `stream`) and kani's models are the real,
installed code.  The stub module is registered in `sys.modules` before the parser modules are
imported and holds two placeholder classes that raise if anything ever instantiates them.

Not stubbed but replaced, as kani's design intends: the wrapped engine.  A kani parser is a
`WrapperEngine` around a model engine; `TextEngine` below is that engine for one known reply.
It does what kani's `HuggingEngine` does with the model's output (kani/engines/huggingface/
base.py): `predict` returns `Completion(ChatMessage.assistant(text.strip()))` (the decoded
tokens with special tokens kept, stripped); `stream` yields each decoded piece (skipping empty
ones) and then `Completion(ChatMessage.assistant("".join(pieces).strip()))`.  The model's EOS
is not part of the text toolfuzz renders, as HuggingEngine cuts it off too.
"""

from __future__ import annotations

import sys
import types
from typing import Any, AsyncIterator


class _PromptOnly:
    """Placeholder for a prompt-building class of the HuggingFace engine: never used to parse."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise RuntimeError(f"{type(self).__name__} is stubbed by toolfuzz: prompts are not built")


def install_huggingface_stub() -> None:
    """Register the stub `kani.engines.huggingface` (see the module docstring)."""
    name = "kani.engines.huggingface"
    if name in sys.modules:
        return
    import kani.engines

    stub = types.ModuleType(name, "toolfuzz stub: prompt building only, torch-free")
    stub.HuggingEngine = type("HuggingEngine", (_PromptOnly,), {})  # type: ignore[attr-defined]
    stub.ChatTemplatePromptPipeline = type("ChatTemplatePromptPipeline",  # type: ignore[attr-defined]
                                           (_PromptOnly,), {})
    # gpt_oss imports the class from the submodule: the same placeholder there.
    sub = types.ModuleType(f"{name}.chat_template_pipeline", "toolfuzz stub (see kani_stubs)")
    sub.ChatTemplatePromptPipeline = stub.ChatTemplatePromptPipeline  # type: ignore[attr-defined]
    stub.chat_template_pipeline = sub  # type: ignore[attr-defined]
    sys.modules[name] = stub
    sys.modules[sub.__name__] = sub
    kani.engines.huggingface = stub  # type: ignore[attr-defined]


def text_engine(pieces: list[str]) -> Any:
    """A kani engine whose model 'generates' exactly `pieces` (see the module docstring).
    `engine.current` is the index of the piece last handed out, so the adapter can tell which
    input chunk each streamed output belongs to."""
    from kani.engines.base import BaseEngine, Completion
    from kani.models import ChatMessage

    class TextEngine(BaseEngine):
        max_context_size = 1 << 20

        def __init__(self) -> None:
            self.current = 0

        def prompt_len(self, messages: Any, functions: Any = None, **kwargs: Any) -> int:
            return 0

        async def predict(self, messages: Any, functions: Any = None, **hyperparams: Any) -> Any:
            self.current = len(pieces) - 1
            return Completion(ChatMessage.assistant("".join(pieces).strip()))

        async def stream(self, messages: Any, functions: Any = None,
                         **hyperparams: Any) -> AsyncIterator[Any]:
            for i, piece in enumerate(pieces):
                self.current = i
                if piece:
                    yield piece
            self.current = len(pieces) - 1
            yield Completion(ChatMessage.assistant("".join(pieces).strip()))

    return TextEngine()
