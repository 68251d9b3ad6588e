"""Registers tinyparser with toolfuzz (entry point `toolfuzz.targets` in pyproject.toml).

toolfuzz calls `register()` in its own processes, where `targets` is importable.  Nothing here
imports the parser: the adapter is named by its import path and built in toolfuzz's worker, in
the environment tinyparser is installed in."""


def register() -> None:
    from targets.registry import TargetSpec, register

    register(TargetSpec(id="tinyparser:hermes", env="tinyparser",
                        adapter="tinyparser.toolfuzz_adapter:Adapter", format="hermes",
                        library="tinyparser"))
