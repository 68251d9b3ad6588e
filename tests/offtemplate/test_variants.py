"""Each off-template variant's strategy (strategies/offtemplate.py) draws what it says, marks
its turn and rendering with its id, and applies exactly where it says it does."""

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from strategies.formats import all_formats, get
from strategies.offtemplate import (BRACKET_PIECES, ORACLES, SENTINEL, SPELLINGS, STRATEGIES,
                                    VARIANTS, applies, bracket_text, many_keys, marker_data,
                                    name_allowed, numbers, offtemplate_examples, text_after,
                                    unoffered, variants_for, wide_names)
from targets.canonical import loads

HERMES, PYTHONIC, MISTRAL = get("hermes"), get("pythonic"), get("mistral")
FEW = settings(max_examples=25, deadline=None, database=None,
               suppress_health_check=list(HealthCheck))


@FEW
@given(st.data())
def test_every_example_carries_its_variant_and_a_known_oracle(data):
    fmt = data.draw(st.sampled_from([HERMES, PYTHONIC, MISTRAL, get("qwen3_coder")]))
    ex = data.draw(offtemplate_examples(fmt))
    assert ex.variant in VARIANTS and ex.oracle in ORACLES
    assert ex.turn.offtemplate == ex.rendering.offtemplate == ex.variant
    assert ex.to_json()["variant"] == ex.variant
    assert ex.variant in variants_for(fmt)


@FEW
@given(text_after(HERMES))
def test_text_after_puts_each_piece_after_a_closed_call(ex):
    assert ex.oracle == "text" and ex.pieces
    after = [p for p in ex.pieces if p != ex.turn.before]
    at = ex.text.index("<tool_call>")  # past the text before the calls, which may hold a piece
    for piece in after:
        close = ex.text.rfind("</tool_call>", 0, ex.text.index(piece, at))
        assert close >= 0, (piece, ex.text)
        at = ex.text.index(piece, at) + len(piece)
    assert ex.rendering.expected.calls == ex.turn.calls


@FEW
@given(text_after(MISTRAL))
def test_text_after_goes_between_calls_only_where_the_calls_so_far_are_a_prefix(ex):
    """Mistral v11 `[TOOL_CALLS]f[ARGS]{…}[TOOL_CALLS]g…`: the calls so far end where the next
    `[TOOL_CALLS]` begins, so prose lands right after a call's arguments or at the end."""
    for piece in ex.pieces:
        if piece == ex.turn.before:
            continue
        i = ex.text.index(piece)
        assert i == 0 or ex.text[:i].rstrip().endswith("}"), ex.text


@FEW
@given(marker_data(HERMES))
def test_marker_data_writes_the_formats_own_marker_as_data(ex):
    own = [ex.turn.before or ""] + [json.dumps(loads(c.arguments)) for c in ex.turn.calls]
    assert any(m in json.loads(json.dumps(t)) or m in t for t in own for m in
               ("<tool_call>", "</tool_call>") if m in ex.text)
    # hermes has no escape for its added tokens: judged by consistency only
    assert ex.oracle == "consistency"


def test_marker_data_is_judged_by_roundtrip_where_the_format_quotes_it():
    """pythonic's marker `[` inside a Python string is data: can_express keeps such a turn."""
    @FEW
    @given(marker_data(PYTHONIC))
    def check(ex):
        assert ex.oracle == ("roundtrip" if PYTHONIC.can_express(ex.turn) else "consistency")
        seen.add(ex.oracle)
    seen: set = set()
    check()
    assert "roundtrip" in seen


@FEW
@given(unoffered(HERMES))
def test_unoffered_withholds_a_called_tool_and_offers_a_decoy(ex):
    offered = {t.name for t in ex.tools}
    assert {c.name for c in ex.turn.calls} - offered
    assert any(t.name.startswith("unrelated_tool") for t in ex.tools)
    assert ex.text == HERMES.render(ex.turn).text


@FEW
@given(numbers(HERMES))
def test_numbers_respell_one_number_and_owe_its_value(ex):
    assert json.dumps(SENTINEL) not in ex.text
    spelled = [s for s in SPELLINGS if re.search(rf"(?<![\w.+-]){re.escape(s)}(?![\w.])", ex.text)]
    assert spelled
    values = json.dumps(loads(ex.rendering.expected.calls[0].arguments))
    assert any(json.dumps(json.loads(s)) in values for s in spelled)


def test_numbers_do_not_apply_where_values_are_schema_typed_text():
    assert applies("numbers", get("qwen3_coder")) is not None
    assert applies("numbers", HERMES) is None


@FEW
@given(bracket_text(PYTHONIC))
def test_bracket_text_holds_brackets_and_no_call(ex):
    assert ex.oracle == "plaintext" and not ex.turn.calls
    assert any(p in ex.text for p in BRACKET_PIECES)
    assert ex.rendering.expected.content == ex.text


def test_bracket_text_applies_where_a_bracket_is_syntax():
    assert applies("bracket-text", PYTHONIC) is None  # `[` is its marker
    assert applies("bracket-text", get("llama3_json")) is None  # its calls open with `{`
    assert applies("bracket-text", HERMES) is not None


@FEW
@given(wide_names(HERMES))
def test_wide_names_are_dotted_dashed_or_digit_first(ex):
    for c in ex.turn.calls:
        assert "." in c.name or "-" in c.name or c.name[0].isdigit()
        assert name_allowed(HERMES, c.name)
    assert HERMES.can_express(ex.turn)


def test_wide_names_respect_python_identifiers_and_narrow_alphabets():
    assert applies("wide-names", PYTHONIC) is not None
    assert not name_allowed(MISTRAL, "a.b")  # mistral-common's names: [A-Za-z0-9_-]
    assert name_allowed(MISTRAL, "2fa") and name_allowed(get("xlam"), "2fa")
    assert not name_allowed(get("xlam"), "a.b")


@FEW
@given(many_keys(get("qwen3_coder")))
def test_many_keys_write_six_or_more_keys_typed_by_the_schema(ex):
    for c in ex.turn.calls:
        assert len(loads(c.arguments)) >= 6
    assert ex.oracle == "roundtrip" and get("qwen3_coder").can_express(ex.turn)


def test_text_after_does_not_apply_where_the_template_writes_it_or_a_call_ends_the_turn():
    assert applies("text-after", get("selectools_marker")) is not None
    assert applies("text-after", get("harmony")) is not None
    # Kimi K3's reply ends by closing its message: text after that is no part of the reply
    assert applies("text-after", get("kimi_k3")) is not None
    # Muse's calls are a message to the tool, ended by the stop token `<|eom|>`: text after
    # them in that message is addressed to the tool
    assert applies("text-after", get("muse")) is not None
    # GigaChat 3's call is a `function call` turn the end-of-sequence token closes; Apertus'
    # generation ends at `<|tools_suffix|>`, where the environment writes the tool outputs
    assert applies("text-after", get("gigachat3")) is not None
    assert applies("text-after", get("apertus")) is not None
    # InternLM2: nothing follows `<|action_end|>` but the end of the turn
    assert applies("text-after", get("internlm2")) is not None
    assert applies("text-after", HERMES) is None


@pytest.mark.parametrize("name", sorted(all_formats()))
def test_every_format_has_variants_and_each_draws(name):
    fmt = get(name)
    chosen = variants_for(fmt)
    assert {"unoffered", "many-keys"} <= set(chosen)

    @settings(max_examples=3, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(chosen).flatmap(lambda v: STRATEGIES[v](fmt)))
    def draws(ex):
        assert ex.variant in chosen
    draws()
