"""A pytest plugin (`-p tests.fake_plugin`) that registers fake targets, and a known failure
of one of them when TOOLFUZZ_FAKE_KNOWN_CASE names its corpus case."""

import os

from targets import expectations, registry

BRITTLE = registry.register(registry.TargetSpec(
    id="fake:brittle", env=registry.SELF_ENV, adapter="tests.fakes:Brittle", format="hermes",
    library="fake", properties=("plaintext",)))

if os.environ.get("TOOLFUZZ_FAKE_KNOWN_CASE"):
    expectations.register(expectations.Known(
        "fake:brittle", "plaintext", frozenset({"content.truncated", "content.dropped"}),
        "the fake loses a trailing `<` when TOOLFUZZ_FAKE_BROKEN=1",
        tuple(os.environ["TOOLFUZZ_FAKE_KNOWN_CASE"].split(","))))

#: Two defects behind one check id (tests/test_two_defects.py); TOOLFUZZ_FAKE_KNOWN_CUT names
#: the corpus case of one of them, recorded as a known failure.
TWO_DEFECTS = registry.register(registry.TargetSpec(
    id="fake:two-defects", env=registry.SELF_ENV, adapter="tests.fakes:TwoDefects",
    format="hermes", library="fake", properties=("plaintext",)))

if os.environ.get("TOOLFUZZ_FAKE_KNOWN_CUT"):
    expectations.register(expectations.Known(
        "fake:two-defects", "plaintext", frozenset({"content"}),
        "the fake loses the text up to its first `>`", (os.environ["TOOLFUZZ_FAKE_KNOWN_CUT"],)))

#: A target with a catastrophic regex, for the fuzzer's and the growth property's tests.
BACKTRACKER = registry.register(registry.TargetSpec(
    id="fake:backtracker", env=registry.SELF_ENV, adapter="tests.fakes:Backtracker",
    format="hermes", library="fake", properties=("nocrash", "time")))

#: Two readers of one format, for the differential test (TOOLFUZZ_FAKE_SKEW skews one).
READERS = [registry.register(registry.TargetSpec(
    id=f"fake:reader-{side}", env=registry.SELF_ENV, adapter="tests.fakes:HermesReader",
    format="hermes", library="fake", properties=("roundtrip",))) for side in ("a", "b")]

#: A target whose adapter names no module to instrument: `make fuzz` refuses it.
BLIND = registry.register(registry.TargetSpec(
    id="fake:blind", env=registry.SELF_ENV, adapter="tests.fakes:Blind", format="hermes",
    library="fake", properties=("nocrash",)))
