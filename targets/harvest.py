"""`make harvest`: bring what the shards found back into corpus/.

    TOOLFUZZ_DB=redis://host:6379/0 python -m targets.harvest [--fuzz DIR ...] [PYTEST ARGS]

1. The shared example database (targets/database.py).  Every property test is run under the
   `harvest` profile: phases explicit and reuse only, so each failing example a shard stored
   under that test's key is replayed as it was stored (already shrunk by the shard), nothing is
   generated and nothing shrunk, and the database is opened read-only.  A replayed failure goes
   the usual way (targets/conftest.py): judged with the known failures forgiven, its minimal
   case written to corpus/ and reported as a new or an existing case.  A test with nothing
   stored draws nothing and starts no worker.
2. libFuzzer's outputs gathered from several shards (`--fuzz DIR`, each a shard's `.fuzz/`):
   each target's corpora are merged into this checkout's `.fuzz/<target>/corpus` with
   libFuzzer's `-merge=1`, and the shards' findings are shrunk through the worker and written
   as `make fuzz` writes its own (targets/fuzz/run.py).

The exit status is pytest's (1 when a replayed failure is not a known one) or, failing that,
`make fuzz`'s.  The database is read by the same commit that wrote it: a test's key is a
digest of its source and node id.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

from targets import registry

#: The property tests whose failures a shard stores (test_growth measures, and draws nothing).
PROPERTY_TESTS = ("targets/test_rendered.py", "targets/test_plaintext.py",
                  "targets/test_nocrash.py", "targets/test_differential.py",
                  "targets/test_partial_json.py", "targets/test_histories.py")


def replay_database(pytest_args: list[str], jobs: int) -> int:
    """Run the property tests under the harvest profile; pytest's exit status (5, nothing
    collected, counts as 0)."""
    env = dict(os.environ, TOOLFUZZ_PROFILE="harvest")
    cmd = [sys.executable, "-m", "pytest", *PROPERTY_TESTS, "-k", "not growth",
           "-p", "no:cacheprovider", "-rf", *(["-n", str(jobs)] if jobs > 1 else []),
           *pytest_args]
    print(f"toolfuzz harvest: replaying the failures stored in {os.environ.get('TOOLFUZZ_DB')}"
          f" ({' '.join(cmd[1:])})", flush=True)
    code = subprocess.call(cmd, env=env, cwd=registry.ROOT)
    return 0 if code == 5 else code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fuzz", action="append", default=[], metavar="DIR", type=Path,
                        help="a shard's .fuzz/ directory to merge and shrink (repeatable)")
    parser.add_argument("--no-database", action="store_true",
                        help="only the libFuzzer outputs (--fuzz)")
    parser.add_argument("--jobs", type=int, default=1, help="pytest workers")
    parser.add_argument("--plugin", action="append", default=[],
                        help="a module that registers targets (for the fuzz findings)")
    args, pytest_args = parser.parse_known_args(argv)
    from targets.database import configured

    if not args.no_database and not configured():
        print("toolfuzz harvest: set TOOLFUZZ_DB=redis://host:port/n (or the directory) the "
              "shards wrote to, or pass --no-database with --fuzz DIR", file=sys.stderr)
        return 2
    code = 0 if args.no_database else replay_database(pytest_args, args.jobs)
    if args.fuzz:
        from targets.fuzz.gather import gather

        fuzz_code = gather(args.fuzz, args.plugin)
        code = code or fuzz_code
    return code


if __name__ == "__main__":
    sys.exit(main())
