"""Reference renderer: DeepSeek's own DSML encoders (V3.2, V4, V4.1), as vLLM vendors them in
vllm/tokenizers/deepseek_v*_encoding.py (standard-library modules, loaded by path so that vLLM
itself is not imported).  The assistant turn is what `encode_messages` adds to a one-user-message
conversation after its generation prompt, without the EOS the server strips."""

from __future__ import annotations

import importlib.metadata
import importlib.util
from pathlib import Path
from typing import Any

EOS = "<｜end▁of▁sentence｜>"


class Adapter:
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        spec = importlib.util.find_spec("vllm")
        assert spec is not None and spec.submodule_search_locations
        path = Path(list(spec.submodule_search_locations)[0]) / "tokenizers" / f"{options['encoder']}.py"
        module_spec = importlib.util.spec_from_file_location(options["encoder"], path)
        assert module_spec is not None and module_spec.loader is not None
        self.module = importlib.util.module_from_spec(module_spec)
        module_spec.loader.exec_module(self.module)
        self.encoder = options["encoder"]
        self.mode = "thinking" if options.get("thinking") else "chat"

    def info(self) -> dict[str, Any]:
        return {"library": "vllm (vendored DeepSeek encoder)", "encoder": self.encoder,
                "version": importlib.metadata.version("vllm")}

    def render(self, turn: Any) -> str:
        user = [{"role": "user", "content": "hello"}]
        assistant = {"role": "assistant", "content": turn.before or None,
                     # the vendored V4 encoder reads `reasoning` (vLLM's field), the others
                     # `reasoning_content` (DeepSeek's)
                     "reasoning_content": turn.reasoning, "reasoning": turn.reasoning,
                     "tool_calls": [{"type": "function", "id": f"call{i}",
                                     "function": {"name": c.name, "arguments": c.arguments}}
                                    for i, c in enumerate(turn.calls)]}
        prompt = self.module.encode_messages(user, thinking_mode=self.mode)
        full = self.module.encode_messages(user + [assistant], thinking_mode=self.mode)
        assert full.startswith(prompt), (prompt, full)
        return full[len(prompt):].removesuffix(EOS)
