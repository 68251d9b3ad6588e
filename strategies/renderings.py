"""Messages a format can express, with their exact rendering."""

from __future__ import annotations

from hypothesis import strategies as st

from strategies.calls import messages, punctuated_names
from strategies.formats import Format, Rendering


def renderings(fmt: Format) -> st.SearchStrategy[Rendering]:
    """A message with calls this format can express, rendered as the model writes it."""
    return messages(names=punctuated_names()).filter(fmt.can_express).map(fmt.render)
