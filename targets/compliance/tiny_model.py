"""A tiny, randomly initialised chat model saved locally, for serving on loopback.

Runs inside the `serve` environment (targets/envs/serve.txt), never in the test process:

    .envs/serve/bin/python -m targets.compliance.tiny_model OUT_DIR

It writes what a model repository holds (config, weights, generation config, tokenizer with
its chat template), so `transformers serve OUT_DIR` loads it through its own loading code,
offline.  The weights are random (seeded): the model's replies are noise, and that is enough,
since the live runner asks only whether the endpoint accepts a history.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

#: Renders tools, text and tool calls, and refuses a `tool` message that does not follow an
#: assistant message with tool calls (directly, or after other tool messages answering it),
#: as the chat templates of gpt-oss and MiniMax-M2 do, with their message.  It checks nothing
#: else (ids, duplicates, unanswered calls): that is what real templates leave to the server,
#: and vLLM and SGLang add no check of their own (shared PROVIDER_RULES.md).
CHAT_TEMPLATE = """\
{%- macro text(content) -%}
{%- if content is string -%}{{ content }}
{%- elif content -%}{%- for part in content -%}{{ part.text }}{%- endfor -%}
{%- endif -%}
{%- endmacro -%}
{%- if tools -%}
<|system|>You may call these tools:
{% for tool in tools %}{{ tool | tojson }}
{% endfor -%}
{%- endif -%}
{%- set ns = namespace(after_calls=false) -%}
{%- for message in messages -%}
{%- if message.role == 'tool' -%}
{%- if not ns.after_calls -%}
{{- raise_exception('Message has tool role, but there was no previous assistant message with a tool call!') -}}
{%- endif -%}
<|tool|>{{ message.tool_call_id }}: {{ text(message.content) }}
{% else -%}
{%- set ns.after_calls = message.role == 'assistant' and (message.tool_calls or []) | length > 0 -%}
<|{{ message.role }}|>{{ text(message.content) }}
{%- for call in message.tool_calls or [] -%}
<tool_call>{"id": {{ call.id | tojson }}, "name": {{ call.function.name | tojson }}, \
"arguments": {{ call.function.arguments | tojson }}}</tool_call>
{%- endfor %}
{% endif -%}
{%- endfor -%}
{%- if add_generation_prompt -%}<|assistant|>{%- endif -%}
"""


def save_tiny_model(folder: Path, seed: int = 0) -> Path:
    """Save a Llama-architecture model (hidden size 16, 2 layers) with random weights, a
    byte-level tokenizer and CHAT_TEMPLATE to `folder`; return it."""
    import torch
    from transformers import AutoTokenizer, GenerationConfig, LlamaConfig, LlamaForCausalLM

    from targets.adapters.bytelevel import build_tokenizer_dir

    built = build_tokenizer_dir([])
    tokenizer = AutoTokenizer.from_pretrained(built)
    shutil.rmtree(built, ignore_errors=True)
    tokenizer.chat_template = CHAT_TEMPLATE
    # A random model tends to emit only special tokens (an empty reply), or bytes that are no
    # text; suppressing all but the printable ASCII bytes keeps its replies readable noise,
    # and max_new_tokens keeps them short.
    suppressed = [i for i in range(len(tokenizer))
                  if not (len(s := tokenizer.decode([i])) == 1 and s.isascii() and s.isprintable())]
    config = LlamaConfig(vocab_size=len(tokenizer), hidden_size=16, intermediate_size=32,
                         num_hidden_layers=2, num_attention_heads=2, num_key_value_heads=2,
                         max_position_embeddings=4096, bos_token_id=None,
                         eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id)
    torch.manual_seed(seed)
    model = LlamaForCausalLM(config)
    model.generation_config = GenerationConfig(
        eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id,
        suppress_tokens=suppressed, max_new_tokens=8, do_sample=False)
    folder.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


if __name__ == "__main__":
    if sys.argv[1:2] in (["-h"], ["--help"]):  # started by the suite; --help says what it is
        print(__doc__)
        sys.exit(0)
    if len(sys.argv) != 2:
        sys.exit("usage: python -m targets.compliance.tiny_model OUT_DIR")
    print(save_tiny_model(Path(sys.argv[1])))
