"""Known failures of targets that parse the gemma4 format (vLLM `gemma4`, an engine parser)."""

from targets.expectations import Known

BARE_VALUES_UNTYPED = (
    "The Gemma 4 engine parser's _parse_gemma4_fields (vllm/parser/gemma4.py) keeps every bare "
    "value as its text, so `name:false` comes back as the string \"false\" (42 as \"42\", "
    "and `null`, as the template on the Hub writes a null argument since 6ea8ce9, as "
    "\"null\") unless the tool schema types it, although the format marks strings with `<|\"|>` and "
    "writes numbers and booleans bare; with a schema, ParserEngine's coerce_to_schema_type "
    "turns 2.0 into 2 and -0.0 into 0.")

KNOWN = (
    Known("vllm:gemma4", "roundtrip", frozenset({"calls.arguments"}), BARE_VALUES_UNTYPED,
          ("n_vllm-gemma4_roundtrip_f9c027f6ce5ee930.json",
           # dialect json-null: `f{a:null}` gives {"a": "null"}
           "n_vllm-gemma4_roundtrip_3087233e25d5196b.json")),
)

TEXT_AFTER_CALLS_DEFERRED = (
    "ParserEngine._events_to_delta (vllm/parser/engine/parser_engine.py) keeps a text chunk "
    "that follows a tool event of the same feed aside (`if seen_tool_event: "
    "self._deferred_content += event.value`) and adds it to a delta only when a later call "
    "brings no tool-call deltas.  The whole parse (ParserEngine.parse → _single_pass_parse) "
    "feeds the whole output at once and calls _events_to_delta once, so the text after the "
    "calls is never given back: `<|tool_call>call:A{}<tool_call|>true` gives no content, "
    "while streaming, where the text comes in a later delta, sends `true`.  Gemma 4's chat "
    "template writes a turn's content after its calls (then `<|tool_response>`), so this is "
    "the layout a Gemma 4 reply with text and calls takes: the non-streaming answer loses it.")

KNOWN += (
    Known("vllm:gemma4", "roundtrip", frozenset({"content.dropped"}), TEXT_AFTER_CALLS_DEFERRED,
          ("n_vllm-gemma4_roundtrip_6a15a7020c66f0f9.json",
           # after a thought whose text is the same (`true`): read as moved to the reasoning
           "n_vllm-gemma4_roundtrip_2d76c74e1312ebea.json")),
    Known("vllm:gemma4", "split", frozenset({"content"}), TEXT_AFTER_CALLS_DEFERRED,
          ("n_vllm-gemma4_split_b504aa93f5f4c69d.json",
           # the text after the calls is another format's marker, plain text here
           "n_vllm-gemma4_split_b1adbf87792f5f28.json")),
)

ARGUMENTS_REPARSED_PER_CHUNK = (
    "Unclosed calls repeated (`<|tool_call>{\"name\": \"f\", \"arguments\": {\"a\": ` × 40, "
    "about 2,000 characters) take 2.4 s to parse and 4,000 characters exceed the 12 s budget, "
    "whole and streamed: for every argument chunk the engine computes the delta "
    "(ParserEngine._handle_arg_chunk → _compute_arg_delta) by re-running "
    "_gemma4_arg_converter and _gemma4_arg_value_extender, which re-parse all the arguments so "
    "far with the recursive _parse_gemma4_fields: work grows at least with the square of the "
    "text. A closed call whose arguments repeat `\"a\": 1, ` takes 0.8 s at 4 KB and 14 s "
    "at 16 KB.")

KNOWN += (
    Known("vllm:gemma4", "time", frozenset({"target.hang", "time.growth"}),
          ARGUMENTS_REPARSED_PER_CHUNK, ("n_vllm-gemma4_time_beede1a5acb12d7e.json",
                                         "n_vllm-gemma4_time_bd0ca27c898d9084.json")),
)

# --- transformers 5.24.0 with its built-in gemma4 template (reasons shared in hf_qwen3.py).

from targets.expectations.hf_qwen3 import (  # noqa: E402
    TF_ARGUMENTS_NOT_JSON, TF_LAST_CONTENT_REGION_WINS, TF_STRIPPED_WHOLE_RAW_STREAMED,
    TF_UNCLOSED_OR_MISSHAPEN_CALL_RAISES)
from targets.expectations.qwen3_coder import TF_CALL_OPENS_AT_FUNCTION  # noqa: E402

TF_BARE_KEY_PATTERN = (
    "The template's json dialect quotes bare keys with the pattern `(?<=[{,])(\\s*)(\\w+)(\\s*):` "
    "(content_parsers._json, `unquoted_keys`): a key Gemma 4 writes bare that is not `\\w+` (a "
    "control character, `-`, `.`, a space) stays unquoted and json.loads raises ValueError, "
    "whole and streamed (the stream's feed() raises inside DirectStreamer.put).")

