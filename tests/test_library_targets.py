"""The kani, mlx-lm and agent-tool-parser targets: how they are declared, and the mlx stub.

No target library is imported here: the registry is read, and the stub `mlx` is exercised in a
subprocess so that this process's modules stay untouched.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from strategies.formats import all_formats
from targets import registry


def _ids(prefix: str) -> list[str]:
    return [t for t in registry.known() if t.split(":")[0] == prefix]


def test_kani_parsers_each_have_a_format_and_a_class() -> None:
    """Every kani parser named in a format module has a class path, and each class once."""
    ids = _ids("kani")
    assert sorted(t.split(":")[1] for t in ids) == sorted(registry.KANI_PARSERS)
    for target in ids:
        spec = registry.get(target)
        assert spec.env == "kani"
        assert spec.options["parser_class"].startswith("kani.model_specific.")


def test_agent_tool_parser_pair_differs_only_in_its_path() -> None:
    """The Rust and pure-Python targets of one format are the same target but for the path
    switch, so a differential between them compares the two implementations and nothing else."""
    native, python = _ids("agent_tool_parser"), _ids("agent_tool_parser_py")
    assert native and [t.split(":")[1] for t in native] == [t.split(":")[1] for t in python]
    for a, b in zip(native, python):
        one, other = registry.get(a), registry.get(b)
        assert (one.format, one.env, one.adapter, one.properties) == \
               (other.format, other.env, other.adapter, other.properties)
        assert one.env_vars["AGENT_TOOL_PARSER_NO_EXT"] == "0"
        assert other.env_vars["AGENT_TOOL_PARSER_NO_EXT"] == "1"
        assert (one.options["path"], other.options["path"]) == ("native", "python")
        assert not one.streams and not other.streams


def test_mlx_lm_targets_name_a_parser_module_and_their_markers() -> None:
    ids = _ids("mlx_lm")
    assert "mlx_lm:mistral" in ids and "mlx_lm:mistral@v7" in ids
    for target in ids:
        spec = registry.get(target)
        assert spec.options["markers"] == all_formats()[spec.format].marker_tokens()
        assert spec.streams


def test_mlx_stub_imports_like_mlx_and_computes_nothing() -> None:
    """The stub answers the import-time uses mlx-lm makes of mlx (annotations with `|`,
    base classes, calls as defaults) and gives back nothing that is a str, int or dict."""
    code = textwrap.dedent("""
        from targets.adapters import mlx_stub
        mlx_stub.install()
        import mlx.core as mx
        import mlx.nn as nn
        from mlx.utils import tree_reduce
        annotation = mx.Stream | mx.ThreadLocalStream
        class Layer(nn.Module):
            pass
        value = mx.new_stream(mx.default_device())
        assert not isinstance(value, (str, int, float, dict, list))
        assert Layer.__mro__[1] is object
        mlx_stub.install()
        import sys
        assert sys.modules["mlx"].core is mx
        print("ok")
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=str(registry.ROOT), timeout=60)
    assert done.stdout.strip() == "ok", done.stderr


@pytest.mark.parametrize("name", ["kani", "mlx_lm", "agent_tool_parser"])
def test_environment_files_carry_the_harness(name: str) -> None:
    """Each environment file is a complete set with the fuzz harness' pins in it."""
    env_dir = registry.ROOT / "targets" / "envs"
    pins = set((env_dir / f"{name}.txt").read_text().split())
    harness = {line for line in (env_dir / "base" / "harness.txt").read_text().splitlines()
               if line and not line.startswith("#")}
    assert harness <= pins
