"""`make bench`: how fast the suite finds bugs, and where its time goes.

    python -m targets.bench [--all] [--examples N] [--ttff-seconds S] [--fuzz-seconds S] [TARGET ...]

- throughput.py: examples per second per target under the ci profile (the property tests'
  own strategies), and the overhead of the suite over the parser (wall time / parser time);
- execs.py: atheris execs/s per target against a bare loop calling the same adapter on the
  same inputs in the target's environment (bare.py is that loop);
- first_failure.py: time and examples to the first failure of each recorded known failure,
  from an empty example database, under the ci and nightly profiles;
- session.py: the wall time of each pytest session (written by conftest.py), so the bench can
  report `make test` without running it;
- report.py: the tables, reports/bench.md and reports/bench.json.

No timing is asserted anywhere: these are measurements of one machine at one time.
"""
