"""The selectools_custom renderer writes the marker layout with the custom keyword `[TOOL_CALL]`,
and its target builds the parser with that marker."""

from strategies.formats import Turn, get
from targets import registry
from targets.canonical import Call

SEL = get("selectools_custom")


def test_custom_marker_layout():
    turn = Turn(calls=(Call.of("search", {"q": "test"}),), before="Let me look.")
    assert SEL.render(turn).text == (
        'Let me look.\n\n[TOOL_CALL]\n{"tool": "search", "parameters": {"q": "test"}}')


def test_custom_marker_is_given_to_the_parser():
    assert registry.get("selectools:custom").options["marker"] == "[TOOL_CALL]"


def test_custom_marker_never_in_text():
    assert not SEL.can_express(Turn(calls=(Call.of("a", {}),), before="see [TOOL_CALL]"))
