"""The seed_oss renderer writes what Seed-OSS-36B-Instruct's chat template writes after the
generation prompt `<seed:bos>assistant\\n`: content `| trim` and `\\n\\n`, then per call
`<seed:tool_call>\\n<function=NAME>\\n`, `<parameter=KEY>VALUE</parameter>\\n` per argument and
`</function>\\n</seed:tool_call>`, calls joined by `\\n`; non-strings as Python's str.
"""

import ast
import re

from hypothesis import given

from strategies.formats import Turn, get
from strategies.formats._common import tool_properties
from strategies.formats._typed import typed_of
from strategies.turns import turns
from targets.canonical import Call, Tool, loads, strict_equal

SEED = get("seed_oss")
TOOL = Tool("search", "", {"type": "object", "properties": {
    "query": {"type": "string"}, "limit": {"type": "integer"}, "exact": {"type": "boolean"},
    "filters": {"type": "object"}, "tags": {"type": "array"}, "score": {"type": ["number", "null"]}}})


def test_single_call_without_content():
    turn = Turn(calls=(Call.of("search", {"query": "Seed OSS", "limit": 5}),), tools=(TOOL,))
    assert SEED.render(turn).text == (
        "<seed:tool_call>\n<function=search>\n<parameter=query>Seed OSS</parameter>\n"
        "<parameter=limit>5</parameter>\n</function>\n</seed:tool_call>")


def test_python_literals_and_parallel_calls():
    turn = Turn(before="Searching.",
                calls=(Call.of("search", {"exact": True, "score": None,
                                          "filters": {"lang": "en", "safe": False}}),
                       Call.of("search", {"tags": ["a", 1.5]})),
                tools=(TOOL,))
    r = SEED.render(turn)
    assert r.text == (
        "Searching.\n\n<seed:tool_call>\n<function=search>\n"
        "<parameter=exact>True</parameter>\n<parameter=score>None</parameter>\n"
        "<parameter=filters>{'lang': 'en', 'safe': False}</parameter>\n</function>\n"
        "</seed:tool_call>\n<seed:tool_call>\n<function=search>\n"
        "<parameter=tags>['a', 1.5]</parameter>\n</function>\n</seed:tool_call>")
    assert [loads(c.arguments) for c in r.expected.calls] == [
        {"exact": True, "score": None, "filters": {"lang": "en", "safe": False}},
        {"tags": ["a", 1.5]}]


def test_values_keep_their_own_newlines():
    turn = Turn(calls=(Call.of("search", {"query": "\nline\n"}),), tools=(TOOL,))
    assert "<parameter=query>\nline\n</parameter>" in SEED.render(turn).text
    assert loads(SEED.render(turn).expected.calls[0].arguments) == {"query": "\nline\n"}


def test_limits():
    assert not SEED.can_express(Turn(calls=(Call.of("search", {"query": "x</parameter>"}),),
                                     tools=(TOOL,)))
    assert not SEED.can_express(Turn(calls=(Call.of("search", {"query": "True"}),),
                                     tools=(Tool("f", "", {"type": "object", "properties": {
                                         "query": {"type": ["string", "boolean"]}}}),)))
    assert not SEED.can_express(Turn(calls=(Call.of("search", {}),), before="x\n", tools=(TOOL,)))


_CALL = re.compile(r"<seed:tool_call>\n<function=([^>\n]*)>\n(.*?)</function>\n</seed:tool_call>",
                   re.S)
_PARAM = re.compile(r"<parameter=([^>\n]*)>(.*?)</parameter>\n", re.S)


@given(turns(SEED).filter(SEED.can_express))
def test_rendering_parses_back_to_the_calls(turn):
    r = SEED.render(turn)
    head = r.text.partition("<seed:tool_call>")[0]
    assert head == (turn.before + "\n\n" if turn.before else "")
    found = _CALL.findall(r.text)
    assert "\n".join(m.group(0) for m in _CALL.finditer(r.text)) == r.text[len(head):]
    assert len(found) == len(turn.calls)
    for (name, body), call in zip(found, turn.calls):
        assert name == call.name and _PARAM.sub("", body) == ""
        props = tool_properties(turn, name)
        got = {k: typed_of(v, props.get(k, {}), "py") for k, v in _PARAM.findall(body)}
        assert strict_equal(got, loads(call.arguments))
        for v in got.values():
            if isinstance(v, (dict, list)):
                assert ast.literal_eval(str(v)) == v
