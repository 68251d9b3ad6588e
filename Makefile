# toolfuzz — `make install`, then `make test`.
PYTHON ?= python3
CORE   := .envs/core/bin/python
ENVS   ?=
PYTEST_ARGS ?=
# Two pytest workers: the suite waits on target processes most of the time.
JOBS ?= 2

.PHONY: install test test-suite test-targets clean-envs help docs report report-check

help:
	@echo "make install   build or reuse every environment (.envs/), from targets/envs/*.txt"
	@echo "make test      install what is missing, then run tests/ and targets/ (ci profile under CI=true)"
	@echo "               PYTEST_ARGS='--target vllm:hermes' narrows the run"

install:
	@$(PYTHON) targets/envs/install.py $(ENVS)

# `make test` installs first so that it passes on a fresh clone; a missing environment then
# fails the run instead of skipping targets (TOOLFUZZ_REQUIRE_ALL).
test: install
	TOOLFUZZ_REQUIRE_ALL=1 $(CORE) -m pytest -n $(JOBS) --durations=25 tests targets $(PYTEST_ARGS)

test-suite: install
	$(CORE) -m pytest tests $(PYTEST_ARGS)

test-targets: install
	$(CORE) -m pytest targets $(PYTEST_ARGS)

clean-envs:
	rm -rf .envs

docs: install
	$(CORE) -m strategies.formats > docs/FORMATS.md

report: install
	$(CORE) -m targets.report

# Renders the HTML report in headless Chromium (Debian's package, installed if missing).
report-check: report
	@command -v chromium >/dev/null || (apt-get update -qq && apt-get install -y -qq chromium)
	$(CORE) -m targets.screenshot reports/report.html reports/report.png
