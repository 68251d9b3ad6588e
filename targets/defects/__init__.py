"""The defect catalogue: one entry per root cause of the known failures, per library, with a
stable id, severity, signature, targets and minimal cases (catalogue.py; the shared root
causes in causes.py).  `python -m targets.defects` prints it and writes the issue bodies."""
