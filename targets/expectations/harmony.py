"""Known failures of targets that parse harmony (vLLM `openai`: HarmonyParser with gpt-oss's
reasoning parser, on harmony token ids)."""

from targets.expectations import Known

BLANK_PREAMBLE_KEPT = (
    "A whitespace-only commentary preamble before a call comes back as content ' ', while "
    "the rest of vLLM's serving layer reports blank content beside tool calls as null "
    "(DelegatingParser._extract_tool_calls): HarmonyParser.parse overrides it and keeps "
    "the blank text, so harmony answers differently from every other parser.")

KNOWN = (
    Known("vllm:openai", "roundtrip", frozenset({"content.blank"}), BLANK_PREAMBLE_KEPT,
          ("n_vllm-openai_roundtrip_48cb2ac001cc9837.json",)),
    # the same blank preamble, drawn beside a value with an edge (`<b>Aa`)
    Known("vllm:openai", "value-edges", frozenset({"content.blank"}), BLANK_PREAMBLE_KEPT,
          ("n_vllm-openai_value-edges_fd76812af5ee2d16.json",)),
)

BARE_RECIPIENT_CALL = (
    "A header without channel or `to=` (`n<|message|>` right after the generation prompt "
    "`<|start|>assistant`) comes out of harmony's StreamableParser as a message whose "
    "recipient is `n`, and vLLM's chat path takes every bare recipient for a function call "
    "(is_function_recipient's heuristic fallback, used by HarmonyParser.parse and parse_delta) "
    "and passes the message text on as its arguments without checking that it is JSON: `n` is "
    "called with the arguments `` or `>` (and `|message|><|message|>0\\x1f0` calls `|message|>` "
    "with `0\\x1f0`, a raw control character).")

KNOWN += (
    Known("vllm:openai", "malformed", frozenset({"calls.arguments-invalid"}), BARE_RECIPIENT_CALL,
          ("n_vllm-openai_malformed_3254ae897a5ebf80.json",
           "n_vllm-openai_malformed_4ab4ef56034a7e62.json",
           "n_vllm-openai_malformed_5fee3e9be21f9060.json")),
)

# --- kani 1.10 (reasons: targets/expectations/_kani.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _kani as _KANI  # noqa: E402

KNOWN += (
    _Known("kani:gpt_oss", "malformed", frozenset({"calls.arguments-invalid"}),
           _KANI.GPTOSS_UNCHECKED_ARGUMENTS,
           ("n_kani-gpt_oss_malformed_63ee16680d0f2bb7.json",)),
    _Known("kani:gpt_oss", "plaintext", frozenset({"content", "content.blank", "content.truncated"}),
           _KANI.STRIPPED_WHOLE_NOT_STREAMED,
           ("n_kani-gpt_oss_plaintext_2a745e3639f9810c.json",)),
    _Known("kani:gpt_oss", "time", frozenset({"time.growth"}),
           _KANI.GPTOSS_HEADER_QUADRATIC,
           ("n_kani-gpt_oss_time_bd593189a41f79e4.json",)),
    _Known("kani:gpt_oss", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _KANI.GPTOSS_STREAM_TEXT_AS_TOKEN,
           ("n_kani-gpt_oss_plaintext_0126a2d5484e280f.json",
            "n_kani-gpt_oss_plaintext_6b306609c567e6e0.json")),
    _Known("kani:gpt_oss", "truncated", frozenset({"calls.arguments-invalid"}),
           _KANI.GPTOSS_UNCHECKED_ARGUMENTS, ("n_kani-gpt_oss_truncated_82e71eeb402e17c0.json",
                                              # cut right after `<|message|>`: arguments ``
                                              "n_kani-gpt_oss_truncated_09589b38424154a5.json")),
    _Known("kani:gpt_oss", "marker-data", frozenset({"content.truncated"}),
           _KANI.GPTOSS_STREAM_TEXT_AS_TOKEN,
           ("n_kani-gpt_oss_marker-data_1f4808fccbe3033d.json",)),
)
# --- end kani 1.10 ---

# --- vLLM off-template variants (targets/test_offtemplate.py), branch hvllmb ---
#: vllm-076's unchecked arguments, reached by a function recipient (claimed with it).
HARMONY_ARGUMENTS_UNCHECKED = (
    "HarmonyParser.parse (vllm/parser/harmony.py) passes a function call's message text on as "
    "its arguments when json.loads rejects it (`except json.JSONDecodeError: arguments = "
    "text`), and parse_delta streams the text as it comes: `<|end|>` written inside a JSON "
    "string (`…<|message|>{\"note\":\"Aa <|end|>\"}<|call|>`) is the special token that ends "
    "the message, so `A` is called with the arguments `{\"note\":\"Aa `, not JSON, whole and "
    "streamed.")

KNOWN += (
    Known("vllm:openai", "marker-data", frozenset({"calls.arguments-invalid"}),
          HARMONY_ARGUMENTS_UNCHECKED, ("n_vllm-openai_marker-data_fe700b2727dbe40b.json",)),
)

# --- vLLM cut replies (targets/test_truncated.py), branch hvllmb ---
KNOWN += (
    # cut right after the call's `<|message|>`: flush completes the message with the text ``,
    # which json.loads rejects, and `A` is called with the arguments `` (whole parse)
    Known("vllm:openai", "truncated", frozenset({"calls.arguments-invalid"}),
          HARMONY_ARGUMENTS_UNCHECKED, ("n_vllm-openai_truncated_b6b061fe1000c13a.json",
                                        # cut after the arguments' `{`: arguments `{`
                                        "n_vllm-openai_truncated_6e980fce2c1db90a.json")),
    Known("vllm:openai", "truncated", frozenset({"truncated.marker-in-content"}),
          "A reply cut by max_tokens inside a message header (`<|channel|>`) comes back with "
          "the header's control tokens as its content, whole and streamed: HarmonyParser.flush "
          "(vllm/parser/harmony.py) catches the HarmonyError of process_eos in a non-terminal "
          "state and, 'returning the recovered raw output' (its logged warning), decodes the "
          "unfinished message's tokens, special tokens included, as a `final` message.  "
          "Deliberate recovery, but the user sees `<|channel|>` as the assistant's words.",
          ("n_vllm-openai_truncated_eded42df7cd5af9c.json",)),
)
