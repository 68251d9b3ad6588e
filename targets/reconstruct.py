"""The client's view of a stream: what an OpenAI-style client assembles from the deltas.

Like the OpenAI SDK's accumulator, it keys calls by index, keeps the first id and name it
sees, and concatenates argument and content fragments.  Protocol faults are not its concern
(targets/checks.py reports them); it assembles what a lenient client would.
"""

from __future__ import annotations

from targets.canonical import Call, Delta, Message


def reconstruct(deltas: list[Delta]) -> Message:
    content: list[str] = []
    reasoning: list[str] = []
    calls: dict[int, dict[str, str | None]] = {}
    for d in deltas:
        if d.content is not None:
            content.append(d.content)
        if d.reasoning is not None:
            reasoning.append(d.reasoning)
        for c in d.calls:
            slot = calls.setdefault(c.index, {"id": None, "name": None, "arguments": ""})
            slot["id"] = slot["id"] or c.id
            slot["name"] = slot["name"] or c.name
            slot["arguments"] = (slot["arguments"] or "") + (c.arguments or "")
    return Message(
        content="".join(content) if content else None,
        reasoning="".join(reasoning) if reasoning else None,
        calls=tuple(Call(name=s["name"] or "", arguments=s["arguments"] or "", id=s["id"])
                    for _, s in sorted(calls.items())),
    )
