"""vLLM's response-template parsers (`hf`, `beam`), as its chat server runs them.

`--tool-call-parser hf` (ResponseTemplateToolParser) and `--tool-call-parser beam`
(BeamToolParser) are stubs: `ParserManager.get_parser` composes them into the unified
`ResponseTemplateParser` / `BeamParser` (vllm/parser/response_template.py, beam.py), which parse
the output with the declarative `response_template` the checkpoint's tokenizer configuration
carries.  So the tokenizer here is the classic adapter's byte-level one, with option
`response_template` (the dict the format module declares) written into its
`tokenizer_config.json`, where a checkpoint keeps it; vLLM reads it from the loaded tokenizer
(`resolve_response_template`) and validates it at `get_parser`, as at server start.  Option
`reasoning_parser` pairs the same name as `--reasoning-parser` (the thinking field is content
without it).  Everything else is the classic adapter: `adjust_request` (which sets
`skip_special_tokens=False` and, for beam, derives its structural-tag grammar), then
`parse(...)` or the server's stream processor, whose last step passes `finished=True` to
`parse_delta`.  The prompt ends with the template's start anchor, so the parser's prefix opens
the assistant message as it does in the server.
"""

from __future__ import annotations

import json
from typing import Any

from targets.adapters import vllm_classic
from targets.adapters.bytelevel import build_tokenizer_dir


class Adapter(vllm_classic.Adapter):
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        super().__init__(target_id, options)
        prompt = options.get("prompt")
        if prompt is not None:
            self.prompt_ids = self.tokenizer.encode(prompt, add_special_tokens=False)

    def _load_tokenizer(self, options: dict[str, Any]) -> Any:
        from vllm.tokenizers import get_tokenizer

        folder = build_tokenizer_dir(self.markers, extra_special=options.get("extra_special", []))
        config_file = folder / "tokenizer_config.json"
        config = json.loads(config_file.read_text())
        config["response_template"] = options["response_template"]
        config_file.write_text(json.dumps(config))
        return get_tokenizer(str(folder))

    def info(self) -> dict[str, Any]:
        return {**super().info(), "response_template": "tokenizer_config.json"}
