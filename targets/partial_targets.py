"""The partial-JSON targets: the parsers streaming tool parsers call on the arguments received
so far (vLLM and SGLang call partial-json-parser, the OpenAI SDK calls jiter (pydantic_core
embeds the same parser), LangChain its own parse_partial_json, many agents json-repair).

Their kind is "document" (targets/registry.py): they parse JSON texts, not model replies, and
are judged by targets/test_partial_json.py on prefix, roundtrip, nocrash and time.  What each
library's documented partial mode lets appear for an unfinished atom is a trait here, with its
reason; the prefix oracle (targets/partial_json.py) forgives nothing else.
"""

from __future__ import annotations

from strategies.formats import Trait
from targets.registry import DeclaredError, TargetSpec

FORMAT = "partial_json"
ENV = "partialjson"
ADAPTER = "targets.adapters.partial_json:Adapter"
PROPERTIES = ("prefix", "roundtrip", "nocrash", "time")

NUMBER_AT_END = Trait(
    "number-at-end", "partial",
    "A number that ends the text may be whole or the beginning of a longer one (`12` of `123`, "
    "`1.` of `1.5`): JSON cannot tell, and every one of these libraries documents that it "
    "parses what is there. Such a number may come back as the value of the longest beginning "
    "of its literal that is a JSON number (`1.` and `1e` as 1; as 1.0 when the literal already "
    "says float), or be left out.")
UNFINISHED_STRINGS = Trait(
    "unfinished-strings", "partial",
    "The library's partial mode returns a string whose closing quote has not arrived, holding "
    "what arrived (partial-json-parser's Allow.STR, part of its default Allow.ALL; jiter's "
    "partial_mode='trailing-strings'; json-repair and langchain-core close open strings). It "
    "must be a beginning of the final string; an escape not yet complete is left out.")
NOTHING_IS_EMPTY_STRING = Trait(
    "nothing-is-empty-string", "partial",
    "json_repair.loads answers a text holding no JSON value at all (empty or blank) with \"\", "
    "its documented result when there is nothing to repair.")


def _spec(id: str, library: str, traits: tuple[Trait, ...], errors: tuple[DeclaredError, ...],
          **options: object) -> TargetSpec:
    return TargetSpec(id=id, env=ENV, adapter=ADAPTER, format=FORMAT, library=library,
                      options={"library": library, **options}, traits=traits, errors=errors,
                      properties=PROPERTIES, kind="document")


TARGETS = (
    _spec("partial-json-parser:loads", "partial-json-parser", (NUMBER_AT_END, UNFINISHED_STRINGS),
          (DeclaredError("partial_json_parser.core.exceptions.JSONDecodeError",
                         "partial_json_parser.loads raises MalformedJSON or PartialJSON (both "
                         "its JSONDecodeError) on text that is not JSON or a beginning of it"),
           DeclaredError("json.decoder.JSONDecodeError",
                         "partial_json_parser.loads hands the completed text to its `parser` "
                         "argument, json.loads by default, whose JSONDecodeError rejects text "
                         "that completing does not make JSON (`[1 2]`, text after the value)")),
          allow="ALL"),
    _spec("json-repair:loads", "json-repair", (NUMBER_AT_END, UNFINISHED_STRINGS,
                                                NOTHING_IS_EMPTY_STRING),
          (DeclaredError("builtins.ValueError",
                         "json_repair.repair_json turns the RecursionError of input nested past "
                         "Python's recursion limit into ValueError('Input nesting exceeds the "
                         "supported parser recursion depth.'), on purpose; its docstring "
                         "documents ValueError as its way of surfacing problems"),)),
    _spec("jiter:partial", "jiter", (NUMBER_AT_END,),
          (DeclaredError("builtins.ValueError",
                         "jiter.from_json raises ValueError on text that is not JSON or, in "
                         "partial mode, a beginning of it"),),
          partial_mode=True),
    _spec("jiter:trailing-strings", "jiter", (NUMBER_AT_END, UNFINISHED_STRINGS),
          (DeclaredError("builtins.ValueError",
                         "jiter.from_json raises ValueError on text that is not JSON or, in "
                         "partial mode, a beginning of it"),),
          partial_mode="trailing-strings"),
    _spec("langchain-core:parse_partial_json", "langchain-core",
          (NUMBER_AT_END, UNFINISHED_STRINGS),
          (DeclaredError("json.decoder.JSONDecodeError",
                         "parse_partial_json closes what is open and hands the text to "
                         "json.loads, whose JSONDecodeError is its rejection of text that is "
                         "not a beginning of JSON"),)),
)
