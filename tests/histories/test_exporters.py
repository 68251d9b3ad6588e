"""Each exporter writes the exact request shape for one hand-written history holding every
kind of message: user text, reasoning, assistant text with a call, parallel calls and their
results, a closing reply."""

from strategies.histories.canonical import Assistant, ToolCall, ToolResult, User
from strategies.histories.exporters import anthropic, gemini, openai_chat, openai_responses

HISTORY = (
    User("weather?"),
    Assistant(text="Checking.", calls=(ToolCall("c1", "get_weather", {"city": "Paris"}),),
              reasoning="need a tool"),
    ToolResult("c1", "get_weather", "18 C"),
    Assistant(calls=(ToolCall("c2", "get_time", {}), ToolCall("c3", "get_weather", {"city": "Rome"}))),
    ToolResult("c2", "get_time", "14:04"),
    ToolResult("c3", "get_weather", "24 C"),
    Assistant(text="Done."),
    User("thanks"),
)


def test_openai_chat():
    assert openai_chat(HISTORY) == [
        {"role": "user", "content": "weather?"},
        {"role": "assistant", "content": "Checking.", "tool_calls": [
            {"id": "c1", "type": "function",
             "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "18 C"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c2", "type": "function", "function": {"name": "get_time", "arguments": "{}"}},
            {"id": "c3", "type": "function",
             "function": {"name": "get_weather", "arguments": '{"city": "Rome"}'}}]},
        {"role": "tool", "tool_call_id": "c2", "content": "14:04"},
        {"role": "tool", "tool_call_id": "c3", "content": "24 C"},
        {"role": "assistant", "content": "Done."},
        {"role": "user", "content": "thanks"},
    ]


def test_openai_responses():
    assert openai_responses(HISTORY) == [
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "weather?"}]},
        {"type": "reasoning", "id": "rs_1", "summary": [{"type": "summary_text", "text": "need a tool"}]},
        {"type": "message", "role": "assistant", "content": "Checking."},
        {"type": "function_call", "id": "fc_c1", "call_id": "c1", "name": "get_weather",
         "arguments": '{"city": "Paris"}'},
        {"type": "function_call_output", "id": "fco_c1", "call_id": "c1", "output": "18 C"},
        {"type": "function_call", "id": "fc_c2", "call_id": "c2", "name": "get_time", "arguments": "{}"},
        {"type": "function_call", "id": "fc_c3", "call_id": "c3", "name": "get_weather",
         "arguments": '{"city": "Rome"}'},
        {"type": "function_call_output", "id": "fco_c2", "call_id": "c2", "output": "14:04"},
        {"type": "function_call_output", "id": "fco_c3", "call_id": "c3", "output": "24 C"},
        {"type": "message", "role": "assistant", "content": "Done."},
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "thanks"}]},
    ]


def test_anthropic_groups_each_run_of_results_into_one_user_message():
    assert anthropic(HISTORY) == [
        {"role": "user", "content": [{"type": "text", "text": "weather?"}]},
        {"role": "assistant", "content": [
            {"type": "thinking", "thinking": "need a tool", "signature": "sig"},
            {"type": "text", "text": "Checking."},
            {"type": "tool_use", "id": "c1", "name": "get_weather", "input": {"city": "Paris"}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "c1", "content": "18 C"}]},
        {"role": "assistant", "content": [
            {"type": "tool_use", "id": "c2", "name": "get_time", "input": {}},
            {"type": "tool_use", "id": "c3", "name": "get_weather", "input": {"city": "Rome"}}]},
        {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "c2", "content": "14:04"},
            {"type": "tool_result", "tool_use_id": "c3", "content": "24 C"}]},
        {"role": "assistant", "content": [{"type": "text", "text": "Done."}]},
        {"role": "user", "content": [{"type": "text", "text": "thanks"}]},
    ]


def test_gemini_groups_each_run_of_results_into_one_content():
    assert gemini(HISTORY) == [
        {"role": "user", "parts": [{"text": "weather?"}]},
        {"role": "model", "parts": [
            {"text": "need a tool", "thought": True}, {"text": "Checking."},
            {"functionCall": {"id": "c1", "name": "get_weather", "args": {"city": "Paris"}}}]},
        {"role": "user", "parts": [{"functionResponse": {"id": "c1", "name": "get_weather",
                                                         "response": {"result": "18 C"}}}]},
        {"role": "model", "parts": [
            {"functionCall": {"id": "c2", "name": "get_time", "args": {}}},
            {"functionCall": {"id": "c3", "name": "get_weather", "args": {"city": "Rome"}}}]},
        {"role": "user", "parts": [
            {"functionResponse": {"id": "c2", "name": "get_time", "response": {"result": "14:04"}}},
            {"functionResponse": {"id": "c3", "name": "get_weather", "response": {"result": "24 C"}}}]},
        {"role": "model", "parts": [{"text": "Done."}]},
        {"role": "user", "parts": [{"text": "thanks"}]},
    ]
