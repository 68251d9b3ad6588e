# toolfuzz — `make install`, then `make test`.
PYTHON ?= python3
# The suite is imported from this checkout (the core environment names none).
export PYTHONPATH := $(CURDIR)$(if $(PYTHONPATH),:$(PYTHONPATH))
CORE   := .envs/core/bin/python
ENVS   ?=
PYTEST_ARGS ?=
# Two pytest workers: the suite waits on target processes most of the time.
JOBS ?= 2
# make fuzz: seconds per target, and which targets (default: every installed one).
FUZZ_SECONDS ?= 60
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

.PHONY: install test test-suite test-targets replay clean-envs help docs report report-check fuzz bench \
	compliance defects

help:
	@echo "make install   build or reuse every environment (.envs/), from targets/envs/*.txt"
	@echo "               ENVS=selectools WITH=selectools==1.2.0 builds another version beside the pin"
	@echo "               ENVS=mine WITH=path/to/package builds an environment for your own parser"
	@echo "make test      install what is missing, then run tests/ and targets/ (ci profile under CI=true)"
	@echo "               PYTEST_ARGS='--target vllm:hermes' narrows the run"
	@echo "make replay    replay every corpus case of the installed targets (known failures must still"
	@echo "               fail as recorded, y_ cases pass; a fixed one is reported stale)"
	@echo "make fuzz      coverage-guided fuzzing of every installed target (FUZZ_SECONDS=60 each,"
	@echo "               TARGETS='vllm:hermes vllm:xlam' to choose, FUZZ_ARGS=--structured for turns)"
	@echo "make bench     throughput, overhead over the parser, atheris against a bare loop, time to"
	@echo "               first failure of known failures (a sample; BENCH_ALL=1 for all): reports/bench.md"
	@echo "make defects   the defect catalogue: one root cause per line with severity and signature"
	@echo "               (LIBRARY=sglang narrows it), and one issue body each under reports/defects/"
	@echo "make compliance BASE_URL=http://host:8000/v1 MODEL=name API_KEY=key"
	@echo "               send every chat-history pattern (valid and corrupted) to an OpenAI-compatible"
	@echo "               endpoint, record accepted or rejected with the error text: reports/compliance-*.md"
	@echo "               and .json; at most COMPLIANCE_MAX_REQUESTS=$(COMPLIANCE_MAX_REQUESTS) requests at"
	@echo "               COMPLIANCE_RATE=$(COMPLIANCE_RATE)/s, 60 s timeout, 2 retries of a 429 (COMPLIANCE_ARGS=--help)"

install:
	@$(PYTHON) targets/envs/install.py $(ENVS) $(if $(WITH),--with '$(WITH)') $(if $(INTO),--as '$(INTO)')

# `make test` installs first so that it passes on a fresh clone; a missing environment then
# fails the run instead of skipping targets (TOOLFUZZ_REQUIRE_ALL).
test: install
	TOOLFUZZ_REQUIRE_ALL=1 $(CORE) -m pytest -n $(JOBS) --durations=25 tests targets $(PYTEST_ARGS)

test-suite: install
	$(CORE) -m pytest tests $(PYTEST_ARGS)

test-targets: install
	$(CORE) -m pytest targets $(PYTEST_ARGS)

# Replay every corpus case of the installed targets (targets/test_corpus.py), an
# environment's cases on one test worker.
replay: install
	$(CORE) -m pytest -n $(JOBS) --dist loadgroup -p no:cacheprovider targets/test_corpus.py $(PYTEST_ARGS)

clean-envs:
	rm -rf .envs

docs: install
	$(CORE) -m strategies.formats > docs/FORMATS.md

report: install
	$(CORE) -m targets.report

defects:
	$(CORE) -m targets.defects $(if $(LIBRARY),--library $(LIBRARY))

# Renders the HTML report in headless Chromium (Debian's package, installed if missing).
report-check: report
	@command -v chromium >/dev/null || (apt-get update -qq && apt-get install -y -qq chromium)
	$(CORE) -m targets.screenshot reports/report.html reports/report.png

# Fuzzes each target for FUZZ_SECONDS, as many at once as there are cores; findings are
# shrunk and written to corpus/, and the summary to reports/fuzz.md.
fuzz: install
	$(CORE) -m targets.fuzz.run --seconds $(FUZZ_SECONDS) $(FUZZ_ARGS) $(TARGETS)

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
