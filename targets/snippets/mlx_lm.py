"""Reproduction template for mlx-lm's tool parsers, driven by mlx-lm's own server code: the reply
fed one token at a time through `APIHandler.handle_completion` (its TextStateMachine, then
ToolCallFormatter and the parser module), with a tokenizer whose `tool_parser_type` names the
parser, as a converted checkpoint's tokenizer_config.json does (targets/adapters/mlx_lm_server.py).

On Linux, where Apple's `mlx` has no build, the snippet registers inert `mlx` modules first: the
server's parsing path never computes with mlx (it only names it at import time)."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec
from targets.snippets.tokenizer import BYTE_LEVEL_TOKENIZER

TEMPLATE = '''\
# toolfuzz finding: {target} (mlx-lm {version}) violates {prop}: {checks}
# Run with mlx-lm installed (on a Mac as it is; elsewhere the inert `mlx` below stands in for
# Apple's array framework, which the server's tool-call path never computes with).
import io, json, re, sys, tempfile, time, types
from pathlib import Path

try:
    import mlx.core  # noqa: F401
except ImportError:
    class _Inert:
        def __init__(self, *a, **k): pass
        def __call__(self, *a, **k): return _Inert()
        def __getattr__(self, name):
            if name.startswith("__"):
                raise AttributeError(name)
            return _Inert()
        def __getitem__(self, key): return _Inert()
        def __mro_entries__(self, bases): return (object,)
        def _any(self, *a): return _Inert()
        __or__ = __ror__ = __and__ = __add__ = __radd__ = __sub__ = __rsub__ = _any
        __mul__ = __rmul__ = __truediv__ = __rtruediv__ = __neg__ = __pow__ = __matmul__ = _any
        __lt__ = __gt__ = __le__ = __ge__ = _any
        def __iter__(self): return iter(())
        def __bool__(self): return True
        def __int__(self): return 0
        __index__ = __int__
        def __float__(self): return 0.0

    class _InertModule(types.ModuleType):
        def __getattr__(self, name):
            if name.startswith("__"):
                raise AttributeError(name)
            return _Inert()

    import importlib.machinery
    names = ("mlx", "mlx.core", "mlx.core.fast", "mlx.nn", "mlx.nn.layers", "mlx.utils",
             "mlx.optimizers")
    for name in names:
        module = _InertModule(name)
        module.__path__ = []
        module.__spec__ = importlib.machinery.ModuleSpec(name, None, is_package=True)
        sys.modules[name] = module
    for name in names:
        parent, _, child = name.rpartition(".")
        if parent:
            setattr(sys.modules[parent], child, sys.modules[name])

from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers  # noqa: E402
from transformers import PreTrainedTokenizerFast  # noqa: E402
from mlx_lm import server  # noqa: E402
from mlx_lm.generate import make_text_state_machine  # noqa: E402
from mlx_lm.tokenizer_utils import load  # noqa: E402

MARKERS = {markers!r}  # added tokens of the model's tokenizer: (text, special)
SPLIT = {split!r}  # the format's markers: single tokens of the reply
TEXT = {text!r}
TOOLS = {tools!r}
CHUNKINGS = {chunkings!r}
EXPECTED = {expected!r}
CUT = {cut!r}  # max_tokens cut the reply: no end-of-turn token follows it

{byte_level_tokenizer}tokenizer = load(folder, {{"tool_parser_type": {parser!r}}})
# The detokenizer hands the server each marker whole and every other character on its own.
token_re = re.compile("|".join([*map(re.escape, sorted(SPLIT, key=len, reverse=True)), "."]),
                      re.S)


class Output(io.BytesIO):
    """The handler's wfile: every JSON body or `data:` event the server writes."""
    def __init__(self):
        super().__init__()
        self.responses = []

    def write(self, data):
        text = data.decode()
        if text.startswith("data: ") and text[6:].strip() != "[DONE]":
            self.responses.append(json.loads(text[6:]))
        elif text.startswith("{{"):
            self.responses.append(json.loads(text))
        return len(data)