TF_TOOL_RESPONSE_CLOSES_CONTENT = (
    "transformers serve's Gemma 4 response schema (cli/serving/utils.py: the content field's "
    "`close` patterns `<turn|>`, `<|tool_response>`, `<eos>`) ends the content at "
    "`<|tool_response>`, the token Gemma 4 writes to hand its turn to a tool: written as text "
    "in a reply, the marker is removed from the content, whole and streamed, and the text "
    "before it is lost in the whole parse (`1<|tool_response>0` gives `0` whole, `10` "
    "streamed).  The marker is one special token of Gemma 4's tokenizer, so a real reply "
    "holds it only where the model ends its turn: low severity.")

KNOWN += (
    Known("transformers:gemma4", "plaintext",
          frozenset({"content.dropped", "content.truncated", "content"}),
          TF_TOOL_RESPONSE_CLOSES_CONTENT,
          ("n_transformers-gemma4_plaintext_7b35ae5f3f1b8b6f.json",
           "n_transformers-gemma4_plaintext_62b6bae1e3fedcaf.json",
           "n_transformers-gemma4_plaintext_bae7ffcfcebead90.json",
           "n_transformers-gemma4_plaintext_edab611eb958bd2b.json")),
)

KNOWN += (
    Known("transformers:gemma4", "plaintext",
          frozenset({"content.blank", "content.truncated", "content"}),
          TF_STRIPPED_WHOLE_RAW_STREAMED,
          ("n_transformers-gemma4_plaintext_bc29991c7a3cb205.json",
           "n_transformers-gemma4_plaintext_ffd8d1757e95793e.json",
           "n_transformers-gemma4_plaintext_31c4ade3e7076577.json")),
    Known("transformers:gemma4", "nocrash", frozenset({"target.raised"}),
          TF_UNCLOSED_OR_MISSHAPEN_CALL_RAISES + " An unclosed `<|\"|>` string raises the "
          "json dialect's ValueError in both modes, and so does any `\\x01` or `\\x02` in a "
          "call, even inside a string value: content_parsers._json uses them as its own "
          "placeholders and refuses text that holds them (\"reserved sentinel characters\").",
          ("n_transformers-gemma4_nocrash_6bd37f617f916557.json",
           "n_transformers-gemma4_nocrash_8ad945dad5b26f3e.json",
           "n_transformers-gemma4_nocrash_e518c1b2569542a7.json")),
    Known("transformers:gemma4", "malformed",
          frozenset({"calls.arguments-invalid", "calls.arguments-not-object"}),
          TF_ARGUMENTS_NOT_JSON,
          ("n_transformers-gemma4_malformed_afc9ab37ed8e814c.json",
           "n_transformers-gemma4_malformed_a7ab88c773e617a0.json",
           "n_transformers-gemma4_malformed_27cd5a0c2b655163.json")),
    Known("transformers:gemma4", "text-after", frozenset({"offtemplate.text-lost"}),
          TF_LAST_CONTENT_REGION_WINS,
          ("n_transformers-gemma4_text-after_6a592170b090be5c.json",)),
    Known("transformers:gemma4", "truncated", frozenset({"truncated.marker-in-content"}),
          TF_CALL_OPENS_AT_FUNCTION, ("n_transformers-gemma4_truncated_1b6e3c6bcd19962a.json",)),
    Known("transformers:gemma4", "truncated", frozenset({"target.raised"}),
          TF_UNCLOSED_OR_MISSHAPEN_CALL_RAISES,
          ("n_transformers-gemma4_truncated_fe3f3ec86b9a7f9e.json",)),
    Known("transformers:gemma4", "roundtrip", frozenset({"target.raised"}), TF_BARE_KEY_PATTERN,
          ("n_transformers-gemma4_roundtrip_01cd2614e9e83999.json",)),
    # The thought channel: `<|channel>thought\ntrue\n<channel|>` gives reasoning 'true' whole,
    # 'true\n' streamed.
    Known("transformers:gemma4", "split", frozenset({"reasoning"}),
          TF_STRIPPED_WHOLE_RAW_STREAMED,
          ("n_transformers-gemma4_split_533681662b4a4998.json",)),
    Known("transformers:gemma4", "split", frozenset({"target.raised"}), TF_BARE_KEY_PATTERN,
          ("n_transformers-gemma4_split_1e4cb502e7c3b507.json",)),
    Known("transformers:gemma4", "protocol", frozenset({"target.raised"}), TF_BARE_KEY_PATTERN,
          ("n_transformers-gemma4_protocol_69e43b6aa1cc1a59.json",)),
)
# --- mlx-lm 0.32 (reasons: targets/expectations/_mlx_lm.py) ---
from targets.expectations import Known as _Known  # noqa: E402
from targets.expectations import _mlx_lm as _MLX_LM  # noqa: E402

KNOWN += (
    _Known("mlx_lm:gemma4", "plaintext", frozenset({"content.dropped", "content.truncated"}),
           _MLX_LM.STOP_DISCARDS_HELD_BACK,
           ("n_mlx_lm-gemma4_plaintext_01b4b437e1110574.json", "n_mlx_lm-gemma4_plaintext_8b72581094b96534.json",)),
    _Known("mlx_lm:gemma4", "roundtrip", frozenset({"calls.count"}),
           _MLX_LM.GEMMA4_WORD_KEYS,
           ("n_mlx_lm-gemma4_roundtrip_0062840bc68ff436.json",)),
)
# --- end mlx-lm 0.32 ---

