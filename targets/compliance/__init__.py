"""The live compliance runner: send chat histories, valid and corrupted, to an OpenAI-compatible
endpoint and record which it accepts (`make compliance`, README).

    endpoint.py     one request, and its verdict: accepted, rejected (with the error text) or error
    runner.py       every pattern × model, bounded in number and rate
    report.py       the JSON report and its Markdown table, under reports/
    __main__.py     the command line
    loopback.py     a real server on loopback (`transformers serve` and a tiny model), for tests
    tiny_model.py   that model, saved inside the `serve` environment

Standard library only (it runs in the core environment); the patterns come from
strategies/histories/patterns.py.
"""
