"""Known failures of selectools:custom (selectools' ToolCallParser built with marker="[TOOL_CALL]")."""

from targets.expectations import Known
from targets.expectations._selectools import (BRACES_IN_STRINGS, CUBIC_MARKERS, MARKER_AS_REGEX,
                                              NESTED_NAME, NON_OBJECT_PARAMETERS, QUOTE_SWAP)

KNOWN = (
    Known("selectools:custom", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
          MARKER_AS_REGEX, ("n_selectools-custom_roundtrip_0505cf94c17637f1.json",)),
    Known("selectools:custom", "roundtrip", frozenset({"calls.count"}), BRACES_IN_STRINGS,
          ("n_selectools-custom_roundtrip_863b3ebbbe5f9207.json",)),
    Known("selectools:custom", "roundtrip", frozenset({"calls.arguments", "calls.count"}),
          QUOTE_SWAP, ("n_selectools-custom_roundtrip_c4cd4e4960a26172.json",
                       "n_selectools-custom_roundtrip_11de1caec7b800f6.json")),
    Known("selectools:custom", "roundtrip", frozenset({"calls.arguments", "calls.name"}),
          NESTED_NAME, ("n_selectools-custom_roundtrip_da70176d6817bd05.json",)),
    Known("selectools:custom", "time", frozenset({"target.hang", "time.growth"}), CUBIC_MARKERS,
          ("n_selectools-custom_time_eafdaa27102b283c.json",)),
)

KNOWN += (
    Known("selectools:custom", "malformed", frozenset({"calls.arguments-not-object"}),
          NON_OBJECT_PARAMETERS, ("n_selectools-custom_malformed_19391f07b7fb5dc5.json",)),
)
