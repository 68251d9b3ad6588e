"""The value-edge strategy (strategies/edges.py): one more string argument, first or last in its
call, whose value starts or ends with an edge piece or one of the format's markers; judged by
roundtrip exactly where the format writes it as data."""

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from strategies.edges import EDGE_PIECES, EDGES, edge_values, marker_edges, value_edges
from strategies.formats import all_formats, get
from strategies.offtemplate import VARIANTS
from targets.canonical import loads
from targets.properties import JUDGES, OFFTEMPLATE_PROPERTIES

HERMES, QWEN3_CODER, GEMMA4 = get("hermes"), get("qwen3_coder"), get("gemma4")
FEW = settings(max_examples=40, deadline=None, database=None,
               suppress_health_check=list(HealthCheck))


def _edged(value: str, pieces: tuple[str, ...]) -> bool:
    return any(value.startswith(p) or value.endswith(p) for p in pieces)


@FEW
@given(st.sampled_from([HERMES, QWEN3_CODER, GEMMA4]).flatmap(
    lambda f: st.tuples(st.just(f), edge_values(f))))
def test_an_edge_value_starts_or_ends_with_an_edge(drawn):
    fmt, value = drawn
    assert _edged(value, EDGE_PIECES + marker_edges(fmt)), value
    assert value == value.strip() or value.strip() == "", "no whitespace edge is drawn"


@FEW
@given(value_edges(QWEN3_CODER))
def test_the_edged_argument_is_first_or_last_in_its_call(ex):
    assert ex.variant == EDGES and ex.turn.offtemplate == EDGES
    edged = [(c, list(loads(c.arguments))) for c in ex.turn.calls
             if any(k in loads(c.arguments) for k in ("text", "note", "body", "snippet_x"))]
    assert edged
    assert any(keys[0] in ("text", "note", "body", "snippet_x")
               or keys[-1] in ("text", "note", "body", "snippet_x") for _, keys in edged)
    assert ex.rendering.expected.calls == ex.turn.calls or ex.oracle == "consistency"


@FEW
@given(value_edges(HERMES))
def test_roundtrip_exactly_where_the_format_writes_the_value_as_data(ex):
    assert ex.oracle == ("roundtrip" if HERMES.can_express(ex.turn) else "consistency")
    if any("<tool_call>" in v or "</tool_call>" in v for c in ex.turn.calls
           for v in loads(c.arguments).values() if isinstance(v, str)):
        assert ex.oracle == "consistency", "hermes cannot quote its own tags"


def test_marker_edges_hold_each_marker_whole_and_cut_short():
    found = marker_edges(QWEN3_CODER)
    assert "</parameter>" in found and "</parameter" in found
    assert all(len(p) > 0 and p.strip() for p in found)


def test_value_edges_is_a_property_of_its_own_test_not_a_drawn_variant():
    """test_offtemplate samples VARIANTS: adding the edges there would change its ci draws."""
    assert EDGES not in VARIANTS and EDGES in OFFTEMPLATE_PROPERTIES
    assert JUDGES["test_value_edges"] == (EDGES,) and EDGES not in JUDGES["test_offtemplate"]


@pytest.mark.parametrize("name", sorted(all_formats()))
@settings(max_examples=3, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_every_format_draws_value_edges(name, data):
    ex = data.draw(value_edges(get(name)))
    assert ex.variant == EDGES and ex.oracle in ("roundtrip", "consistency")
