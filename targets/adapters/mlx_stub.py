"""A stub `mlx` package, so that mlx-lm's server module imports on Linux.

Stubbed: Apple's array framework `mlx` (`mlx.core`, `mlx.nn`, `mlx.utils`, `mlx.optimizers`),
which has no Linux build and which mlx-lm requires only on macOS.  `mlx_lm.server` and
`mlx_lm.generate` touch it at import time (type annotations such as `mx.Stream | ...`,
`mx.new_stream(...)` defaults, `nn.Module` base classes of the model code); every such name
resolves to `_Anything`, an inert object that accepts any call, attribute, index or operator.

Why the parsing code path is unchanged: what the adapter runs, the server's tool-call
collection loop (`APIHandler.handle_completion`), its `TextStateMachine`
(`mlx_lm.generate.make_text_state_machine`), `ToolCallFormatter`, the tokenizer wrapper
(`mlx_lm.tokenizer_utils.load`) and the tool parsers (`mlx_lm.tool_parsers.*`), is pure Python
over strings and never calls mlx: the tool parsers import only json, ast, shlex and regex.
The model and token generation, the only code that computes with mlx, is replaced by the
adapter's generator of the rendered text.  Were any parsing code to reach the stub, the
`_Anything` it got back would not be a str or dict and the result would fail loudly.
"""

from __future__ import annotations

import importlib.machinery
import sys
import types
from typing import Any

MODULES = ("mlx", "mlx.core", "mlx.core.fast", "mlx.nn", "mlx.nn.layers", "mlx.utils",
           "mlx.optimizers")


class _Anything:
    """Any mlx object, at import time only."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def __call__(self, *args: Any, **kwargs: Any) -> "_Anything":
        return _Anything()

    def __getattr__(self, name: str) -> "_Anything":
        if name.startswith("__"):
            raise AttributeError(name)
        return _Anything()

    def __getitem__(self, key: Any) -> "_Anything":
        return _Anything()

    def __mro_entries__(self, bases: tuple[Any, ...]) -> tuple[type, ...]:
        return (object,)

    def _any(self, *args: Any) -> "_Anything":
        return _Anything()

    __or__ = __ror__ = __and__ = __add__ = __radd__ = __sub__ = __rsub__ = _any
    __mul__ = __rmul__ = __truediv__ = __rtruediv__ = __neg__ = __pow__ = __matmul__ = _any
    __lt__ = __gt__ = __le__ = __ge__ = _any

    def __iter__(self) -> Any:
        return iter(())

    def __bool__(self) -> bool:
        return True

    def __int__(self) -> int:
        return 0

    def __index__(self) -> int:
        return 0

    def __float__(self) -> float:
        return 0.0


class _Module(types.ModuleType):
    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return _Anything()


def install() -> None:
    """Register the stub modules (once), before anything imports mlx_lm."""
    if isinstance(sys.modules.get("mlx"), _Module):
        return
    for name in MODULES:
        module = _Module(name, "toolfuzz stub of Apple's mlx (see targets/adapters/mlx_stub.py)")
        module.__path__ = []  # type: ignore[attr-defined]
        module.__spec__ = importlib.machinery.ModuleSpec(name, None, is_package=True)
        sys.modules[name] = module
    for name in MODULES:
        parent, _, child = name.rpartition(".")
        if parent:
            setattr(sys.modules[parent], child, sys.modules[name])
