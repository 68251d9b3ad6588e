"""An in-memory tokenizer for formats whose real tokenizer cannot be downloaded here.

A byte-level BPE over the 256 byte symbols with no merges spells any text, one token per
byte; the format's markers are added tokens (special where the real model has them special),
so they are single tokens exactly as in the real model.  Runs inside target environments.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any


def build_tokenizer_dir(markers: list[dict[str, Any]], extra_special: list[str] = ()) -> Path:
    """Save a byte-level tokenizer with the given markers to a fresh folder and return it.

    `markers` are {"text": str, "special": bool}.  The folder is what a model repository's
    tokenizer files would be, so libraries load it through their own loading code.
    """
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers
    from tokenizers import AddedToken
    from transformers import PreTrainedTokenizerFast

    alphabet = pre_tokenizers.ByteLevel.alphabet()
    vocab = {symbol: i for i, symbol in enumerate(sorted(alphabet))}
    tok = Tokenizer(models.BPE(vocab=vocab, merges=[]))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    tok.decoder = decoders.ByteLevel()
    eos = "<|endoftext|>"
    specials = [eos, *extra_special]
    tok.add_special_tokens([AddedToken(s, special=True, normalized=False) for s in specials])
    for m in markers:
        added = AddedToken(m["text"], special=bool(m["special"]), normalized=False)
        if m["special"]:
            tok.add_special_tokens([added])
        else:
            tok.add_tokens([added])
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, eos_token=eos, pad_token=eos)
    folder = Path(tempfile.mkdtemp(prefix="toolfuzz-tokenizer-"))
    fast.save_pretrained(folder)
    # A config naming a model type keeps loaders that read it first (vLLM's) from complaining.
    (folder / "config.json").write_text('{"model_type": "llama", "architectures": ["LlamaForCausalLM"]}')
    return folder
