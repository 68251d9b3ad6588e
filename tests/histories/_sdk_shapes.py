"""Run inside the `selectools` environment (which holds the openai, anthropic and google-genai
SDKs): reads {shape: [request list, ...]} as JSON on stdin and writes {shape: [error or null,
...]}, each request checked against the SDK's own request types.  Tests never import these
SDKs; tests/histories/test_sdk_shapes.py runs this file in that environment."""

import json
import sys
from typing import get_type_hints

from pydantic import TypeAdapter


def _keys(item: dict, typed: type, where: str) -> None:
    allowed = set(get_type_hints(typed))
    extra = set(item) - allowed
    if extra:
        raise ValueError(f"{where}: keys {sorted(extra)} not in {typed.__name__}")


def openai_chat(messages: list) -> None:
    from openai.types.chat import (ChatCompletionAssistantMessageParam,
                                   ChatCompletionMessageParam, ChatCompletionToolMessageParam,
                                   ChatCompletionUserMessageParam)
    TypeAdapter(list[ChatCompletionMessageParam]).validate_python(messages)
    by_role = {"user": ChatCompletionUserMessageParam, "tool": ChatCompletionToolMessageParam,
               "assistant": ChatCompletionAssistantMessageParam}
    for i, m in enumerate(messages):
        _keys(m, by_role[m["role"]], f"messages[{i}]")


def openai_responses(items: list) -> None:
    from openai.types.responses import (EasyInputMessageParam, ResponseFunctionToolCallParam,
                                        ResponseInputParam, ResponseReasoningItemParam)
    from openai.types.responses.response_input_item_param import FunctionCallOutput
    TypeAdapter(ResponseInputParam).validate_python(items)
    by_type = {"message": EasyInputMessageParam, "function_call": ResponseFunctionToolCallParam,
               "function_call_output": FunctionCallOutput, "reasoning": ResponseReasoningItemParam}
    for i, item in enumerate(items):
        _keys(item, by_type[item["type"]], f"input[{i}]")
        if item["type"] == "message" and item["role"] == "assistant" and not isinstance(
                item["content"], str):
            raise ValueError(f"input[{i}]: an assistant message's content list takes input "
                             "content types only")


def anthropic(messages: list) -> None:
    from anthropic.types import (MessageParam, TextBlockParam, ThinkingBlockParam,
                                 ToolResultBlockParam, ToolUseBlockParam)
    TypeAdapter(list[MessageParam]).validate_python(messages)
    by_type = {"text": TextBlockParam, "tool_use": ToolUseBlockParam,
               "tool_result": ToolResultBlockParam, "thinking": ThinkingBlockParam}
    for i, m in enumerate(messages):
        _keys(m, MessageParam, f"messages[{i}]")
        for k, block in enumerate(m["content"]):
            _keys(block, by_type[block["type"]], f"messages[{i}].content[{k}]")


def gemini(contents: list) -> None:
    from google.genai import types
    for c in contents:
        types.Content.model_validate(c)     # extra="forbid": a misnamed field is an error


CHECKS = {"openai_chat": openai_chat, "openai_responses": openai_responses,
          "anthropic": anthropic, "gemini": gemini}

if __name__ == "__main__":
    out = {}
    for shape, requests in json.load(sys.stdin).items():
        out[shape] = []
        for request in requests:
            try:
                CHECKS[shape](request)
                out[shape].append(None)
            except Exception as e:      # reported back as data: the test names the failure
                out[shape].append(f"{type(e).__name__}: {e}"[:2000])
    json.dump(out, sys.stdout)
