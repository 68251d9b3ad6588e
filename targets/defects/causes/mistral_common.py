"""Root causes in mistral-common: one Cause per defect, claiming the known failures whose reason it matches."""

from targets.defects.causes import Cause

CAUSES: tuple[Cause, ...] = (
    Cause("mistral-common-001", "mistral-common",
          "_split_integer_list_by_value recurses once per `[TOOL_CALLS]` and copies the rest of "
          "the list each time: quadratic time, then RecursionError at about a thousand",
          ("mistral_common.experimental.utils._split_integer_list_by_value (called by "
           "_split_content_and_tool_calls)",),
          r"^A reply holding about a thousand `\[TOOL_CALLS\]` tokens|"
          r"^`_split_integer_list_by_value` \(mistral_common/experimental/utils\.py\)"),
    Cause("mistral-common-002", "mistral-common",
          "The call decoders read arguments with json.loads, which accepts NaN/Infinity, and "
          "FunctionCall.validate_arguments dumps them back: arguments that are not JSON",
          ("mistral_common.experimental.tools._decode_tool_calls_v2_up_to_v7",
           "mistral_common.experimental.tools._decode_tool_call_v11",
           "mistral_common.protocol.instruct.tool_calls.FunctionCall.validate_arguments"),
          # the v11/v13 entry also records a JSON string after [ARGS] kept as the arguments
          # text: a second defect in the same decoder and validator, recorded on the same cases
          r"^The call decoders \(`_decode_tool_calls_v2_up_to_v7`"),
    Cause("mistral-common-003", "mistral-common",
          "MistralRequestValidator skips the first message and, in ValidationMode.test, checks "
          "the call count only at the next assistant message: invalid histories are accepted",
          ("mistral_common.protocol.instruct.validator.MistralRequestValidator."
           "_validate_message_order",
           "mistral_common.protocol.instruct.validator.MistralRequestValidator."
           "_validate_tool_calls_followed_by_tool_messages"),
          r"^mistral-common's MistralRequestValidator \(`_validate_message_order`"),
)