MLX_THOUGHT_NEWLINES_KEPT = (
    "mlx-lm takes Gemma 4's thought channel as think tokens `<|channel>thought` … `<channel|>` "
    "(tokenizer_utils: `think_start = \"<|channel>thought\"` when the vocabulary has "
    "`<|channel>`), so the newline after the channel's `thought` label and the newline the "
    "template writes before `<channel|>` stay in the reasoning: `<|channel>thought\n0\n"
    "<channel|>` gives reasoning '\\n0\\n' (vLLM and transformers give '0').  Cosmetic: "
    "low severity.")

KNOWN += (
    _Known("mlx_lm:gemma4", "roundtrip", frozenset({"reasoning"}), MLX_THOUGHT_NEWLINES_KEPT,
           ("n_mlx_lm-gemma4_roundtrip_232c0837482c6a2a.json",)),
)

KNOWN += (
    _Known("mlx_lm:gemma4", "roundtrip", frozenset({"calls.arguments", "calls.count"}),
           _MLX_LM.GEMMA4_WORD_KEYS,
           ("n_mlx_lm-gemma4_roundtrip_f3297b55bddb7565.json",)),
)

KNOWN += (
    _Known("mlx_lm:gemma4", "roundtrip", frozenset({"calls.arguments", "calls.count", "calls.name"}),
           _MLX_LM.GEMMA4_WORD_KEYS,
           ("n_mlx_lm-gemma4_roundtrip_99d06e860de46933.json",)),
)

from targets.expectations._vllm_xml import INTEGRAL_FLOAT, STRING_RETYPED  # noqa: E402

KNOWN += (
    Known("vllm:gemma4", "roundtrip", frozenset({"calls.arguments"}), INTEGRAL_FLOAT,
          ("n_vllm-gemma4_roundtrip_cb95326e85c98bd2.json",)),
    # its `199062.0` also comes back as 199062 (the INTEGRAL_FLOAT entry above)
    Known("vllm:gemma4", "roundtrip", frozenset({"calls.arguments"}), STRING_RETYPED,
          ("n_vllm-gemma4_roundtrip_f88efe3e8487f64a.json",
           # `<|"|>null<|"|>` under `["number", "string", "null"]` comes back as null
           "n_vllm-gemma4_roundtrip_bea5f1e668006dd2.json")),
)

# Streamed one token per delta (targets/test_growth.py test_token_stream_growth).
from targets.expectations._vllm_xml import ARGS_RECONVERTED_PER_DELTA  # noqa: E402

KNOWN += (
    Known("vllm:gemma4", "time", frozenset({"time.stream-growth"}),
          ARGS_RECONVERTED_PER_DELTA.format(
              converter="_gemma4_arg_converter, a pure-Python parse of the whole argument text, "
              "at every delta holding one of `,:{}[]<`", times="0.41, 1.6, 6.6 s of CPU at "
              "2 000, 4 000, 8 000 characters of one call whose `,b:1` repeats"),
          ("n_vllm-gemma4_time_84a8107390dc5f26.json",)),
)

# --- vLLM off-template variants (targets/test_offtemplate.py) and cut replies (branch hvllma) ---
KNOWN += (
    # the whole parse alone: `<|tool_call>call:A{}<tool_call|>Aa` gives no content
    Known("vllm:gemma4", "text-after", frozenset({"offtemplate.text-lost"}),
          TEXT_AFTER_CALLS_DEFERRED, ("n_vllm-gemma4_text-after_d502239c7b9d6e9e.json",)),
)


# (vllm:gemma4's marker-data entry, `<|channel>` inside a value, is in glm47.py beside the
# reason it reuses: glm47 imports this module, so the reverse import would be circular.)
KNOWN += (
    # a call to an unoffered tool has no schema: the nested bare `0.0` stays the string "0.0"
    Known("vllm:gemma4", "unoffered", frozenset({"offtemplate.call-changed"}),
          BARE_VALUES_UNTYPED, ("n_vllm-gemma4_unoffered_0fc4334f98e29be2.json",)),
)

from targets.expectations._vllm_xml import QWEN3_CUT_NAME_CALLED  # noqa: E402

KNOWN += (
    # cut inside the name: `<|tool_call>call:A` of the call `A0` is a call `A` (gemma4's
    # config keeps validate_tool_names off, as qwen3_config does)
    Known("vllm:gemma4", "truncated", frozenset({"truncated.invented"}), QWEN3_CUT_NAME_CALLED,
          ("n_vllm-gemma4_truncated_2b6ee4357cce6500.json",)),
    # a call completed before the cut: its `e: [[0.0, 0.0, 0.0]]` comes back [[0, 0, 0]]
    Known("vllm:gemma4", "truncated", frozenset({"truncated.changed"}), INTEGRAL_FLOAT,
          ("n_vllm-gemma4_truncated_ec326a7e35573b8e.json",)),
)
