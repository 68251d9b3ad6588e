"""Reproduction template for the vLLM targets whose tokenizer is not the plain byte-level one:
the response-template parsers (`hf`, `beam`: the template in the tokenizer's
tokenizer_config.json, targets/adapters/vllm_response_template.py), the `mistral` parser over a
real MistralTokenizer (Tekken, markers as control tokens: vllm_mistral.py) and the harmony
parser of gpt-oss (harmony's own token ids: vllm_harmony.py).  Each is driven as vLLM's chat
server drives it, with the reasoning parser it is deployed with."""

from __future__ import annotations

from targets.corpus import Case
from targets.registry import TargetSpec
from targets.snippets.growth import growth_block
from targets.snippets.printing import hang_main, message_main
from targets.snippets.tokenizer import BYTE_LEVEL_TOKENIZER
from targets.snippets.vllm_serving import SERVING

HEAD = '''\
# toolfuzz finding: {target} (vllm {version}) violates {prop}: {checks}
# Run with vLLM installed (no GPU, no model download needed).{note}
import json, tempfile
from pathlib import Path
from vllm.tokenizers import get_tokenizer
from vllm.parser.parser_manager import ParserManager
from vllm.entrypoints.openai.chat_completion.protocol import ChatCompletionRequest
from vllm.entrypoints.openai.chat_completion.message_assembly import assemble_chat_message_fields
from vllm.entrypoints.openai.chat_completion.stream_processor import ChatStreamProcessor

TEXT = {text!r}
TOOLS = {tools!r}
CHUNKINGS = {chunkings!r}
EXPECTED = {expected!r}
'''

#: tokenizer: the checkpoint's byte-level tokenizer with its response_template
RESPONSE_TEMPLATE = '''\
from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

MARKERS = {markers!r}  # added tokens of the model's tokenizer: (text, special)
{byte_level_tokenizer}(folder / "config.json").write_text('{{"model_type": "llama"}}')
config = json.loads((folder / "tokenizer_config.json").read_text())
config["response_template"] = {response_template!r}  # where a checkpoint keeps it
(folder / "tokenizer_config.json").write_text(json.dumps(config))
tokenizer = get_tokenizer(str(folder))
get_parser_kwargs = {{}}
encode = lambda text: tokenizer.encode(text, add_special_tokens=False)
PROMPT = {prompt!r}
'''

#: tokenizer: vLLM's MistralTokenizer over mistral-common's shipped Tekken file
MISTRAL = '''\
import mistral_common

data = json.loads((Path(mistral_common.__file__).parent / "data" / {tekken!r}).read_text())
data["config"]["version"] = {tekken_version!r}
folder = Path(tempfile.mkdtemp())
(folder / "tekken.json").write_text(json.dumps(data))
tokenizer = get_tokenizer(str(folder), tokenizer_mode="mistral")
get_parser_kwargs = {{}}
MARKERS = {marker_texts!r}  # the model emits each as its control token
marker_ids = {{m: tokenizer.get_vocab()[m] for m in MARKERS}}


def encode(text):
    """Text as the model's ids: each marker its control token, the text between encoded."""
    ids, pending, i = [], "", 0
    while i < len(text):
        marker = next((m for m in sorted(MARKERS, key=len, reverse=True)
                       if text.startswith(m, i)), None)
        if marker is None:
            pending, i = pending + text[i], i + 1
            continue
        if pending:
            ids += tokenizer.encode(pending, add_special_tokens=False)
            pending = ""
        ids.append(marker_ids[marker])
        i += len(marker)
    return ids + (tokenizer.encode(pending, add_special_tokens=False) if pending else [])


PROMPT = {prompt!r}
'''