def handle(pieces, stream):
    """APIHandler.handle_completion on a 'model' that generates the pieces' tokens, then EOS
    (CUT: its last token is the max_tokens'th, finish_reason "length")."""
    tokens = [m.group() for piece in pieces for m in token_re.finditer(piece)]

    def generations():
        for n, text in enumerate(tokens):
            yield server.Response(text=text, token=n, logprob=0.0, top_tokens=(),
                                  finish_reason="length" if CUT and n == len(tokens) - 1 else None)
        if CUT and tokens:
            return
        yield server.Response(text="", token=len(tokens), logprob=0.0, finish_reason="stop",
                              top_tokens=())

    class Generator:
        def generate(self, request, args, progress_callback=None):
            ctx = server.GenerationContext(
                has_tool_calling=tokenizer.has_tool_calling, has_thinking=tokenizer.has_thinking,
                tool_parser=tokenizer.tool_parser, text_sm=make_text_state_machine(tokenizer, []),
                initial_state={initial_state!r}, prompt=[0])  # "reasoning": the prompt ends <think>
            return ctx, generations()

    class Handler(server.APIHandler):
        def __init__(self):  # no socket: only what handle_completion reads
            self.response_generator, self.wfile, self.stream = Generator(), Output(), stream
            self.stream_options, self.created, self.request_id = None, 0, "chatcmpl-repro"
            self.object_type = "chat.completion.chunk" if stream else "chat.completion"
            self.system_fingerprint = self.requested_model = self.requested_draft_model = "m"
            self.adapter = self.chat_template_kwargs = self.logit_bias = self.seed = None
            self.temperature, self.top_p, self.top_k, self.min_p = 0.0, 1.0, 0, 0.0
            self.xtc_probability, self.xtc_threshold = 0.0, 0.0
            self.repetition_penalty = self.presence_penalty = self.frequency_penalty = None
            self.repetition_context_size = self.presence_context_size = 20
            self.frequency_context_size, self.max_tokens, self.num_draft_tokens = 20, 1 << 20, 0
            self.logprobs, self.top_logprobs = False, 0

        def _set_completion_headers(self, status_code=200): pass
        def _set_stream_headers(self, status_code=200): pass
        def send_header(self, keyword, value): pass
        def end_headers(self): pass

    handler = Handler()
    request = server.CompletionRequest(
        request_type="chat", prompt="", messages=[{{"role": "user", "content": "hello"}}],
        tools=TOOLS or None, role_mapping=None)
    handler.handle_completion(request, [])
    return handler.wfile.responses


if EXPECTED is not None and "growth" in EXPECTED:  # a time finding: time grows with size
    family = EXPECTED["growth"]["family"]
    for size in EXPECTED["growth"]["sizes"][:3]:
        text = family["prefix"] + family["unit"] * (size // len(family["unit"])) + family["suffix"]
        start = time.perf_counter()
        handle([text], stream=False)
        print("whole:    %.2f s for %d characters" % (time.perf_counter() - start, len(text)))
    sys.exit(0)
if EXPECTED is None:
    print("expected: an answer, every call's arguments a JSON object")
else:
    WANT = EXPECTED.get("message") or EXPECTED  # an off-template example keeps its message
    print("expected: content=%r calls=%r" % (WANT.get("content"), [
        (c["name"], c["arguments"]) for c in WANT.get("calls") or ()]))
start = time.perf_counter()
[response] = handle([TEXT], stream=False)
print("took:     %.2f s for %d characters" % (time.perf_counter() - start, len(TEXT)))
message = response["choices"][0]["message"]
print("whole:    content=%r calls=%r" % (message.get("content"), [
    (c["function"]["name"], c["function"]["arguments"]) for c in message.get("tool_calls") or ()]))
for pieces in CHUNKINGS:
    content, calls = "", {{}}
    for response in handle(pieces, stream=True):
        for choice in response.get("choices") or ():
            delta = choice["delta"]
            content += delta.get("content") or ""
            for c in delta.get("tool_calls") or ():
                name, args = calls.get(c["index"], ("", ""))
                calls[c["index"]] = (name + (c["function"]["name"] or ""),
                                     args + (c["function"]["arguments"] or ""))
    print("streamed %d deltas: content=%r calls=%r" % (len(pieces), content or None,
                                                        [calls[k] for k in sorted(calls)]))
'''


def snippet(spec: TargetSpec, case: Case) -> str:
    markers = [(m["text"], bool(m["special"])) for m in spec.options.get("markers", [])]
    split = [text for text, _ in markers]
    markers += [(s, True) for s in spec.options.get("extra_special", [])]
    tools = [{"type": "function", "function": t} for t in case.tools]
    expected = case.expected if isinstance(case.expected, dict) else None
    return TEMPLATE.format(byte_level_tokenizer=BYTE_LEVEL_TOKENIZER, target=case.target,
                           version=case.version, prop=case.property,
                           checks=", ".join(case.checks), markers=markers, split=split,
                           cut=case.property == "truncated",
                           text=case.text, tools=tools, chunkings=case.chunkings, expected=expected,
                           parser=spec.options["parser"],
                           # the server starts in `reasoning` when the prompt ends with the
                           # think-start token (targets/adapters/mlx_lm_server.py)
                           initial_state="reasoning" if spec.options.get("prompt_opens_reasoning")
                           else "normal")
