"""Reproduction template for the harmony SDKs (openai-harmony, oss-harmony): the completion's
token ids read whole by `parse_messages_from_completion_tokens` (strict, its default) and
streamed through `StreamableParser`, as targets/adapters/harmony_sdk.py drives them, printing
the messages each returns and whether a message to `functions.*` carries JSON arguments."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec

TEMPLATE = '''\
# toolfuzz finding: {target} ({library} {version}) violates {prop}: {checks}
# Run with {library} installed.  openai-harmony downloads o200k_base.tiktoken on first use;
# offline, set TIKTOKEN_ENCODINGS_BASE to a folder holding that file.
import json
import re

from openai_harmony import (HarmonyEncodingName, Role, StreamableParser,
                            load_harmony_encoding)

TEXT = {text!r}
CHUNKINGS = {chunkings!r}

encoding = load_harmony_encoding(HarmonyEncodingName.HARMONY_GPT_OSS)


def ids(text):
    """The model's token ids: each `<|...|>` marker the one special token it is, the text
    between markers encoded in pieces of at most 512 characters."""
    out = []
    for i, part in enumerate(re.split(r"(<\\|[^<>|]{{1,64}}\\|>)", text)):
        for piece in [part] if i % 2 else [part[s:s + 512] for s in range(0, len(part), 512)]:
            out += encoding.encode(piece, allowed_special="all")
    return out


def show(messages):
    for m in messages:
        body = "".join(getattr(part, "text", "") for part in m.content)
        line = "  to=%r channel=%r text=%r" % (m.recipient, m.channel, body)
        if (m.recipient or "").startswith("functions."):
            try:
                ok = isinstance(json.loads(body), dict)
            except ValueError:
                ok = False
            line += "  <- a call: arguments %s" % ("a JSON object" if ok else "NOT a JSON object")
        print(line)


print("expected: every message to functions.NAME carries a JSON object as its arguments")
print("whole:")
show(encoding.parse_messages_from_completion_tokens(ids(TEXT), Role.ASSISTANT))
for chunks in CHUNKINGS:
    parser = StreamableParser(encoding, Role.ASSISTANT)
    for chunk in chunks:
        for token in ids(chunk):
            parser.process(token)
    parser.process_eos()
    print("streamed %d chunks:" % len(chunks))
    show(parser.messages)
'''


def snippet(spec: TargetSpec, case: Case) -> str:
    return TEMPLATE.format(target=case.target, library=spec.options["library"],
                           version=case.version, prop=case.property,
                           checks=", ".join(case.checks), text=case.text,
                           chunkings=case.chunkings)