#: tokenizer: harmony's own encoding, as vLLM reads gpt-oss output
HARMONY = '''\
# openai-harmony loads o200k_base.tiktoken from the network unless TIKTOKEN_ENCODINGS_BASE
# names a folder holding it.
from vllm.entrypoints.openai.parser.harmony_utils import get_encoding


class HarmonyTokenizer:
    """The tokenizer surface vLLM's harmony parser uses, over harmony's encoding."""
    def __init__(self):
        self.encoding = get_encoding()
        self._special = {{self.encoding.decode_utf8([i]): i for i in range(199998, 201088)
                         if self.encoding.is_special_token(i)}}
        self.all_special_tokens = list(self._special)
        self.all_special_ids = list(self._special.values())
        self.eos_token_id = self._special["<|return|>"]

    def get_vocab(self):
        return dict(self._special)

    def encode(self, text, add_special_tokens=False, **_):
        return list(self.encoding.encode(text, allowed_special="all"))

    def decode(self, ids, skip_special_tokens=False):
        ids = [ids] if isinstance(ids, int) else list(ids)
        if skip_special_tokens:
            ids = [i for i in ids if not self.encoding.is_special_token(i)]
        return self.encoding.decode_utf8(ids)


tokenizer = HarmonyTokenizer()
get_parser_kwargs = {{"is_harmony": True}}  # the server's choice for a gpt_oss model
encode = tokenizer.encode
PROMPT = "<|start|>user<|message|>hello<|end|><|start|>assistant"
'''

MAIN = '''\
if EXPECTED is not None:
    print("expected: content=%r reasoning=%r calls=%r" % (
        EXPECTED.get("content"), EXPECTED.get("reasoning"),
        [(c["name"], c["arguments"]) for c in EXPECTED.get("calls") or ()]))
else:
    print("expected: every call's arguments a JSON object")
''' + message_main()

BODY = '''
parser_cls = ParserManager.get_parser(tool_parser_name={parser!r},
                                      reasoning_parser_name={reasoning!r},
                                      enable_auto_tools=True, tokenizer=tokenizer,
                                      **get_parser_kwargs)
prompt_ids = encode(PROMPT)


def new_request():
    request = ChatCompletionRequest(model="m", messages=[{{"role": "user", "content": "hello"}}],
                                    tools=TOOLS or None)
    return new_parser(request).adjust_request(request=request)


def new_parser(request):
    parser = parser_cls(tokenizer, request.tools, model_config=None, chat_template_kwargs=None)
    parser.set_prompt_token_ids(prompt_ids)
    return parser


{serving}

{main}'''

#: the classic adapter's prompt (targets/adapters/vllm_classic.py)
PROMPT = "<|im_start|>user\nhello<|im_end|>\n<|im_start|>assistant\n"


def snippet(spec: TargetSpec, case: Case) -> str:
    module = spec.adapter.partition(":")[0].rsplit(".", 1)[-1]
    options = spec.options
    markers = [(m["text"], bool(m["special"])) for m in options.get("markers", [])]
    note = ""
    if module == "vllm_response_template":
        markers += [(s, True) for s in options.get("extra_special", [])]
        tokenizer = RESPONSE_TEMPLATE.format(markers=markers,
                                             byte_level_tokenizer=BYTE_LEVEL_TOKENIZER,
                                             response_template=options["response_template"],
                                             prompt=options.get("prompt", PROMPT))
    elif module == "vllm_mistral":
        tokenizer = MISTRAL.format(tekken=options["tekken"], tekken_version=options["version"],
                                   marker_texts=[text for text, _ in markers], prompt=PROMPT)
    elif module == "vllm_harmony":
        tokenizer = HARMONY.format()
        note = "\n# openai-harmony needs o200k_base.tiktoken (TIKTOKEN_ENCODINGS_BASE offline)."
    else:
        raise LookupError(f"no vLLM variant template for {module}")
    tools = [{"type": "function", "function": t} for t in case.tools]
    expected = case.expected if isinstance(case.expected, dict) and "calls" in case.expected \
        else None
    head = HEAD.format(target=case.target, version=case.version, prop=case.property,
                       checks=", ".join(case.checks), note=note, text=case.text, tools=tools,
                       chunkings=case.chunkings or [[case.text]], expected=expected)
    return head + tokenizer + BODY.format(parser=options["parser"],
                                          reasoning=options.get("reasoning_parser"),
                                          main=growth_block(case) or hang_main(case) or MAIN,
                                          serving=SERVING)
