"""tinyparser: reads hermes tool calls (`<tool_call>{json}</tool_call>`) out of model text,
whole (`tinyparser.parser.parse`) or streamed (`tinyparser.parser.StreamParser`)."""

__version__ = "0.1.0"
