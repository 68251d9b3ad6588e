"""Known failures of vLLM's `beam` parser (BeamParser, the unified response-template parser)."""

from targets.expectations import Known

UNSTRIPPED_TEXT = (
    "The template's `thinking` and `content` fields are `text` fields, whose value is the text "
    "stripped of surrounding whitespace (content_parsers._text; transformers' parse_response "
    "returns it so), but vLLM routes each field's raw `region_chunk` text to the message and "
    "never its parsed value, in both modes (vllm/parser/response_template.py "
    "_ResponseStream._route): the template's `\\n` around the reasoning and the `\\n\\n` "
    "after `</think>` come back as part of the reasoning and the content "
    "(`<think>\\n\\n</think>` gives reasoning '\\n\\n').")

KNOWN = (
    Known("vllm:beam", "roundtrip", frozenset({"reasoning", "content"}), UNSTRIPPED_TEXT,
          ("n_vllm-beam_roundtrip_e0bc43acf4c1d6fb.json",
           "n_vllm-beam_roundtrip_705e343078c1dde2.json")),
)

RESCANNED_DELIMITERS = (
    "Time grows with the cube of the text for a run of `<think></think>` pairs (16 KB: about "
    "6 s, whole or streamed): for every delimiter it commits, ResponseParser._scan "
    "(vllm/parser/chat_parsing/response_parser.py) searches each watched open and close "
    "pattern again from the current position to the end of the buffer, so n delimiters cost n "
    "searches over what is left, each search itself slower the longer the text.")

KNOWN += (
    Known("vllm:beam", "time", frozenset({"time.growth"}), RESCANNED_DELIMITERS,
          ("n_vllm-beam_time_49c41754dc4892f2.json",)),
)

# --- cut replies (truncated) ---
CUT_OPENER_AS_CONTENT = (
    "ResponseParser._scan (vllm/parser/chat_parsing/response_parser.py) opens a tool region "
    "only where the response template's open_pattern matches in full, and the template this "
    "deployment gives it (strategies/formats/beam.py: `\\s*<tool_call>\\s*<function="
    "(?P<name>…)>`) needs the function's name after the call token: a reply cut by "
    "max_tokens right after `<tool_call>` is held as a partial opener while the stream runs, "
    "and at the end of the text (eos, where partial matches are not looked for) goes out as "
    "content, whole and streamed.  A cut reply only; the user sees a control token.")

KNOWN += (
    Known("vllm:beam", "truncated", frozenset({"truncated.marker-in-content"}),
          CUT_OPENER_AS_CONTENT, ("n_vllm-beam_truncated_f9652269b459f5bd.json",)),
)
