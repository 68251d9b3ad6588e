"""Target ids and what they name: an environment, an adapter and the format it parses.

`vllm:hermes` is vLLM's `hermes` tool parser, run in the `vllm` environment by the classic
vLLM adapter, tested with the hermes renderer.  Ids are `library:parser`.
"""

from __future__ import annotations

import os
import re
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
                                   "malformed", "time", "truncated")
    #: What the target takes: "calls" (model text into tool calls: parse and stream),
    #: "document" (a partial-JSON parser: `loads` of JSON texts and their prefixes, judged by
    #: targets/test_partial_json.py) or "history" (a chat-history sanitizer or validator: the
    #: worker's `history` request, judged by targets/test_histories.py).  Each property test
    #: module runs one kind.
    kind: str = "calls"

    @property
    def streams(self) -> bool:
        """Whether the target has a streaming path: one that judges neither split nor protocol
        parses only whole texts (its stream requests are answered with no chunking at all)."""
        return bool({"split", "protocol"} & set(self.properties))

    @property
    def modes(self) -> tuple[str, ...]:
        """The ways the target is asked: whole, and streamed when it has a streaming path; a
        partial-JSON target is asked `loads`, a history target `history`."""
        if self.kind == "document":
            return ("loads",)
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
                                 f"Fix: {install_command(env)}")
    return python


def install_command(env: str) -> str:
    """The command that builds `env`: `make install ENVS=env` for a pinned environment, and
    for another version of one (`selectools@1.2.0`, what WITH= names it) the WITH= build that
    gives that name (targets/envs/install.py `variant_name`)."""
    base, at, version = env.partition("@")
    pinned = (ROOT / "targets" / "envs" / f"{base}.txt").exists()
    if not at:
        return (f"run `make install ENVS={env}`" if pinned else
                f"run `make install ENVS={env} WITH=path/to/package` (an environment for a "
                f"library toolfuzz does not pin: docs/ADAPTERS.md)")
    libraries = sorted({s.library for s in _REGISTRY.values() if s.env.partition("@")[0] == base})
    if version == "local":
        return (f"run `make install ENVS={base} WITH=/path/to/your/checkout` (a checkout of "
                f"{' or '.join(libraries) or base})")
    if len(libraries) == 1 and re.fullmatch(r"[0-9A-Za-z.+!-]+", version):
        return f"run `make install ENVS={base} WITH={libraries[0]}=={version}`"
    return (f"run `make install ENVS={base} WITH='<the requirement it was built from>' "
            f"INTO={env}`")


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
                      properties=("roundtrip", "plaintext", "nocrash", "malformed", "time",
                                  "truncated"))


#: mistral-common tokenizer version -> (a tokenizer file it ships in `data/`, the version a
#: Tekken file is read at).  v2, v3 and v7 are the versions its shipped files are; v11 and v13
#: (no shipped file) read the shipped Tekken vocabulary at that version, with the control
#: tokens the version adds (targets/adapters/ref_mistral.py).
MISTRAL_COMMON_TOKENIZERS = {
    "v3": ("tekken_240911.json", "v3"),
    "v7": ("mistral_instruct_tokenizer_241114.model.v7", None),
    "v11": ("tekken_240911.json", "v11"),
    "v13": ("tekken_240911.json", "v13"),
}


def _mistral_common(version: str, fmt: str) -> TargetSpec:
    """mistral-common's tool-call decoding at one tokenizer version, through its server's
    detokenize route (targets/adapters/mistral_common_app.py)."""
    from strategies.formats import get as get_format

    file, read_as = MISTRAL_COMMON_TOKENIZERS[version]
    return TargetSpec(
        id=f"mistral_common:{version}", env="mistral_common",
        adapter="targets.adapters.mistral_common_app:Adapter", format=fmt,
        library="mistral-common",
        options={"tokenizer": file, "version": read_as,
                 "markers": get_format(fmt).marker_tokens()},
        errors=(DeclaredError(
            "targets.adapters.mistral_common_app.Rejected",
            "The detokenize route (routers.detokenize_to_assistant_message) answers 400 with "
            "the decoder's message for tokens that are no valid message: a call payload that "
            "is not a JSON list of {name, arguments} objects (InvalidToolCallError), a call "
            "with no or two `[ARGS]`, nested `[THINK]` (ValueError)."),),
        # The app refuses to stream ("Streaming is not supported."): whole replies only.
        properties=("roundtrip", "plaintext", "nocrash", "malformed", "time",
                                  "truncated"))


