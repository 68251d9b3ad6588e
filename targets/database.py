"""The example database the dev and nightly profiles share between machines: TOOLFUZZ_DB.

    TOOLFUZZ_DB=redis://host:6379/0      # Hypothesis' RedisExampleDatabase (hypothesis[redis])
    TOOLFUZZ_DB=/shared/hypothesis-db    # a directory (a network share, or one machine's shards)
    TOOLFUZZ_DB="redis://host:6379/0 db" # several, separated by spaces: written to each, read
                                         # from all (a CI shard's Redis and a directory it uploads)
    TOOLFUZZ_DB_READ=redis://ci:6379/0   # also read, never write, what another database holds

Every shard writes what it finds there (each failing example, already shrunk, under its
test's key), and `make harvest` replays it (targets/harvest.py).  ci keeps no database: it
draws the same examples every run, so a database there could only change what it runs.

Hypothesis' database format is its own and changes between its versions: a database is
meant for the exact Hypothesis version that wrote it (targets/envs/core.txt pins it, and the
redis client beside it).  The version that first wrote a database is stored in it, and
another version refuses it with the fix, instead of replaying examples it misreads.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import hypothesis
from hypothesis.database import (DirectoryBasedExampleDatabase, ExampleDatabase,
                                 MultiplexedDatabase, ReadOnlyDatabase)

VARIABLE = "TOOLFUZZ_DB"
READ_VARIABLE = "TOOLFUZZ_DB_READ"
#: Hypothesis' own local database (its default), under the checkout that runs.
LOCAL = str(Path(__file__).resolve().parent.parent / ".hypothesis" / "examples")
#: Where a database records the Hypothesis version that wrote it.
VERSION_KEY = "toolfuzz:hypothesis-version"
VERSION_FILE = "toolfuzz-hypothesis-version"


class DatabaseError(RuntimeError):
    """A TOOLFUZZ_DB that cannot be used, with the fix."""


def configured() -> bool:
    """Whether TOOLFUZZ_DB or TOOLFUZZ_DB_READ names a database."""
    return bool(os.environ.get(VARIABLE, "").strip() or os.environ.get(READ_VARIABLE, "").strip())


def _redis(url: str) -> ExampleDatabase:
    try:
        import redis
        from hypothesis.extra.redis import RedisExampleDatabase
    except ImportError:
        raise DatabaseError(f"{VARIABLE}={url} needs the redis client (hypothesis[redis]), "
                            f"pinned in targets/envs/core.txt: run `make install ENVS=core`"
                            ) from None
    client = redis.Redis.from_url(url)
    try:
        stored = client.get(VERSION_KEY)
        if stored is None:
            client.set(VERSION_KEY, hypothesis.__version__)
    except redis.RedisError as exc:
        raise DatabaseError(f"{VARIABLE}={url}: cannot reach the Redis server ({exc}); "
                            f"start it, or fix the address") from None
    _check(url, stored.decode() if stored else None)
    return RedisExampleDatabase(client)


def _directory(path: str) -> ExampleDatabase:
    root = Path(path).expanduser()
    try:
        root.mkdir(parents=True, exist_ok=True)
        marker = root / VERSION_FILE
        stored = marker.read_text(encoding="utf-8").strip() if marker.exists() else None
        if stored is None:
            marker.write_text(hypothesis.__version__ + "\n", encoding="utf-8")
    except OSError as exc:
        raise DatabaseError(f"{VARIABLE}={path}: {exc}; give a writable directory") from None
    _check(path, stored)
    return DirectoryBasedExampleDatabase(str(root))


def _check(where: str, stored: str | None) -> None:
    if stored is not None and stored != hypothesis.__version__:
        raise DatabaseError(
            f"the example database {where} was written by Hypothesis {stored}, this is "
            f"{hypothesis.__version__}: its entries would be misread.  Run every shard and the "
            f"harvest with the Hypothesis that targets/envs/core.txt pins, or start a fresh "
            f"database (another Redis database number or directory)")


def open_database(address: str) -> ExampleDatabase:
    """The database at a `redis://` URL or a directory path."""
    if address.startswith(("redis://", "rediss://", "unix://")):
        return _redis(address)
    return _directory(address)


@cache
def shared(read_only: bool = False) -> ExampleDatabase | None:
    """The database TOOLFUZZ_DB (and TOOLFUZZ_DB_READ) name, opened once per process; None
    when neither is set (the profile keeps Hypothesis' own local one).  `read_only`: the whole
    of it read-only (a harvest replays, and changes nothing)."""
    write, read = os.environ.get(VARIABLE, ""), os.environ.get(READ_VARIABLE, "")
    if not configured():
        return None
    # Reading another database only: this machine's own examples stay where Hypothesis keeps
    # them by default, written as usual.
    parts = ([open_database(a) for a in write.split()] if write.strip()
             else [DirectoryBasedExampleDatabase(LOCAL)])
    parts += [ReadOnlyDatabase(open_database(a)) for a in read.split()]
    database = parts[0] if len(parts) == 1 else MultiplexedDatabase(*parts)
    return ReadOnlyDatabase(database) if read_only else database
