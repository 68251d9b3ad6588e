"""What each property test draws, in one place: targets/test_rendered.py, test_plaintext.py
and test_nocrash.py draw from these, and so does `make bench` (targets/bench/examples.py),
which must measure exactly what `make test` runs.  Text limits of the current profile
(targets/budgets.py `max_text`) are applied here."""

from __future__ import annotations

from typing import Any, Callable

from hypothesis import strategies as st

from strategies.cuts import Cut, cut_renderings
from strategies.formats import Rendering, Turn, get as get_format
from strategies.edges import value_edges
from strategies.offtemplate import OffTemplate, offtemplate_examples
from strategies.text import adversarial_texts, plain_texts, truncations
from strategies.turns import renderings
from targets.budgets import max_text
from targets.canonical import Tool
from targets.registry import TargetSpec

#: The tools in the request of a plain text.
PLAIN_TOOLS = [Tool("get_weather", "the weather", {"type": "object"})]


def rendered_examples(spec: TargetSpec) -> st.SearchStrategy[tuple[Turn, Rendering]]:
    """Turns the target's format can express, with their exact renderings (test_rendered)."""
    return _within_max_text(spec, renderings(get_format(spec.format), spec.id),
                            lambda tr: tr[1].text)


def plain_examples(spec: TargetSpec) -> st.SearchStrategy[tuple[str, str]]:
    """Replies with no call, near-miss markers included (test_plaintext): the model's whole
    output and the content it carries.  The text is what the model writes as its answer; the
    output is that text as the format's template leaves it to the model (Format.plain_reply:
    after the `</think>` closing a pre-filled `<think>`, inside the message or block every
    reply sits in), never bare text where the format's grammar has none."""
    fmt = get_format(spec.format)
    return plain_texts(fmt).map(lambda text: (fmt.reply(text), text))


def crash_examples(spec: TargetSpec) -> st.SearchStrategy[str]:
    """Soups, floods, near misses and cut renderings (test_nocrash)."""
    fmt = get_format(spec.format)
    texts = st.one_of(adversarial_texts(fmt),
                      truncations(renderings(fmt, spec.id).map(lambda tr: tr[1].text)))
    return _within_max_text(spec, texts, lambda t: t)


def truncated_examples(spec: TargetSpec) -> st.SearchStrategy[tuple[Turn, Rendering, Cut]]:
    """Renderings cut between two tokens, as max_tokens stops a reply (test_truncated)."""
    return _within_max_text(spec, cut_renderings(get_format(spec.format), spec.id),
                            lambda trc: trc[1].text)


def offtemplate_examples_for(spec: TargetSpec) -> st.SearchStrategy[OffTemplate]:
    """Off-template examples of the variants that apply to the format (test_offtemplate)."""
    return _within_max_text(spec, offtemplate_examples(get_format(spec.format), target=spec.id),
                            lambda ex: ex.text)


def edge_examples_for(spec: TargetSpec) -> st.SearchStrategy[OffTemplate]:
    """Faithful turns with one string value edged (test_edges, strategies/edges.py)."""
    return _within_max_text(spec, value_edges(get_format(spec.format), target=spec.id),
                            lambda ex: ex.text)


def _within_max_text(spec: TargetSpec, examples: st.SearchStrategy,
                     text_of: Callable[[Any], str]) -> st.SearchStrategy:
    """The examples whose text the target accepts (its max_text, where it declares one): one
    filter for every test's examples."""
    longest = max_text(spec.id)
    return examples.filter(lambda ex: len(text_of(ex)) <= longest) if longest else examples
