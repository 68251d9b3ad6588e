"""Known failures of targets that parse the step3p5 format: vLLM `step3p5` (Step3p5Parser) and
`step5` (Step5ToolParser), both the Qwen3-Coder grammar of vllm/parser/qwen3.py, so they share
its defects, each with a case of its own."""

from targets.expectations import Known
from targets.expectations._vllm_xml import INTEGRAL_FLOAT

BARE_FUNCTION_TAG_SWALLOWED = (
    "Text holding `<function=` without any `<tool_call>` is taken for the start of a call: "
    "vllm/parser/qwen3.py's fallback transition (CONTENT, FUNC_PREFIX) → TOOL_NAME fires on the "
    "plain-text tag, and when no complete call follows the text is dropped, in both modes "
    "(a plain reply `<function=` comes back as nothing).")

BARE_FUNCTION_TAG_NAMED = (
    BARE_FUNCTION_TAG_SWALLOWED + " With a name after it (`<function=0`) a call named `0` is "
    "even returned, in both modes, though `0` is not a tool of the request; text before the "
    "tag (`x<function=0`) is kept, the rest lost.")

BLANK_BEFORE_CALL = (
    "Whitespace-only text before `<tool_call>` (` <tool_call>…`): the whole parse "
    "(Step5ToolParser.extract_tool_calls) returns no content, streaming sends the ` ` as "
    "content, so the two modes disagree.")

KNOWN = (
    Known("vllm:step3p5", "plaintext", frozenset({"content.dropped", "content.truncated"}),
          BARE_FUNCTION_TAG_SWALLOWED, ("n_vllm-step3p5_plaintext_e69b045330cb489b.json",)),
    Known("vllm:step3p5", "plaintext", frozenset({"calls.count", "content.dropped",
                                                  "content.truncated"}),
          BARE_FUNCTION_TAG_NAMED, ("n_vllm-step3p5_plaintext_f1845e7580d3938c.json",
                                    "n_vllm-step3p5_plaintext_7a57b6aa36b165c2.json")),
    Known("vllm:step3p5", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-step3p5_roundtrip_5c56a66fa242e05a.json",)),
    Known("vllm:step5", "plaintext", frozenset({"content.dropped", "content.truncated"}),
          BARE_FUNCTION_TAG_SWALLOWED, ("n_vllm-step5_plaintext_f810f7dee7a8eb0f.json",)),
    Known("vllm:step5", "plaintext", frozenset({"calls.count", "content.dropped"}),
          BARE_FUNCTION_TAG_NAMED, ("n_vllm-step5_plaintext_c053918d800954e8.json",)),
    Known("vllm:step5", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-step5_roundtrip_08d80732b9cd10ea.json",)),
    Known("vllm:step5", "split", frozenset({"content.blank"}), BLANK_BEFORE_CALL,
          ("n_vllm-step5_split_de17ef1b873b75cd.json",)),
)

CONTENT_STRIPPED_WITH_TOOLS = (
    "With calls present the non-streaming path strips the whitespace around the content "
    "(step3p5_config keeps the engine default strip_content_whitespace_with_tools=True: "
    "ParserEngine._strip_content_whitespace), so content that begins or ends in whitespace "
    "the model wrote (`0\\r` right before `<tool_call>`, or `\\r0`) comes back as `0`, while "
    "streaming sends it as written: the text is changed, and the two modes disagree.")

KNOWN += (
    Known("vllm:step3p5", "roundtrip", frozenset({"content.truncated", "content"}),
          CONTENT_STRIPPED_WITH_TOOLS, ("n_vllm-step3p5_roundtrip_0f4f1dc4a0cd325f.json",
                                        "n_vllm-step3p5_roundtrip_2184a5f5cc7eba5a.json")),
    Known("vllm:step3p5", "split", frozenset({"content"}), CONTENT_STRIPPED_WITH_TOOLS,
          ("n_vllm-step3p5_split_c30edae16635916a.json",)),
)

# The tool declares `city` with `enum: [0, "a"]` and no `type`: the only value `0` can be is
# the number.  SGLang's qwen3_coder-style reading types it through the same
# infer_type_from_json_schema as GLM's (issue 22's re-triage: first judged an undeclared key,
# which it is not).
from targets.expectations._sglang import MIXED_ENUM_AS_STRING  # noqa: E402

KNOWN += (
    Known("sglang:step3p5", "roundtrip", frozenset({"calls.arguments"}),
          MIXED_ENUM_AS_STRING.format(
              where="Qwen3CoderDetector._convert_param_value (Step3p5Detector's base)"),
          ("n_sglang-step3p5_roundtrip_bb81cee20cede322.json",)),
)

# Found once growth decided at 128 000 characters (GROWTH_DECIDE_SIZE); cProfile: _drain.
from targets.expectations._shared import ENGINE_LEXER_QUADRATIC as _LEXER  # noqa: E402

KNOWN += (
    Known("vllm:step3p5", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<tool_call></tool_call>` repeated"
                               " (open and close markers), parsed whole"),
          ("n_vllm-step3p5_time_fe0f159b47eca326.json",)),
    Known("vllm:step5", "time", frozenset({"time.growth"}),
          _LEXER.format(family="`<tool_call>` repeated"
                               " (marker flood), parsed whole"),
          ("n_vllm-step5_time_cbc3066090aeceeb.json",)),
)

# --- off-template variants and cut replies (targets/test_offtemplate.py, test_truncated.py) ---
# The engine's whole parse never gives back text that follows a call (vllm:gemma4's cause).
from targets.expectations.gemma4 import TEXT_AFTER_CALLS_DEFERRED  # noqa: E402

KNOWN += (
    # ad14…: streamed, the text held after one delta's call (`Ab`) waits while the next
    # delta's text before its call (`Aa`) goes out: the prose arrives reordered
    Known("vllm:step3p5", "text-after",
          frozenset({"offtemplate.text-lost", "offtemplate.text-extra"}),
          TEXT_AFTER_CALLS_DEFERRED, ("n_vllm-step3p5_text-after_1b1fd4c9a54aa1d1.json",
                                      "n_vllm-step3p5_text-after_ad141a262430f9a2.json")),
)

# A null written `None` (the template's `| string`) comes back "None" (vllm:qwen3_coder's cause).
from targets.expectations.qwen3_coder import NONE_NOT_NULL  # noqa: E402

KNOWN += (
    Known("vllm:step3p5", "many-keys", frozenset({"calls.arguments"}), NONE_NOT_NULL,
          ("n_vllm-step3p5_many-keys_755c7b90d9cd436f.json",)),
)

# Step 3.5's config is qwen3_config's (vllm/parser/step3p5.py): a cut name is called.
from targets.expectations._vllm_xml import QWEN3_CUT_NAME_CALLED  # noqa: E402

KNOWN += (
    Known("vllm:step3p5", "truncated", frozenset({"truncated.invented"}), QWEN3_CUT_NAME_CALLED,
          ("n_vllm-step3p5_truncated_274bb1a5ace680bb.json",)),
)

# step5: the same grammar, the same two off-template causes as step3p5
KNOWN += (
    Known("vllm:step5", "text-after",
          frozenset({"offtemplate.text-lost", "offtemplate.text-extra"}),
          TEXT_AFTER_CALLS_DEFERRED, ("n_vllm-step5_text-after_f19df7682c5f59e7.json",
                                      "n_vllm-step5_text-after_9c2f7494565d45af.json")),
    Known("vllm:step5", "many-keys", frozenset({"calls.arguments"}), NONE_NOT_NULL,
          ("n_vllm-step5_many-keys_fb2da0647e347f19.json",)),
)
