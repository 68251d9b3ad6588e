"""Known failures of selectools:fence (selectools' ToolCallParser, fence variant of its contract)."""

from targets.expectations import Known
from targets.expectations._selectools import (BRACES_IN_STRINGS, CUBIC_MARKERS, NESTED_NAME,
                                              NON_OBJECT_PARAMETERS, QUOTE_SWAP, RAW_NEWLINES)

KNOWN = (
    Known("selectools:fence", "roundtrip", frozenset({"calls.count"}), BRACES_IN_STRINGS,
          ("n_selectools-fence_roundtrip_71df86834e1b511d.json",)),
    Known("selectools:fence", "roundtrip", frozenset({"calls.arguments", "calls.count"}), QUOTE_SWAP,
          ("n_selectools-fence_roundtrip_783248f570545b02.json", "n_selectools-fence_roundtrip_8f26e7d8a4b07f63.json",)),
    Known("selectools:fence", "roundtrip", frozenset({"calls.arguments", "calls.name"}), NESTED_NAME,
          ("n_selectools-fence_roundtrip_a7a3bd17c0cf0b67.json",)),
    Known("selectools:fence", "roundtrip", frozenset({"calls.count"}), RAW_NEWLINES,
          ("n_selectools-fence_roundtrip_6edf17054993e32f.json",)),
    Known("selectools:fence", "time", frozenset({"target.hang", "time.growth"}), CUBIC_MARKERS,
          ("n_selectools-fence_time_55116beeec4d7ac6.json",)),
)

KNOWN += (
    Known("selectools:fence", "malformed", frozenset({"calls.arguments-not-object"}),
          NON_OBJECT_PARAMETERS, ("n_selectools-fence_malformed_a55aecf1b6dc6a47.json",)),
)

# --- value edges (targets/test_edges.py): a brace or quote at a value's edge stops the call
# object loading, and a nested object with a `name` becomes the call (its name an object, not
# a value of the arguments, hence a signature of its own)
KNOWN += (
    Known("selectools:fence", "value-edges", frozenset({"calls.arguments", "calls.name"}),
          NESTED_NAME, ("n_selectools-fence_value-edges_f5f1e8d02acaa75b.json",)),
)
