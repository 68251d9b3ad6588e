"""Known failures of targets that parse the cohere_command4 format (vLLM `cohere_command4`,
parsed by cohere_melody 0.15.3's `cmd4` filter through vllm/parser/cohere_command.py)."""

from targets.expectations import Known
from targets.expectations.cohere_command3 import (EMPTY_PARAMETERS, NAME_NOT_UNESCAPED,
                                                 MELODY_THINKING_PAIRS_QUADRATIC, PLAN_TRIMMED,
                                                 TEXT_TRIMMED)

KNOWN = (
    Known("vllm:cohere_command4", "roundtrip", frozenset({"calls.arguments-invalid"}),
          EMPTY_PARAMETERS, ("n_vllm-cohere_command4_roundtrip_27c1a53fe1e5af02.json",)),
    Known("vllm:cohere_command4", "roundtrip", frozenset({"reasoning", "calls.arguments-invalid"}),
          PLAN_TRIMMED, ("n_vllm-cohere_command4_roundtrip_117ba40720b98b9d.json",)),
    Known("vllm:cohere_command4", "roundtrip", frozenset({"calls.name", "calls.arguments-invalid"}),
          NAME_NOT_UNESCAPED, ("n_vllm-cohere_command4_roundtrip_169f11e15b27e5ca.json",)),
    Known("vllm:cohere_command4", "plaintext", frozenset({"content.blank"}),
          TEXT_TRIMMED, ("n_vllm-cohere_command4_plaintext_7b604c164e23e6d9.json",)),
    Known("vllm:cohere_command4", "split", frozenset({"calls.arguments-invalid"}),
          EMPTY_PARAMETERS, ("n_vllm-cohere_command4_split_ce6f66ae58030201.json",)),
    Known("vllm:cohere_command4", "protocol", frozenset({"protocol.arguments-invalid"}),
          EMPTY_PARAMETERS, ("n_vllm-cohere_command4_protocol_d78f49f4f364bbdd.json",)),
)

CUT_ACTION_ARGUMENTS = (
    "cohere_melody's cmd4 filter hands a cut action block's parameters on as written, and "
    "CohereCommandParser.parse passes its text on as the arguments: an action with no "
    "parameters yet (`<|START_ACTION|>\"tool_call_id\":\" \"`) gives a call with the arguments "
    "`` and one cut inside them (`\"parameters\":{\"` and a newline) gives `{\"` with a raw "
    "newline, which no continuation makes JSON, whole and streamed.")

KNOWN += (
    Known("vllm:cohere_command4", "malformed", frozenset({"calls.arguments-invalid"}),
          CUT_ACTION_ARGUMENTS, ("n_vllm-cohere_command4_malformed_5f2f815e12175558.json",
                                 "n_vllm-cohere_command4_malformed_849dabf25442ce8d.json")),
)

KNOWN += (
    Known("vllm:cohere_command4", "time", frozenset({"time.growth"}),
          MELODY_THINKING_PAIRS_QUADRATIC,
          ("n_vllm-cohere_command4_time_684ee8eab5557b64.json",)),
)

# --- off-template variants ---
from targets.expectations.cohere_command3 import MELODY_TEXT_AFTER_ACTION_LOST  # noqa: E402

KNOWN += (
    Known("vllm:cohere_command4", "text-after", frozenset({"offtemplate.text-lost"}),
          MELODY_TEXT_AFTER_ACTION_LOST,
          ("n_vllm-cohere_command4_text-after_bd0ed5dba64abadc.json",)),
)

KNOWN += (
    # (melody opens a thinking block at the marker inside the string: the rest, `"}}\n]`,
    # comes back as reasoning)
    Known("vllm:cohere_command4", "marker-data", frozenset({"calls.arguments-invalid"}),
          CUT_ACTION_ARGUMENTS + "  A `<|START_THINKING|>` written inside a string value cuts "
          "the action the same way: `\"parameters\": {\"note\": \"Aa <|START_THINKING|>\"}` "
          "gives the arguments `{\"note\": \"Aa `.",
          ("n_vllm-cohere_command4_marker-data_b81bac39bac14618.json",)),
    # (a call to the unoffered `A` with `"parameters": {}`: its arguments "" are not `{}`)
    Known("vllm:cohere_command4", "unoffered", frozenset({"calls.arguments-invalid",
                                                          "offtemplate.call-changed"}),
          EMPTY_PARAMETERS, ("n_vllm-cohere_command4_unoffered_33a8504fef94c1d3.json",)),
)

