"""Beam checkpoints (vLLM's `beam` parser): a response template with `<think>` reasoning and
`<tool_call>\\n<function=NAME>\\n<parameter=KEY>\\nVALUE\\n</parameter>\\n…</function>\\n</tool_call>`
calls whose arguments are typed by the tool schema.

vLLM's `--tool-call-parser beam` / `--reasoning-parser beam` (vllm/parser/beam.py, BeamParser)
parse exactly as `hf` does, with the `response_template` in the checkpoint's tokenizer
configuration, and also derive a structural-tag grammar from that template (with
`VLLM_BEAM_ALWAYS_CONSTRAIN_OUTPUT`, the default, for every request with tools).  That grammar
is built for a template whose tool-call opener names the function (`(?P<name>…)`) and whose
arguments are `xml-inline` parameters.  No Beam checkpoint's template is published; this format
uses the template of that shape transformers ships (for the Qwen 3.5 model types, in
`transformers/cli/serving/utils.py`), and the output its chat template writes:
`<think>\\n` + reasoning + `\\n</think>\\n\\n` in thinking mode, the content, `\\n\\n` before the
first call when there is content (`\\n` between calls), then per call `<tool_call>\\n<function=` +
the raw name + `>\\n`, per argument `<parameter=` + the raw key + `>\\n` + the value + `\\n</parameter>\\n`,
and `</function>\\n</tool_call>`.  Values are `tojson` for mappings and sequences and Jinja's
`| string` (Python's str: `True`, `None`, `1e+16`) otherwise.

The parser reads each value as the text between `<parameter=KEY>` and `</parameter>` without its
surrounding whitespace, then casts it by the tool's schema types in the order the schema lists
them (vllm/parser/chat_parsing/response_parser.py `_coerce`): `integer` by `int()` (or a whole
float), `number` by `float()` (an int when the text has no `.`), `boolean` from
`true`/`1`/`false`/`0` (any case), `null` from `null`/`None`, `object`/`array` by JSON; a string,
an unknown type or no schema keeps the text.  `expected` is what that typing gives back; turns
whose values do not come back as written are not generated (trait `schema-typed`).
"""

from __future__ import annotations

import json
from typing import Any

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, only_leading_text, strings_in, tool_properties
from targets.canonical import Call, Message, loads, strict_equal

THINK, END_THINK = "<think>", "</think>"
START, END = "<tool_call>", "</tool_call>"
FUNC, FUNC_END = "<function=", "</function>"
PARAM, PARAM_END = "<parameter=", "</parameter>"
TURN_ENDS = ("<|im_end|>", "<|endoftext|>")

