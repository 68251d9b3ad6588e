"""Out-of-tree targets (targets/plugins.py, docs/ADAPTERS.md) and environments built from
another version of a library (targets/envs/install.py WITH=, USE=)."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path

import pytest

from targets import client, plugins, registry, report
from targets.canonical import Tool

EXAMPLE = registry.ROOT / "examples" / "tinyparser"


def _installer():
    spec = importlib.util.spec_from_file_location("toolfuzz_install",
                                                  registry.ROOT / "targets/envs/install.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def scratch_registry(monkeypatch):
    """Targets registered by a test disappear with it."""
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))


def test_a_declaration_names_adapter_format_and_interpreter():
    spec = plugins.parse_declaration(f"mypkg.parser:MyAdapter format=hermes python={sys.executable}")
    assert spec == {"id": "mypkg:hermes", "env": sys.executable,
                    "adapter": "mypkg.parser:MyAdapter", "format": "hermes", "library": "mypkg"}
    spec = plugins.parse_declaration("m:A format=hermes env=mine id=x:y properties=plaintext,time")
    assert (spec["id"], spec["env"], spec["properties"]) == ("x:y", "mine", ("plaintext", "time"))


@pytest.mark.parametrize("text", ["m:A python=/p", "m:A format=nope python=/p", "m format=hermes env=e",
                                  "m:A format=hermes", "m:A format=hermes env=e colour=red"])
def test_a_bad_declaration_says_what_is_expected(text):
    with pytest.raises(plugins.PluginError, match="target declaration"):
        plugins.parse_declaration(text)


def test_an_interpreter_path_is_an_environment():
    assert registry.env_python(sys.executable) == Path(sys.executable)
    with pytest.raises(registry.EnvironmentMissing, match="python= at an existing interpreter"):
        registry.env_python("/nonexistent/bin/python")


def test_use_runs_a_builtin_target_in_another_environment(monkeypatch, scratch_registry):
    monkeypatch.setenv("TOOLFUZZ_USE", "selectools@1.2.0 vllm=myvllm")
    assert registry.used_environments() == {"selectools": "selectools@1.2.0", "vllm": "myvllm"}
    spec = registry.register(registry.TargetSpec("t:x", "selectools", "m:A", "hermes", "t"))
    assert spec.env == "selectools@1.2.0"
    assert registry.get("t:x").env == "selectools@1.2.0"


def test_with_names_a_separate_environment_and_replaces_the_pin():
    install = _installer()
    assert install.variant_name("selectools", ["selectools==1.2.0"]) == "selectools@1.2.0"
    assert install.variant_name("vllm", [str(EXAMPLE)]) == "vllm@local"
    assert install.project_name(str(EXAMPLE)) == "tinyparser"
    lock = install.without(install.HERE / "selectools.txt", {"selectools"})
    assert "\nselectools==" not in lock and "\npydantic==" in lock


def test_the_report_names_the_version_tested():
    spec = registry.get("selectools:marker")
    recorded = [{"kind": "property", "target": spec.id, "time": 1.0, "env": "selectools",
                 "library": "selectools", "version": "1.3.0"},
                {"kind": "property", "target": spec.id, "time": 2.0, "env": "selectools@1.2.0",
                 "library": "selectools", "version": "1.2.0"}]
    assert report._tested(spec, recorded) == " (selectools 1.2.0, env selectools@1.2.0)"
    assert report._tested(spec, recorded[:1]) == " (selectools 1.3.0)"


def _install_example(envs: Path) -> None:
    """The example installed as `pip install -e examples/tinyparser` installs it (its
    metadata, entry points included, and a path entry to its sources), written directly: an
    offline pip would need the `wheel` package to build it.  The venv is bare: the worker
    needs only the standard library."""
    import subprocess
    import venv

    env = envs / "tinyparser"
    venv.EnvBuilder(with_pip=False).create(env)
    site = Path(subprocess.run([str(env / "bin" / "python"), "-c",
                                "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               check=True, capture_output=True, text=True).stdout.strip())
    project = tomllib.loads((EXAMPLE / "pyproject.toml").read_text())["project"]
    meta = site / f"tinyparser-{project['version']}.dist-info"
    meta.mkdir()
    (meta / "METADATA").write_text(f"Metadata-Version: 2.1\nName: tinyparser\n"
                                   f"Version: {project['version']}\n")
    points = project["entry-points"][plugins.GROUP]
    (meta / "entry_points.txt").write_text(
        f"[{plugins.GROUP}]\n" + "".join(f"{k} = {v}\n" for k, v in points.items()))
    (site / "tinyparser.pth").write_text(str(EXAMPLE / "src") + "\n")
    (env / ".toolfuzz-stamp").write_text("test\n")


def test_the_example_registers_through_its_entry_point_and_runs_in_its_environment(
        tmp_path, monkeypatch, scratch_registry):
    """Found from its environment's metadata, registered by a subprocess of that environment,
    run by the worker there: the test process never imports tinyparser.  Its deliberate defect
    shows: a stream ending in `<` loses it."""
    _install_example(tmp_path)
    monkeypatch.setattr(registry, "ENVS", tmp_path)
    assert plugins.plugin_environments() == ["tinyparser"]
    plugins.register_described("tinyparser", plugins.describe("tinyparser"))
    spec = registry.get("tinyparser:hermes")
    assert (spec.env, spec.format, spec.adapter) == (
        "tinyparser", "hermes", "tinyparser.toolfuzz_adapter:Adapter")
    worker = client.Worker(spec)
    try:
        worker.start()
        assert worker.info == {"library": "tinyparser", "version": "0.1.0"}
        text = 'Hi <tool_call>\n{"name": "f", "arguments": {"a": 1}}\n</tool_call>'
        parsed = worker.parse(text, [Tool("f")]).result
        assert (parsed.content, [(c.name, c.value()) for c in parsed.calls]) == (
            "Hi ", [("f", {"a": 1})])
        assert worker.parse("a <", []).result.content == "a <"
        streamed = worker.stream([["a <"]], []).result[0]
        assert "".join(d.content or "" for d in streamed) == "a "
    finally:
        worker.close()
        client._PROCESSES.pop(("tinyparser", ()), None)
    assert "tinyparser" not in sys.modules


def test_pytest_takes_an_adapter_from_the_command_line(pytester):
    pytester.makeconftest("")
    result = pytester.runpytest_subprocess(
        "--rootdir", str(registry.ROOT), str(registry.ROOT / "targets" / "test_plaintext.py"),
        "--collect-only", "-q", "-p", "no:cacheprovider", "--adapter", "tests.fakes:Echo",
        "--format", "hermes", "--env", registry.SELF_ENV, "--target", "tests:hermes")
    result.stdout.fnmatch_lines(["*test_plaintext.py::test_plaintext[[]tests:hermes[]]*"])
