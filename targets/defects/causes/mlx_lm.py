"""Root causes in mlx-lm: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("mlx-lm-001", "mlx-lm",
          "function_gemma.parse_tool_call cuts the call body at its first `}` and each value at "
          "the next `,`: an array or object value is split (the call dropped, or the value kept "
          "as cut text)",
          ("mlx_lm.tool_parsers.function_gemma.parse_tool_call (_tool_call_regex)",),
          r"^function_gemma\.parse_tool_call cuts the call body at its first"),
    Cause("mlx-lm-002", "mlx-lm",
          "At EOS handle_completion discards the text TextStateMachine holds back as a possible "
          "marker: a reply ending in `<` or `[` loses it",
          ("mlx_lm.server handle_completion (TextStateMachine.discard at EOS)",),
          r"^At the EOS token handle_completion calls `TextStateMachine\.discard`"),
    Cause("mlx-lm-003", "mlx-lm",
          "TextStateMachine.step labels the text a marker's match releases with the state after "
          "the match: a held-back `<` or `[` joins the call's text",
          ("mlx_lm.generate.TextStateMachine.step",),
          r"^TextStateMachine\.step \(mlx_lm/generate\.py\) returns the text a marker's match "
          r"releases"),
    Cause("mlx-lm-004", "mlx-lm",
          "TextStateMachine.step re-walks the whole held-back buffer on every token: quadratic on "
          "a flood of a marker's prefix",
          ("mlx_lm.generate.TextStateMachine.step",),
          r"^TextStateMachine\.step \(mlx_lm/generate\.py\) emits text only when"),
    Cause("mlx-lm-005", "mlx-lm",
          "handle_completion returns the chat template's newlines around and between calls as "
          "content",
          ("mlx_lm.server handle_completion",),
          r"^handle_completion returns every piece of text outside the tool-call markers"),
)
