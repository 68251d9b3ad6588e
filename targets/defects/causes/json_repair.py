"""Root causes in json-repair: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("json-repair-001", "json-repair",
          "parse_array drops an empty array or object item unless the very next character is "
          "`]` or `,`: the end of an unfinished text, or whitespace, loses a complete `[]`",
          ("json_repair.parse_array.parse_array (its `ObjectComparer.is_strictly_empty(value)` "
           "skip)",),
          r"^json_repair\.loads drops an empty array or object that ends an unfinished array|"
          r"^json_repair\.loads loses an empty array that is followed by whitespace"),
)
