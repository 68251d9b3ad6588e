"""mlx-lm's tool parsers, driven by mlx-lm's own OpenAI-compatible server code.

`mlx_lm.server.APIHandler.handle_completion` is the server's whole answer to a chat request:
it takes the model's output one generated token at a time, runs each piece of text through
the `TextStateMachine` built from the tokenizer (`make_text_state_machine`: the tool parser's
`tool_call_start`/`tool_call_end` and the tokenizer's think tokens switch between the
`normal`, `reasoning` and `tool` states and are cut out), collects the text seen in the `tool`
state, and hands each collected block to `ToolCallFormatter`, which calls the tool parser
module's `parse_tool_call(text, tools)` and writes the OpenAI `tool_calls`.  Streaming, it
writes a chunk after every token outside a tool block; whole, one response at the end.

The adapter runs that method itself, on a handler object with no socket (its response headers
are no-ops and `wfile` is a buffer), whose `response_generator` yields the rendered text instead
of a model's tokens: one `Response` per token of the text, then the EOS token's (text "",
finish_reason "stop"), as mlx-lm's generation ends; a reply cut by max_tokens (`cut`) has no
EOS: its last token's `Response` carries finish_reason "length", on which the server flushes
what its state machine holds instead of discarding it.  A token's text is what mlx-lm's streaming
detokenizer hands the server: each of the format's added-token markers whole, every other
character on its own (the byte-level tokens of a character come out together once it is
complete).  The server's state machine is built to see one token per step (a step that holds
a whole tool block reports only the state it ends in), so a chunk of several tokens is fed as
its tokens, and the output they cause belongs to that chunk.
The tokenizer is loaded by `mlx_lm.tokenizer_utils.load` from a byte-level tokenizer folder with
the format's markers (targets/adapters/bytelevel.py) and `tool_parser_type` set to the parser
module, as a converted checkpoint's tokenizer_config.json sets it; think tokens and structural
markers are inferred from that vocabulary the way mlx-lm infers them.  mlx itself is stubbed
(targets/adapters/mlx_stub.py): nothing here computes with it.
"""

from __future__ import annotations

import importlib.metadata
import io
import json
import re
from pathlib import Path
from typing import Any, Iterator

from targets.adapters import mlx_stub
from targets.adapters.bytelevel import build_tokenizer_dir
from targets.canonical import Call, Delta, DeltaCall, Message, Tool


class Adapter:
    #: The adapter ends a reply with the model's end-of-turn token unless told it was cut
    #: (targets/worker.py: parse and stream take `cut`).
    ENDS_TURN = True

    def __init__(self, target_id: str, options: dict[str, Any]) -> None:
        mlx_stub.install()
        from mlx_lm import server
        from mlx_lm.tokenizer_utils import load

        self.target_id = target_id
        self.parser_type = options["parser"]
        self.server = server
        markers = sorted((m["text"] for m in options.get("markers", [])), key=len, reverse=True)
        self.token_re = re.compile("|".join([*map(re.escape, markers), "."]), re.S)
        # `extra_special`: tokens of the real vocabulary that mlx-lm's inference reads and the
        # format does not write (Kimi K3's `<|end_of_msg|>` marks its vocabulary as XTML).
        folder = build_tokenizer_dir(options.get("markers", []), options.get("extra_special", []))
        self.tokenizer = load(Path(folder), {"tool_parser_type": self.parser_type})
        if self.tokenizer.tool_parser is None:
            raise RuntimeError(f"mlx-lm loaded no tool parser for {self.parser_type!r}")
        # `prompt_opens_reasoning`: the model's generation prompt ends with its think-start
        # token (GLM-4.7's `<|assistant|><think>`, thinking on): the server then starts the
        # reply in the `reasoning` state (APIHandler._tokenize compares the prompt's last
        # think-start and think-end); otherwise in `normal`.
        self.initial_state = ("reasoning" if options.get("prompt_opens_reasoning")
                              and self.tokenizer.has_thinking else "normal")

    def info(self) -> dict[str, Any]:
        return {"library": "mlx-lm", "version": importlib.metadata.version("mlx-lm"),
                "parser": self.parser_type,
                "tool_call_start": self.tokenizer.tool_call_start,
                "tool_call_end": self.tokenizer.tool_call_end,
                "think": [self.tokenizer.think_start, self.tokenizer.think_end]
                if self.tokenizer.has_thinking else None}

    def fuzz_modules(self) -> list[str]:
        """The tool parser's module (and the module of the function it hands mlx-lm, which
        may live in another parser's: laguna's is glm47's), the server and generation loop."""
        return list(dict.fromkeys([f"mlx_lm.tool_parsers.{self.parser_type}",
                                   self.tokenizer.tool_parser.__module__, "mlx_lm.server",
                                   "mlx_lm.generate"]))

    def _run(self, pieces: list[str], tools: list[Tool], stream: bool,
             cut: bool = False) -> list[tuple[int, dict]]:
        """handle_completion on the tokens of `pieces` (then EOS, unless `cut`); the JSON
        objects it wrote, each with the index of the piece whose token produced it."""
        tokens = [(i, m.group()) for i, piece in enumerate(pieces)
                  for m in self.token_re.finditer(piece)]
        handler = _handler(self.server, self.tokenizer, tokens, max(len(pieces) - 1, 0), stream,
                           self.initial_state, cut)
        request = self.server.CompletionRequest(
            request_type="chat", prompt="", messages=[{"role": "user", "content": "hello"}],
            tools=[t.to_openai() for t in tools] or None, role_mapping=None)
        handler.handle_completion(request, [])
        return handler.wfile.responses  # type: ignore[no-any-return]

    def parse(self, text: str, tools: list[Tool], cut: bool = False) -> Message:
        """A non-streaming request: the one `message` the server answers."""
        [(_, response)] = self._run([text], tools, stream=False, cut=cut)
        message = response["choices"][0]["message"]
        calls = tuple(Call(name=tc["function"]["name"], arguments=tc["function"]["arguments"],
                           id=tc.get("id")) for tc in message.get("tool_calls") or ())
        return Message(content=message.get("content"), calls=calls,
                       reasoning=message.get("reasoning"))

    def stream(self, chunks: list[str], tools: list[Tool], cut: bool = False) -> list[Delta]:
        """A streaming request: every `delta` the server writes, on the chunk that caused it."""
        deltas = []
        for chunk, response in self._run(chunks, tools, stream=True, cut=cut):
            if not response.get("choices"):
                continue
            delta = response["choices"][0]["delta"]
            calls = tuple(DeltaCall(index=tc["index"], id=tc.get("id"),
                                    name=tc["function"]["name"],
                                    arguments=tc["function"]["arguments"])
                          for tc in delta.get("tool_calls") or ())
            deltas.append(Delta(chunk=chunk, content=delta.get("content"),
                                reasoning=delta.get("reasoning"), calls=calls))
        return deltas


