"""Root causes in selectools: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("selectools-001", "selectools",
          "_find_balanced_json scans from every `{` to the end of the text when it is never "
          "closed (no early stop): quadratic, cubic when run once per marker",
          ("selectools.parser.ToolCallParser._find_balanced_json",
           "selectools.parser.ToolCallParser._extract_candidate_blocks (once per marker)"),
          r"^For each occurrence of the marker, `_extract_candidate_blocks` runs "
          r"`_find_balanced_json`|^`_find_balanced_json` scans from every `\{` to the end"),
)
