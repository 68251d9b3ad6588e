"""Root causes in python: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("python-001", "python-stdlib-json",
          "json.loads raises RecursionError on deeply nested arrays, and the partial-JSON "
          "libraries calling it catch only JSONDecodeError",
          ("json.loads (called by json_repair.repair_json, langchain_core.utils.json."
           "parse_partial_json, partial_json_parser.loads)",),
          r"hands the text to json\.loads and c",
          ("json-repair", "langchain-core", "partial-json-parser")),
)
