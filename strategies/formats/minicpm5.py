"""MiniCPM5: `<function name="NAME"><param name="KEY">VALUE</param></function>` XML.

Syntax, as the chat template of openbmb/MiniCPM5 (`chat_template.jinja`, also vendored by
llama.cpp as models/templates/openbmb-MiniCPM5-1B.jinja) writes the last assistant message
with `tool_calls` after the generation prompt `<|im_start|>assistant\\n`: the content as it is
(no trim), then per call a `\\n` (before the first call only when the content is not empty)
and `<function name="` + the raw name + `">`, per argument `<param name="` + the raw key +
`">` + the value + `</param>`, then `</function>`.  No other whitespace: calls follow each
other separated by one `\\n`, and a call with no arguments is `<function name="f"></function>`.

Values: a string is written as it is, wrapped in `<![CDATA[…]]>` when it holds `<`, `&` or a
line feed; every other value is printed by Jinja (`{{ value }}`, Python's str: `True`,
`None`, `1e+16`, `{'a': [1, 'x']}`); the tool's schema types the text back.  The system
prompt the template writes calls the result "an XML object", and XML is what the readers of
the format parse (vLLM's minicpm5 parser reads each call with an XML parser first).

`<function`, `</function>`, `<param` and `</param>` are special added tokens of the MiniCPM5
tokenizer (vLLM's parser turns `skip_special_tokens` off for them); the rest (` name="…">`,
CDATA) is text.  The reasoning block (`<think>…</think>`) is the reasoning parser's; it is not
part of this format.
"""

from __future__ import annotations

from typing import Any

from strategies.formats import Dialect, Format, Marker, Rendering, Trait, Turn
from strategies.formats._common import mentions, only_leading_text, strings_in
from strategies.formats._typed import roundtrips, text_of, typed_calls
from targets.canonical import Message, loads

FUNC, FUNC_END = "<function", "</function>"
PARAM, PARAM_END = "<param", "</param>"
CDATA, CDATA_END = "<![CDATA[", "]]>"
#: Non-string values are printed with Python's str (Jinja's `{{ value }}`).
STYLE = "py"
#: A string holding one of these is written inside CDATA.
CDATA_WORTHY = ("<", "&", "\n")
#: Content the template rewrites: it splits content at `</think>` (reasoning before it) and
#: interleaves calls at each `<tool_sep>`.
CONTENT_SPLITTERS = ("</think>", "<tool_sep>")

TRAITS = (
    Trait("marker-in-text", "cannot-express",
          "`<function`, `</function>`, `<param` and `</param>` are special added tokens: the "
          "tokenizer cuts them out of any text, so content, a name or a value containing them "
          "is not something the model writes as data."),
    Trait("cdata-end-in-value", "cannot-express",
          "A string is written raw or inside `<![CDATA[…]]>` with no other escape: one holding "
          "`]]>` ends its CDATA section early (and is not well-formed XML written raw), so it "
          "cannot be written."),
    Trait("xml-characters", "cannot-express",
          "Values are XML character data: XML 1.0 forbids most C0 control characters, "
          "U+FFFE/U+FFFF and lone surrogates, and an XML reader turns `\\r` and `\\r\\n` into "
          "`\\n` even inside CDATA (XML 1.0 §2.11): a string holding one cannot be carried."),
    Trait("markup-in-printed-value", "cannot-express",
          "Non-string values are printed raw with Python's str and never put in CDATA: a "
          "nested string holding `<` or `&` (or `]]>`) is read as markup or an entity "
          "reference by an XML reader, so the value cannot be written."),
    Trait("raw-name", "cannot-express",
          "Names and keys are written raw between double quotes of an XML attribute: one "
          "holding `\"`, `<` or `&`, a tab or line break (which XML attribute-value "
          "normalisation turns into a space) or a character XML forbids cannot be written."),
    Trait("schema-typed", "cannot-express",
          "Values are untyped text typed back by the tool's schema (strings as written, "
          "scalars as Python's str: True, None, 1e+16; objects and arrays as Python literals): "
          "a string that reads as another type the schema admits (\"5\" under [string, "
          "integer], \"None\" under [string, null]) cannot be written."),
    Trait("think-in-content", "cannot-express",
          "The template splits content at `</think>` (what precedes it becomes reasoning) and "
          "puts the calls at each `<tool_sep>`: content holding either is not written as given."),
    Trait("text-after-calls", "cannot-express",
          "The template writes content only before the calls."),
    Trait("separator-newline", "normalise",
          "The template puts one `\\n` between non-empty content and the first `<function`; it "
          "belongs to the template, so a parser may leave it at the end of the content."),
)

