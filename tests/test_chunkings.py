"""Chunkers: deltas concatenate to the text, markers are never split, every split is there."""

from hypothesis import given, strategies as st

from strategies.chunkings import (group, one_per_unit, random_groupings, tokens, two_way_splits,
                                  units, whole)
from strategies.formats import get
from strategies.streams import chunkings_for
from strategies.text import soups

HERMES = get("hermes")
MARKERS = [m.text for m in HERMES.markers]


def test_units_keep_markers_whole_and_characters_single():
    assert units("a<tool_call>é😀</tool_call>", MARKERS) == [
        "a", "<tool_call>", "é", "😀", "</tool_call>"]


def test_tokens_are_markers_whole_and_four_characters_between():
    assert tokens('ab<tool_call>{"name": "f"}</tool_call>', MARKERS) == [
        "ab", "<tool_call>", '{"na', 'me":', ' "f"', "}", "</tool_call>"]
    assert tokens("", MARKERS) == [""]


@given(st.data())
def test_tokens_concatenate_to_the_text_without_cutting_a_marker(data):
    text = data.draw(soups(HERMES))
    chunks = tokens(text, MARKERS)
    assert "".join(chunks) == text
    assert [u for c in chunks for u in units(c, MARKERS)] == units(text, MARKERS)
    assert all(len(c) <= 4 or c in MARKERS for c in chunks)


def test_two_way_splits_are_every_boundary():
    assert two_way_splits(["a", "<tool_call>", "b"]) == [["a", "<tool_call>b"], ["a<tool_call>", "b"]]


def test_empty_text_is_one_empty_delta():
    assert one_per_unit(units("", MARKERS)) == [""]
    assert whole([]) == [""]


@given(st.data())
def test_every_chunking_concatenates_to_the_text_without_cutting_a_marker(data):
    text = data.draw(soups(HERMES))
    for chunks in data.draw(chunkings_for(text, HERMES)):
        assert "".join(chunks) == text
        assert all(chunks) or chunks == [""]
        # no marker straddles a boundary: re-tokenising each delta gives the same units
        assert [u for c in chunks for u in units(c, MARKERS)] == units(text, MARKERS)


@given(st.data())
def test_random_groupings_respect_max_deltas(data):
    pieces = units(data.draw(soups(HERMES)), MARKERS)
    chunks = data.draw(random_groupings(pieces, max_deltas=5))
    assert len(chunks) <= 5 and "".join(chunks) == "".join(pieces)


def test_group_ignores_out_of_range_cuts():
    assert group(["a", "b", "c"], [0, 2, 9]) == ["ab", "c"]


def test_long_texts_are_split_next_to_every_marker():
    from hypothesis import find

    text = "x" * 60 + "<tool_call>" + "y" * 10 + "</tool_call>"
    chunkings = find(chunkings_for(text, HERMES), lambda c: True)
    firsts = {c[0] for c in chunkings if len(c) == 2}
    assert {"x" * 60, "x" * 60 + "<tool_call>", "x" * 60 + "<tool_call>" + "y" * 10} <= firsts


@given(st.data())
def test_a_long_text_streams_at_most_its_share_of_characters(data):
    from strategies.streams import STREAMED_CHARS

    text = ("x" * 1000 + "<tool_call>" + "y" * 1000 + "</tool_call>") * 15  # 30 KB, 30 markers
    chunkings = data.draw(chunkings_for(text, HERMES))
    assert all("".join(c) == text for c in chunkings)
    assert 2 <= len(chunkings) and len(text) * len(chunkings) <= STREAMED_CHARS + 4 * len(text)
    assert any(len(c) == 2 for c in chunkings)  # still split in two somewhere


@given(st.data())
def test_adversarial_texts_and_truncations_are_valid_unicode(data):
    from strategies.text import adversarial_texts, truncations
    from strategies.turns import renderings

    text = data.draw(st.one_of(adversarial_texts(HERMES),
                               truncations(renderings(HERMES).map(lambda tr: tr[1].text))))
    text.encode("utf-8")  # no lone surrogates: a server's deltas are decoded bytes
