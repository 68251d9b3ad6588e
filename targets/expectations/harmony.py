"""Known failures of targets that parse harmony (vLLM `openai`: HarmonyParser with gpt-oss's
reasoning parser, on harmony token ids)."""

from targets.expectations import Known

KNOWN = (
    Known("vllm:openai", "roundtrip", frozenset({"content.blank"}),
          "A whitespace-only commentary preamble before a call comes back as content ' ', while "
          "the rest of vLLM's serving layer reports blank content beside tool calls as null "
          "(DelegatingParser._extract_tool_calls): HarmonyParser.parse overrides it and keeps "
          "the blank text, so harmony answers differently from every other parser.",
          ("n_vllm-openai_roundtrip_48cb2ac001cc9837.json",)),
)

BARE_RECIPIENT_CALL = (
    "A header without channel or `to=` (`n<|message|>` right after the generation prompt "
    "`<|start|>assistant`) comes out of harmony's StreamableParser as a message whose "
    "recipient is `n`, and vLLM's chat path takes every bare recipient for a function call "
    "(is_function_recipient's heuristic fallback, used by HarmonyParser.parse and parse_delta) "
    "and passes the message text on as its arguments without checking that it is JSON: `n` is "
    "called with the arguments `` or `>`.")

KNOWN += (
    Known("vllm:openai", "malformed", frozenset({"calls.arguments-invalid"}), BARE_RECIPIENT_CALL,
          ("n_vllm-openai_malformed_3254ae897a5ebf80.json",
           "n_vllm-openai_malformed_4ab4ef56034a7e62.json")),
)

#: The harmony SDKs (targets/adapters/harmony_sdk.py): openai-harmony and its fork oss-harmony.
NOT_A_FINISHED_JSON_CALL = (
    "{library}'s HarmonyEncoding.parse_messages_from_completion_tokens, strict (its default), "
    "and StreamableParser hand a call's text over as it is, with nothing to say that it is not "
    "a call's finished JSON arguments: (1) completion tokens that stop inside a message body "
    "(no `<|call|>`, `<|end|>` or `<|return|>` after `<|message|>`) are accepted and that "
    "message returned as if complete, so a call cut off after its header or inside its "
    "arguments comes back as a message to `functions.A` whose text is `` or a prefix of the "
    "JSON; (2) the body of a message whose header says `<|constrain|>json` is never checked to "
    "be JSON (`]` is returned as the text); (3) a header that is only a recipient (`functions.` "
    "with no channel) is accepted, naming the function ``.  A caller that reads the messages, "
    "as the SDK's users do, runs calls whose arguments are not JSON.")

KNOWN += (
    Known("harmony:oss", "malformed", frozenset({"calls.arguments-invalid"}),
          NOT_A_FINISHED_JSON_CALL.format(library="oss-harmony 0.0.11"),
          ("n_harmony-oss_malformed_cd4adec1877820b2.json",)),
    Known("harmony:openai", "malformed", frozenset({"calls.arguments-invalid"}),
          NOT_A_FINISHED_JSON_CALL.format(library="openai-harmony 0.0.8"),
          ("n_harmony-openai_malformed_f4fa3a826cb2f118.json",
           "n_harmony-openai_malformed_d70de1d2b9fc9960.json")),
)
# --- kani 1.10 (reasons: targets/expectations/_kani.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _kani as _KANI  # noqa: E402

KNOWN += (
    _Known("kani:gpt_oss", "malformed", frozenset({"calls.arguments-invalid"}),
           _KANI.GPTOSS_UNCHECKED_ARGUMENTS,
           ("n_kani-gpt_oss_malformed_63ee16680d0f2bb7.json",)),
    _Known("kani:gpt_oss", "plaintext", frozenset({"content.dropped"}),
           _KANI.GPTOSS_TEXT_OUTSIDE_MESSAGES,
           ("n_kani-gpt_oss_plaintext_c2fa944357ddfd26.json",)),
    _Known("kani:gpt_oss", "plaintext", frozenset({"content", "content.blank", "content.truncated"}),
           _KANI.STRIPPED_WHOLE_NOT_STREAMED,
           ("n_kani-gpt_oss_plaintext_2a745e3639f9810c.json",)),
    _Known("kani:gpt_oss", "time", frozenset({"time.growth"}),
           _KANI.GPTOSS_HEADER_QUADRATIC,
           ("n_kani-gpt_oss_time_bd593189a41f79e4.json",)),
)
# --- end kani 1.10 ---
