"""Target ids and what they name: an environment, an adapter and the format it parses.

`vllm:hermes` is vLLM's `hermes` tool parser, run in the `vllm` environment by the classic
vLLM adapter, tested with the hermes renderer.  Ids are `library:parser`.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from strategies.formats import Trait

ROOT = Path(__file__).resolve().parent.parent
ENVS = Path(os.environ.get("TOOLFUZZ_ENVS", ROOT / ".envs"))
#: The environment name that means "the interpreter running the suite" (used by tests' fakes).
SELF_ENV = "self"


class UnknownTarget(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


class EnvironmentMissing(RuntimeError):
    pass


@dataclass(frozen=True)
class DeclaredError:
    """An exception type a target documents as its way of rejecting input.  Raising it (or a
    subclass) on text that is not a valid rendering is an answer, not a crash: the nocrash
    property and the fuzzer forgive it.  Every other property still counts it as a failure,
    because a valid rendering must parse."""

    type: str  # qualified name, `module.QualName`, as the worker reports it
    reason: str

    def matches(self, error: dict[str, Any] | None) -> bool:
        if not error:
            return False
        return self.type in error.get("mro", [error.get("type")])


@dataclass(frozen=True, repr=False)
class TargetSpec:
    id: str
    env: str
    adapter: str
    format: str
    library: str
    options: dict[str, Any] = field(default_factory=dict, hash=False)
    env_vars: dict[str, str] = field(default_factory=dict, hash=False)
    #: Declared facts about this implementation that oracles respect (see targets/traits.py).
    traits: tuple[Trait, ...] = ()
    #: Exception types the target raises by design on input it rejects (see DeclaredError).
    errors: tuple[DeclaredError, ...] = ()
    #: The properties that apply to this target (others show as n/a in the report).
    properties: tuple[str, ...] = ("roundtrip", "split", "protocol", "plaintext", "nocrash",
                                   "malformed", "time")
    #: What the target takes: "calls" (model text into tool calls: parse and stream) or
    #: "history" (a chat-history sanitizer or validator: the worker's `history` request,
    #: judged by targets/test_histories.py).  Each property test module runs one kind.
    kind: str = "calls"

    @property
    def streams(self) -> bool:
        """Whether the target has a streaming path: one that judges neither split nor protocol
        parses only whole texts (its stream requests are answered with no chunking at all)."""
        return bool({"split", "protocol"} & set(self.properties))

    @property
    def modes(self) -> tuple[str, ...]:
        """The ways the target is asked: whole, and streamed when it has a streaming path; a
        history target is asked `history`."""
        if self.kind == "history":
            return ("history",)
        return ("parse", "stream") if self.streams else ("parse",)

    def declares(self, error: dict[str, Any] | None) -> bool:
        """Whether an exception the worker reported is one of the target's declared errors."""
        return any(d.matches(error) for d in self.errors)

    def __repr__(self) -> str:
        return f"TargetSpec({self.id!r})"


_REGISTRY: dict[str, TargetSpec] = {}


def used_environments() -> dict[str, str]:
    """TOOLFUZZ_USE (`make ... USE=selectools@1.2.0`): environments that stand in for a
    built-in one, such as one built from another version of its library (`make install
    ENVS=selectools WITH=selectools==1.2.0`).  `base@anything` replaces `base`; `base=name`
    replaces `base` with any name."""
    used = {}
    for word in os.environ.get("TOOLFUZZ_USE", "").replace(",", " ").split():
        base, sep, name = word.partition("=")
        used[base if sep else word.partition("@")[0]] = name if sep else word
    return used


def register(spec: TargetSpec) -> TargetSpec:
    """Add a target (an out-of-tree one too: docs/ADAPTERS.md), in the environment TOOLFUZZ_USE
    puts in place of its own, if any."""
    from dataclasses import replace

    env = used_environments().get(spec.env)
    if env:
        spec = replace(spec, env=env)
    _REGISTRY[spec.id] = spec
    return spec


def known() -> list[str]:
    return sorted(_REGISTRY)


def get(target_id: str) -> TargetSpec:
    try:
        return _REGISTRY[target_id]
    except KeyError:
        raise UnknownTarget(f"unknown target {target_id!r}; known targets: {', '.join(known())}") from None


