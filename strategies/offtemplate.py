"""Off-template variants: shapes real models write although their template never does
(issue 23 item 2), drawn beside the template-faithful renderings, each with its oracle.

Every variant is a named strategy of `OffTemplate` examples: the text as the model writes it,
the request's tools, and what the variant's oracle (targets/offtemplate.py) owes.  Its turn
and rendering carry the variant's id (`Turn.offtemplate`, `Rendering.offtemplate`), so every
result is classified template-faithful ("") or off-template.  Where a variant does not apply
to a format, `applies(variant, fmt)` says why (the report shows n/a).

| variant | what the model writes | oracle |
|---|---|---|
| text-after | prose after the last call, or between calls, in a format whose template writes content only before | `text`: the calls, and every prose piece in the content, in order |
| marker-data | the format's own marker text in a string value or in prose | `roundtrip` where the format writes it as data (`can_express` keeps the turn: an escape or a quoting holds it); else `consistency`, stated as such |
| unoffered | a call to a tool the request does not offer | `dropped` where the target declares trait `unoffered-dropped`; else `unoffered`: consistent across modes, and no call but the rendered ones |
| numbers | a JSON number spelled as `json.dumps` never spells it (`1E5`, `1e+5`, `1.5e-3`, `-0`, long integers) | `roundtrip` (strict JSON values of the spelling) |
| bracket-text | plain text holding `[`, `{` (and their closers) as ordinary characters, where one of them is the format's marker or opens its calls | `plaintext` |
| wide-names | names with `.`, `-` or a leading digit, where the format's names allow them | `roundtrip` |
| many-keys | calls with 6 to 12 argument keys | `roundtrip` |
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, Callable

from hypothesis import reject, strategies as st

from strategies.formats import Format, Rendering, Turn
from strategies.formats._common import json_type
from strategies.turns import names, renderings, tools_and_calls
from targets.canonical import Call, Message, Tool, loads

#: The variants, in the order the report shows them.
VARIANTS = ("text-after", "marker-data", "unoffered", "numbers", "bracket-text", "wide-names",
            "many-keys")
#: The oracles a variant's example may name (targets/offtemplate.py defines each).
ORACLES = ("roundtrip", "consistency", "text", "unoffered", "plaintext")

#: Prose a model writes around calls: a sentence with no markup, no edge whitespace.
PROSE = st.from_regex(r"[A-Z][a-z]{1,8}( [a-z0-9]{1,8}){0,5}[.!:]?", fullmatch=True)
#: What real replies put before text that follows a call.
SEPARATORS = ("", " ", "\n", "\n\n")
#: Number spellings json.dumps never writes (its own: `100000.0`, `0.0015`, `0`, `1e-07`),
#: and long integers, which it writes but parsers that go through a double do not keep.
SPELLINGS = ("1E5", "1e+5", "1E+5", "1e5", "1.5e-3", "1.5E-3", "2.5e+10", "1E-7", "-0", "-0E0",
             "0e0", "1.0E+2", "-1.5E+3", "123456789012345678901234567890",
             "-98765432109876543210")
#: A number no rendering holds by chance: the spelling takes its place in the text.
SENTINEL = 271828.1828459045
#: Plain text pieces holding one-character markers as ordinary characters (none is a call in
#: any format: no name, no JSON object, no Python call inside brackets).
BRACKET_PIECES = ("[1]", "[note]", "a[0]", "x[i] = y", "{x}", "{name}", "(see [2])", "[", "{",
                  "]", "}", "[draft", "{placeholder}", "f(x) {", "list[int]", "dict{str}")
#: Formats whose names are Python identifiers (the call is Python): no leading digit, no `.`.
IDENTIFIER_NAMES = frozenset({"pythonic", "llama4_pythonic", "olmo3", "lfm2"})
#: Formats whose calls end the model's turn (a stop token, or the message's closing): no model text
#: follows a call in the same reply, so text after calls is not a reply anyone receives.
CALL_ENDS_TURN = {"harmony": "`<|call|>` is a stop token: generation ends at the call, and "
                             "text after it would be a new message with its own header",
                  "kimi_k3": "a reply with calls ends `<|close|>tools<|sep|><|close|>message"
                             "<|sep|>`, then the end-of-message token: the only place after "
                             "the calls is outside the message, and text in the message is a "
                             "response channel, which the template writes before the tools",
                  "muse": "the calls are the body of a message addressed to the tool "
                          "(` to=NAME<|message|>`), which `<|eom|>`, a stop token, ends: "
                          "text after them in that body is addressed to the tool, not the "
                          "user (vLLM's and SGLang's Muse parsers both route a body by its "
                          "recipient), and visible text is a new `to=user` message",
                  "gigachat3": "the call is a turn of its own (role `function call`) holding "
                               "one JSON object, and generation ends after it (the template "
                               "writes the end-of-sequence token there): text after the object "
                               "is no part of that turn",
                  "apertus": "after `<|tools_suffix|>` come the tool outputs, written into the "
                             "same turn by the environment, so a generation ends at the "
                             "suffix, and the block is one JSON list: no text comes between "
                             "its calls",
                  "internlm2": "the environment answers each action in its own turn: nothing "
                               "follows `<|action_end|>` but the end-of-turn token (InternLM's "
                               "chat format; lmdeploy's InternLM2 chat template stops on "
                               "`<|action_end|>`)"}
#: Wide names: dotted, dashed, digit first.
WIDE_NAMES = st.one_of(st.from_regex(r"[0-9][A-Za-z0-9_]{0,10}", fullmatch=True),
                       st.from_regex(r"[a-z]{1,8}(\.[a-z_]{1,8}){1,3}", fullmatch=True),
                       st.from_regex(r"[a-z]{1,8}(-[a-z0-9]{1,8}){1,3}", fullmatch=True),
                       st.from_regex(r"[a-z]{1,6}\.[a-z]{1,6}-v[0-9]", fullmatch=True))


@dataclass(frozen=True)
class OffTemplate:
    """One off-template example: the text, the request's tools, and what its oracle owes.

    `rendering.expected` is the message the oracle compares with (roundtrip), or the calls the
    text holds (the others); `pieces` are the prose pieces the `text` oracle finds in the
    content; `tools` are the request's (for `unoffered`, without the withheld ones)."""

    variant: str
    oracle: str
    turn: Turn
    rendering: Rendering
    tools: tuple[Tool, ...]
    pieces: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return self.rendering.text

    def to_json(self) -> dict[str, object]:
        """What a corpus case keeps as `expected`: enough for replay to judge it again."""
        return {"variant": self.variant, "oracle": self.oracle,
                "message": self.rendering.expected.to_json(), "pieces": list(self.pieces),
                "offered": [t.name for t in self.tools]}


