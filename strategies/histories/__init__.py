"""Chat histories an agent sends back to a provider: a canonical form, Hypothesis strategies for
valid multi-turn histories, exporters to four provider request shapes, and the eight corruptions
agent SDK event logs produce (PROVIDER_RULES.md).

Pure Python: nothing here imports a provider SDK.  `canonical` holds the types, `build` the
Hypothesis strategies, `exporters` the four shapes, `corruptions` the eight corruptions and the
strategy that draws where to apply them, `patterns` the fixed named list the live runner sends.
The reference validators that judge the exported shapes are oracles and live in
`targets/histories/`.
"""
