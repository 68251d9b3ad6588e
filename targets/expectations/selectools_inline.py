"""Known failures of selectools:inline (selectools' ToolCallParser, inline variant of its contract)."""

from targets.expectations import Known
from targets.expectations._selectools import (BRACES_IN_STRINGS, NESTED_NAME,
                                              NON_OBJECT_PARAMETERS, QUADRATIC_BRACES, QUOTE_SWAP)

KNOWN = (
    Known("selectools:inline", "roundtrip", frozenset({"calls.count"}), BRACES_IN_STRINGS,
          ("n_selectools-inline_roundtrip_2f1bc567713d4efb.json",)),
    Known("selectools:inline", "roundtrip", frozenset({"calls.arguments", "calls.count"}), QUOTE_SWAP,
          ("n_selectools-inline_roundtrip_670ceb2846b6f6c7.json", "n_selectools-inline_roundtrip_d9ad53463995536c.json",)),
    Known("selectools:inline", "roundtrip", frozenset({"calls.arguments", "calls.name"}), NESTED_NAME,
          ("n_selectools-inline_roundtrip_a4eb3b9944ab7039.json",)),
    Known("selectools:inline", "time", frozenset({"time.growth"}), QUADRATIC_BRACES,
          ("n_selectools-inline_time_72049da481f11d74.json",)),
)

KNOWN += (
    Known("selectools:inline", "malformed", frozenset({"calls.arguments-not-object"}),
          NON_OBJECT_PARAMETERS, ("n_selectools-inline_malformed_98b92ea9d6fac643.json",)),
)

# --- value edges (targets/test_edges.py): a brace or quote at a value's edge stops the call
# object loading, and a nested object with a `name` becomes the call (its name an object, not
# a value of the arguments, hence a signature of its own)
KNOWN += (
    Known("selectools:inline", "value-edges", frozenset({"calls.arguments", "calls.name"}),
          NESTED_NAME, ("n_selectools-inline_value-edges_d19440b261ef0bf1.json",
                        "n_selectools-inline_value-edges_fe73f86177465d78.json")),
)