def example_of(variant: str, oracle: str, turn: Turn, text: str, expected: Message,
             tools: tuple[Tool, ...] | None = None, pieces: tuple[str, ...] = ()) -> OffTemplate:
    turn = replace(turn, offtemplate=variant)
    return OffTemplate(variant, oracle, turn, Rendering(text, expected, variant),
                       turn.tools if tools is None else tools, pieces)


def faithful_turns(fmt: Format, target: str = "") -> st.SearchStrategy[tuple[Turn, Rendering]]:
    """A template-faithful turn with no reasoning (the variants are about calls and content;
    reasoning blocks are the faithful draws' concern), as `target`'s deployment writes it."""
    def plain(tr: tuple[Turn, Rendering]) -> tuple[Turn, Rendering]:
        if tr[0].reasoning is None:
            return tr
        turn = replace(tr[0], reasoning=None)
        return turn, fmt.render(turn)
    return renderings(fmt, target).map(plain)


def render_or_none(fmt: Format, turn: Turn) -> Rendering | None:
    """The format's rendering of a turn it may not express (None when the renderer refuses)."""
    try:
        return fmt.render(turn)
    except Exception:
        return None


# --- text after and between calls -----------------------------------------------------------

def _call_ends(fmt: Format, turn: Turn, text: str) -> list[int]:
    """Offsets in `text` where the rendering of the first i calls (i < all) ends, where that
    rendering is a proper prefix of the whole: the places text between calls can go."""
    ends = []
    for i in range(1, len(turn.calls)):
        shorter = render_or_none(fmt, replace(turn, calls=turn.calls[:i], between=(), after=None))
        if shorter and text.startswith(shorter.text) and 0 < len(shorter.text) < len(text):
            ends.append(len(shorter.text))
    return ends


