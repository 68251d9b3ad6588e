"""Targets from outside toolfuzz (docs/ADAPTERS.md): plugin modules, declarations, entry points.

Read once when targets.registry is imported, so every toolfuzz process (pytest and its
workers, `make fuzz` and its harness, replay, report, export) knows the same targets:

    TOOLFUZZ_PLUGINS="mypkg.toolfuzz_targets other.mod"   modules imported (they register)
    TOOLFUZZ_TARGETS="mypkg.parser:MyAdapter format=hermes python=/path/to/python [id=ID]
                      [env=NAME] [library=NAME] [properties=roundtrip,plaintext,...]; ..."
    entry points of the group `toolfuzz.targets`: objects called once (they register)

Entry points are read from this interpreter and from every environment in .envs/: a
package installed only in its own environment (`make install ENVS=mine WITH=path`) is found
by reading its metadata files, and its registration runs in a subprocess of that
environment (`python -m targets.plugins --describe`), which answers the TargetSpecs and
Known entries as JSON.  The process that tests never imports the target's package.
"""

from __future__ import annotations

import configparser
import json
import os
import re
import subprocess
import sys
from dataclasses import asdict
from importlib import import_module
from pathlib import Path
from typing import Any

GROUP = "toolfuzz.targets"
#: Set in a --describe subprocess: load this interpreter's entry points only.
_DESCRIBING = "TOOLFUZZ_DESCRIBING"
#: What this interpreter's entry points registered (read by --describe).
_DESCRIBED: dict[str, list[Any]] = {"targets": [], "known": []}
PROPERTY_NAMES = ("roundtrip", "split", "protocol", "plaintext", "nocrash", "malformed", "time")


class PluginError(RuntimeError):
    """An out-of-tree target could not be registered; the message names the fix."""


def words(value: str) -> list[str]:
    return [w for w in re.split(r"[,\s]+", value) if w]


def load() -> None:
    """Register every out-of-tree target this process is told about (module docstring)."""
    if os.environ.get(_DESCRIBING):
        from targets import expectations

        before = len(expectations.KNOWN)
        _DESCRIBED["targets"] = load_entry_points()
        _DESCRIBED["known"] = list(expectations.KNOWN[before:])
        return
    for module in words(os.environ.get("TOOLFUZZ_PLUGINS", "")):
        import_plugin(module)
    for declaration in split_declarations(os.environ.get("TOOLFUZZ_TARGETS", "")):
        declare(declaration)
    load_entry_points()
    for env in plugin_environments():
        register_described(env, describe(env))


def import_plugin(module: str) -> None:
    """Import a module that registers targets (the same as `make fuzz --plugin MOD`)."""
    try:
        import_module(module)
    except ImportError as exc:
        raise PluginError(f"toolfuzz plugin {module!r} cannot be imported here ({exc}). Fix: "
                          f"make it importable by the toolfuzz process (its registration must "
                          f"not import the parser), or register it through the "
                          f"{GROUP!r} entry point of the package's own environment.") from exc


def split_declarations(value: str) -> list[str]:
    return [d.strip() for d in re.split(r"[;\n]", value) if d.strip()]


def parse_declaration(text: str) -> dict[str, Any]:
    """`module:Object key=value ...` as TargetSpec fields.  Keys: format (required), python or
    env (one required), id (default `<top-level module>:<format>`), library (default the
    top-level module), properties (comma-separated; default all)."""
    adapter, *pairs = text.split()
    if ":" not in adapter:
        raise PluginError(f"target declaration {text!r}: the adapter must be `module:Object`")
    fields = dict(p.split("=", 1) for p in pairs if "=" in p)
    unknown = set(fields) - {"format", "python", "env", "id", "library", "properties"}
    bad = [p for p in pairs if "=" not in p]
    if unknown or bad or "format" not in fields or ("python" in fields) == ("env" in fields):
        raise PluginError(f"target declaration {text!r}: expected `module:Object format=FMT "
                          f"python=PATH` (or env=NAME instead of python), optionally id=, "
                          f"library=, properties=")
    from strategies.formats import all_formats

    if fields["format"] not in all_formats():
        raise PluginError(f"target declaration {text!r}: unknown format {fields['format']!r}; "
                          f"known: {', '.join(sorted(all_formats()))}")
    library = fields.get("library", adapter.split(":")[0].split(".")[0])
    env = fields.get("env") or str(Path(fields["python"]).expanduser().absolute())
    spec: dict[str, Any] = {"id": fields.get("id", f"{library}:{fields['format']}"), "env": env,
                            "adapter": adapter, "format": fields["format"], "library": library}
    if "properties" in fields:
        props = tuple(words(fields["properties"]))
        if set(props) - set(PROPERTY_NAMES):
            raise PluginError(f"target declaration {text!r}: unknown properties "
                              f"{sorted(set(props) - set(PROPERTY_NAMES))}")
        spec["properties"] = props
    return spec


