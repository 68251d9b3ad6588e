"""Shared checks of the three selectools variants (the contract in selectools' PARSER.md)."""

from strategies.formats import get
from strategies.formats._selectools import NAME_FIELDS, PARAMS_FIELDS, spelling
from targets.canonical import Call


def test_every_documented_field_spelling_is_used():
    seen = {spelling(Call.of(f"tool{i}", {"i": i})) for i in range(200)}
    assert seen == {(n, p) for n in NAME_FIELDS for p in PARAMS_FIELDS}


def test_the_three_variants_have_no_target_yet():
    for name in ("selectools_marker", "selectools_fence", "selectools_inline"):
        assert get(name).parsers == {}