#: transformers' built-in response templates (transformers/cli/serving/utils.py,
#: `_RESPONSE_TEMPLATE_FALLBACKS`) by the name of their target: the model_type that selects
#: it, the chat template's generation prompt (ending in the template's start anchor, with
#: Qwen 3.5's default no-thinking prefill), the end-of-turn token generation stops on, and the
#: special tokens of the prompt and turn ends.
TRANSFORMERS_TEMPLATES = {
    "qwen3": {"model_type": "qwen3", "eos": "<|im_end|>",
              "prompt": "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n",
              "special": ["<|im_start|>", "<|im_end|>"]},
    "qwen3_5": {"model_type": "qwen3_5", "eos": "<|im_end|>",
                "prompt": "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n"
                          "<think>\n\n</think>\n\n",
                "special": ["<|im_start|>", "<|im_end|>"]},
    "gemma4": {"model_type": "gemma4", "eos": "<|tool_response>",
               "prompt": "<|turn>user\nHi<turn|>\n<|turn>model\n",
               "special": ["<|turn>", "<turn|>", "<|tool_response>", "<tool_response|>",
                           "<|channel>", "<channel|>"]},
}


def _transformers(name: str, fmt: str) -> TargetSpec:
    """transformers' response parsing with one of its built-in templates, as `transformers
    serve` runs it (targets/adapters/transformers_response.py)."""
    from strategies.formats import get as get_format

    return TargetSpec(id=f"transformers:{name}", env="transformers",
                      adapter="targets.adapters.transformers_response:Adapter", format=fmt,
                      library="transformers",
                      options={**TRANSFORMERS_TEMPLATES[name],
                               "markers": get_format(fmt).marker_tokens()},
                      env_vars={"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
                                "TRANSFORMERS_VERBOSITY": "error"})



HARMONY_TRAITS = (
    Trait("chunk-tokens", "fact",
          "A streamed chunk reaches StreamableParser as that chunk's own tokens (the harmony "
          "encoding of the chunk alone, special tokens allowed), the whole parse gets the whole "
          "text's tokens: the two id sequences differ only in how ordinary text between markers "
          "is cut into tokens (every marker is one special token, never cut), as a model may "
          "spell the same text with other tokens; for the same reason ordinary text runs "
          "longer than 512 characters are encoded in 512-character pieces (the encoder is "
          "quadratic in one piece's length, and it stands in for the model, which emits ids).  "
          "Nothing is normalised: the answers must agree."),
    Trait("arguments-as-written", "fact",
          "The SDKs return messages and promise nothing about a message's text being JSON: a "
          "message to `functions.NAME` read as a call with its text as the arguments is the "
          "adapter's reading (malformed does not apply).  A reply cut inside such a message "
          "(truncated) owes every completed call exactly; the unfinished one's text is not "
          "judged as JSON."),
)

#: The harmony SDKs: parser name -> the distribution (and environment) holding it.  Both
#: install the module `openai_harmony`, so each has an environment of its own.
HARMONY_SDKS = {"openai": "openai-harmony", "oss": "oss-harmony"}


def _harmony(parser: str, fmt: str) -> TargetSpec:
    """A harmony SDK reading a gpt-oss completion whole and with StreamableParser.  Plaintext
    does not apply: the SDK's input is a harmony completion, which always opens with a message
    header (a reply without a call is `<|channel|>final<|message|>…`); text with no header is
    not one, and the SDK rejects it with HarmonyError by design.  Malformed does not apply
    either: the SDKs return messages (a recipient, a channel, a content type and text) and
    promise nothing about a message's text being a call's JSON arguments; reading a message
    to `functions.NAME` as a call with those arguments is the adapter's own reading
    (targets/adapters/harmony_sdk.py), so judging its JSON would judge the adapter.  A
    rendered call must still come back whole (roundtrip, split)."""
    library = HARMONY_SDKS[parser]
    return TargetSpec(id=f"harmony:{parser}", env=library,
                      adapter="targets.adapters.harmony_sdk:Adapter", format=fmt,
                      library=library, traits=HARMONY_TRAITS, options={"library": library},
                      errors=(DeclaredError(
                          "openai_harmony.HarmonyError",
                          "parse_messages_from_completion_tokens and StreamableParser.process "
                          "raise HarmonyError (a RuntimeError) on token ids that are not a "
                          "harmony completion: a header that never completes, text where a "
                          "`<|start|>` must come.  It is the SDK's documented rejection."),),
                      properties=("roundtrip", "split", "protocol", "nocrash", "time",
                                  "truncated"))

