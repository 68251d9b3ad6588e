"""Generated arguments satisfy their tool schemas, by either generator."""

import jsonschema
from hypothesis import given, strategies as st

from strategies.schemas import arguments_for, parameter_schemas


@given(st.data())
def test_generated_arguments_validate_against_their_schema(data):
    schema = data.draw(parameter_schemas())
    args = data.draw(arguments_for(schema))
    jsonschema.validate(args, schema)
    assert set(args) <= set(schema["properties"])


@given(st.data())
def test_schemas_beyond_the_family_use_hypothesis_jsonschema(data):
    schema = {"type": "object", "properties": {"s": {"type": "string", "minLength": 3},
                                               "n": {"type": "integer", "minimum": 10}},
              "required": ["s"]}
    args = data.draw(arguments_for(schema))
    jsonschema.validate(args, schema)
    assert len(args["s"]) >= 3
