"""Canonical types: what every target's result is translated into, and what the oracles compare.

They import nothing but the standard library, because the same module runs in the test process
and inside every target environment (vLLM, SGLang, …), where it is the shape of the wire
protocol.  Arguments travel as JSON *text*, exactly as the target produced it, so that nothing
(1 vs 1.0, -0.0 vs 0, key order, big integers) is lost before an oracle looks at it.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class Tool:
    """A function the model may call: a name and a JSON Schema for its arguments."""

    name: str
    description: str = ""
    parameters: dict[str, Any] = field(default_factory=lambda: {"type": "object", "properties": {}})

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Tool":
        return cls(**data)

    def to_openai(self) -> dict[str, Any]:
        """The tool as an OpenAI Chat Completions request carries it."""
        return {"type": "function", "function": {"name": self.name, "description": self.description,
                                                 "parameters": self.parameters}}


@dataclass(frozen=True)
class Call:
    """One function call: a name and the JSON text of its arguments object."""

    name: str
    arguments: str = "{}"
    id: str | None = None

    @classmethod
    def of(cls, name: str, arguments: Any, id: str | None = None) -> "Call":
        """A call whose arguments are a Python JSON value, rendered as compact-free standard JSON."""
        return cls(name=name, arguments=dumps(arguments), id=id)

    def value(self) -> Any:
        """The decoded arguments; raises ValueError when they are not strict JSON."""
        return loads(self.arguments)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Call":
        return cls(**data)


@dataclass(frozen=True)
class Message:
    """A parsed assistant turn: text content, optional reasoning, and the calls in order."""

    content: str | None = None
    calls: tuple[Call, ...] = ()
    reasoning: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"content": self.content, "reasoning": self.reasoning,
                "calls": [c.to_json() for c in self.calls]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Message":
        return cls(content=data.get("content"), reasoning=data.get("reasoning"),
                   calls=tuple(Call.from_json(c) for c in data.get("calls", ())))


@dataclass(frozen=True)
class DeltaCall:
    """A fragment of one streamed call, as in OpenAI's `choices[].delta.tool_calls[]`."""

    index: int
    id: str | None = None
    name: str | None = None
    arguments: str | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Delta:
    """One streamed message delta; `chunk` is the index of the input chunk that produced it."""

    chunk: int
    content: str | None = None
    reasoning: str | None = None
    calls: tuple[DeltaCall, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"chunk": self.chunk, "content": self.content, "reasoning": self.reasoning,
                "calls": [c.to_json() for c in self.calls]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Delta":
        return cls(chunk=data["chunk"], content=data.get("content"),
                   reasoning=data.get("reasoning"),
                   calls=tuple(DeltaCall(**c) for c in data.get("calls", ())))


# --- strict JSON ---------------------------------------------------------------------------

def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def loads(text: str) -> Any:
    """Decode strict JSON: NaN and Infinity are rejected, numbers keep int/float apart."""
    return json.loads(text, parse_constant=_reject_constant)


def dumps(value: Any) -> str:
    """Standard JSON with non-ASCII kept, as chat templates' `tojson` writes it."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


def strict_equal(a: Any, b: Any) -> bool:
    """JSON equality that Python's == blurs: 1 ≠ 1.0, -0.0 ≠ 0, True ≠ 1, key order ignored."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)
    if isinstance(a, list):
        return len(a) == len(b) and all(strict_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(strict_equal(a[k], b[k]) for k in a)
    return a == b