def env_python(env: str) -> Path:
    """The interpreter of an installed environment, or an error that names the fix.  An
    environment named by a path (containing `/`) is that interpreter, such as a target
    declared with `python=/path/to/python` (targets/plugins.py)."""
    if env == SELF_ENV:
        return Path(sys.executable)
    if "/" in env:
        if not Path(env).is_file():
            raise EnvironmentMissing(f"interpreter {env} does not exist. Fix: point the "
                                     f"target's python= at an existing interpreter.")
        return Path(env)
    python = ENVS / env / "bin" / "python"
    if not (ENVS / env / ".toolfuzz-stamp").exists() or not python.exists():
        raise EnvironmentMissing(f"environment {env!r} is not installed at {ENVS / env}. "
                                 f"Fix: run `make install` (or `make install ENVS={env}`).")
    return python


def installed(spec: TargetSpec) -> bool:
    try:
        env_python(spec.env)
    except EnvironmentMissing:
        return False
    return True


VLLM_TRAITS = (
    Trait("blank-content-is-none", "normalise",
          "vLLM's serving layer reports whitespace-only content beside tool calls as null "
          "(DelegatingParser._extract_tool_calls), by design."),
)


def _vllm(parser: str, fmt: str) -> TargetSpec:
    from strategies.formats import get as get_format

    markers = get_format(fmt).marker_tokens()
    return TargetSpec(id=f"vllm:{parser}", env="vllm", adapter="targets.adapters.vllm_classic:Adapter",
                      format=fmt, library="vllm", traits=VLLM_TRAITS,
                      options={"parser": parser, "format": fmt, "markers": markers},
                      env_vars={"VLLM_LOGGING_LEVEL": "ERROR", "VLLM_NO_USAGE_STATS": "1",
                                "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"})


def _sglang(parser: str, fmt: str) -> TargetSpec:
    from strategies.formats import get as get_format

    markers = get_format(fmt).marker_tokens()
    return TargetSpec(id=f"sglang:{parser}", env="sglang",
                      adapter="targets.adapters.sglang_detector:Adapter", format=fmt,
                      library="sglang", options={"parser": parser, "format": fmt, "markers": markers},
                      env_vars={"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"})


SELECTOOLS_TRAITS = (
    Trait("content-is-reply", "normalise",
          "selectools' ToolCallParser returns only the call (ParseResult.tool_call); the Agent "
          "keeps the whole reply, call text included, as the assistant message's content. A "
          "reply with a call is judged by its call alone; a reply without one must come back "
          "as exactly its text (plaintext)."),
)


def _selectools(parser: str, fmt: str) -> TargetSpec:
    """selectools' one parser, once per documented variant of its contract (the format)."""
    return TargetSpec(id=f"selectools:{fmt.removeprefix('selectools_')}", env="selectools",
                      adapter="targets.adapters.selectools_parser:Adapter", format=fmt,
                      library="selectools", traits=SELECTOOLS_TRAITS,
                      options={"parser": parser, "marker": "TOOL_CALL",
                               "max_payload_chars": 8000},
                      # The Agent parses whole replies only (astream accumulates, then parses).
                      properties=("roundtrip", "plaintext", "nocrash", "malformed", "time"))


#: library name in Format.parsers -> how to build its targets
BUILDERS = {"vllm": _vllm, "sglang": _sglang, "selectools": _selectools}


def _overridden(spec: TargetSpec, library: str) -> TargetSpec:
    """Apply the format module's `TARGET_OVERRIDES[library]` (optional): a dict whose `id`,
    `adapter` and `options` replace or extend the defaults, for a parser that needs another
    driver or tokenizer than the library's default adapter (harmony's token ids, a real Mistral
    tokenizer), or several targets of one parser (one per tokenizer version)."""
    from dataclasses import replace
    from importlib import import_module

    module = import_module(f"strategies.formats.{spec.format}")
    extra = getattr(module, "TARGET_OVERRIDES", {}).get(library)
    if not extra:
        return spec
    return replace(spec, id=extra.get("id", spec.id), adapter=extra.get("adapter", spec.adapter),
                   options={**spec.options, **extra.get("options", {})})


def _register_declared() -> None:
    """A target for every parser a format module says speaks it (Format.parsers)."""
    from strategies.formats import all_formats

    for fmt in all_formats().values():
        for library, names in fmt.parsers.items():
            for parser in names:
                if library in BUILDERS:
                    register(_overridden(BUILDERS[library](parser, fmt.name), library))


def _histories() -> None:
    """The chat-history sanitizers and validators (targets/history_targets.py)."""
    from targets.history_targets import TARGETS

    for spec in TARGETS:
        register(spec)


_register_declared()
_histories()
# Out-of-tree targets: plugin modules, declarations and entry points (targets/plugins.py).
from targets import plugins as _plugins  # noqa: E402  (it registers through this module)

_plugins.load()
