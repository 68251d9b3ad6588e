"""mistral-common's MistralRequestValidator for one tokenizer version, as vLLM runs it for a
Mistral model: the OpenAI Chat messages of the request become a `ChatCompletionRequest`
(`from_openai`), which the version's validator (`get_validator`, in `ValidationMode.test`,
the only mode vLLM's MistralTokenizer accepts) checks before encoding.

A rejection is the library's own exception: a `MistralCommonException` from the validator, or
the pydantic `ValidationError` of `from_openai` (vLLM answers both with HTTP 400).  Any other
exception is not caught: it is the target's crash, a finding.
"""

from __future__ import annotations

from importlib.metadata import version
from typing import Any


class Adapter:
    def __init__(self, target: str, options: dict[str, Any]) -> None:
        from mistral_common.exceptions import MistralCommonException
        from mistral_common.protocol.instruct.request import ChatCompletionRequest
        from mistral_common.protocol.instruct.validator import ValidationMode, get_validator
        from mistral_common.tokens.tokenizers.base import TokenizerVersion
        from pydantic import ValidationError

        self.target, self.options = target, options
        self.validator = get_validator(TokenizerVersion(options["version"].lower()),
                                       ValidationMode.test)
        self.request = ChatCompletionRequest
        self.rejections = (MistralCommonException, ValidationError)

    def info(self) -> dict[str, Any]:
        return {"target": self.target, "library": "mistral-common",
                "version": version("mistral_common"),
                "validator": type(self.validator).__name__}

    def history(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        """Accepted, or rejected with the library's exception type and message."""
        try:
            self.validator.validate_request(self.request.from_openai(items))
        except self.rejections as exc:
            return {"accepted": False, "error": f"{type(exc).__name__}: {exc}"}
        return {"accepted": True, "error": None}
