"""Reproduction template for mistral-common's tool-call decoding, through its own server's
detokenize route (`mistral_common serve`'s app), as targets/adapters/mistral_common_app.py
drives it."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec
from targets.snippets.growth import growth_block

MAIN = '''\
response = parse(TEXT)
print(response.status_code, json.dumps(response.json(), ensure_ascii=False))
'''

TEMPLATE = '''\
# toolfuzz finding: {target} (mistral-common {version}) violates {prop}: {checks}
# Run with mistral-common installed with its server extra (mistral-common[server]).
import json, tempfile
from pathlib import Path
import mistral_common
from fastapi.testclient import TestClient
from mistral_common.experimental.app.main import create_app
from mistral_common.tokens.tokenizers.mistral import MistralTokenizer
from mistral_common.tokens.tokenizers.tekken import Tekkenizer

TEXT = {text!r}
CUT = {cut!r}  # max_tokens cut the reply: no end-of-turn token follows it
FILE, VERSION = {file!r}, {read_as!r}  # a tokenizer file mistral-common ships, read at VERSION
MARKERS = {markers!r}  # what the model emits as control tokens

path = Path(mistral_common.__file__).parent / "data" / FILE
if VERSION:  # a Tekken file read at another version, with the control tokens it adds
    data = json.loads(path.read_text())
    data["config"]["version"] = VERSION
    if int(VERSION[1:]) > 7:
        extra = ["[ARGS]", "[CALL_ID]"] + (["[THINK]", "[/THINK]"] if int(VERSION[1:]) >= 13 else [])
        base = [dict(t) for t in Tekkenizer.DEPRECATED_SPECIAL_TOKENS]
        data["special_tokens"] = base + [{{"rank": len(base) + i, "token_str": t, "is_control": True}}
                                         for i, t in enumerate(extra)]
    path = Path(tempfile.mkdtemp()) / "tekken.json"
    path.write_text(json.dumps(data))
mistral = MistralTokenizer.from_file(str(path))
raw = mistral.instruct_tokenizer.tokenizer

client = TestClient(create_app(mistral))


def parse(text):
    """The ids the model emits (the markers as their control tokens, the rest as text, then
    EOS unless CUT), detokenized by the server's route."""
    ids, pending, i = [], "", 0
    while i < len(text):
        marker = next((m for m in sorted(MARKERS, key=len, reverse=True) if text.startswith(m, i)), None)
        if marker is None:
            pending, i = pending + text[i], i + 1
            continue
        ids += raw.encode(pending, bos=False, eos=False) if pending else []
        ids.append(raw.get_special_token(marker))
        pending, i = "", i + len(marker)
    ids += raw.encode(pending, bos=False, eos=False) if pending else []
    ids += [] if CUT else [raw.eos_id]
    return client.post("/v1/detokenize/", json=ids)


{main}'''


def snippet(spec: TargetSpec, case: Case) -> str:
    options = spec.options
    return TEMPLATE.format(target=case.target, version=case.version, prop=case.property,
                           checks=", ".join(case.checks), text=case.text,
                           cut=case.property == "truncated",
                           file=options["tokenizer"], read_as=options["version"],
                           markers=[m["text"] for m in options["markers"]],
                           main=growth_block(case) or MAIN)
