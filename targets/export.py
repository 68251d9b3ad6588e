"""Export a target's corpus cases as one JSON file a parser author can vendor.

    python -m targets.export vllm:hermes > toolfuzz-vllm-hermes.json
    python -m targets.export --list          # the target ids

The file is self-describing (see docs/EXPORT.md for a pytest that replays it).  Each case says
what the input is, how it was streamed, what a correct parser returns, and whether the target
was known to fail it when exported.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from targets import corpus, expectations, registry


def export(target_id: str) -> dict[str, Any]:
    spec = registry.get(target_id)
    cases = []
    for path, case in corpus.all_cases():
        if case.target != target_id:
            continue
        entry = expectations.entry_for_case(path.name)
        cases.append({
            "id": path.stem, "property": case.property, "text": case.text, "tools": case.tools,
            "chunkings": case.chunkings or [[case.text]],
            "expected": case.expected if case.property != "plaintext" else {"content": case.text, "calls": []},
            "failed_checks": case.checks, "expectation": case.expectation,
            "known_failure": entry.reason if entry else None,
        })
    return {"format": "toolfuzz-cases/1", "target": target_id, "format_name": spec.format,
            "library": spec.library, "parser": spec.options.get("parser"),
            "markers": spec.options.get("markers", []), "cases": cases}


def main(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m targets.export",
                                     description=__doc__.split("\n\n")[0],
                                     epilog="The file's fields: docs/EXPORT.md.")
    parser.add_argument("target", nargs="?", help="the target id, such as vllm:hermes")
    parser.add_argument("--list", action="store_true", help="print the target ids and exit")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(registry.known()))
        return 0
    if not args.target:
        parser.error("name a target, such as `python -m targets.export vllm:hermes` "
                     "(`--list` prints them)")
    try:
        data = export(args.target)
    except registry.UnknownTarget as exc:
        print(f"toolfuzz: {exc}", file=sys.stderr)
        return 2
    json.dump(data, sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
