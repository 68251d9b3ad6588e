"""Root causes in kani: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("kani-oc1", "kani",
          "Bare text outside a harmony message is dropped",
          ("kani GPTOSSParser.parse_completion",),
          r"text outside a harmony message is dropped", status="out-of-contract",
          pattern="input outside the format's grammar",
          note="Harmony's grammar has no bare text: every reply is a `<|start|>…<|message|>` "
               "message. The plaintext generator must not produce bare text for harmony."),
)
