# toolfuzz — `make install`, then `make test`.
PYTHON ?= python3
# The suite is imported from this checkout (the core environment names none).
export PYTHONPATH := $(CURDIR)$(if $(PYTHONPATH),:$(PYTHONPATH))
CORE   := .envs/core/bin/python
ENVS   ?=
PYTEST_ARGS ?=
# make test, test-suite and test-targets draw the same examples on every machine and every run:
# the derandomized `ci` profile (no example database), whatever CI, TOOLFUZZ_PROFILE or
# TOOLFUZZ_DB say.
# make explore draws new examples instead (EXPLORE_PROFILE: dev, or nightly for 100 times as
# many), with Hypothesis' example database in .hypothesis/, and writes what it finds to corpus/.
TEST_PROFILE := ci
EXPLORE_PROFILE ?= dev
# Two pytest workers: the suite waits on target processes most of the time.
JOBS ?= 2
# SHARD=i/N: run shard i of N (make test, test-targets, explore, replay, fuzz), a deterministic split
# keeping an environment's targets together (targets/shards.py, docs/SCALE.md).
SHARD ?=
SHARD_ARGS := $(if $(SHARD),--shard $(SHARD))
# make fuzz: seconds per target, and which targets (default: every installed one).
FUZZ_SECONDS ?= 60
# make fuzz FUZZ_JOBS=N: N libFuzzer workers per target sharing .fuzz/<target>/ (-jobs/-workers).
FUZZ_JOBS ?= 1
TARGETS ?=
FUZZ_ARGS ?=
# make bench: BENCH_ALL=1 measures every target and known failure; BENCH_ARGS passes options.
BENCH_ALL ?=
BENCH_ARGS ?=
# make compliance: the endpoint (an OpenAI-compatible API base, such as http://host:8000/v1),
# its model(s) (several separated by spaces or commas) and key (passed in the environment,
# never written to the report); the bounds: at most COMPLIANCE_MAX_REQUESTS requests (retries
# included) at COMPLIANCE_RATE per second; COMPLIANCE_ARGS passes more options
# (`.envs/core/bin/python -m targets.compliance --help`).
BASE_URL ?=
MODEL ?=
API_KEY ?=
COMPLIANCE_MAX_REQUESTS ?= 100
COMPLIANCE_RATE ?= 1
COMPLIANCE_ARGS ?=
# Another version or a checkout of a library (docs/ADAPTERS.md): `make install ENVS=selectools
# WITH=selectools==1.2.0` builds .envs/selectools@1.2.0 (INTO=name to choose the name), and
# USE=selectools@1.2.0 runs selectools' targets in it (make test, test-targets, fuzz, report).
WITH ?=
INTO ?=
ifneq ($(USE),)
export TOOLFUZZ_USE := $(USE)
endif
# Out-of-tree targets (docs/ADAPTERS.md): PLUGINS='mypkg.toolfuzz_targets' (modules that
# register), ADAPTER='mypkg.parser:MyAdapter format=hermes python=/path/to/python'.
ifneq ($(PLUGINS),)
export TOOLFUZZ_PLUGINS := $(PLUGINS)
endif
ifneq ($(ADAPTER),)
export TOOLFUZZ_TARGETS := $(ADAPTER)
endif

.PHONY: install test test-suite test-targets explore replay clean-envs help docs report report-check fuzz bench \
	compliance harvest services defects