@st.composite
def text_after(draw: st.DrawFn, fmt: Format, target: str = "") -> OffTemplate:
    """Prose after the last call, and between calls where the rendering of the calls so far
    is a prefix of the whole (a list format closes after its last call: none there)."""
    turn, _ = draw(faithful_turns(fmt, target))
    before = draw(st.none() | PROSE)
    # The variant writes its own text between and after the calls: a deployment's own text
    # there (Gemma 4's template writes a turn's content after its calls) is not kept.
    turn = replace(turn, before=before, between=(), after=None)
    if not fmt.can_express(turn):
        turn = replace(turn, before=None)
    before = turn.before
    rendering = fmt.render(turn)
    text = rendering.text
    gaps = _call_ends(fmt, turn, text) + [len(text)]
    chosen = draw(st.lists(st.sampled_from(gaps), min_size=1, max_size=len(gaps), unique=True)
                  .map(sorted), label="gaps")
    if len(text) not in chosen and draw(st.booleans(), label="text after the last call"):
        chosen.append(len(text))
    out, pieces, at = [], [before] if before else [], 0
    for gap in chosen:
        piece = draw(PROSE, label="prose")
        out += [text[at:gap], draw(st.sampled_from(SEPARATORS)), piece]
        pieces.append(piece)
        at = gap
    out.append(text[at:])
    expected = replace(rendering.expected, content=" ".join(pieces) or None)
    return example_of("text-after", "text", turn, "".join(out), expected, pieces=tuple(pieces))


# --- marker text as data --------------------------------------------------------------------

@st.composite
def marker_data(draw: st.DrawFn, fmt: Format, target: str = "") -> OffTemplate:
    """One of the format's own markers in prose before the calls or inside a string value
    (a new key of one call).  Roundtrip where the format still writes it as data, else
    consistency (see the module docstring)."""
    turn, _ = draw(faithful_turns(fmt, target))
    marker = draw(st.sampled_from([m.text for m in fmt.markers]), label="marker")
    prose = draw(PROSE)
    data = draw(st.sampled_from([f"{prose} {marker}", f"{marker} {prose}", marker,
                                 f"{prose}{marker}{prose}"]), label="marker text")
    if draw(st.booleans(), label="in a value"):
        i = draw(st.integers(0, len(turn.calls) - 1))
        turn = with_string_argument(turn, i, data, ("note", "text", "body", "snippet_x"))
    else:
        turn = replace(turn, before=data)
    rendering = render_or_none(fmt, turn)
    if rendering is None:
        reject()
    oracle = "roundtrip" if fmt.can_express(turn) else "consistency"
    return example_of("marker-data", oracle, turn, rendering.text, rendering.expected)


def with_string_argument(turn: Turn, i: int, value: str, keys: tuple[str, ...],
                         first: bool = False) -> Turn:
    """The turn with one more string argument in call `i` (the first of `keys` the call does
    not use), last among its arguments or first, declared a string by its tool."""
    call = turn.calls[i]
    args = loads(call.arguments)
    key = next(k for k in keys if k not in args)
    args = {key: value, **args} if first else {**args, key: value}
    tools = tuple(with_string(t, key) if t.name == call.name else t for t in turn.tools)
    calls = turn.calls[:i] + (Call.of(call.name, args),) + turn.calls[i + 1:]
    return replace(turn, calls=calls, tools=tools)


def with_string(tool: Tool, key: str) -> Tool:
    """The tool with `key` declared a string (schema-typed formats type values by it)."""
    params = dict(tool.parameters)
    if "properties" not in params and params.get("type") == "object" and len(params) == 1:
        return tool  # schema-free: nothing to declare
    props = {**params.get("properties", {}), key: {"type": "string"}}
    return replace(tool, parameters={**params, "properties": props})


# --- calls to tools the request does not offer ----------------------------------------------

@st.composite
def unoffered(draw: st.DrawFn, fmt: Format, target: str = "") -> OffTemplate:
    """A faithful rendering whose request withholds at least one called tool (and offers an
    unrelated one, so the request still has tools)."""
    turn, rendering = draw(faithful_turns(fmt, target))
    used = [t.name for t in turn.tools]
    withheld = set(draw(st.lists(st.sampled_from(used), min_size=1, max_size=len(used),
                                 unique=True), label="withheld tools"))
    decoy = "unrelated_tool"
    while decoy in used:
        decoy += "_x"
    tools = tuple(t for t in turn.tools if t.name not in withheld) + (
        Tool(decoy, "a tool the reply does not call",
             {"type": "object", "properties": {"q": {"type": "string"}}}),)
    return example_of("unoffered", "unoffered", turn, rendering.text, rendering.expected, tools)


# --- number spellings -----------------------------------------------------------------------

def _place(value: Any, where: int) -> Any:
    return (value, [value], {"n": value}, [1, value])[where]