NEAR_MISSES = ("<functio", "<func", "<", "function>", "</functio", "function name=\"f\">",
               "<Function name=\"f\">", "< function name=\"f\">", "&lt;function name=\"f\"&gt;",
               "<fn name=\"f\">", "<par", "param name=\"x\">", "</para", "<invoke name=\"f\">",
               "name=\"f\"", "<tool_call>")


def _xml_char(c: str) -> bool:
    """A character XML 1.0 allows in a document."""
    o = ord(c)
    return (o in (0x9, 0xA, 0xD) or 0x20 <= o <= 0xD7FF or 0xE000 <= o <= 0xFFFD
            or 0x10000 <= o <= 0x10FFFF)


def raw(text: str) -> bool:
    """A name or key the template can write inside `name="…"`."""
    return bool(text) and not any(c in '"<&\t\n\r' or not _xml_char(c) for c in text)


def value_text(value: Any) -> str:
    """The value's text as the template writes it (CDATA excluded)."""
    return text_of(value, STYLE)


def _writable(value: Any) -> bool:
    text = value_text(value)
    if CDATA_END in text or "\r" in text or not all(_xml_char(c) for c in text):
        return False
    return isinstance(value, str) or not any(c in text for c in "<&")


def wire(value: Any) -> str:
    """The value as it stands between `<param name="…">` and `</param>`."""
    text = value_text(value)
    if isinstance(value, str) and any(c in text for c in CDATA_WORTHY):
        return f"{CDATA}{text}{CDATA_END}"
    return text


def can_express(turn: Turn) -> bool:
    if not only_leading_text(turn) or turn.reasoning is not None:
        return False
    if mentions(turn, [FUNC, FUNC_END, PARAM, PARAM_END]):
        return False
    if any(s in (turn.before or "") for s in CONTENT_SPLITTERS):
        return False
    for call in turn.calls:
        args = loads(call.arguments)
        if not isinstance(args, dict) or not raw(call.name) or not all(raw(k) for k in args):
            return False
        if not all(_writable(v) for v in args.values()):
            return False
    return roundtrips(turn, STYLE)


def call_text(name: str, args: dict[str, Any]) -> str:
    params = "".join(f'{PARAM} name="{k}">{wire(v)}{PARAM_END}' for k, v in args.items())
    return f'{FUNC} name="{name}">{params}{FUNC_END}'


def render(turn: Turn) -> Rendering:
    content = turn.before or ""
    calls = [call_text(c.name, loads(c.arguments)) for c in turn.calls]
    text = content + ("\n" if content else "") + "\n".join(calls)
    return Rendering(text, Message(content=content or None, calls=typed_calls(turn, STYLE)))


FORMAT = Format(
    "minicpm5", 'MiniCPM5: <function name="f"><param name="k">v</param></function> XML',
    markers=(Marker(FUNC, token=True, special=True), Marker(FUNC_END, token=True, special=True),
             Marker(PARAM, token=True, special=True), Marker(PARAM_END, token=True, special=True),
             Marker(CDATA, token=False), Marker(CDATA_END, token=False)),
    render=render, can_express=can_express, traits=TRAITS, near_misses=NEAR_MISSES,
    name_pattern=r"[A-Za-z_][A-Za-z0-9_.:\-]{0,30}|[^\x00-\x1f\"<&\x7f\ud800-\udfff\ufffe\uffff]{1,12}",
    schema_typed=True,
    parsers={"vllm": ("minicpm5",), "sglang": ("minicpm5",)},
    dialects=(Dialect(
        "openbmb/MiniCPM5 chat template",
        "MiniCPM5 chat_template.jinja (llama.cpp models/templates/openbmb-MiniCPM5-1B.jinja)"),),
)
