"""Chat histories an agent sends back to a provider: a canonical form, Hypothesis strategies for
valid multi-turn histories, exporters to four provider request shapes, the eight corruptions
agent SDK event logs produce (PROVIDER_RULES.md) and three more forms agent logs take (a
sibling-id swap in a parallel batch, crash recovery's synthetic error then the late real
result, a duplicate inside a parallel batch).

Pure Python: nothing here imports a provider SDK.  `canonical` holds the types, `build` the
Hypothesis strategies, `exporters` the four shapes, `corruptions` the corruptions and the
strategy that draws where to apply them, `sdk_shapes` agent SDKs' own shapes (pydantic-ai's
messages, an OpenHands event log), `patterns` the fixed named list the live runner sends.
The reference validators that judge the exported shapes are oracles and live in
`targets/histories/`.
"""
