# Přístav — set-up, play, test, build. Every target creates .venv when it is missing.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
QM := translations/pristav_cs.qm translations/pristav_sk.qm translations/pristav_en.qm

.PHONY: venv play test lint translations qm dist bench clean

venv: $(STAMP)

$(STAMP): pyproject.toml setup.py
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

$(VENV)/.dev: $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,dev]'
	touch $(VENV)/.dev

# a new file moved into place, never one rewritten under a running app's mapped catalogue (SIGBUS)
translations/%.qm: translations/%.ts $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@.tmp
	mv -f $@.tmp $@

qm: $(QM)

play: venv qm
	$(PY) -m desktop

test: venv qm
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

lint: $(VENV)/.dev
	$(VENV)/bin/ruff check engine desktop tests
	$(VENV)/bin/mypy

# Update the .ts files from the sources (new strings arrive unfinished), then compile.
translations: venv
	for f in translations/pristav_*.ts; do cp $$f translations/.$$(basename $$f).before; done
	$(VENV)/bin/pyside6-lupdate -extensions py -no-obsolete engine desktop -ts translations/pristav_cs.ts translations/pristav_sk.ts translations/pristav_en.ts
	$(PY) translations/ts_tool.py numerus translations/pristav_cs.ts translations/pristav_sk.ts translations/pristav_en.ts
	rm -f translations/.pristav_*.ts.before
	$(MAKE) qm

dist: venv qm
	$(PY) packaging/build.py

bench: venv
	$(PY) tests/bench/run_all.py

clean:
	rm -rf build dist $(QM)
