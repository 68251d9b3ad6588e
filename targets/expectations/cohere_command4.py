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