from targets.expectations.cohere_command3 import CUT_ACTION_IS_A_CALL  # noqa: E402

# --- cut replies (truncated) ---
KNOWN += (
    # (cut after `{"tool_call_id": "0"`: a call named "" with arguments "", whole parse)
    Known("vllm:cohere_command4", "truncated", frozenset({"calls.arguments-invalid",
                                                          "truncated.invented"}),
          CUT_ACTION_IS_A_CALL, ("n_vllm-cohere_command4_truncated_3963e60c1943b16c.json",
                                 # cut inside the parameters: arguments `{"`
                                 "n_vllm-cohere_command4_truncated_bc11d0439b3381d8.json")),
    # (the first call's `"parameters": {}` streams no arguments, so it is not intact)
    Known("vllm:cohere_command4", "truncated", frozenset({"truncated.invented"}),
          EMPTY_PARAMETERS, ("n_vllm-cohere_command4_truncated_443d60af89802288.json",)),
)

# --- sglang:cohere_command4 value edges (targets/test_edges.py), branch v38e ---
from targets.expectations.sglang import COHERE4_TEXT_AFTER_ACTION_LOST  # noqa: E402

COHERE4_START_TEXT_IN_ACTION = (
    "SGLang's cohere_command4 reasoning detector (CohereCommand4Detector.detect_and_parse in "
    "sglang/srt/parser/reasoning_parser.py, the whole parse) hands the text after "
    "`<|END_THINKING|>` to _strip_text_markers, which looks for `<|START_TEXT|>` first, "
    "anywhere, inside an action block too, and keeps only what follows it: a string value "
    "starting with the marker (`\"parameters\": {\"text\": \"<|START_TEXT|>Nvbl\"}`) makes the "
    "whole parse return no call and the content `Nvbl\"}}\\n]<|END_ACTION|>`, while "
    "parse_streaming_increment decides by the first block marker after the thinking "
    "(`<|START_ACTION|>`) and streams the call as written.")

KNOWN += (
    # `"text": "Aa<|END_ACTION|>"`: the first `<|END_ACTION|>`, in the value, ends the block
    # in both modes (the call comes back `{"text": "Aa"}` from the partial-JSON fallback); the
    # rest of the block, `"}}\n]<|END_ACTION|>`, is text after the action: streamed as content,
    # dropped by the whole parse.  One chunking, one delta per marker (the whole reply in one
    # delta also loses the call, COHERE4_STREAM_KEEPS_THINKING, inherited from split)
    Known("sglang:cohere_command4", "value-edges", frozenset({"content", "reasoning"}),
          COHERE4_TEXT_AFTER_ACTION_LOST,
          ("n_sglang-cohere_command4_value-edges_d094b31efead51ef.json",)),
    # hand-trimmed from a draw of three calls of one tool (whose merged `{}{}` stream is
    # sglang-009's): one call, the marker at the start of its value
    Known("sglang:cohere_command4", "value-edges",
          frozenset({"calls.count", "content.dropped", "reasoning"}),
          COHERE4_START_TEXT_IN_ACTION,
          ("n_sglang-cohere_command4_value-edges_b7d6d178e6e3a961.json",)),
)

KNOWN += (
    # the same one-call reply as one delta: the stream returns after the thinking block and
    # loses the action (COHERE4_STREAM_KEEPS_THINKING, the split entry's), so the content
    # the whole parse made of the value is missing from the stream
    Known("sglang:cohere_command4", "value-edges", frozenset({"content.dropped", "reasoning"}),
          COHERE4_START_TEXT_IN_ACTION + "  (Its case shows COHERE4_STREAM_KEEPS_THINKING too.)",
          ("n_sglang-cohere_command4_value-edges_925d8df19a7ca636.json",)),
    # two calls of `A`, the first's value starting `<|START_TEXT|>`: streamed under one index,
    # `{"text": "<|START_TEXT|>Nvbl"}{}`, with no call parsed whole to compare with
    Known("sglang:cohere_command4", "value-edges",
          frozenset({"calls.arguments-invalid", "calls.count", "content.dropped", "reasoning"}),
          "CohereCommand4Detector.parse_streaming_increment sends each call under its tool's "
          "position in the request's tools list (ToolCallItem.tool_index) instead of the "
          "call's ordinal (the cause of the protocol entry): two calls of one tool stream under "
          "one index and their arguments concatenate to `{…}{}`.  (Its case shows "
          "COHERE4_START_TEXT_IN_ACTION too: the whole parse has no call.)",
          ("n_sglang-cohere_command4_value-edges_0f02aa866a6a71ab.json",)),
)