@st.composite
def numbers(draw: st.DrawFn, fmt: Format, target: str = "") -> OffTemplate:
    """One call whose arguments hold a number written as `json.dumps` never writes it: the
    turn is rendered with SENTINEL there, whose spelling the number's then replaces."""
    spelling = draw(st.sampled_from(SPELLINGS), label="spelling")
    name = draw(names(fmt))
    keys = draw(st.lists(st.from_regex(r"[a-z][a-z_]{0,6}", fullmatch=True), min_size=1,
                         max_size=4, unique=True))
    where = draw(st.integers(0, 3), label="placement")
    at = draw(st.integers(0, len(keys) - 1))
    words = draw(st.lists(PROSE, min_size=len(keys), max_size=len(keys)))
    def args_with(v: Any) -> dict[str, Any]:
        return {k: (_place(v, where) if i == at else words[i]) for i, k in enumerate(keys)}
    schema = draw(st.sampled_from([{"type": "object"}, {"type": "object", "properties": {
        k: {"type": "number"} if i == at and where == 0 else {} for i, k in enumerate(keys)}}]))
    tool = Tool(name, f"the {name} tool", schema)
    turn = fmt.as_deployed(Turn(calls=(Call.of(name, args_with(SENTINEL)),),
                                before=draw(st.none() | PROSE), tools=(tool,),
                                variant=draw(st.sampled_from(fmt.variants))), target)
    if not fmt.can_express(turn):
        reject()
    rendering = fmt.render(turn)
    mark = json.dumps(SENTINEL)
    if rendering.text.count(mark) != 1:
        reject()
    value = json.loads(spelling)
    calls = (Call.of(name, args_with(value)),)
    expected = replace(rendering.expected, calls=calls)
    return example_of("numbers", "roundtrip", replace(turn, calls=calls),
                    rendering.text.replace(mark, spelling), expected)


# --- one-character markers as ordinary characters ------------------------------------------

@st.composite
def bracket_text(draw: st.DrawFn, fmt: Format, target: str = "") -> OffTemplate:
    """Plain text holding `[`, `{`, `]`, `}` as ordinary characters, and no other marker."""
    pieces = draw(st.lists(st.one_of(st.sampled_from(BRACKET_PIECES), PROSE), min_size=1,
                           max_size=6).filter(lambda ps: any(p in BRACKET_PIECES for p in ps)))
    text = " ".join(pieces)
    if any(m.text in text for m in fmt.markers if len(m.text) > 1):
        reject()
    tool = Tool("get_weather", "the weather", {"type": "object"})
    turn = Turn(calls=(), before=text, tools=(tool,))
    return example_of("bracket-text", "plaintext", turn, text, Message(content=text))


# --- wide names, many keys ------------------------------------------------------------------

def name_allowed(fmt: Format, name: str) -> bool:
    """Whether the format's names allow `name`: its alphabet does, or only a leading digit is
    outside it (a generator's narrowness, not the format's), unless the names are Python
    identifiers (IDENTIFIER_NAMES)."""
    if re.fullmatch(fmt.name_pattern, name):
        return True
    return (name[:1].isdigit() and fmt.name not in IDENTIFIER_NAMES
            and re.fullmatch(fmt.name_pattern, "a" + name[1:]) is not None)


@st.composite
def wide_names(draw: st.DrawFn, fmt: Format, target: str = "") -> OffTemplate:
    """A faithful turn whose tools are renamed to dotted, dashed or digit-first names."""
    tools, calls = draw(tools_and_calls(fmt))
    wide = draw(st.lists(WIDE_NAMES.filter(lambda n: name_allowed(fmt, n)),
                         min_size=len(tools), max_size=len(tools), unique=True), label="names")
    rename = {t.name: w for t, w in zip(tools, wide)}
    tools = tuple(replace(t, name=rename[t.name]) for t in tools)
    calls = tuple(replace(c, name=rename[c.name]) for c in calls)
    turn = fmt.as_deployed(Turn(calls=calls, before=draw(st.none() | PROSE), tools=tools,
                                variant=draw(st.sampled_from(fmt.variants))), target)
    if not fmt.can_express(turn):
        reject()
    rendering = fmt.render(turn)
    return example_of("wide-names", "roundtrip", turn, rendering.text, rendering.expected)


SIMPLE_VALUES = st.one_of(PROSE, st.integers(-1000, 1000), st.booleans(), st.none(),
                          st.sampled_from([0.5, -2.25, 1e-3]),
                          st.lists(st.integers(0, 9), max_size=3),
                          st.dictionaries(st.sampled_from(["a", "b"]), st.integers(0, 9),
                                          max_size=2))