class _Output(io.BytesIO):
    """The handler's `wfile`: keeps every JSON body or `data:` event written, with the index
    of the input piece being processed when it was written."""

    def __init__(self) -> None:
        super().__init__()
        self.responses: list[tuple[int, dict]] = []
        self.piece = 0

    def write(self, data: bytes) -> int:  # type: ignore[override]
        text = data.decode()
        if text.startswith("data: "):
            body = text[len("data: "):].strip()
            if body != "[DONE]":
                self.responses.append((self.piece, json.loads(body)))
        elif text.startswith("{"):
            self.responses.append((self.piece, json.loads(text)))
        return len(data)


def _handler(server: Any, tokenizer: Any, tokens: list[tuple[int, str]], last: int,
             stream: bool, initial_state: str = "normal", cut: bool = False) -> Any:
    """An APIHandler with no socket whose model 'generates' `tokens`, each the text of one
    token and the index of the input piece it comes from, then EOS; `cut`: max_tokens stops
    it on its last token, which carries finish_reason "length" (see the module doc)."""
    from mlx_lm.generate import make_text_state_machine

    output = _Output()

    def generations() -> Iterator[Any]:
        for n, (piece, text) in enumerate(tokens):
            output.piece = piece
            yield server.Response(text=text, token=n, logprob=0.0,
                                  finish_reason="length" if cut and n == len(tokens) - 1
                                  else None, top_tokens=())
        if cut and tokens:
            return
        # The EOS token: its output belongs to the last chunk.
        output.piece = last
        yield server.Response(text="", token=len(tokens), logprob=0.0, finish_reason="stop",
                              top_tokens=())

    class Generator:
        def generate(self, request: Any, args: Any, progress_callback: Any = None) -> Any:
            ctx = server.GenerationContext(
                has_tool_calling=tokenizer.has_tool_calling, has_thinking=tokenizer.has_thinking,
                tool_parser=tokenizer.tool_parser,
                text_sm=make_text_state_machine(tokenizer, []), initial_state=initial_state,
                prompt=[0])
            return ctx, generations()

    class Handler(server.APIHandler):
        def __init__(self) -> None:  # no socket: only what handle_completion reads
            self.response_generator = Generator()
            self.wfile = output
            self.stream = stream
            self.stream_options = None
            self.created = 0
            self.request_id = "chatcmpl-toolfuzz"
            self.object_type = "chat.completion.chunk" if stream else "chat.completion"
            self.system_fingerprint = "toolfuzz"
            self.requested_model = self.requested_draft_model = "toolfuzz"
            self.adapter = None
            self.chat_template_kwargs = None
            self.temperature, self.top_p, self.top_k, self.min_p = 0.0, 1.0, 0, 0.0
            self.xtc_probability, self.xtc_threshold = 0.0, 0.0
            self.logit_bias = None
            self.repetition_penalty = self.presence_penalty = self.frequency_penalty = None
            self.repetition_context_size = self.presence_context_size = 20
            self.frequency_context_size = 20
            self.max_tokens = 1 << 20
            self.num_draft_tokens = 0
            self.logprobs, self.top_logprobs = False, 0
            self.seed = None

        def _set_completion_headers(self, status_code: int = 200) -> None:
            pass

        def _set_stream_headers(self, status_code: int = 200) -> None:
            pass

        def send_header(self, keyword: str, value: str) -> None:
            pass

        def end_headers(self) -> None:
            pass

    return Handler()
