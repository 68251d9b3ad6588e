"""Exported cases carry everything a parser author needs, and nothing of toolfuzz's."""

import json

from targets.export import export


def test_export_of_a_target_with_known_failures():
    data = export("vllm:hermes")
    assert data["format"] == "toolfuzz-cases/1" and data["parser"] == "hermes"
    assert data["cases"], "vllm:hermes has corpus cases"
    for case in data["cases"]:
        assert {"text", "tools", "chunkings", "expected", "property", "known_failure"} <= set(case)
        assert all("".join(chunks) == case["text"] for chunks in case["chunkings"])
    json.dumps(data)  # plain data
