"""The mistral-common and transformers targets: what each names, and the adapters' own glue
(the parts that never import the library: mapping the library's answer to a Message)."""

import pytest

from targets import registry
from targets.adapters.mistral_common_app import _message
from targets.canonical import Call, Message

MISTRAL_COMMON = {"mistral_common:v3": ("mistral_v7", "tekken_240911.json", "v3"),
                  "mistral_common:v7": ("mistral_v7",
                                        "mistral_instruct_tokenizer_241114.model.v7", None),
                  "mistral_common:v11": ("mistral", "tekken_240911.json", "v11"),
                  "mistral_common:v13": ("mistral_v13", "tekken_240911.json", "v13")}
TRANSFORMERS = {"transformers:qwen3": ("hf_qwen3", "qwen3"),
                "transformers:qwen3_5": ("qwen3_coder", "qwen3_5"),
                "transformers:gemma4": ("gemma4", "gemma4")}


@pytest.mark.parametrize("target", sorted(MISTRAL_COMMON))
def test_mistral_common_targets_read_a_shipped_tokenizer_at_their_version(target):
    spec = registry.get(target)
    fmt, file, version = MISTRAL_COMMON[target]
    assert (spec.env, spec.format, spec.library) == ("mistral_common", fmt, "mistral-common")
    assert (spec.options["tokenizer"], spec.options["version"]) == (file, version)
    assert not spec.streams  # the app refuses to stream
    assert spec.declares({"type": "x", "mro": ["targets.adapters.mistral_common_app.Rejected"]})
    assert not spec.declares({"type": "builtins.RecursionError",
                              "mro": ["builtins.RecursionError", "builtins.RuntimeError"]})


@pytest.mark.parametrize("target", sorted(TRANSFORMERS))
def test_transformers_targets_pick_a_built_in_template_by_model_type(target):
    spec = registry.get(target)
    fmt, model_type = TRANSFORMERS[target]
    assert (spec.env, spec.format, spec.options["model_type"]) == ("transformers", fmt, model_type)
    assert spec.streams and set(spec.properties) == {"roundtrip", "split", "protocol",
                                                      "plaintext", "nocrash", "malformed", "time",
                                                      "truncated"}
    assert spec.options["eos"] in spec.options["special"]


def test_route_answer_with_string_content_is_the_content():
    data = {"content": "Hi.", "tool_calls": [
        {"id": "null", "function": {"name": "f", "arguments": '{"a": 1}'}}]}
    assert _message(data) == Message(content="Hi.", calls=(Call("f", '{"a": 1}', "null"),))


def test_route_answer_with_chunks_splits_thinking_from_text():
    data = {"content": [{"type": "thinking", "thinking": "plan", "closed": True},
                        {"type": "text", "text": "done"}], "tool_calls": None}
    assert _message(data) == Message(content="done", reasoning="plan")


def test_an_empty_think_chunk_is_no_reasoning():
    data = {"content": [{"type": "thinking", "thinking": "", "closed": True}]}
    assert _message(data) == Message(content=None, reasoning=None)