@st.composite
def many_keys(draw: st.DrawFn, fmt: Format, target: str = "") -> OffTemplate:
    """One to three calls, each with 6 to 12 argument keys (templates and docs show one to
    five; agents' tools take many)."""
    name = draw(names(fmt))
    n = draw(st.integers(1, 3))
    calls, props = [], {}
    for _ in range(n):
        keys = draw(st.lists(st.from_regex(r"[a-z][a-z0-9_]{0,10}", fullmatch=True),
                             min_size=6, max_size=12, unique=True), label="keys")
        args = {k: draw(SIMPLE_VALUES) for k in keys}
        calls.append(Call.of(name, args))
        for k, v in args.items():
            props.setdefault(k, {"type": json_type(v)})
    typed = fmt.schema_typed or draw(st.booleans())
    schema = {"type": "object", "properties": props} if typed else {"type": "object"}
    turn = fmt.as_deployed(Turn(calls=tuple(calls), before=draw(st.none() | PROSE),
                                tools=(Tool(name, f"the {name} tool", schema),),
                                variant=draw(st.sampled_from(fmt.variants))), target)
    # a key typed two ways by two calls cannot be typed back: schema-typed formats refuse it
    if not fmt.can_express(turn) or (typed and any(
            json_type(v) != props[k]["type"] for c in calls for k, v in loads(c.arguments).items())):
        reject()
    rendering = fmt.render(turn)
    return example_of("many-keys", "roundtrip", turn, rendering.text, rendering.expected)


# --- which variant applies where ------------------------------------------------------------

@cache
def _probe(fmt_name: str) -> str:
    """A faithful rendering of one call holding SENTINEL (what `numbers` replaces)."""
    from strategies.formats import get

    fmt = get(fmt_name)
    turn = Turn(calls=(Call.of("get_weather", {"n": SENTINEL, "city": "Paris"}),),
                tools=(Tool("get_weather", "w", {"type": "object", "properties": {
                    "n": {"type": "number"}, "city": {"type": "string"}}}),))
    try:
        return fmt.render(turn).text
    except Exception:
        return ""


def applies(variant: str, fmt: Format) -> str | None:
    """None when `variant` applies to `fmt`; else why it does not (the report's n/a)."""
    if variant == "text-after" and fmt.text_after_calls:
        return ("the template writes text between and after calls: the template-faithful "
                "draws (test_rendered) cover it")
    if variant == "text-after" and fmt.name in CALL_ENDS_TURN:
        return CALL_ENDS_TURN[fmt.name]
    if variant == "marker-data" and not fmt.markers:
        return "the format has no marker text"
    if variant == "numbers":
        if fmt.schema_typed:
            return ("values are text typed by the tool schema (`value | string`), not JSON: "
                    "the template's spelling is the only one")
        if _probe(fmt.name).count(json.dumps(SENTINEL)) != 1:
            return "the format does not write arguments as JSON numbers"
    if variant == "bracket-text":
        opens = _probe(fmt.name).lstrip()[:1] in ("[", "{")
        if not opens and not any(m.text in "[]{}" for m in fmt.markers):
            return ("neither `[` nor `{` is a marker of the format or opens its calls: the "
                    "plaintext property draws them (strategies/values.py TRICKY_SNIPPETS)")
    if variant == "wide-names" and fmt.name in IDENTIFIER_NAMES:
        return "the call is Python: a name is an identifier (no `.`, `-` or leading digit)"
    return None


#: Each variant's strategy.
STRATEGIES: dict[str, Callable[[Format, str], st.SearchStrategy[OffTemplate]]] = {
    "text-after": text_after, "marker-data": marker_data, "unoffered": unoffered,
    "numbers": numbers, "bracket-text": bracket_text, "wide-names": wide_names,
    "many-keys": many_keys}


def variants_for(fmt: Format) -> tuple[str, ...]:
    """The variants that apply to the format."""
    return tuple(v for v in VARIANTS if applies(v, fmt) is None)


def offtemplate_examples(fmt: Format, only: tuple[str, ...] = (),
                         target: str = "") -> st.SearchStrategy[OffTemplate]:
    """An example of one of the variants that apply to the format (of `only`, if given), its
    turn as `target`'s deployment writes it (Format.as_deployed: GLM-4.7 served thinking on
    writes `</think>` before its text and calls)."""
    chosen = [v for v in variants_for(fmt) if not only or v in only]
    return st.sampled_from(chosen).flatmap(lambda v: STRATEGIES[v](fmt, target))
