"""Root causes in vllm: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("vllm-001", "vllm",
          "Schema coercion turns an integral float (`0.0`, `2.0`) into an integer, on the whole "
          "parse only",
          ("vllm tool parsers' schema coercion (_convert_value, _convert_element, "
           "ParserEngine._fix_arg_types, K2HorizonToolParser)",),
          r"integral float|integral value|is integral|re-types them"),
)
