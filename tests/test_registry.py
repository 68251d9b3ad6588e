"""Target ids, and errors that name the fix."""

import pytest

from targets import registry


def test_vllm_hermes_names_its_environment_adapter_and_format():
    spec = registry.get("vllm:hermes")
    assert (spec.env, spec.format, spec.library) == ("vllm", "hermes", "vllm")
    assert spec.options["parser"] == "hermes"
    assert {"text": "<tool_call>", "special": False} in spec.options["markers"]


def test_unknown_id_lists_the_known_ones():
    with pytest.raises(registry.UnknownTarget, match="known targets: .*vllm:hermes"):
        registry.get("vllm:nope")


def test_missing_environment_names_make_install(tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "ENVS", tmp_path)
    with pytest.raises(registry.EnvironmentMissing, match="make install"):
        registry.env_python("vllm")


def test_pytest_rejects_an_unknown_target(pytester):
    pytester.makeconftest("")
    result = pytester.runpytest_subprocess("--rootdir", str(registry.ROOT),
                                           str(registry.ROOT / "targets" / "test_nocrash.py"),
                                           "--target", "nope:nope", "-p", "no:cacheprovider")
    result.stderr.fnmatch_lines(["*unknown target 'nope:nope'; known targets: *vllm:hermes*"])