def declare(text: str) -> str:
    """Register one declaration; returns the target id."""
    from targets.registry import TargetSpec, register

    return register(TargetSpec(**parse_declaration(text))).id


def load_entry_points() -> list[str]:
    """Call every `toolfuzz.targets` entry point of this interpreter; the ids they added."""
    from importlib.metadata import entry_points

    from targets import registry

    before = set(registry.known())
    for point in entry_points(group=GROUP):
        try:
            obj = point.load()
        except Exception as exc:
            raise PluginError(f"entry point {point.name} = {point.value} ({GROUP}) failed to "
                              f"load: {exc!r}") from exc
        if callable(obj):
            obj()
    return sorted(set(registry.known()) - before)


# --- entry points of other environments ----------------------------------------------------

def plugin_environments() -> list[str]:
    """Installed environments (other than this interpreter's) holding a package that declares
    a `toolfuzz.targets` entry point, found from metadata files alone."""
    from targets import registry

    found = []
    here = Path(sys.prefix).resolve()
    for env_dir in sorted(p for p in registry.ENVS.glob("*") if p.is_dir()):
        if env_dir.resolve() == here or not (env_dir / ".toolfuzz-stamp").exists():
            continue
        for meta in env_dir.glob("lib/python*/site-packages/*.dist-info/entry_points.txt"):
            points = configparser.ConfigParser(delimiters=("=",), interpolation=None)
            points.optionxform = str  # type: ignore[assignment]
            try:
                points.read(meta, encoding="utf-8")
            except configparser.Error:
                continue
            if points.has_section(GROUP):
                found.append(env_dir.name)
                break
    return found


def describe(env: str) -> dict[str, Any]:
    """Run the entry points of an environment in that environment; what they registered."""
    from targets import registry

    python = registry.env_python(env)
    child_env = {k: v for k, v in os.environ.items()
                 if k not in ("TOOLFUZZ_PLUGINS", "TOOLFUZZ_TARGETS", "TOOLFUZZ_USE")}
    child_env.update(PYTHONPATH=str(registry.ROOT), **{_DESCRIBING: "1"})
    out = subprocess.run([str(python), "-m", "targets.plugins", "--describe"],
                         capture_output=True, text=True, env=child_env, cwd=str(registry.ROOT),
                         timeout=120)
    if out.returncode != 0:
        raise PluginError(f"the {GROUP!r} entry points of environment {env!r} failed:\n"
                          f"{out.stderr[-4000:]}\nFix: repair the package's registration, or "
                          f"remove the environment ({registry.ENVS / env}).")
    return json.loads(out.stdout)


def register_described(env: str, described: dict[str, Any]) -> None:
    """Register what a --describe subprocess answered (TargetSpecs and Known entries)."""
    from strategies.formats import Trait
    from targets.registry import DeclaredError, TargetSpec, register

    for spec in described["targets"]:
        spec = {**spec, "traits": tuple(Trait(**t) for t in spec["traits"]),
                "errors": tuple(DeclaredError(**e) for e in spec["errors"]),
                "properties": tuple(spec["properties"])}
        register(TargetSpec(**spec))
    if described["known"]:
        from targets import expectations

        for k in described["known"]:
            expectations.register(expectations.Known(
                k["target"], k["property"], frozenset(k["checks"]), k["reason"],
                tuple(k["cases"])))


def describe_main() -> None:
    """`python -m targets.plugins --describe`: this interpreter's entry-point targets and the
    Known entries they added, as JSON on stdout (importing the registry loaded them; what
    the plugins print goes to stderr)."""
    out, sys.stdout = sys.stdout, sys.stderr
    from targets import registry

    targets = []
    for target_id in _DESCRIBED["targets"]:
        spec = registry.get(target_id)
        targets.append({**asdict(spec), "traits": [asdict(t) for t in spec.traits],
                        "errors": [asdict(e) for e in spec.errors]})
    known = [{**asdict(k), "checks": sorted(k.checks)} for k in _DESCRIBED["known"]]
    json.dump({"targets": targets, "known": known}, out)


if __name__ == "__main__":
    if sys.argv[1:2] in (["-h"], ["--help"]):  # started by the suite; --help says what it is
        print(__doc__)
        sys.exit(0)
    if sys.argv[1:] != ["--describe"]:
        sys.exit("usage: python -m targets.plugins --describe")
    os.environ.setdefault(_DESCRIBING, "1")
    from targets.plugins import describe_main as main

    main()
