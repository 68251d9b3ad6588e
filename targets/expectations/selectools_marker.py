"""Known failures of selectools:marker (selectools' ToolCallParser, marker variant of its contract)."""

from targets.expectations import Known
from targets.expectations._selectools import (BRACES_IN_STRINGS, CUBIC_MARKERS, NESTED_NAME,
                                              NON_OBJECT_PARAMETERS, QUOTE_SWAP)

KNOWN = (
    Known("selectools:marker", "roundtrip", frozenset({"calls.count"}), BRACES_IN_STRINGS,
          ("n_selectools-marker_roundtrip_ac7714d360b54db5.json",)),
    Known("selectools:marker", "roundtrip", frozenset({"calls.arguments", "calls.count"}), QUOTE_SWAP,
          ("n_selectools-marker_roundtrip_adfa149a6953188e.json", "n_selectools-marker_roundtrip_dd77395139825531.json",)),
    Known("selectools:marker", "roundtrip", frozenset({"calls.arguments", "calls.name"}), NESTED_NAME,
          ("n_selectools-marker_roundtrip_12da51260958b4be.json",)),
    Known("selectools:marker", "time", frozenset({"target.hang", "time.growth"}), CUBIC_MARKERS,
          ("n_selectools-marker_time_459a6130950b3aa3.json",)),
)

KNOWN += (
    Known("selectools:marker", "malformed", frozenset({"calls.arguments-not-object"}),
          NON_OBJECT_PARAMETERS, ("n_selectools-marker_malformed_991c9bdd5798460c.json",)),
)

# --- value edges (targets/test_edges.py): a brace or quote at a value's edge stops the call
# object loading, and a nested object with a `name` becomes the call (its name an object, not
# a value of the arguments, hence a signature of its own)
KNOWN += (
    Known("selectools:marker", "value-edges", frozenset({"calls.arguments", "calls.name"}),
          NESTED_NAME, ("n_selectools-marker_value-edges_dd8b6f849f018201.json",)),
)
