"""Known failures of targets that parse the cohere_command3 format (vLLM `cohere_command3`,
parsed by cohere_melody 0.15.3's `cmd3` filter through vllm/parser/cohere_command.py)."""

from targets.expectations import Known

EMPTY_PARAMETERS = (
    "For a call with `\"parameters\": {}` cohere_melody's filter returns arguments \"\" (empty "
    "text); CohereCommandParser.parse passes it on as the call's arguments and _tool_call_deltas "
    "drops it (`tc.arguments or None`), so a call without arguments has arguments that are "
    "not JSON, whole or streamed.")

PLAN_TRIMMED = (
    "cohere_melody's filter strips whitespace around the thinking block's text: the tool plan "
    "the template writes verbatim (`<|START_THINKING|> <|END_THINKING|>`, ` pl\\nan `) comes "
    "back trimmed (None, `pl\\nan`) as the reasoning.")

MELODY_THINKING_PAIRS_QUADRATIC = (
    "The parser hands each delta to cohere_melody's native output filter "
    "(`PyFilter.write_decoded`, cohere_melody 0.15.3, from CohereCommandParser.parse_delta "
    "and the whole parse alike), whose time is quadratic in a delta holding a run of "
    "`<|START_THINKING|><|END_THINKING|>` pairs: 0.014 s for 16 000 characters, 0.21 s "
    "for 64 000 (the profile shows all of it inside write_decoded).")

TEXT_TRIMMED = (
    "cohere_melody's filter strips whitespace around plain text: an answer of `\\r` comes back "
    "with no content, and ` a ` as `a`, whole or streamed.")

NAME_NOT_UNESCAPED = (
    "cohere_melody returns the tool_name as its raw JSON text: a name with a quote or "
    "backslash (`\"È…`, written `\\\"È…` in the action block) comes back with the escape "
    "(`\\\"È…`), whole and streamed.")

KNOWN = (
    Known("vllm:cohere_command3", "roundtrip", frozenset({"calls.arguments-invalid"}),
          EMPTY_PARAMETERS, ("n_vllm-cohere_command3_roundtrip_70a1858dbe459e51.json",)),
    Known("vllm:cohere_command3", "roundtrip", frozenset({"reasoning", "calls.arguments-invalid"}),
          PLAN_TRIMMED, ("n_vllm-cohere_command3_roundtrip_4b91c3aa29a8440f.json",)),
    Known("vllm:cohere_command3", "roundtrip", frozenset({"calls.name"}),
          NAME_NOT_UNESCAPED, ("n_vllm-cohere_command3_roundtrip_087f4dd6fbdc0ec0.json",)),
    Known("vllm:cohere_command3", "plaintext",
          frozenset({"content.blank", "content", "content.truncated"}),
          TEXT_TRIMMED, ("n_vllm-cohere_command3_plaintext_1dcac6d3f99d48b8.json",)),
    Known("vllm:cohere_command3", "split", frozenset({"calls.arguments-invalid"}),
          EMPTY_PARAMETERS, ("n_vllm-cohere_command3_split_41626ca85e2c9f82.json",)),
    Known("vllm:cohere_command3", "protocol", frozenset({"protocol.arguments-invalid"}),
          EMPTY_PARAMETERS, ("n_vllm-cohere_command3_protocol_d14d0cfdc0bb1165.json",)),
)

CUT_ACTION_IS_A_CALL = (
    "An action block cut after `{\"tool_call_id\": \"0\"` (no tool_name, no parameters) still "
    "gives a call in the non-streaming result, named \"\" with arguments \"\" (not JSON): "
    "cohere_melody's filter fills the missing fields with empty text and "
    "CohereCommandParser.parse passes the call on as it is; one cut inside its parameters "
    "(`\"parameters\": {\"`) likewise gives the arguments `{\"`. " + EMPTY_PARAMETERS)

KNOWN += (
    Known("vllm:cohere_command3", "malformed", frozenset({"calls.arguments-invalid"}),
          CUT_ACTION_IS_A_CALL, ("n_vllm-cohere_command3_malformed_79e11122663b0410.json",
                                "n_vllm-cohere_command3_malformed_7040f403558b5830.json")),
)

#: The same filter behind the cmd3 parser (found by make test's growth run once ci's draws were
#: pinned: 0.16 s of CPU for a stream of 64 000 characters, growing ×3–5 per doubling).
KNOWN += (
    Known("vllm:cohere_command3", "time", frozenset({"time.growth"}),
          MELODY_THINKING_PAIRS_QUADRATIC,
          ("n_vllm-cohere_command3_time_36ce9106fdadc073.json",)),
)

# --- off-template variants ---
#: Shared with cohere_command4 (the same filter).
MELODY_TEXT_AFTER_ACTION_LOST = (
    "cohere_melody's output filter (PyFilter, which CohereCommandParser.parse and parse_delta "
    "hand the whole text or each delta to) returns nothing of the text after "
    "`<|END_ACTION|>`: prose a model writes after its action block (`…]<|END_ACTION|>Aa`) is "
    "lost, whole and streamed.")

KNOWN += (
    Known("vllm:cohere_command3", "text-after", frozenset({"offtemplate.text-lost"}),
          MELODY_TEXT_AFTER_ACTION_LOST,
          ("n_vllm-cohere_command3_text-after_77f49a90feb308d1.json",)),
    # (melody opens a thinking block at the marker inside the string: the rest comes back as
    # reasoning)
    Known("vllm:cohere_command3", "marker-data", frozenset({"calls.arguments-invalid"}),
          CUT_ACTION_IS_A_CALL + "  A `<|START_THINKING|>` written inside a string value cuts "
          "the action the same way: `\"parameters\": {\"note\": \"Aa <|START_THINKING|>\"}` "
          "gives the arguments `{\"note\": \"Aa `.",
          ("n_vllm-cohere_command3_marker-data_53c388f4ed56e5b6.json",)),
)

KNOWN += (
    # (a call to the unoffered `A` with `"parameters": {}`: its arguments "" are not `{}`)
    Known("vllm:cohere_command3", "unoffered", frozenset({"calls.arguments-invalid",
                                                          "offtemplate.call-changed"}),
          EMPTY_PARAMETERS, ("n_vllm-cohere_command3_unoffered_b663dc4ee06f67eb.json",)),
)

# --- cut replies (truncated) ---
KNOWN += (
    # (cut after `{"tool_call_id": "0"`: a call named "" with arguments "", whole parse)
    Known("vllm:cohere_command3", "truncated", frozenset({"calls.arguments-invalid",
                                                          "truncated.invented"}),
          CUT_ACTION_IS_A_CALL, ("n_vllm-cohere_command3_truncated_e4320086e382c5ba.json",
                                 # cut inside the parameters: arguments `{"`
                                 "n_vllm-cohere_command3_truncated_6add57b9e4abb99c.json")),
)
