"""Root causes in harmony: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("harmony-oc1", "openai-harmony",
          "The adapter judged the harmony SDK's messages as JSON calls",
          ("toolfuzz's harmony SDK adapter",),
          r"hand a call's text over as it is", libraries=("openai-harmony", "oss-harmony"),
          status="out-of-contract", pattern="the adapter's own reading of an SDK's output",
          note="The SDKs return messages with a recipient and text; they promise nothing about "
               "JSON arguments. Turning them into calls is the adapter's reading: the malformed "
               "property does not apply to the SDKs' output."),
)