#: kani's parser names (in Format.parsers) -> the class in kani.model_specific.
KANI_PARSERS = {
    "qwen3": "kani.model_specific.qwen3:Qwen3Parser",
    "qwen3_5": "kani.model_specific.qwen3_5:Qwen3_5Parser",
    "mistral": "kani.model_specific.mistral:MistralToolCallParser",
    "deepseek_r1": "kani.model_specific.deepseek:DeepSeekR1Parser",
    "gpt_oss": "kani.model_specific.gpt_oss:GPTOSSParser",
    "llama3": "kani.model_specific.llama3:Llama3XToolCallParser",
}


def _kani(parser: str, fmt: str) -> TargetSpec:
    """A kani parser class over a text engine (targets/adapters/kani_parser.py)."""
    return TargetSpec(id=f"kani:{parser}", env="kani", adapter="targets.adapters.kani_parser:Adapter",
                      format=fmt, library="kani",
                      options={"parser": parser, "parser_class": KANI_PARSERS[parser]})


AGENT_TOOL_PARSER_TRAITS = (
    Trait("content-is-reply", "normalise",
          "agent-tool-parser's try_parse_tool_calls returns only the calls (ToolCall name, "
          "args, raw_source); the agent keeps the whole reply, call text included, as the "
          "assistant message's content. A reply with calls is judged by its calls alone; a "
          "reply without one must come back as exactly its text (plaintext)."),
)


def _agent_tool_parser(path: str, fmt: str) -> TargetSpec:
    """agent-tool-parser on one of its two paths: `native` (the Rust extension, the default
    import) or `python` (AGENT_TOOL_PARSER_NO_EXT=1).  The pair is a differential."""
    library = "agent_tool_parser" if path == "native" else "agent_tool_parser_py"
    return TargetSpec(id=f"{library}:{fmt}", env="agent_tool_parser",
                      adapter="targets.adapters.agent_tool_parser:Adapter", format=fmt,
                      library="agent-tool-parser", traits=AGENT_TOOL_PARSER_TRAITS,
                      options={"parser": path, "path": path},
                      env_vars={"AGENT_TOOL_PARSER_NO_EXT": "1" if path == "python" else "0"},
                      # One function on the whole reply: it has no streaming API.
                      properties=("roundtrip", "plaintext", "nocrash", "malformed", "time",
                                  "truncated"))


def _mlx_lm(parser: str, fmt: str) -> TargetSpec:
    """An mlx-lm tool parser module, driven by mlx-lm's server loop (mlx_lm_server.py)."""
    from strategies.formats import get as get_format

    return TargetSpec(id=f"mlx_lm:{parser}", env="mlx_lm",
                      adapter="targets.adapters.mlx_lm_server:Adapter", format=fmt,
                      library="mlx-lm", options={"parser": parser, "format": fmt,
                                                 "markers": get_format(fmt).marker_tokens()},
                      env_vars={"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"})


def _partial_json() -> None:
    """The partial-JSON parsers streaming tool parsers lean on (targets/partial_targets.py)."""
    from targets.partial_targets import TARGETS

    for spec in TARGETS:
        register(spec)


#: library name in Format.parsers -> how to build its targets
BUILDERS = {"vllm": _vllm, "sglang": _sglang, "selectools": _selectools,
            "mistral_common": _mistral_common, "transformers": _transformers,
            "harmony": _harmony, "kani": _kani,
            "agent_tool_parser": lambda _p, fmt: _agent_tool_parser("native", fmt),
            "agent_tool_parser_py": lambda _p, fmt: _agent_tool_parser("python", fmt),
            "mlx_lm": _mlx_lm}


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
_partial_json()
_histories()
# Out-of-tree targets: plugin modules, declarations and entry points (targets/plugins.py).
from targets import plugins as _plugins  # noqa: E402  (it registers through this module)

_plugins.load()
