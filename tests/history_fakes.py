"""Fake history targets for the suite's own tests (tests/histories/test_history_targets.py):
run in the suite's interpreter through the worker, like a real target in its environment."""

from __future__ import annotations

from typing import Any


class _Fake:
    def __init__(self, target: str, options: dict[str, Any]) -> None:
        self.target, self.options = target, options

    def info(self) -> dict[str, Any]:
        return {"target": self.target, "library": "fake", "version": "0"}


class Identity(_Fake):
    """A sanitizer that repairs nothing (an OpenAI Chat history comes back as it went in)."""

    def history(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"history": items}


class Placeholders(_Fake):
    """A sanitizer that drops every tool message and answers every call with a placeholder
    right after it: always valid, but it loses every real result."""

    def history(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        out = []
        for m in items:
            if m["role"] == "tool":
                continue
            out.append(m)
            for c in m.get("tool_calls") or ():
                out.append({"role": "tool", "tool_call_id": c["id"], "content": "(no result)"})
        return {"history": out}


class AcceptAll(_Fake):
    """A validator that accepts everything."""

    def history(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"accepted": True, "error": None}


class GeminiConverter(_Fake):
    """A converter from OpenAI Chat to Gemini contents with no call ids (toolfuzz's own
    exporter); with `merge` set, equal calls of one turn become one part, as a converter that
    deduplicates parts does."""

    def history(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        from strategies.histories.exporters import gemini
        from targets.histories.importers import openai_chat

        contents = gemini(openai_chat(items))
        for c in contents:
            kept: list[dict[str, Any]] = []
            for p in c["parts"]:
                p.get("functionCall", {}).pop("id", None)
                p.get("functionResponse", {}).pop("id", None)
                if not (self.options.get("merge") and "functionCall" in p and p in kept):
                    kept.append(p)
            c["parts"] = kept
        return {"history": contents}