help:
	@echo "Targets:"
	@echo "  make install      build or reuse every environment (.envs/), from targets/envs/*.txt"
	@echo "                    ENVS=selectools WITH=selectools==1.2.0 builds another version beside the pin"
	@echo "                    (.envs/selectools@1.2.0, INTO=name to name it); ENVS=mine WITH=path/to/package"
	@echo "                    builds an environment for your own parser (docs/ADAPTERS.md)"
	@echo "  make test         install what is missing, then run tests/ and targets/: deterministic (the"
	@echo "                    derandomized ci profile, whatever CI or TOOLFUZZ_PROFILE say);"
	@echo "                    PYTEST_ARGS='--target vllm:hermes --property split' narrows it to targets/"
	@echo "  make test-suite   only the suite's own tests (tests/)"
	@echo "  make test-targets only the property tests and corpus replay (targets/)"
	@echo "  make explore      draw new examples (dev profile, EXPLORE_PROFILE=nightly for more, with"
	@echo "                    Hypothesis' database): new failures are shrunk and written to corpus/"
	@echo "  make replay       replay every corpus case of the installed targets (known failures must still"
	@echo "                    fail as recorded, y_ cases pass; a fixed one is reported stale)"
	@echo "  make fuzz         coverage-guided fuzzing of every installed target: reports/fuzz.md"
	@echo "  make report       reports/report.md and reports/report.html from the recorded results"
	@echo "  make defects      the defect catalogue: one root cause per line with severity and signature"
	@echo "                    (LIBRARY=sglang narrows it), one issue body each under reports/defects/"
	@echo "  make report-check render the HTML report in headless Chromium (apt-get installs Debian's"
	@echo "                    chromium if missing): screenshots in reports/screenshots/, fails on overflow"
	@echo "  make harvest      replay every failure the shared database TOOLFUZZ_DB holds into corpus/;"
	@echo "                    FUZZ_DIRS='a/.fuzz b/.fuzz' merges shards' libFuzzer corpora and findings"
	@echo "  make bench        throughput, overhead over the parser, atheris against a bare loop, time to"
	@echo "                    first failure of known failures (a sample; BENCH_ALL=1 for all): reports/bench.md"
	@echo "  make compliance   BASE_URL=http://host:8000/v1 MODEL=name API_KEY=key: send every chat-history"
	@echo "                    pattern to an OpenAI-compatible endpoint: reports/compliance-*.md and .json"
	@echo "  make docs         rewrite docs/FORMATS.md"
	@echo "  make services     install what the suite's tests start (Debian's redis-server), if missing"
	@echo "  make clean-envs   delete .envs/ (every environment)"
	@echo "  make help         this list"
	@echo "Variables (make VAR=value):"
	@echo "  PYTEST_ARGS  options for pytest (test, test-suite, test-targets, replay): --target ID, --property NAME"
	@echo "  EXPLORE_PROFILE  the profile of make explore: dev (default) or nightly"
	@echo "  TEST_PATHS   what make test runs (default: tests targets, or targets when narrowed)"
	@echo "  JOBS         pytest workers for test and replay (default $(JOBS))"
	@echo "  ENVS WITH INTO  which environments make install builds, and from what (above)"
	@echo "  USE          run a library's targets in another environment: USE=selectools@1.2.0"
	@echo "  PLUGINS      modules that register out-of-tree targets: PLUGINS=mypkg.toolfuzz_targets"
	@echo "  ADAPTER      one out-of-tree target: ADAPTER='mypkg.parser:MyAdapter format=hermes env=mine'"
	@echo "  FUZZ_SECONDS seconds of fuzzing per target (default $(FUZZ_SECONDS)); TARGETS='vllm:hermes vllm:xlam'"
	@echo "               to choose; FUZZ_ARGS=--structured fuzzes generated turns (python -m targets.fuzz.run --help)"
	@echo "  SHARD        i/N: run one of N shards of make test, test-targets, explore, replay or fuzz (docs/SCALE.md)"
	@echo "  FUZZ_JOBS    libFuzzer processes per target (-jobs/-workers) in make fuzz (default 1)"
	@echo "  FUZZ_DIRS    the .fuzz/ folders of several shards, gathered by make harvest; HARVEST_ARGS: its options"
	@echo "  BENCH_ALL    1: bench every target and known failure; BENCH_ARGS: options (python -m targets.bench --help)"
	@echo "  BASE_URL MODEL API_KEY  the endpoint, model(s) and key of make compliance"
	@echo "  COMPLIANCE_MAX_REQUESTS at most this many requests (default $(COMPLIANCE_MAX_REQUESTS)); COMPLIANCE_RATE per"
	@echo "               second (default $(COMPLIANCE_RATE)); COMPLIANCE_ARGS: options (python -m targets.compliance --help)"
	@echo "  PYTHON       the interpreter that builds environments (default $(PYTHON))"
	@echo "Environment (checked at start; a bad value stops the run and names the fix):"
	@echo "  TOOLFUZZ_PROFILE          for pytest run by hand: dev (default), ci (default under CI=true), nightly"
	@echo "                            or harvest (make test always runs ci, make explore EXPLORE_PROFILE)"
	@echo "  TOOLFUZZ_HANG_WALL_FACTOR a request with no answer is a hang after this many times its budget in"
	@echo "                            wall time, whatever CPU time it spent (default 5)"
	@echo "  TOOLFUZZ_DB               the shared example database of dev/nightly runs: redis://host:port/n or a"
	@echo "                            directory (several separated by spaces); TOOLFUZZ_DB_READ: read-only ones"
	@echo "  TOOLFUZZ_BUDGET           seconds a request may take before it is a hang (default 10, plus 0.5 s per"
	@echo "                            1 000 characters)"
	@echo "  TOOLFUZZ_STARTUP_BUDGET   seconds a worker may take to import its library (default 300)"
	@echo "  TOOLFUZZ_WORKER_MEMORY_MB resident MiB past which a worker is recycled (default 3072)"

install:
	@$(PYTHON) targets/envs/install.py $(ENVS) $(if $(WITH),--with '$(WITH)') $(if $(INTO),--as '$(INTO)')

# `make test` installs first so that it passes on a fresh clone; a missing environment then
# fails the run instead of skipping targets (TOOLFUZZ_REQUIRE_ALL).  --target or --property in
# PYTEST_ARGS narrows the whole run: the suite's own tests (tests/) run only when nothing is
# narrowed (`make test-suite` runs them alone).
NARROWED := $(filter --target% --property%,$(PYTEST_ARGS))
TEST_PATHS ?= $(if $(NARROWED),targets,tests targets)
test: install services
	TOOLFUZZ_PROFILE=$(TEST_PROFILE) TOOLFUZZ_DB= TOOLFUZZ_DB_READ= TOOLFUZZ_REQUIRE_ALL=1 $(CORE) -m pytest -n $(JOBS) --durations=25 $(TEST_PATHS) $(SHARD_ARGS) $(PYTEST_ARGS)

