"""vLLM's `mistral` parser with a real MistralTokenizer, as `--tokenizer-mode mistral` serves it.

The tokenizer is vLLM's own MistralTokenizer loaded (through `get_tokenizer`) from a folder
holding a `tekken.json`: one of the Tekken vocabularies mistral-common ships in its `data/`
folder, with the config's `version` set to the tokenizer version under test (option `version`;
the shipped files say v3, and v3 and v7 Tekken files differ only in features this parser does
not use).  Everything else is the classic adapter: the chat server's request, parser and stream
processor.  What differs is how text becomes token ids: a Mistral tokenizer never turns text
into a control token, but the model emits `[TOOL_CALLS]` as one, so the text is cut at the
format's markers and each marker becomes its control-token id.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from targets.adapters import vllm_classic


def tekken_folder(file: str, version: str) -> Path:
    """A tokenizer folder whose tekken.json is mistral-common's shipped `file` at `version`."""
    import mistral_common

    data = json.loads((Path(mistral_common.__file__).parent / "data" / file).read_text())
    data["config"]["version"] = version
    folder = Path(tempfile.mkdtemp(prefix="toolfuzz-tekken-"))
    (folder / "tekken.json").write_text(json.dumps(data))
    return folder


class Adapter(vllm_classic.Adapter):
    def _load_tokenizer(self, options: dict[str, Any]) -> Any:
        from vllm.tokenizers import get_tokenizer

        tokenizer = get_tokenizer(str(tekken_folder(options["tekken"], options["version"])),
                                  tokenizer_mode="mistral")
        vocab = tokenizer.get_vocab()
        self.marker_ids = {m["text"]: vocab[m["text"]] for m in self.markers}
        return tokenizer

    def info(self) -> dict[str, Any]:
        return {**super().info(), "tokenizer": f"MistralTokenizer v{self.tokenizer.version}"}

    def _ids(self, text: str) -> list[int]:
        ids: list[int] = []
        pending = ""
        i = 0
        ordered = sorted(self.marker_ids, key=len, reverse=True)
        while i < len(text):
            marker = next((m for m in ordered if text.startswith(m, i)), None)
            if marker is None:
                pending += text[i]
                i += 1
                continue
            if pending:
                ids += self.tokenizer.encode(pending, add_special_tokens=False)
                pending = ""
            ids.append(self.marker_ids[marker])
            i += len(marker)
        if pending:
            ids += self.tokenizer.encode(pending, add_special_tokens=False)
        return ids
