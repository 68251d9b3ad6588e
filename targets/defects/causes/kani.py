"""Root causes in kani: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("kani-oc1", "kani",
          "Bare text outside a harmony message is dropped",
          ("kani GPTOSSParser.parse_completion",),
          r"text outside a harmony message is dropped", status="out-of-contract",
          pattern="input outside the format's grammar",
          note="Harmony's grammar has no bare text: every reply is a `<|start|>…<|message|>` "
               "message. The plaintext generator must not produce bare text for harmony."),
)

CAUSES += (
    Cause("kani-001", "kani",
          "Llama3XToolCallParser.parse_tool_calls reads a call only when the whole reply is one "
          "JSON value: a call with text around it, or several calls, stay content (and the "
          "stream, which hides what follows `<|python_tag|>`, disagrees)",
          ("kani.model_specific.llama3.Llama3XToolCallParser.parse_tool_calls",),
          r"^Llama3XToolCallParser\.parse_tool_calls `json\.loads` the whole reply|"
          r"^Llama 3\.1's `<\|python_tag\|>` in a reply that is not one JSON value"),
    Cause("kani-002", "kani",
          "The whole reply is stripped (HuggingEngine, and the parsers again) but the stream is "
          "not: whole and streamed disagree on surrounding whitespace",
          ("kani.engines.huggingface.HuggingEngine.predict (`.strip()`)",
           "kani.model_specific.base.BaseParser.stream"),
          # ` <|python_tag|>{…}`: the stream sends the space before the tag, the stripped whole
          # reply has none: the same strip, seen through Llama 3.1's tag
          r"^The whole reply is stripped but the stream is not|"
          r"^Llama 3\.1's `<\|python_tag\|>` after a little text"),
)
