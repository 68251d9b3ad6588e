"""Coverage-guided fuzzing (`make fuzz`): atheris inside each target's environment.

    inputs.py    bytes → the text and the chunking one input stands for (both sides use it)
    findings.py  what a fuzz finding is, its de-duplication key, and its failure location
    harness.py   the atheris entry point, run in the target's environment (byte and structured)
    seeds.py     seed inputs and the marker dictionary, written by the parent before a run
    minimise.py  shrinking a finding through the worker, as the corpus replay will judge it
    run.py       `make fuzz`: every target in parallel, live lines, summary, corpus cases
"""
