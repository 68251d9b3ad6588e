"""A "Reproduce with:" snippet runs on its own, with the library and without toolfuzz."""

import os
import subprocess
from pathlib import Path

import pytest

from targets import registry
from targets.corpus import load
from targets.snippets import snippet


def run_snippet(case_path: Path, env: str, tmp_path: Path,
                extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Write the case's snippet to a file and run it with `env`'s Python, away from toolfuzz:
    only its first comment may name us, and it must exit 0."""
    code = snippet(load(case_path))
    assert "toolfuzz" not in code.split("\n", 2)[2]  # only the comment names us
    script = tmp_path / "repro.py"
    script.write_text(code)
    out = subprocess.run([str(registry.env_python(env)), str(script)], cwd=tmp_path,
                         capture_output=True, text=True, timeout=300,
                         env={**os.environ, **(extra_env or {})})
    assert out.returncode == 0, out.stderr[-2000:]
    return out

CASE = Path(__file__).resolve().parent.parent / "corpus" / "hermes" / \
    "n_vllm-hermes_plaintext_f136565c123d8cc9.json"


@pytest.mark.skipif(not registry.installed(registry.get("vllm:hermes")),
                    reason="the vllm environment is not installed (make install)")
def test_vllm_snippet_reproduces_the_finding_without_toolfuzz(tmp_path):
    out = run_snippet(CASE, "vllm", tmp_path)
    assert "whole:   content='<'" in out.stdout          # parsed whole: the text is kept
    assert "streamed 1 deltas: content=None" in out.stdout  # streamed: the text is lost


SGLANG_CASE = Path(__file__).resolve().parent.parent / "corpus" / "deepseek_v31" / \
    "n_sglang-deepseekv31_malformed_5488f6bcd05d610d.json"


@pytest.mark.skipif(not registry.installed(registry.get("sglang:deepseekv31")),
                    reason="the sglang environment is not installed (make install)")
def test_sglang_snippet_reproduces_the_finding_without_toolfuzz(tmp_path):
    out = run_snippet(SGLANG_CASE, "sglang", tmp_path)
    assert "whole:   content='' calls=[]" in out.stdout  # whole: the cut call is dropped
    # streamed (the case keeps the one chunking that shows it) the arguments take the `<`
    assert "streamed 2 deltas: content=None calls=[('A', '{}<')]" in out.stdout


ATP_CASE = Path(__file__).resolve().parent.parent / "corpus" / "hermes" / \
    "n_agent_tool_parser_py-hermes_roundtrip_5361827da005f373.json"


@pytest.mark.skipif(not registry.installed(registry.get("agent_tool_parser_py:hermes")),
                    reason="the agent_tool_parser environment is not installed (make install)")
def test_agent_tool_parser_snippet_reproduces_the_finding_without_toolfuzz(tmp_path):
    out = run_snippet(ATP_CASE, "agent_tool_parser", tmp_path)
    assert "path: python" in out.stdout       # the path the target runs, not the default
    # two calls to `A` written; one comes back, lowercased: `<CALL` in an argument cut the
    # second call's tag
    assert out.stdout.count("call:") == 1 and "call: 'a' {}" in out.stdout


TRANSFORMERS_CASE = Path(__file__).resolve().parent.parent / "corpus" / "hf_qwen3" / \
    "n_transformers-qwen3_split_16b076678da21636.json"


@pytest.mark.skipif(not registry.installed(registry.get("transformers:qwen3")),
                    reason="the transformers environment is not installed (make install)")
def test_transformers_snippet_reproduces_the_finding_without_toolfuzz(tmp_path):
    out = run_snippet(TRANSFORMERS_CASE, "transformers", tmp_path, {"HF_HUB_OFFLINE": "1"})
    # whole, the empty think block gives no reasoning and the content `true`; streamed, the
    # whitespace around them is kept
    assert "whole:   content='true' reasoning=None calls=[('A', '{}')]" in out.stdout
    assert "streamed 1 deltas: content='\\n\\ntrue' reasoning='\\n\\n'" in out.stdout


MISTRAL_COMMON_CASE = Path(__file__).resolve().parent.parent / "corpus" / "mistral" / \
    "n_mistral_common-v11_malformed_7f8f19ccc3a64a82.json"


@pytest.mark.skipif(not registry.installed(registry.get("mistral_common:v11")),
                    reason="the mistral_common environment is not installed (make install)")
def test_mistral_common_snippet_reproduces_the_finding_without_toolfuzz(tmp_path):
    out = run_snippet(MISTRAL_COMMON_CASE, "mistral_common", tmp_path)
    # the route accepts the call and answers arguments that are not JSON
    assert out.stdout.startswith("200 ")
    assert '"arguments": "{\\"a\\": Infinity}"' in out.stdout


HISTORY_CASES = Path(__file__).resolve().parent.parent / "corpus" / "histories"


@pytest.mark.skipif(not registry.installed(registry.get("openhands:view")),
                    reason="the openhands environment is not installed (make install)")
def test_openhands_snippet_reproduces_the_finding_without_toolfuzz(tmp_path):
    # crash recovery: the synthetic error is sent, the real result that came later is not
    # (one snippet: each run imports the SDK, ~15 s)
    out = run_snippet(HISTORY_CASES / "n_openhands-view_lossless_f12a64a8544cb698.json",
                      "openhands", tmp_path)
    assert "AgentErrorEvent ev2 000000001" in out.stdout
    assert "ObservationEvent ev3 000000001 action_id=ev1" in out.stdout
    assert "sent: tool 000000001  'Tool call interrupted before completion." in out.stdout
    assert out.stdout.count("sent: tool") == 1


@pytest.mark.skipif(not registry.installed(registry.get("litellm:gemini@gemini-2.5-flash")),
                    reason="the litellm environment is not installed (make install)")
def test_litellm_gemini_snippet_reproduces_the_finding_without_toolfuzz(tmp_path):
    out = run_snippet(HISTORY_CASES / "n_litellm-gemini@gemini-2.5-flash_repaired_dce51596df3d39ed.json",
                      "litellm", tmp_path)
    # two equal parallel calls in, one functionCall part and two functionResponse parts out
    sent = [line for line in out.stdout.splitlines() if line.startswith("out:")]
    assert sent[1].count('"function_call"') == 1 and sent[2].count('"function_response"') == 2


KANI_ROUNDTRIP = Path(__file__).resolve().parent.parent / "corpus" / "qwen3_coder" / \
    "n_kani-qwen3_5_roundtrip_5fd731e7be7f4153.json"
KANI_SPLIT = Path(__file__).resolve().parent.parent / "corpus" / "hf_qwen3" / \
    "n_kani-qwen3_split_87b7173fbbc64245.json"


@pytest.mark.skipif(not registry.installed(registry.get("kani:qwen3_5")),
                    reason="the kani environment is not installed (make install)")
def test_kani_snippets_reproduce_the_findings_without_toolfuzz(tmp_path):
    # whole: an empty string value, written on its own line, comes back as the newline
    out = run_snippet(KANI_ROUNDTRIP, "kani", tmp_path)
    assert """whole:    text='' calls=[('A', '{"city": "\\\\n"}')]""" in out.stdout
    # streamed: the newline before the call is shown as content, which the whole reply strips
    out = run_snippet(KANI_SPLIT, "kani", tmp_path)
    assert "whole:    text='A'" in out.stdout
    assert "streamed 1 deltas: shown='A\\n'" in out.stdout
