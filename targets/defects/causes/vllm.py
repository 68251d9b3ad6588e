"""Root causes in vllm: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("vllm-001", "vllm",
          "Schema coercion turns an integral float (`0.0`, `2.0`) into an integer, on the whole "
          "parse only",
          ("vllm tool parsers' schema coercion (_convert_value, _convert_element, "
           "ParserEngine._fix_arg_types, K2HorizonToolParser)",),
          r"integral float|integral value|is integral|re-types them"),
    Cause("vllm-oc1", "vllm",
          "Plain text fed to a parser whose prompt opens a thinking block (thinking on by "
          "default) comes back as reasoning",
          ("vllm reasoning parsers with thinking on by default",),
          r"^With thinking on", status="out-of-contract", pattern="thinking-by-default plaintext",
          note="With thinking on, the generation prompt pre-fills `<think>`: the model's text is "
               "reasoning until `</think>` by definition. The plaintext generator must start "
               "after the prompt's pre-filled tokens (text after `</think>`), not feed bare text."),
    Cause("vllm-oc2", "vllm",
          "Bare text for Command A (cohere_command4) is read inside the thinking block",
          ("cohere_melody cmd4 filter",),
          r"cmd4 filter starts inside the thinking block", status="out-of-contract",
          pattern="input outside the format's grammar",
          note="Command A's replies are wrapped in `<|START_RESPONSE|>`/`<|START_THINKING|>` "
               "blocks; bare text is outside its grammar. The plaintext generator must wrap it."),
    Cause("vllm-oc3", "vllm",
          "The Llama 4 layout (content directly followed by the call) fed to the Llama 3.1 parser",
          ("vllm Llama3JsonToolParser.extract_tool_calls",),
          r"Llama 4 template writes the content directly followed by", targets=r"^vllm:llama3_json$",
          status="out-of-contract", pattern="input outside the format's grammar",
          note="The llama3_json target is Llama 3.1's parser; the layout is Llama 4's (its own "
               "target, vllm:llama4_json, keeps the entry). The llama3_json format must not "
               "render the Llama 4 layout."),
)
