"""Root causes in transformers: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("transformers-001", "transformers",
          "A reply the response template cannot read raises out of transformers serve's "
          "non-streaming path (a 500): finalize()'s ValueError and _normalize_tool_call's "
          "TypeError/KeyError are not caught",
          ("transformers.cli.serving.utils.parse_assistant_message",
           "transformers.cli.serving.utils._normalize_tool_call",
           "transformers.utils.chat_parsing.content_parsers._json"),
          r"^A reply the template cannot read raises out of the non-streaming path"),
    Cause("transformers-002", "transformers",
          "Text fields are stripped in the parsed message but streamed raw: whole and streamed "
          "disagree on surrounding whitespace (Qwen 3.5's prefill `<think>\\n\\n</think>\\n\\n` "
          "shows it on every stream)",
          ("transformers.utils.chat_parsing.content_parsers._text (via "
           "ResponseParser._close_current)",
           "transformers.cli.serving.utils.response_events_to_chunks"),
          r"^`text` fields are stripped of surrounding whitespace|"
          r"^Qwen 3\.5's generation prompt ends with the no-thinking prefill"),
    Cause("transformers-003", "transformers",
          "ResponseParser._scan searches every watched delimiter from the current position to "
          "the end of the buffer for each commit: superlinear time on long replies",
          ("transformers.utils.chat_parsing.response_parser.ResponseParser._scan",),
          r"^The whole parse of a call whose arguments repeat|^Time grows with the cube of the "
          r"text for a run of `<think></think>`"),
    Cause("transformers-004", "transformers",
          "The response schemas' `content` is one field: each content region closed replaces "
          "the one before, so prose before or between calls is lost whole when prose follows "
          "a call (streamed, every region's text is sent)",
          ("transformers.utils.chat_parsing.response_parser.ResponseParser._close_current",
           "transformers.cli.serving.utils._RESPONSE_TEMPLATE_FALLBACKS"),
          r"^transformers serve's response schemas declare `content` as one field"),
)
