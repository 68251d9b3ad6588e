"""Growth families in each format's own syntax (strategies/growth.py `syntax_families`): every
format has some, and the valid-call floods are what the format's renderer writes."""

import pytest

from strategies.formats import all_formats
from strategies.growth import LONG_VALUE, _rendered, syntax_families


@pytest.mark.parametrize("name", sorted(all_formats()))
def test_every_format_has_families_in_its_own_syntax(name):
    fmt = all_formats()[name]
    found = syntax_families(fmt)
    assert found, f"{name}: no growth family in its own syntax"
    for family in found:
        assert family.unit and len(family.text(4000)) <= 4000 + len(family.unit)
    repeated = [f for f in found if f.name == "valid calls repeated"]
    for family in repeated:
        for n in (1, 2, 5):
            calls = [[("a", 1)]] * (n + 1)
            assert family.prefix + family.unit * n + family.suffix == _rendered(
                fmt, "get_weather", calls), name
    for family in (f for f in found if f.name == LONG_VALUE):
        for n in (1, 7, 40):
            assert family.prefix + family.unit * n + family.suffix == _rendered(
                fmt, "write_file", [[("content", "x" * (n + 1))]]), name


def test_hermes_floods_are_hundreds_of_valid_calls_and_arguments():
    from strategies.formats import get

    by_name = {f.name: f for f in syntax_families(get("hermes"))}
    calls = by_name["valid calls repeated"].text(16000)
    assert calls.count("<tool_call>") == calls.count("</tool_call>") > 100
    args = by_name["one call, arguments repeated"].text(16000)
    assert args.startswith("<tool_call>\n") and args.endswith("}}\n</tool_call>")
    assert args.count('"b": 1') > 1000