#: The response template, as the checkpoint's tokenizer_config.json carries it.
RESPONSE_TEMPLATE = {
    "defaults": {"role": "assistant"},
    "start_anchor": "<|im_start|>assistant\n",
    "fields": {
        "thinking": {"open": THINK, "close": END_THINK, "content": "text"},
        "tool_calls": {
            "open_pattern": r"\s*<tool_call>\s*<function=(?P<name>[^>\n]+)>",
            "close_pattern": r"</function>\s*</tool_call>",
            "repeats": True,
            "content": "xml-inline",
            "content_args": {
                "tag_pattern": r"<parameter=(?P<key>[^>\n]+)>\s*(?P<value>.*?)\s*</parameter>",
            },
            "transform": {"type": "function",
                          "function": {"name": "{name}", "arguments": "{content}"}},
        },
        "content": {"close_pattern": r"\s*(?:<\|im_end\|>|<\|endoftext\|>)", "content": "text"},
    },
}

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<think>`, `</think>`, `<tool_call>`, `</tool_call>` are added tokens and "
          "`<|im_end|>` a special one: text containing them is cut into the token."),
    Trait("tag-in-value", "cannot-express",
          "Values are written raw with no escape and end at the first `</parameter>`; a call "
          "ends at `</function>`: a value or nested string holding `</parameter>`, "
          "`<parameter=` or `</function>` is ambiguous."),
    Trait("raw-name", "cannot-express",
          "The name and keys are written raw inside `<function=…>` / `<parameter=…>`, which "
          "end at `>` or a line break: an empty one, or one holding `<`, `>` or a line break, "
          "cannot be written."),
    Trait("schema-typed", "cannot-express",
          "Values are untyped text read back without surrounding whitespace and cast by the "
          "tool's schema types in the order listed: a string with surrounding whitespace, or "
          "that reads as an earlier-listed type (\"5\" under [string, integer], \"true\" under "
          "[string, boolean]), a float written with an exponent but no `.` (1e+16 reads back "
          "as an int under number), or any non-string value of a tool the request does not "
          "declare, cannot be written."),
    Trait("trimmed-text", "cannot-express",
          "The template's `content` and `thinking` fields are `text` fields, stripped of "
          "surrounding whitespace, and the call opener `\\s*<tool_call>` swallows the "
          "whitespace before a call: content or reasoning with leading or trailing whitespace "
          "is not returned as written."),
    Trait("text-after-calls", "cannot-express",
          "The chat template writes content only before the calls."),
    Trait("reasoning-block", "fact",
          "In thinking mode the message opens with `<think>\\n` + reasoning + "
          "`\\n</think>\\n\\n`; the newlines belong to the template. With the default "
          "VLLM_BEAM_ALWAYS_CONSTRAIN_OUTPUT the grammar makes that reasoning non-empty unless "
          "the request turns thinking off; parsing does not depend on it."),
)

NEAR_MISSES = ("<tool_call", "<tool_", "<", "tool_call>", "<tool_calls>", "< tool_call>",
               "<function", "<function name=", "function=f>", "<parameter", "parameter=x>",
               "</function", "</parameter", "<tool-call>", "&lt;function=f&gt;", "<func=f>",
               "<think", "</think", "<|im_end|", "<|im_start|>assistant")


def value_text(value: Any) -> str:
    """How the chat template writes one top-level value."""
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False)
    return value if isinstance(value, str) else str(value)


def _types(schema: Any) -> list[str]:
    """The type names the parser tries, in its order (`type`, then anyOf/oneOf, `nullable`)."""
    if not isinstance(schema, dict):
        return []
    declared = schema.get("type")
    out = [declared] if isinstance(declared, str) else []
    if isinstance(declared, list):
        out += [t for t in declared if isinstance(t, str)]
    for union in ("anyOf", "oneOf"):
        for choice in schema.get(union) or []:
            out += _types(choice)
    if schema.get("nullable") and "null" not in out:
        out.append("null")
    return out


def _cast(text: str, kind: str) -> Any:
    """The value one schema type gives `text`; raises ValueError when it does not apply."""
    if kind == "integer":
        try:
            return int(text)
        except ValueError:
            number = float(text)
            if not number.is_integer():
                raise
            return int(number)
    if kind == "number":
        number = float(text)
        if number != number or number in (float("inf"), float("-inf")):
            raise ValueError(text)
        return int(number) if number.is_integer() and "." not in text else number
    if kind == "boolean" and text.strip().lower() in ("true", "1", "false", "0"):
        return text.strip().lower() in ("true", "1")
    if kind == "null" and text.strip() in ("null", "None"):
        return None
    if kind in ("object", "array"):
        decoded = json.loads(text)
        if isinstance(decoded, dict if kind == "object" else list):
            return decoded
    raise ValueError(text)


def typed(text: str, schema: Any) -> Any:
    """What the template's parser makes of a value's (stripped) text under its schema."""
    for kind in _types(schema):
        try:
            return _cast(text, kind)
        except (ValueError, OverflowError):
            continue
    return text


def _raw(text: str) -> bool:
    return bool(text) and not any(c in text for c in "<>\n\r")


def _roundtrips(turn: Turn) -> bool:
    for call in turn.calls:
        args = loads(call.arguments)
        props = tool_properties(turn, call.name)
        declared = any(t.name == call.name for t in turn.tools)
        for key, value in args.items():
            text = value_text(value)
            if text != text.strip():
                return False
            if not declared and not isinstance(value, str):
                return False
            if not strict_equal(typed(text, props.get(key, {}) if declared else {}), value):
                return False
    return True


def can_express(turn: Turn) -> bool:
    if not only_leading_text(turn):
        return False
    if any(t is not None and t != t.strip() for t in (turn.before, turn.reasoning)):
        return False
    if mentions(turn, [THINK, END_THINK, START, END, *TURN_ENDS]):
        return False
    for call in turn.calls:
        args = loads(call.arguments)
        if not isinstance(args, dict) or not _raw(call.name) or not all(map(_raw, args)):
            return False
        if any(tag in s for s in strings_in(args) for tag in (PARAM_END, PARAM, FUNC_END)):
            return False
    return _roundtrips(turn)


def render(turn: Turn) -> Rendering:
    parts = []
    if turn.reasoning is not None:
        parts.append(f"{THINK}\n{turn.reasoning}\n{END_THINK}\n\n")
    if turn.before:
        parts.append(turn.before + "\n\n")
    for i, call in enumerate(turn.calls):
        parts.append(("\n" if i else "") + f"{START}\n{FUNC}{call.name}>\n")
        for key, value in loads(call.arguments).items():
            parts.append(f"{PARAM}{key}>\n{value_text(value)}\n{PARAM_END}\n")
        parts.append(f"{FUNC_END}\n{END}")
    calls = tuple(Call.of(c.name, {k: typed(value_text(v), tool_properties(turn, c.name).get(k, {}))
                                   for k, v in loads(c.arguments).items()})
                  for c in turn.calls)
    return Rendering("".join(parts), Message(content=turn.before or None, calls=calls,
                                             reasoning=turn.reasoning or None))


FORMAT = Format(
    "beam",
    "Beam response template: <think> reasoning, <tool_call><function=name><parameter=key> XML",
    markers=(Marker(THINK), Marker(END_THINK), Marker(START), Marker(END),
             Marker("<|im_end|>", special=True), Marker(FUNC, token=False),
             Marker(FUNC_END, token=False), Marker(PARAM, token=False),
             Marker(PARAM_END, token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f<>]{1,12}",
    schema_typed=True, reasoning=True,
    parsers={"vllm": ("beam",), "sglang": ("beam",)},
    dialects=(Dialect(
        "Beam checkpoints' response template",
        "vLLM vllm/parser/beam.py (BeamParser) and the checkpoint's response_template"),),
)

#: Driven through vLLM's unified BeamParser with the template in the tokenizer's metadata,
#: deployed as `--tool-call-parser beam --reasoning-parser beam`.  Registry hook.
TARGET_OVERRIDES = {"vllm": {
    "adapter": "targets.adapters.vllm_response_template:Adapter",
    "options": {"response_template": RESPONSE_TEMPLATE, "reasoning_parser": "beam"},
}}
#: SGLang deployed with `--reasoning-parser beam`: the reasoning is split off before the
#: tool-call detector reads the rest (targets/adapters/sglang_detector.py).  The checkpoint's
#: response template is in its tokenizer configuration, as for vLLM: without it SGLang's
#: ResponseTemplateToolDetector falls back to its built-in Beam profile
#: (sglang/srt/parser/beam.py BEAM_RESPONSE_TEMPLATE, harmony-style channels), a grammar this
#: format's text is not.
TARGET_OVERRIDES["sglang"] = {"options": {"response_template": RESPONSE_TEMPLATE,
                                          "reasoning_parser": "beam"}}
