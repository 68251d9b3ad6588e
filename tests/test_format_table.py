"""docs/FORMATS.md is the generated table of every format, and it is current."""

from pathlib import Path

from strategies.formats import all_formats
from strategies.formats.__main__ import table

DOC = Path(__file__).resolve().parent.parent / "docs" / "FORMATS.md"


def test_format_table_is_current():
    assert DOC.read_text(encoding="utf-8") == table(), "docs/FORMATS.md is stale: run `make docs`"


def test_every_format_has_golden_tests():
    """Each format has a golden test file: test_<name>.py, or a family file that gets it by name."""
    here = Path(__file__).resolve().parent / "formats"
    family = "\n".join(p.read_text(encoding="utf-8") for p in here.glob("test_*.py"))
    missing = [name for name in all_formats()
               if not (here / f"test_{name}.py").exists() and f'get("{name}")' not in family]
    assert not missing, f"formats without golden tests in tests/formats/: {missing}"


def test_every_format_declares_what_the_contract_asks():
    from targets.traits import NORMALISERS

    for fmt in all_formats().values():
        assert fmt.summary and fmt.markers is not None and fmt.name_pattern
        for trait in fmt.traits:
            assert trait.kind in ("cannot-express", "normalise", "fact"), (fmt.name, trait.id)
            assert len(trait.reason) > 20, (fmt.name, trait.id)
            if trait.kind == "normalise":
                assert trait.id in NORMALISERS, f"{fmt.name}: no normaliser for {trait.id}"


def test_every_format_names_its_dialects_with_a_source():
    """Each format has a default dialect and every dialect names the checkpoint or template
    that writes it and where that is seen; each other dialect has a golden test that draws it
    by its renderer key."""
    here = Path(__file__).resolve().parent / "formats"
    goldens = "\n".join(p.read_text(encoding="utf-8") for p in here.glob("test_*.py"))
    for fmt in all_formats().values():
        assert fmt.dialects and fmt.dialects[0].variant == "", fmt.name
        for d in fmt.dialects:
            assert d.name.strip() and d.source.strip(), (fmt.name, d)
            if d.variant:
                assert f'"{d.variant}"' in goldens or f"'{d.variant}'" in goldens, (
                    f"{fmt.name}: dialect {d.variant!r} has no golden test in tests/formats/")