test-suite: install services
	TOOLFUZZ_PROFILE=$(TEST_PROFILE) TOOLFUZZ_DB= TOOLFUZZ_DB_READ= $(CORE) -m pytest tests $(PYTEST_ARGS)

# The loopback Redis server tests/test_scale.py starts and stops (Debian's package), installed
# when missing so that `make test` passes on a fresh machine.
services:
	@command -v redis-server >/dev/null || (apt-get update -qq && apt-get install -y -qq redis-server)

test-targets: install
	TOOLFUZZ_PROFILE=$(TEST_PROFILE) TOOLFUZZ_DB= TOOLFUZZ_DB_READ= $(CORE) -m pytest targets $(SHARD_ARGS) $(PYTEST_ARGS)

# Exploration: random examples, more of them under nightly, Hypothesis' database replaying
# what earlier explorations found first.  It fails when it finds something new: the shrunk case
# is in corpus/ (the failure text names it), to be judged and recorded (README, "Reading a
# failure").  Narrow it as make test: PYTEST_ARGS='--target sglang:hermes --property plaintext'.
explore: install
	TOOLFUZZ_PROFILE=$(EXPLORE_PROFILE) $(CORE) -m pytest -n $(JOBS) targets $(SHARD_ARGS) $(PYTEST_ARGS)

# Replay every corpus case of the installed targets (targets/test_corpus.py), an
# environment's cases on one test worker.
replay: install
	$(CORE) -m pytest -n $(JOBS) --dist loadgroup -p no:cacheprovider targets/test_corpus.py $(SHARD_ARGS) $(PYTEST_ARGS)

clean-envs:
	rm -rf .envs

docs: install
	$(CORE) -m strategies.formats > docs/FORMATS.md

report: install
	$(CORE) -m targets.report

defects:
	$(CORE) -m targets.defects $(if $(LIBRARY),--library $(LIBRARY))

# Renders the HTML report in headless Chromium (Debian's package `chromium`, installed with
# apt-get if missing): screenshots at several scroll positions and a filtered view in
# reports/screenshots/; fails on horizontal overflow at 1400 px (targets/screenshot.py).
report-check: report
	@command -v chromium >/dev/null || command -v chromium-browser >/dev/null || { \
		echo "toolfuzz: installing Chromium (apt-get install chromium)"; \
		apt-get update -qq && apt-get install -y -qq chromium; }
	$(CORE) -m targets.screenshot reports/report.html --out reports/screenshots

# Fuzzes each target for FUZZ_SECONDS, as many at once as there are cores; findings are
# shrunk and written to corpus/, and the summary to reports/fuzz.md.
fuzz: install
	$(CORE) -m targets.fuzz.run --seconds $(FUZZ_SECONDS) --fuzz-jobs $(FUZZ_JOBS) $(SHARD_ARGS) \
		$(FUZZ_ARGS) $(TARGETS)

# Brings back what shards found (targets/harvest.py, docs/SCALE.md): replays every failure the
# shared example database TOOLFUZZ_DB holds (explicit and reuse phases, nothing shrunk anew)
# into corpus/, and with FUZZ_DIRS='shard1/.fuzz shard2/.fuzz' merges the shards' libFuzzer
# corpora (-merge=1) and shrinks their findings into corpus/ too.
FUZZ_DIRS ?=
HARVEST_ARGS ?=
harvest: install
	$(CORE) -m targets.harvest --jobs $(JOBS) $(foreach d,$(FUZZ_DIRS),--fuzz $(d)) \
		$(if $(TOOLFUZZ_DB)$(TOOLFUZZ_DB_READ),,$(if $(FUZZ_DIRS),--no-database)) $(HARVEST_ARGS)

# Measures the suite (targets/bench/): examples/s and overhead per target under ci, atheris
# execs/s against the bare parser, time to first failure of known failures; under 15 minutes
# on a sample, BENCH_ALL=1 for everything.  Writes reports/bench.md and reports/bench.json.
bench: install
	$(CORE) -m targets.bench $(if $(BENCH_ALL),--all) $(BENCH_ARGS)

# Sends each pattern of strategies/histories/patterns.py to BASE_URL for each MODEL (standard
# library only: it needs just the core environment).  The key goes in the environment, and the
# command is not echoed, so that it shows in neither the log nor the report.
compliance:
	@$(PYTHON) targets/envs/install.py core
	@test -n "$(BASE_URL)" -a -n "$(MODEL)" || { echo "make compliance needs BASE_URL=... MODEL=... (and API_KEY=... if the endpoint wants one)"; exit 2; }
	@TOOLFUZZ_API_KEY='$(API_KEY)' $(CORE) -m targets.compliance --base-url '$(BASE_URL)' \
		--model '$(MODEL)' --max-requests $(COMPLIANCE_MAX_REQUESTS) --rate $(COMPLIANCE_RATE) \
		$(COMPLIANCE_ARGS)
