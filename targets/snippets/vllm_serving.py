"""The serving loop of the vLLM reproduction templates (targets/snippets/vllm.py and
vllm_variants.py): the whole parse and the streams, as vLLM's chat server runs them over the
template's `tokenizer`, `encode`, `new_request`, `new_parser`, `parser_cls` and `prompt_ids`.
Inserted as a format value, so its braces are literal."""

SERVING = '''\
def decode(ids, request):
    skip = True if request.skip_special_tokens is None else request.skip_special_tokens
    return tokenizer.decode(ids, skip_special_tokens=skip)


def parse(text):
    """Non-streaming, as OpenAIServingChat does: (content, reasoning, calls)."""
    request = new_request()
    ids = encode(text)
    reasoning, content, calls = new_parser(request).parse(decode(ids, request), request,
                                                          enable_auto_tools=True,
                                                          model_output_token_ids=ids)
    fields = assemble_chat_message_fields(request, reasoning, content, calls,
                                          enable_auto_tools=True, parser_cls=parser_cls)
    return (fields.content, fields.reasoning,
            [(c.function.name, c.function.arguments) for c in fields.tool_calls])


def by_index(calls):
    """The streamed calls: a list when their indices run 0, 1, 2…, else {index: call}."""
    keys = sorted(calls)
    return [calls[k] for k in keys] if keys == list(range(len(keys))) else {k: calls[k] for k in keys}


def stream(chunks):
    """Streaming, one fresh parser per stream, the last delta with finish_reason="stop":
    (content, reasoning, calls) put together from the deltas."""
    request = new_request()
    processor = ChatStreamProcessor(request, new_parser(request), enable_auto_tools=True,
                                    parser_cls=parser_cls)
    content, reasoning, calls = "", "", {}
    for i, chunk in enumerate(chunks):
        ids = encode(chunk)
        step = processor.step(decode(ids, request), ids, "stop" if i == len(chunks) - 1 else None,
                              prompt_ids)
        if step.delta is None:
            continue
        content += step.delta.content or ""
        reasoning += step.delta.reasoning or ""
        for tc in step.delta.tool_calls or []:
            name, args = calls.get(tc.index, ("", ""))
            fn = tc.function
            calls[tc.index] = (name + ((fn.name if fn else None) or ""),
                               args + ((fn.arguments if fn else None) or ""))
    return content or None, reasoning or None, by_index(calls)
'''
